import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAssistanceStatus } from '@sahaya/contract/assistance-requests/endpoints';
import type { StatusBody } from '@sahaya/contract/assistance-requests/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { assistanceKeys } from './keys.ts';

export type StatusAction = StatusBody['action'];

/** Accept (approve), decline (reject) or complete a request (PATCH /api/assistanceRequests/{id}/status). */
export function setRequestStatus(id: string, action: StatusAction) {
  return call(setAssistanceStatus, { params: { id }, body: { action } });
}

export function useSetRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: StatusAction }) => setRequestStatus(id, action),
    // Whatever the answer, the lists are read again: a refusal ("another volunteer has just taken
    // this request") also means the list on screen is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: assistanceKeys.all }),
  });
}
