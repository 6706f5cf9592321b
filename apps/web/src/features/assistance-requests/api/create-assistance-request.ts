import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAssistanceRequest as createAssistanceRequestEndpoint } from '@sahaya/contract/assistance-requests/endpoints';
import type { createAssistanceRequestBody } from '@sahaya/contract/assistance-requests/schemas';
import type { z } from 'zod';
import { call } from '../../../lib/api/api-client.ts';
import { assistanceKeys } from './keys.ts';

/** A request as it is sent: the volunteer type is left out of an ambulance request. */
export type NewAssistanceRequest = z.input<typeof createAssistanceRequestBody>;

export function createAssistanceRequest(body: NewAssistanceRequest) {
  return call(createAssistanceRequestEndpoint, { body });
}

/** A new request joins the top of My Requests, so the person's lists are read again. */
export function useCreateAssistanceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssistanceRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assistanceKeys.all }),
  });
}
