import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAsset as getAssetEndpoint } from '@sahaya/contract/assets/endpoints';
import type { Asset } from '@sahaya/contract/assets/schemas';
import { call } from '../../../lib/api-client.ts';
import { assetManagementKeys } from './keys.ts';

export async function getAsset(id: string): Promise<Asset> {
  const reply = await call(getAssetEndpoint, { params: { id } });
  return reply.asset;
}

/**
 * One asset by its id, under the catalogue's key for it, so the admin's page and the person's
 * share one cached copy; an unknown id fails at once (404) rather than being retried.
 */
export const getAssetQueryOptions = (id: string) =>
  queryOptions({ queryKey: assetManagementKeys.detail(id), queryFn: () => getAsset(id), retry: false });

export function useGetAsset(id: string) {
  return useQuery(getAssetQueryOptions(id));
}
