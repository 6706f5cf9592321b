import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { myAssistanceRequests as myAssistanceRequestsEndpoint } from '@sahaya/contract/assistance-requests/endpoints';
import type { AssistanceRequest, MyAssistanceRequestsQuery } from '@sahaya/contract/assistance-requests/schemas';
import type { RequestPage } from '../../../components/my-request-list.tsx';
import { call } from '../../../lib/api/api-client.ts';
import { refreshedBy } from '../../../lib/queries/live-refresh.ts';
import { assistanceKeys } from './keys.ts';

export type MyAssistanceRequestsPage = RequestPage<AssistanceRequest>;

export async function myAssistanceRequests(query: MyAssistanceRequestsQuery): Promise<MyAssistanceRequestsPage> {
  const reply = await call(myAssistanceRequestsEndpoint, { query });
  return { page: query.page, requests: reply.assistanceRequests, totalPages: reply.totalPages, total: reply.totalRequests };
}

export const myAssistanceRequestsQueryOptions = (query: MyAssistanceRequestsQuery) =>
  queryOptions({
    queryKey: assistanceKeys.mine(query),
    meta: refreshedBy('assistanceRequest'),
    queryFn: () => myAssistanceRequests(query),
    placeholderData: keepPreviousData,
  });

export function useMyAssistanceRequests(query: MyAssistanceRequestsQuery) {
  return useQuery(myAssistanceRequestsQueryOptions(query));
}
