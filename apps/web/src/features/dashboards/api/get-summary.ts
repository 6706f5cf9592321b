import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getDashboardSummary } from '@sahaya/contract/profile/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import * as routes from '@sahaya/contract/profile/routes';
import { endpointRoute } from '../../../lib/api/endpoint-route.ts';
import { dashboardKeys } from './keys.ts';

// The dashboard's first call, known by its route so the page waits for no schema (see endpointRoute).
const getDashboardSummaryRoute = endpointRoute<typeof getDashboardSummary>(routes.getDashboardSummary);

export const summaryQueryOptions = queryOptions({ queryKey: dashboardKeys.summary, queryFn: () => call(getDashboardSummaryRoute) });

export function useSummary() {
  return useQuery(summaryQueryOptions);
}
