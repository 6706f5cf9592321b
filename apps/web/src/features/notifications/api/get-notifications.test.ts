import { describe, expect, it } from 'vitest';
import type { ListNotificationsReply, Notification } from '@sahaya/contract/notifications/schemas';
import { keepOlderPages } from './get-notifications.ts';

function notification(id: string, minute: number): Notification {
  const at = new Date(Date.UTC(2026, 10, 23, 9, minute)).toISOString();
  return { _id: id, type: 'system', content: id, requestId: null, topic: null, media: [], read: false, createdAt: at, timestamp: at };
}

function list(items: Notification[], nextCursor: string | null): ListNotificationsReply {
  return { success: true, data: items, unreadCount: items.length, nextCursor };
}

const n5 = notification('n5', 5);
const n4 = notification('n4', 4);
const n3 = notification('n3', 3);
const n2 = notification('n2', 2);
const n1 = notification('n1', 1);

describe('a refetch of the newest notifications', () => {
  it('keeps the older pages the person brought in, and where to go on from them', () => {
    const loaded = list([n4, n3, n2, n1], null);
    const kept = keepOlderPages(list([n5, n4], 'n4'), loaded);
    expect(kept.data.map((n) => n._id)).toEqual(['n5', 'n4', 'n3', 'n2', 'n1']);
    expect(kept.nextCursor).toBeNull();
    // The unread count is the server's, not a sum of the pages.
    expect(kept.unreadCount).toBe(2);
  });

  it('keeps them when the newest page no longer holds the same last one', () => {
    const loaded = list([n5, n3, n2], 'n2');
    expect(keepOlderPages(list([n5, n4], 'n4'), loaded).data.map((n) => n._id)).toEqual(['n5', 'n4', 'n3', 'n2']);
  });

  it('is the newest page alone when nothing older was loaded or everything fits on it', () => {
    expect(keepOlderPages(list([n5, n4], 'n4'), list([n5, n4], 'n4'))).toEqual(list([n5, n4], 'n4'));
    expect(keepOlderPages(list([n5, n4], null), list([n4, n3, n2], null))).toEqual(list([n5, n4], null));
    expect(keepOlderPages(list([n5, n4], 'n4'), undefined)).toEqual(list([n5, n4], 'n4'));
  });
});
