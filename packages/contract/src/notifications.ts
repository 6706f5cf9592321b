/** Notifications (spec 1 §2 "Notification panel", §3, §7): the list, its paging and the socket payload. */
import { z } from 'zod';
import { notificationTypes } from './constants.ts';

/** Both readings of the time the spec saw are sent: `createdAt` and `timestamp` hold the same instant. */
export const notification = z.object({
  _id: z.string(),
  type: z.enum(notificationTypes),
  content: z.string(),
  requestId: z.string().nullable(),
  media: z.array(z.string()),
  read: z.boolean(),
  createdAt: z.string(),
  timestamp: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_MAX = 100;

/**
 * Newest first. `cursor` is the `_id` of the last notification already shown (the `nextCursor` of
 * the previous page) and wins over `page`, which counts from 1 for clients that prefer pages.
 */
export const listNotificationsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(NOTIFICATION_PAGE_SIZE)
    .default(NOTIFICATION_PAGE_SIZE)
    .transform((v) => Math.min(v, NOTIFICATION_PAGE_MAX)),
  cursor: z.uuid().optional().catch(undefined),
  page: z.coerce.number().int().min(1).catch(1).default(1),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuery>;

export const listNotificationsReply = z.object({
  success: z.literal(true),
  data: z.array(notification),
  unreadCount: z.number().int(),
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ListNotificationsReply = z.infer<typeof listNotificationsReply>;

/** Answer of the read and clear calls: what changed, and the unread count after it. */
export const notificationChangeReply = z.object({
  success: z.literal(true),
  message: z.string(),
  unreadCount: z.number().int(),
});
export type NotificationChangeReply = z.infer<typeof notificationChangeReply>;

/**
 * The client "joins a notification room with its user id" (spec 1 §4). The server already put the
 * socket in that room at connect; the event is acknowledged with `{ ok }` and any other id is refused.
 */
export const joinNotificationRoomEvent = 'join';
export const joinNotificationRoomAck = z.object({ ok: z.boolean() });
export type JoinNotificationRoomAck = z.infer<typeof joinNotificationRoomAck>;
