import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentOptions } from '@sahaya/contract/donations/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { donationKeys } from './keys.ts';

/** How donations are taken: set by the server's configuration, so it is read once per visit. */
export const paymentOptionsQueryOptions = () =>
  queryOptions({ queryKey: donationKeys.paymentOptions(), queryFn: () => call(paymentOptions), staleTime: Infinity });

export function usePaymentOptions() {
  return useQuery(paymentOptionsQueryOptions());
}
