import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAssistanceRequest as getAssistanceRequestEndpoint } from '@sahaya/contract/assistance-requests/endpoints';
import type { RequestDetails } from '@sahaya/contract/assistance-requests/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { refreshedBy } from '../../../lib/queries/live-refresh.ts';
import { assistanceKeys } from './keys.ts';

/**
 * A request with its people, place and history (GET /api/assistanceRequests/{id}), one cached copy
 * per language for the requester's, the volunteer's and the admin's details pages: the history
 * comes written in the language the call asked in, so a change of language fetches it again.
 */
export async function getAssistanceRequest(id: string): Promise<RequestDetails> {
  const reply = await call(getAssistanceRequestEndpoint, { params: { id } });
  return reply.requestDetails;
}

export const getAssistanceRequestQueryOptions = (id: string, language: string) =>
  queryOptions({
    queryKey: assistanceKeys.detail(id, language),
    queryFn: () => getAssistanceRequest(id),
    retry: false,
    meta: refreshedBy('assistanceRequest'),
  });

export function useAssistanceRequest(id: string) {
  // Reading the hook's i18n renders the page again when the language changes.
  const { i18n } = useLingui();
  return useQuery(getAssistanceRequestQueryOptions(id, i18n.locale));
}
