import { queryOptions, useQuery } from '@tanstack/react-query';
import type { donationImpact } from '@sahaya/contract/donations/endpoints';
import * as routes from '@sahaya/contract/donations/routes';
import { call } from '../../../lib/api/api-client.ts';
import { endpointRoute } from '../../../lib/api/endpoint-route.ts';
import { donationKeys } from './keys.ts';

// A public page's only call, known by its route so the page waits for no schema (see endpointRoute).
const donationImpactRoute = endpointRoute<typeof donationImpact>(routes.donationImpact);

export const donationImpactQueryOptions = () => queryOptions({ queryKey: donationKeys.impact(), queryFn: () => call(donationImpactRoute) });

export function useDonationImpact() {
  return useQuery(donationImpactQueryOptions());
}
