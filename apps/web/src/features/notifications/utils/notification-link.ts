import type { Notification } from '@sahaya/contract/notifications/schemas';
import { paths } from '../../../lib/paths.ts';

export type NotificationRole = 'user' | 'volunteer';

/**
 * Where a notification leads (spec 1 §2, spec 2 §2): a message about a request opens that
 * request's chat; a notice about an assistance request opens the request, one about an asset
 * request the person's asset requests, one about the account the profile, one about a donation
 * the person's donations; any other system notification (a meeting) opens the meetings; a message
 * without a request stays on the page.
 */
export function notificationLink(notification: Notification, role: NotificationRole): string | null {
  const { type, requestId, topic } = notification;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a query string
  if (requestId) return `${paths.area(role).assistanceRequest(requestId)}${type === 'message' ? '?tab=chat' : ''}`;
  if (type === 'message') return null;
  if (topic === 'assetRequest') return role === 'user' ? paths.user.requestsTab('assets') : null;
  if (topic === 'account') return paths.area(role).profileInfo;
  if (topic === 'donation') return role === 'user' ? paths.user.donations : null;
  return paths.area(role).meetings;
}

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|bmp)(\?|#|$)/i;

export function isImageUrl(url: string): boolean {
  return IMAGE_EXTENSION.test(url);
}
