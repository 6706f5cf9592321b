import { queryOptions, useQuery } from '@tanstack/react-query';
import { donationImpact } from '@sahaya/contract/donations/endpoints';
import { call } from '../../../lib/api-client.ts';
import { donationKeys } from './keys.ts';

export const donationImpactQueryOptions = () => queryOptions({ queryKey: donationKeys.impact(), queryFn: () => call(donationImpact) });

export function useDonationImpact() {
  return useQuery(donationImpactQueryOptions());
}
