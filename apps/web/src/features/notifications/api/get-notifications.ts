import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListNotificationsReply } from '@sahaya/contract/notifications/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { notificationKeys } from './keys.ts';
import { listNotificationsRoute } from './routes.ts';

/**
 * The newest page, followed by the older pages the person already brought in with "Show older
 * notifications". A refetch (on reconnect, or one that was in flight while an older page arrived)
 * renews the newest ones without taking away what the person is reading further down.
 */
export function keepOlderPages(newest: ListNotificationsReply, loaded: ListNotificationsReply | undefined): ListNotificationsReply {
  const last = newest.data.at(-1);
  if (!loaded || !last || newest.nextCursor === null) return newest;
  const fresh = new Set(newest.data.map((n) => n._id));
  // Older means after the newest page's last one in the list shown (its time when that one is gone).
  const at = loaded.data.findIndex((n) => n._id === last._id);
  const below = at >= 0 ? loaded.data.slice(at + 1) : loaded.data.filter((n) => n.createdAt < last.createdAt);
  const older = below.filter((n) => !fresh.has(n._id));
  if (older.length === 0) return newest;
  return { ...newest, data: [...newest.data, ...older], nextCursor: loaded.nextCursor };
}

/** One page of the bell's list (GET /api/notifications): the newest, or the one after `cursor`. */
export function listNotifications(cursor?: string): Promise<ListNotificationsReply> {
  return call(listNotificationsRoute, cursor ? { query: { cursor } } : undefined);
}

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.bell,
  // Live ones are put on top of the list as they arrive.
  queryFn: async ({ client }) => keepOlderPages(await listNotifications(), client.getQueryData(notificationKeys.bell)),
  // The socket keeps the list current; a refetch on mount is enough to catch what was missed offline.
  staleTime: 60_000,
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}
