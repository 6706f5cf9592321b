import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListNotificationsReply } from '@sahaya/contract/notifications';
import { api } from '../../../lib/api-client.ts';

export const notificationsQueryKey = ['notifications', 'list'] as const;

/** The newest page of the bell; live ones are put on top of it as they arrive. */
export function getNotifications(): Promise<ListNotificationsReply> {
  return api.get<ListNotificationsReply>('/api/notifications');
}

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsQueryKey,
  queryFn: getNotifications,
  // The socket keeps the list current; a refetch on mount is enough to catch what was missed offline.
  staleTime: 60_000,
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}
