import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListNotificationsReply } from '@sahaya/contract/notifications/schemas';
import { call } from '../../../lib/api-client.ts';
import { logNotificationFailure } from '../utils/log-failure.ts';
import { notificationKeys } from './keys.ts';
import { listNotificationsRoute } from './routes.ts';

const getNotificationsAfter = (cursor: string) => call(listNotificationsRoute, { query: { cursor } });

/**
 * "Show older": the next page after the last one shown, appended to the bell's list so live
 * arrivals and read/clear keep working on one list.
 */
export function useLoadOlderNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getNotificationsAfter,
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
    onError: (error) => logNotificationFailure('load older', error),
  });
}
