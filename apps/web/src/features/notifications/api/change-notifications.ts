import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ListNotificationsReply, Notification, NotificationChangeReply } from '@sahaya/contract/notifications/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { summaryQueryKey } from '../../../lib/queries/me.ts';
import { notificationKeys } from './keys.ts';
import { loadNotificationEndpoints } from './routes.ts';
import { logFailure } from '../../../lib/api/log-failure.ts';

/** "Clear all" is not one of these: it waits for its undo window (see clear-all-notifications.ts). */
type Change = { kind: 'read'; id: string } | { kind: 'readAll' } | { kind: 'clear'; id: string };

/** Clears one notification (DELETE /api/notifications/{id}). */
export async function clearNotification(id: string): Promise<NotificationChangeReply> {
  const endpoints = await loadNotificationEndpoints();
  return call(endpoints.clearNotification, { params: { id } });
}

async function send(change: Change): Promise<NotificationChangeReply> {
  if (change.kind === 'clear') return clearNotification(change.id);
  const { markAllNotificationsRead, markNotificationRead } = await loadNotificationEndpoints();
  return change.kind === 'read' ? call(markNotificationRead, { params: { id: change.id } }) : call(markAllNotificationsRead);
}

function apply(list: ListNotificationsReply, change: Change): ListNotificationsReply {
  const unread = (items: Notification[]) => items.filter((n) => !n.read).length;
  let data = list.data;
  if (change.kind === 'read') data = data.map((n) => (n._id === change.id ? { ...n, read: true } : n));
  if (change.kind === 'readAll') data = data.map((n) => (n.read ? n : { ...n, read: true }));
  if (change.kind === 'clear') data = data.filter((n) => n._id !== change.id);
  // Unread ones beyond the loaded page still count, so the badge moves by what changed here.
  const unreadCount = change.kind === 'readAll' ? 0 : Math.max(0, list.unreadCount - (unread(list.data) - unread(data)));
  return { ...list, data, unreadCount };
}

/**
 * Mark read, one or all, and clear one. The bell changes at once and the server's unread count is
 * taken when it answers; a failure puts the list back and is only logged (spec 1 §8).
 */
export function useChangeNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.bell });
      const before = queryClient.getQueryData<ListNotificationsReply>(notificationKeys.bell);
      if (before) queryClient.setQueryData(notificationKeys.bell, apply(before, change));
      return { before };
    },
    onSuccess: (reply) => setUnreadCount(queryClient, reply.unreadCount),
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(notificationKeys.bell, context.before);
      logFailure('Notification', 'change', error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: summaryQueryKey }),
  });
}

function setUnreadCount(queryClient: QueryClient, unreadCount: number): void {
  queryClient.setQueryData<ListNotificationsReply>(notificationKeys.bell, (list) =>
    list ? { ...list, unreadCount } : list,
  );
}
