import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAssistanceRequests as listAssistanceRequestsEndpoint } from '@sahaya/contract/assistance-requests/endpoints';
import type { AdminAssistanceQuery, AssistanceRequest } from '@sahaya/contract/assistance-requests/schemas';
import type { PageCursors } from '@sahaya/contract/common';
import { call } from '../../../lib/api/api-client.ts';
import { assistanceKeys } from './keys.ts';

export interface AssistanceRequestsPage extends PageCursors {
  /** The page these cards belong to, which may lag the asked-for page while the next one loads. */
  page: number;
  assistanceRequests: AssistanceRequest[];
  totalPages: number;
  total: number;
}

/** Every assistance request with its requester and volunteer, searched, filtered and sorted (GET /api/assistanceRequests). */
export async function listAssistanceRequests(query: AdminAssistanceQuery): Promise<AssistanceRequestsPage> {
  const reply = await call(listAssistanceRequestsEndpoint, { query });
  return {
    page: query.page,
    assistanceRequests: reply.assistanceRequests,
    totalPages: reply.totalPages,
    total: reply.totalRequests,
    nextCursor: reply.nextCursor,
    previousCursor: reply.previousCursor,
  };
}

export const listAssistanceRequestsQueryOptions = (params: AdminAssistanceQuery) =>
  queryOptions({
    queryKey: assistanceKeys.adminList(params),
    queryFn: () => listAssistanceRequests(params),
    // The page being left stays on screen while the next one loads, so the cards do not jump.
    placeholderData: keepPreviousData,
  });

export function useListAssistanceRequests(params: AdminAssistanceQuery, enabled = true) {
  return useQuery({ ...listAssistanceRequestsQueryOptions(params), enabled });
}
