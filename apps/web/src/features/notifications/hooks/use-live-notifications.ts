import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ListNotificationsReply, Notification } from '@sahaya/contract/notifications/schemas';
import { getSession } from '../../../lib/session/auth-store.ts';
import type { LiveSocket } from '../../../lib/api/socket.ts';
import { isRefreshedBy, isRefreshedLive } from '../../../lib/queries/live-refresh.ts';
import { summaryQueryKey } from '../../../lib/queries/me.ts';
import { notificationKeys } from '../api/keys.ts';
import { playChime } from '../utils/chime.ts';
import { logFailure } from '../../../lib/api/log-failure.ts';

/** Puts each live notification on the bell's list and joins the room on every (re)connect; returns the undo. */
export function listenForNotifications(socket: LiveSocket, queryClient: QueryClient): () => void {
  // The server sends what the contract's schema allows, so the payload is not parsed again.
  const onNotification = (incoming: Notification) => {
    let added = false;
    queryClient.setQueryData<ListNotificationsReply>(notificationKeys.bell, (list) => {
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
    if (!added) void queryClient.invalidateQueries({ queryKey: notificationKeys.bell });
    void queryClient.invalidateQueries({ queryKey: summaryQueryKey });
    // The pages the notice is about show the change at once (a decision, an assignment, a meeting).
    const { topic } = incoming;
    if (topic) void queryClient.invalidateQueries({ predicate: (query) => isRefreshedBy(topic, query) });
    playChime();
  };

  const join = () => {
    const userId = getSession()?.userId;
    if (!userId) return;
    socket.emit('join', userId, (ack) => {
      if (!ack.ok) logFailure('Notification', 'join', new Error(ack.message));
    });
  };
  // What was read before the socket was in its room may have missed a notice: the bell, the
  // dashboard's unread count and every page a notice changes are read again.
  const catchUp = () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.bell });
    void queryClient.invalidateQueries({ queryKey: summaryQueryKey });
    void queryClient.invalidateQueries({ predicate: isRefreshedLive });
  };
  const onConnect = () => {
    join();
    catchUp();
  };

  socket.on('new-notification', onNotification);
  socket.on('connect', onConnect);
  // The app may have connected before this listener was there.
  if (socket.connected) {
    join();
    catchUp();
  }
  return () => {
    socket.off('new-notification', onNotification);
    socket.off('connect', onConnect);
  };
}

/**
 * Listens for `new-notification` on the tab's socket (connected by the app while signed in) and
 * puts each one on top of the bell's list with a chime; the queries its topic changes (marked with
 * lib/queries/live-refresh.ts) are read again. On every (re)connect it asks to join its
 * notification room (spec 1 §4) and reads the list and what notices change again, so nothing sent
 * while offline is missed.
 * The socket's code is loaded once the page is drawn: the list itself comes from the API.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    let stop = () => {};
    void import('../../../lib/api/socket.ts').then(({ getSocket }) => {
      if (active) stop = listenForNotifications(getSocket(), queryClient);
    });
    return () => {
      active = false;
      stop();
    };
  }, [queryClient]);
}
