import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAssets as listAssetsEndpoint } from '@sahaya/contract/assets/endpoints';
import type { Asset, ListAssetsQuery } from '@sahaya/contract/assets/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { assetKeys } from './keys.ts';

/** The catalogue's page, search, sort and filter; the admin's grid asks for the page and search alone. */
export type ListAssetsParams = Pick<ListAssetsQuery, 'page' | 'limit' | 'search'> & Partial<ListAssetsQuery>;

export interface AssetsPage {
  /** The page these cards belong to, which may lag the asked-for page while the next one loads. */
  page: number;
  assets: Asset[];
  totalPages: number;
  total: number;
}

/** Assets, newest first unless sorted otherwise, searched by name (GET /api/assets). */
export async function listAssets(query: ListAssetsParams): Promise<AssetsPage> {
  const reply = await call(listAssetsEndpoint, { query });
  return { page: query.page, assets: reply.assets, totalPages: reply.totalPages, total: reply.totalAssets };
}

export const listAssetsQueryOptions = (query: ListAssetsParams) =>
  queryOptions({
    queryKey: assetKeys.list(query),
    queryFn: () => listAssets(query),
    // The page being left stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

export function useListAssets(query: ListAssetsParams) {
  return useQuery(listAssetsQueryOptions(query));
}
