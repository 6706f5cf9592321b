import { queryOptions, useQuery } from '@tanstack/react-query';
import { donationHistory } from '@sahaya/contract/donations/endpoints';
import { call } from '../../../lib/api-client.ts';
import { donationKeys } from './keys.ts';

export const donationHistoryQueryOptions = () =>
  queryOptions({ queryKey: donationKeys.history(), queryFn: () => call(donationHistory) });

export function useDonationHistory() {
  return useQuery(donationHistoryQueryOptions());
}
