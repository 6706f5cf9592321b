import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAssetRequests as listAssetRequestsEndpoint } from '@sahaya/contract/assets/endpoints';
import type { AdminAssetRequest, AdminAssetRequestsQuery } from '@sahaya/contract/assets/schemas';
import type { PageCursors } from '@sahaya/contract/common';
import { call } from '../../../lib/api/api-client.ts';
import { assetRequestKeys } from './keys.ts';

export interface AssetRequestsPage extends PageCursors {
  /** The page these cards belong to, which may lag the asked-for page while the next one loads. */
  page: number;
  assetRequests: AdminAssetRequest[];
  totalPages: number;
  total: number;
}

/** Every asset request with its requester, searched, filtered and sorted (GET /api/assetRequests). */
export async function listAssetRequests(query: AdminAssetRequestsQuery): Promise<AssetRequestsPage> {
  const reply = await call(listAssetRequestsEndpoint, { query });
  const { nextCursor, previousCursor } = reply;
  return { page: query.page, assetRequests: reply.assetRequests, totalPages: reply.totalPages, total: reply.totalRequests, nextCursor, previousCursor };
}

export const listAssetRequestsQueryOptions = (params: AdminAssetRequestsQuery) =>
  queryOptions({
    queryKey: assetRequestKeys.adminList(params),
    queryFn: () => listAssetRequests(params),
    // The page being left stays on screen while the next one loads, so the cards do not jump.
    placeholderData: keepPreviousData,
  });

export function useListAssetRequests(params: AdminAssetRequestsQuery, enabled = true) {
  return useQuery({ ...listAssetRequestsQueryOptions(params), enabled });
}
