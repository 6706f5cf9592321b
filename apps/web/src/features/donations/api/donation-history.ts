import { queryOptions, useQuery } from '@tanstack/react-query';
import { donationHistory } from '@sahaya/contract/donations/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { refreshedBy } from '../../../lib/queries/live-refresh.ts';
import { donationKeys } from './keys.ts';

export const donationHistoryQueryOptions = () =>
  // A payment confirmed while the page is open (the webhook, another tab) shows at once.
  queryOptions({ queryKey: donationKeys.history(), queryFn: () => call(donationHistory), meta: refreshedBy('donation') });

export function useDonationHistory() {
  return useQuery(donationHistoryQueryOptions());
}
