import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ListNotificationsReply, Notification, NotificationChangeReply } from '@sahaya/contract/notifications';
import { api } from '../../../lib/api-client.ts';
import { summaryQueryKey } from '../../../lib/me.ts';
import { notificationsQueryKey } from './get-notifications.ts';
import { logNotificationFailure } from '../utils/log-failure.ts';

export const markNotificationRead = (id: string) =>
  api.put<NotificationChangeReply>(`/api/notifications/${encodeURIComponent(id)}/read`);
export const markAllNotificationsRead = () => api.put<NotificationChangeReply>('/api/notifications/read-all');
export const clearNotification = (id: string) =>
  api.delete<NotificationChangeReply>(`/api/notifications/${encodeURIComponent(id)}`);
export const clearAllNotifications = () => api.delete<NotificationChangeReply>('/api/notifications');

type Change = { kind: 'read'; id: string } | { kind: 'readAll' } | { kind: 'clear'; id: string } | { kind: 'clearAll' };

function send(change: Change): Promise<NotificationChangeReply> {
  switch (change.kind) {
    case 'read':
      return markNotificationRead(change.id);
    case 'readAll':
      return markAllNotificationsRead();
    case 'clear':
      return clearNotification(change.id);
    case 'clearAll':
      return clearAllNotifications();
  }
}

function apply(list: ListNotificationsReply, change: Change): ListNotificationsReply {
  const unread = (items: Notification[]) => items.filter((n) => !n.read).length;
  let data = list.data;
  if (change.kind === 'read') data = data.map((n) => (n._id === change.id ? { ...n, read: true } : n));
  if (change.kind === 'readAll') data = data.map((n) => (n.read ? n : { ...n, read: true }));
  if (change.kind === 'clear') data = data.filter((n) => n._id !== change.id);
  if (change.kind === 'clearAll') data = [];
  // Unread ones beyond the loaded page still count, so the badge moves by what changed here.
  const unreadCount =
    change.kind === 'readAll' || change.kind === 'clearAll'
      ? 0
      : Math.max(0, list.unreadCount - (unread(list.data) - unread(data)));
  return { ...list, data, unreadCount };
}

/**
 * Mark read / clear, one or all. The bell changes at once and the server's unread count is taken
 * when it answers; a failure puts the list back and is only logged (spec 1 §8).
 */
export function useChangeNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const before = queryClient.getQueryData<ListNotificationsReply>(notificationsQueryKey);
      if (before) queryClient.setQueryData(notificationsQueryKey, apply(before, change));
      return { before };
    },
    onSuccess: (reply) => setUnreadCount(queryClient, reply.unreadCount),
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(notificationsQueryKey, context.before);
      logNotificationFailure('change', error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: summaryQueryKey }),
  });
}

function setUnreadCount(queryClient: QueryClient, unreadCount: number): void {
  queryClient.setQueryData<ListNotificationsReply>(notificationsQueryKey, (list) =>
    list ? { ...list, unreadCount } : list,
  );
}
