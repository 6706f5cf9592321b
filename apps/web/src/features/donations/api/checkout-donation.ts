import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutDonation } from '@sahaya/contract/donations/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { donationKeys } from './keys.ts';

/** How often, and for how long, a donation still being confirmed is read again. */
const CONFIRM_POLL_MS = 2000;
const CONFIRM_POLLS = 30;

export const checkoutDonationQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: donationKeys.checkout(sessionId),
    queryFn: () => call(checkoutDonation, { params: { sessionId } }),
    // Stripe's webhook may arrive a moment after the person is back: a pending donation is read again.
    refetchInterval: (query) =>
      query.state.data?.donation.status === 'pending' && query.state.dataUpdateCount < CONFIRM_POLLS ? CONFIRM_POLL_MS : false,
  });

export function useCheckoutDonation(sessionId: string | null) {
  return useQuery({ ...checkoutDonationQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
}
