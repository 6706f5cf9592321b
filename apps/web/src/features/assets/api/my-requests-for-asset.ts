import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { myRequestsForAsset as myRequestsForAssetEndpoint } from '@sahaya/contract/assets/endpoints';
import type { AssetRequest, MyRequestsForAssetQuery } from '@sahaya/contract/assets/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { refreshedBy } from '../../../lib/queries/live-refresh.ts';
import { assetKeys } from './keys.ts';

export interface MyRequestsForAssetPage {
  /** The page these requests belong to, which may lag the asked-for page while the next one loads. */
  page: number;
  requests: AssetRequest[];
  totalPages: number;
}

/** A page of the signed-in person's own requests for one asset, newest first (GET /api/assets/{id}/requests). */
export async function getMyRequestsForAsset(id: string, query: MyRequestsForAssetQuery): Promise<MyRequestsForAssetPage> {
  const reply = await call(myRequestsForAssetEndpoint, { params: { id }, query });
  return { page: query.page, requests: reply.assetRequestDetails, totalPages: reply.totalPages };
}

export const myRequestsForAssetQueryOptions = (id: string, query: MyRequestsForAssetQuery) =>
  queryOptions({
    queryKey: assetKeys.myRequestsFor(id, query),
    queryFn: () => getMyRequestsForAsset(id, query),
    placeholderData: keepPreviousData,
    retry: false,
    meta: refreshedBy('assetRequest'),
  });

export function useMyRequestsForAsset(id: string, query: MyRequestsForAssetQuery, enabled = true) {
  return useQuery({ ...myRequestsForAssetQueryOptions(id, query), enabled });
}
