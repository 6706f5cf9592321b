import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummaryReply } from '@sahaya/contract/profile';
import { api } from '../../../lib/api-client.ts';
import { summaryQueryKey } from '../../../lib/me.ts';

export function getSummary(): Promise<DashboardSummaryReply> {
  return api.get<DashboardSummaryReply>('/api/users/me/summary');
}

export const summaryQueryOptions = queryOptions({ queryKey: summaryQueryKey, queryFn: getSummary });

export function useSummary() {
  return useQuery(summaryQueryOptions);
}
