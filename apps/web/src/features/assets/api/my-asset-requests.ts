import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { myAssetRequests as myAssetRequestsEndpoint } from '@sahaya/contract/assets/endpoints';
import type { AssetRequest, MyAssetRequestsQuery } from '@sahaya/contract/assets/schemas';
import type { RequestPage } from '../../../components/my-request-list.tsx';
import { call } from '../../../lib/api/api-client.ts';
import { refreshedBy } from '../../../lib/queries/live-refresh.ts';
import { assetRequestKeys } from './keys.ts';

export type MyAssetRequestsPage = RequestPage<AssetRequest>;

export async function myAssetRequests(query: MyAssetRequestsQuery): Promise<MyAssetRequestsPage> {
  const reply = await call(myAssetRequestsEndpoint, { query });
  return { page: query.page, requests: reply.assetRequests, totalPages: reply.totalPages, total: reply.totalRequests };
}

export const myAssetRequestsQueryOptions = (query: MyAssetRequestsQuery) =>
  queryOptions({
    queryKey: assetRequestKeys.myList(query),
    meta: refreshedBy('assetRequest'),
    queryFn: () => myAssetRequests(query),
    placeholderData: keepPreviousData,
  });

export function useMyAssetRequests(query: MyAssetRequestsQuery) {
  return useQuery(myAssetRequestsQueryOptions(query));
}
