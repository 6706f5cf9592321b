import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAssets as listAssetsEndpoint } from '@sahaya/contract/assets/endpoints';
import type { Asset } from '@sahaya/contract/assets/schemas';
import { call } from '../../../lib/api-client.ts';
import { assetManagementKeys } from './keys.ts';

export interface ListAssetsParams {
  page: number;
  limit: number;
  search: string;
}

export interface AssetsPage {
  /** The page these cards belong to, which may lag the asked-for page while the next one loads. */
  page: number;
  assets: Asset[];
  totalPages: number;
  total: number;
}

/** The admin's grid: every asset, newest first, searched by name (GET /api/assets). */
export async function listAssets(query: ListAssetsParams): Promise<AssetsPage> {
  const reply = await call(listAssetsEndpoint, { query });
  return { page: query.page, assets: reply.assets, totalPages: reply.totalPages, total: reply.totalAssets };
}

export const listAssetsQueryOptions = (params: ListAssetsParams) =>
  queryOptions({
    queryKey: assetManagementKeys.list(params),
    queryFn: () => listAssets(params),
    // The page being left stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

export function useListAssets(params: ListAssetsParams) {
  return useQuery(listAssetsQueryOptions(params));
}
