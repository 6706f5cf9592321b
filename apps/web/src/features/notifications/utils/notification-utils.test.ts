import { describe, expect, it } from 'vitest';
import type { Notification } from '@sahaya/contract/notifications/schemas';
import { badgeText, bellLabel } from '../components/notification-bell.tsx';
import { isImageUrl, notificationLink } from './notification-link.ts';
import { formatRelativeTime as relativeTime } from '@sahaya/contract/format';

const now = Date.parse('2026-05-10T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says "Just now" within the minute', () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59), now)).toBe('Just now');
  });

  it('says "{n} {unit}(s) ago" beyond it, singular for one', () => {
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(2 * 3600), now)).toBe('2 hours ago');
    expect(relativeTime(ago(86400), now)).toBe('1 day ago');
    expect(relativeTime(ago(3 * 7 * 86400), now)).toBe('3 weeks ago');
    expect(relativeTime(ago(400 * 86400), now)).toBe('1 year ago');
  });

  it('reads a time ahead of the clock as "from now", and nonsense as nothing', () => {
    expect(relativeTime(new Date(now + 3 * 3600 * 1000).toISOString(), now)).toBe('3 hours from now');
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('badgeText', () => {
  it('shows the count up to 9 and "9+" above', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });

  it('is part of the bell\'s name, so what is seen is what is named', () => {
    expect(bellLabel(3)).toMatchObject({ message: 'Notifications, {badge} unread', values: { badge: '3' } });
    expect(bellLabel(10)).toMatchObject({ message: 'Notifications, {badge} unread', values: { badge: '9+' } });
    expect(bellLabel(0)).toMatchObject({ message: 'Notifications' });
  });
});

describe('notificationLink', () => {
  const base: Notification = {
    _id: 'n1',
    type: 'message',
    content: 'Hello',
    requestId: 'r 1',
    topic: null,
    media: [],
    read: false,
    createdAt: ago(0),
    timestamp: ago(0),
  };

  it('opens the chat of the request for a message, per role', () => {
    expect(notificationLink(base, 'user')).toBe('/user/assistanceRequests/r%201?tab=chat');
    expect(notificationLink(base, 'volunteer')).toBe('/volunteer/assistanceRequests/r%201?tab=chat');
  });

  it('opens the asset requests or the profile for notices about them', () => {
    expect(notificationLink({ ...base, type: 'system', requestId: null, topic: 'assetRequest' }, 'user')).toBe('/user/requests?tab=assets');
    expect(notificationLink({ ...base, type: 'system', requestId: null, topic: 'account' }, 'volunteer')).toBe('/volunteer/profile/info');
    expect(notificationLink({ ...base, type: 'system', requestId: null, topic: 'donation' }, 'user')).toBe('/user/donations');
  });

  it('opens the request for a system notice about it', () => {
    expect(notificationLink({ ...base, type: 'system' }, 'user')).toBe('/user/assistanceRequests/r%201');
  });

  it('opens the meetings for a system notification, and nothing for a message without a request', () => {
    expect(notificationLink({ ...base, type: 'system', requestId: null }, 'volunteer')).toBe('/volunteer/meetings');
    expect(notificationLink({ ...base, requestId: null }, 'user')).toBeNull();
  });

  it('tells images from other attachments by the path, ignoring the query', () => {
    expect(isImageUrl('/uploads/a.PNG')).toBe(true);
    expect(isImageUrl('/uploads/private/a.jpg?expires=1&signature=x')).toBe(true);
    expect(isImageUrl('/uploads/a.pdf')).toBe(false);
  });
});
