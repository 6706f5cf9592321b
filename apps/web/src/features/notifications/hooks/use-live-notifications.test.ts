import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '@sahaya/contract/notifications/schemas';
import { refreshedBy } from '../../../lib/queries/live-refresh.ts';
import { summaryQueryKey } from '../../../lib/queries/me.ts';
import type { LiveSocket } from '../../../lib/api/socket.ts';
import { notificationKeys } from '../api/keys.ts';

vi.mock('../utils/chime.ts', () => ({ playChime: () => undefined }));
vi.mock('../../../lib/session/auth-store.ts', () => ({ getSession: () => null }));

const { listenForNotifications } = await import('./use-live-notifications.ts');

/** A socket that hands each registered handler to the test. */
function fakeSocket() {
  const handlers = new Map<string, (payload?: unknown) => void>();
  const socket = { connected: false, on: (event: string, handler: (payload?: unknown) => void) => handlers.set(event, handler), off: () => undefined };
  return {
    socket: socket as unknown as LiveSocket,
    deliver: (payload: Notification) => handlers.get('new-notification')?.(payload),
    connect: () => handlers.get('connect')?.(),
  };
}

const notice = (topic: Notification['topic']): Notification => {
  const at = '2026-11-23T09:00:00.000Z';
  return { _id: 'n1', type: 'system', content: 'Your request was approved', requestId: null, topic, media: [], read: false, createdAt: at, timestamp: at };
};

describe('a live notification', () => {
  it('makes the queries its topic changes read again, and leaves the others', async () => {
    const queryClient = new QueryClient();
    const cache = queryClient.getQueryCache();
    const build = (key: string, meta?: ReturnType<typeof refreshedBy>) =>
      cache.build(queryClient, { queryKey: [key], queryFn: () => key, ...(meta ? { meta } : {}) });
    const loans = build('my-loans', refreshedBy('assetRequest'));
    const meetings = build('meetings', refreshedBy('meeting'));
    const profile = build('profile');
    for (const query of [loans, meetings, profile]) query.setData('loaded');
    const { socket, deliver } = fakeSocket();
    listenForNotifications(socket, queryClient);

    deliver(notice('assetRequest'));
    await vi.waitFor(() => expect(loans.state.isInvalidated).toBe(true));
    expect([meetings.state.isInvalidated, profile.state.isInvalidated]).toEqual([false, false]);

    // A chat message has no topic: it changes no page but the bell.
    deliver({ ...notice(null), _id: 'n2', type: 'message' });
    expect(meetings.state.isInvalidated).toBe(false);
  });

  it('missed while the socket was away, is caught up on connect: the bell, the unread count and every live page', async () => {
    const queryClient = new QueryClient();
    const cache = queryClient.getQueryCache();
    const build = (key: readonly unknown[], meta?: ReturnType<typeof refreshedBy>) =>
      cache.build(queryClient, { queryKey: key, queryFn: () => 'again', ...(meta ? { meta } : {}) });
    const live = [build(notificationKeys.bell), build(summaryQueryKey), build(['my-loans'], refreshedBy('assetRequest')), build(['meetings'], refreshedBy('meeting'))];
    const profile = build(['profile']);
    for (const query of [...live, profile]) query.setData('loaded');
    const { socket, connect } = fakeSocket();
    listenForNotifications(socket, queryClient);
    expect(live.map((query) => query.state.isInvalidated)).toEqual([false, false, false, false]);

    connect();
    await vi.waitFor(() => expect(live.map((query) => query.state.isInvalidated)).toEqual([true, true, true, true]));
    expect(profile.state.isInvalidated).toBe(false);
  });
});
