import type { Notification } from '@sahaya/contract/notifications';

export type NotificationRole = 'user' | 'volunteer';

/**
 * Where a notification leads (spec 1 §2, spec 2 §2): a message about a request opens that
 * request's chat, a system notification opens the meetings; anything else stays on the page.
 */
export function notificationLink(notification: Notification, role: NotificationRole): string | null {
  if (notification.type === 'message' && notification.requestId) {
    return `/${role}/assistanceRequests/${encodeURIComponent(notification.requestId)}?tab=chat`;
  }
  if (notification.type === 'system') return `/${role}/meetings`;
  return null;
}

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|bmp)(\?|#|$)/i;

export function isImageUrl(url: string): boolean {
  return IMAGE_EXTENSION.test(url);
}
