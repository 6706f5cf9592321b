import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummaryReply } from '@sahaya/contract/profile';
import { api } from '../../../lib/api-client.ts';

/** The bell refreshes this key when a notification arrives or is read, so the unread card follows. */
export const summaryQueryKey = ['users', 'me', 'summary'] as const;

export function getSummary(): Promise<DashboardSummaryReply> {
  return api.get<DashboardSummaryReply>('/api/users/me/summary');
}

export const summaryQueryOptions = queryOptions({ queryKey: summaryQueryKey, queryFn: getSummary });

export function useSummary() {
  return useQuery(summaryQueryOptions);
}
