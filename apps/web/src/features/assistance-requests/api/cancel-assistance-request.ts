import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelAssistanceRequest as cancelAssistanceRequestEndpoint } from '@sahaya/contract/assistance-requests/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { assistanceKeys } from './keys.ts';

/** The person cancels their own request, waiting or accepted (POST /api/assistanceRequests/{id}/cancel). */
export function cancelAssistanceRequest(id: string) {
  return call(cancelAssistanceRequestEndpoint, { params: { id } });
}

/** Whatever the answer, every list and details page is read again: a refusal (it was completed meanwhile) also means the screen is out of date. */
export function useCancelAssistanceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelAssistanceRequest(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assistanceKeys.all }),
  });
}
