import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListNotificationsReply, Notification } from '@sahaya/contract/notifications/schemas';
import { notificationKeys } from './keys.ts';

const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../lib/api/api-client.ts', () => api);
const auth = vi.hoisted(() => ({ getSession: vi.fn() }));
vi.mock('../../../lib/session/auth-store.ts', () => auth);

const { CLEAR_ALL_UNDO_MS, readHiddenIds, startClearAll, undoClearAll } = await import('./clear-all-notifications.ts');

function notification(id: string): Notification {
  const at = '2026-11-23T09:00:00.000Z';
  return { _id: id, type: 'system', content: id, requestId: null, topic: null, media: [], read: false, createdAt: at, timestamp: at };
}

function list(ids: string[], nextCursor: string | null = null): ListNotificationsReply {
  return { success: true, data: ids.map(notification), unreadCount: ids.length, nextCursor };
}

/** The calls sent, as "METHOD path" with the id of a single delete. */
function sent(): string[] {
  return api.call.mock.calls.map(([endpoint, input]) => {
    const { method, path } = endpoint as { method: string; path: string };
    const id = (input as { params?: { id: string } } | undefined)?.params?.id;
    return `${method} ${id ? path.replace(':id', id) : path}`;
  });
}

/** The first delete waits for the contract's endpoints to load, which a busy machine takes its time over. */
const loaded = { timeout: 10_000 };

describe('Clear all with undo', () => {
  let queryClient: QueryClient;

  beforeEach(() => {
    vi.useFakeTimers();
    api.call.mockReset().mockResolvedValue({ success: true, message: 'ok', unreadCount: 0, data: [], nextCursor: null });
    auth.getSession.mockReturnValue({ userId: 'u1' });
    queryClient = new QueryClient();
    queryClient.setQueryData(notificationKeys.bell, list(['a', 'b']));
  });

  afterEach(() => {
    undoClearAll();
    vi.useRealTimers();
  });

  it('hides the notifications at once and deletes them all only when the undo time is up', async () => {
    startClearAll(queryClient);
    expect([...(readHiddenIds() ?? [])]).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(CLEAR_ALL_UNDO_MS - 1);
    expect(api.call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // The delete goes out once the contract's endpoints have loaded, which the bell does only then.
    await vi.waitFor(() => expect(sent()).toEqual(['DELETE /api/notifications']), loaded);
    expect(readHiddenIds()).toBeNull();
  });

  it('sends nothing after Undo, and shows the notifications again', async () => {
    startClearAll(queryClient);
    undoClearAll();
    expect(readHiddenIds()).toBeNull();
    await vi.advanceTimersByTimeAsync(CLEAR_ALL_UNDO_MS * 2);
    expect(api.call).not.toHaveBeenCalled();
  });

  it('keeps one that arrived meanwhile: the cleared ones, older pages included, are deleted one by one', async () => {
    queryClient.setQueryData(notificationKeys.bell, list(['a', 'b'], 'b'));
    api.call.mockImplementation(async (endpoint: { method: string }) =>
      endpoint.method === 'GET' ? list(['c']) : { success: true, message: 'ok', unreadCount: 1 },
    );
    startClearAll(queryClient);
    queryClient.setQueryData(notificationKeys.bell, list(['new', 'a', 'b'], 'b'));
    await vi.advanceTimersByTimeAsync(CLEAR_ALL_UNDO_MS);
    await vi.waitFor(() =>
      expect(sent()).toEqual([
        'GET /api/notifications',
        'DELETE /api/notifications/a',
        'DELETE /api/notifications/b',
        'DELETE /api/notifications/c',
      ]),
      loaded,
    );
  });

  it('sends nothing when the person has signed out before the time is up', async () => {
    startClearAll(queryClient);
    auth.getSession.mockReturnValue(null);
    await vi.advanceTimersByTimeAsync(CLEAR_ALL_UNDO_MS);
    expect(api.call).not.toHaveBeenCalled();
    expect(readHiddenIds()).toBeNull();
  });
});
