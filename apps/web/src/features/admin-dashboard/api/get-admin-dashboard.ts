import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboardReply } from '@sahaya/contract/admin-dashboard';
import { api } from '../../../lib/api-client.ts';

/** The whole dashboard in one round trip: cards, the four short lists and the 30-day chart. */
export function getAdminDashboard(): Promise<AdminDashboardReply> {
  return api.get<AdminDashboardReply>('/api/admin/dashboard');
}

export const adminDashboardQueryOptions = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: getAdminDashboard,
  // The figures move as people act; coming back to the page after a minute shows fresh ones.
  staleTime: 60_000,
});

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions);
}
