import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAssistanceRequest } from '@sahaya/contract/assistance-requests/endpoints';
import type { RequestDetails } from '@sahaya/contract/assistance-requests/schemas';
import { call } from '../../../lib/api-client.ts';
import { refreshedBy } from '../../../lib/live-refresh.ts';
import { volunteerRequestKeys } from './keys.ts';

/** A request with its requester, place and history (GET /api/assistanceRequests/{id}). */
export async function getRequestDetails(id: string): Promise<RequestDetails> {
  const reply = await call(getAssistanceRequest, { params: { id } });
  return reply.requestDetails;
}

export const getRequestDetailsQueryOptions = (id: string) =>
  queryOptions({ queryKey: volunteerRequestKeys.detail(id), queryFn: () => getRequestDetails(id), retry: false, meta: refreshedBy('assistanceRequest') });

export function useRequestDetails(id: string) {
  return useQuery(getRequestDetailsQueryOptions(id));
}
