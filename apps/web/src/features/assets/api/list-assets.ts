import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAssets as listAssetsEndpoint } from '@sahaya/contract/assets/endpoints';
import type { Asset, ListAssetsQuery } from '@sahaya/contract/assets/schemas';
import { call } from '../../../lib/api-client.ts';
import { assetKeys } from './keys.ts';

export interface AssetsPage {
  /** The page these cards belong to, which may lag the asked-for page while the next one loads. */
  page: number;
  assets: Asset[];
  totalPages: number;
  total: number;
}

export async function listAssets(query: ListAssetsQuery): Promise<AssetsPage> {
  const reply = await call(listAssetsEndpoint, { query });
  return { page: query.page, assets: reply.assets, totalPages: reply.totalPages, total: reply.totalAssets };
}

export const listAssetsQueryOptions = (query: ListAssetsQuery) =>
  queryOptions({
    queryKey: assetKeys.list(query),
    queryFn: () => listAssets(query),
    // The page being left stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

export function useListAssets(query: ListAssetsQuery) {
  return useQuery(listAssetsQueryOptions(query));
}
