import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendBreachNotice as sendBreachNoticeEndpoint } from '@sahaya/contract/privacy/rights-endpoints';
import type { SendBreachNoticeBody } from '@sahaya/contract/privacy/breach-notices';
import { call } from '../../../lib/api/api-client.ts';
import { breachNoticeKeys } from './keys.ts';

/** Tells the people a breach touched (POST /api/admin/breach-notices); 202 with how many it reaches. */
export function sendBreachNotice(body: SendBreachNoticeBody) {
  return call(sendBreachNoticeEndpoint, { body });
}

export function useSendBreachNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBreachNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: breachNoticeKeys.all }),
  });
}
