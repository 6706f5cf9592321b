import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListNotificationsReply } from '@sahaya/contract/notifications/schemas';
import { logFailure } from '../../../lib/api/log-failure.ts';
import { notificationKeys } from './keys.ts';
import { listNotifications } from './get-notifications.ts';

/**
 * "Show older": the next page after the last one shown, appended to the bell's list so live
 * arrivals and read/clear keep working on one list.
 */
export function useLoadOlderNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cursor: string) => listNotifications(cursor),
    onSuccess: (page) => {
      queryClient.setQueryData<ListNotificationsReply>(notificationKeys.bell, (list) => {
        if (!list) return page;
        const known = new Set(list.data.map((n) => n._id));
        return {
          ...list,
          data: [...list.data, ...page.data.filter((n) => !known.has(n._id))],
          nextCursor: page.nextCursor,
          unreadCount: page.unreadCount,
        };
      });
    },
    onError: (error) => logFailure('Notification', 'load older', error),
  });
}
