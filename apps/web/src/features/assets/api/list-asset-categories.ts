import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAssetCategories as listAssetCategoriesEndpoint } from '@sahaya/contract/asset-categories/endpoints';
import type { AssetCategory } from '@sahaya/contract/asset-categories/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { assetKeys } from './keys.ts';

export async function listAssetCategories(): Promise<AssetCategory[]> {
  return (await call(listAssetCategoriesEndpoint, {})).categories;
}

/**
 * Every category, named in the language shown: one cached copy for the catalogue's cards, the asset
 * form's choice and the admin's Categories page. Categories change rarely, so it is read again
 * only when it is older than a few minutes or an admin saves one.
 */
export const assetCategoriesQueryOptions = () =>
  queryOptions({ queryKey: assetKeys.categories(), queryFn: listAssetCategories, staleTime: 5 * 60_000 });

export function useAssetCategories() {
  return useQuery(assetCategoriesQueryOptions());
}
