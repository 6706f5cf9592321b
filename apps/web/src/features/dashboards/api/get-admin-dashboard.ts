import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminDashboard } from '@sahaya/contract/dashboards/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { dashboardKeys } from './keys.ts';

export const adminDashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.admin,
  // The whole dashboard in one round trip: cards, the four short lists and the 30-day chart.
  queryFn: () => call(getAdminDashboard),
  // The figures move as people act; coming back to the page after a minute shows fresh ones.
  staleTime: 60_000,
});

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions);
}
