import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeDemoCheckout } from '@sahaya/contract/donations/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { donationKeys } from './keys.ts';

/** Pay or Cancel on the demo checkout; the page then follows the answer's return url. */
export function useCompleteDemoCheckout(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: 'pay' | 'cancel') => call(completeDemoCheckout, { params: { sessionId }, body: { outcome } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: donationKeys.all }),
  });
}
