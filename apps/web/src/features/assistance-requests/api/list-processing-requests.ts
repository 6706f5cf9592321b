import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { processingRequests as processingRequestsEndpoint } from '@sahaya/contract/assistance-requests/endpoints';
import type { ProcessingQuery, VolunteerAssistanceRequest } from '@sahaya/contract/assistance-requests/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { refreshedBy } from '../../../lib/queries/live-refresh.ts';
import { assistanceKeys } from './keys.ts';

export interface ProcessingRequestsPage {
  /** The page these rows belong to, which may lag the asked-for page while the next one loads. */
  page: number;
  requests: VolunteerAssistanceRequest[];
  totalPages: number;
  total: number;
}

/** The requests the volunteer has taken on, or has completed (GET /api/assistanceRequests/processing). */
export async function listProcessingRequests(query: ProcessingQuery): Promise<ProcessingRequestsPage> {
  const reply = await call(processingRequestsEndpoint, { query });
  return { page: query.page, requests: reply.processingRequests, totalPages: reply.totalPages, total: reply.totalRequests };
}

export const listProcessingRequestsQueryOptions = (params: ProcessingQuery) =>
  queryOptions({
    queryKey: assistanceKeys.processing(params),
    meta: refreshedBy('assistanceRequest'),
    queryFn: () => listProcessingRequests(params),
    placeholderData: keepPreviousData,
  });

export function useProcessingRequests(params: ProcessingQuery) {
  return useQuery(listProcessingRequestsQueryOptions(params));
}
