/** Notifications (spec 1 §2 "Notification panel", §3, §7): the list, its paging and the socket payload. */
import { z } from 'zod';
import { said } from '../common.ts';
import { notificationTopics, notificationTypes } from '../constants.ts';
import { channelChoice, notificationPreferences, phoneChannelChoice } from './preferences.ts';

/** Both readings of the time the spec saw are sent: `createdAt` and `timestamp` hold the same instant. */
export const notification = z.object({
  _id: z.string(),
  type: z.enum(notificationTypes),
  content: z.string(),
  requestId: z.string().nullable(),
  /** What a system notice is about (null for a chat message and for notices older than topics). */
  topic: z.enum(notificationTopics).nullable(),
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
  ...said,
  unreadCount: z.number().int(),
});
export type NotificationChangeReply = z.infer<typeof notificationChangeReply>;

/**
 * The reply of the preference calls: the person's choices as they now stand; since when they
 * agreed to WhatsApp messages (null while they have not, or since they withdrew); and whether they
 * have a mobile number of their own (proved with a code, or the one their account signs in with),
 * without which no SMS or WhatsApp message is sent whatever they chose; and whether they have an
 * e-mail address, without which nothing is mailed (a person who joined with a number alone).
 */
export const notificationPreferencesReply = z.object({
  preferences: notificationPreferences,
  whatsappOptIn: z.object({ at: z.string().nullable() }),
  ownNumber: z.boolean(),
  ownEmail: z.boolean(),
});
export type NotificationPreferencesReply = z.infer<typeof notificationPreferencesReply>;

/** A topic's channels as a save sends them: SMS and WhatsApp, when left out, stay as they were. */
const savedPhoneChoice = phoneChannelChoice.partial({ sms: true, whatsapp: true });

/**
 * A save: every topic, and the volunteer's digest when the page shows it. A page that knows only
 * e-mail and push leaves SMS and WhatsApp out, and they stay as they were.
 */
export const updateNotificationPreferencesBody = z.object({
  preferences: z.object({
    assetRequest: savedPhoneChoice,
    assistanceRequest: savedPhoneChoice,
    chat: channelChoice,
    meeting: savedPhoneChoice,
    donation: savedPhoneChoice,
    volunteerDigest: z.object({ email: z.boolean() }).optional(),
  }),
});
export type UpdateNotificationPreferencesBody = z.infer<typeof updateNotificationPreferencesBody>;

/** Agreeing to WhatsApp messages (the time is kept), or withdrawing (nothing more is sent by WhatsApp). */
export const whatsAppOptInBody = z.object({ optIn: z.boolean() });
export type WhatsAppOptInBody = z.infer<typeof whatsAppOptInBody>;

/**
 * The signed token of an unsubscribe link. A missing or broken one is answered by the page that
 * says the link does not work, so it is read as text and checked by the server, not refused here.
 */
export const unsubscribeQuery = z.object({ token: z.string().max(1000).catch('').default('') });
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuery>;

/**
 * The one-click unsubscribe of RFC 8058 (`List-Unsubscribe=One-Click`, sent by mail programs) and
 * the page's button send a form; nothing in it is needed beyond the token in the address.
 */
export const unsubscribeBody = z.object({ 'List-Unsubscribe': z.string().max(100).optional() }).nullish();
