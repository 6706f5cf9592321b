import { useMutation } from '@tanstack/react-query';
import { placeCall as placeCallEndpoint } from '@sahaya/contract/calls/endpoints';
import { call } from '../../../lib/api/api-client.ts';

/**
 * Has Sahaya ring the caller's phone, then the other party of the request, from the organisation's
 * number (POST /api/assistanceRequests/{id}/call). Nothing on the page changes with it, so no query
 * is read again.
 */
export function placeCall(requestId: string) {
  return call(placeCallEndpoint, { params: { id: requestId } });
}

export function usePlaceCall() {
  return useMutation({ mutationFn: (requestId: string) => placeCall(requestId) });
}
