import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { socketEvents } from '@sahaya/contract/events';
import {
  joinNotificationRoomEvent,
  notification as notificationSchema,
  type ListNotificationsReply,
} from '@sahaya/contract/notifications';
import { getSession } from '../../../lib/auth-store.ts';
import { getSocket } from '../../../lib/socket.ts';
import { summaryQueryKey } from '../../../lib/me.ts';
import { notificationsQueryKey } from '../api/get-notifications.ts';
import { playChime } from '../utils/chime.ts';
import { logNotificationFailure } from '../utils/log-failure.ts';

/**
 * Listens for `new-notification` on the tab's socket (connected by the app while signed in) and
 * puts each one on top of the bell's list with a chime. On every (re)connect it asks to join its
 * notification room (spec 1 §4) and refetches the list, so nothing sent while offline is missed.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const socket = getSocket();

    const onNotification = (payload: unknown) => {
      const parsed = notificationSchema.safeParse(payload);
      if (!parsed.success) {
        logNotificationFailure('receive', parsed.error);
        return;
      }
      const incoming = parsed.data;
      let added = false;
      queryClient.setQueryData<ListNotificationsReply>(notificationsQueryKey, (list) => {
        if (!list) return list;
        if (list.data.some((n) => n._id === incoming._id)) return list;
        added = true;
        return {
          ...list,
          data: [incoming, ...list.data],
          unreadCount: list.unreadCount + (incoming.read ? 0 : 1),
        };
      });
      // Without a loaded list yet, fetching it brings the new one along.
      if (!added) void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: summaryQueryKey });
      playChime();
    };

    const join = () => {
      const userId = getSession()?.userId;
      if (userId) socket.emit(joinNotificationRoomEvent, userId, () => undefined);
    };
    const onConnect = () => {
      join();
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    };

    socket.on(socketEvents.newNotification, onNotification);
    socket.on('connect', onConnect);
    // The app may have connected before the bell mounted; the list is being fetched by then anyway.
    if (socket.connected) join();
    return () => {
      socket.off(socketEvents.newNotification, onNotification);
      socket.off('connect', onConnect);
    };
  }, [queryClient]);
}
