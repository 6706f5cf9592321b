import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordOfflineDonation } from '@sahaya/contract/donations/endpoints';
import type { OfflineDonationBody } from '@sahaya/contract/donations/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { donationKeys } from './keys.ts';

/** An admin records a gift received offline; the table, the figures and the PAN reminder show it. */
export function useRecordOfflineDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfflineDonationBody) => call(recordOfflineDonation, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: donationKeys.all }),
  });
}
