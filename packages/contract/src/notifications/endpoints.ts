/** The notification calls of spec 1 §7; every call sees only the caller's own notifications. */
import { errorBody, idParams } from '../common.ts';
import { endpoint } from '../http.ts';
import * as routes from './routes.ts';
import {
  listNotificationsQuery,
  listNotificationsReply,
  notificationChangeReply,
  notificationPreferencesReply,
  unsubscribeBody,
  unsubscribeQuery,
  updateNotificationPreferencesBody,
  whatsAppOptInBody,
} from './schemas.ts';

export const listNotifications = endpoint({
  ...routes.listNotifications,
  summary: 'My notifications, newest first',
  query: listNotificationsQuery,
  replies: { 200: listNotificationsReply },
});

export const markAllNotificationsRead = endpoint({
  method: 'PUT',
  path: '/api/notifications/read-all',
  access: 'signedIn',
  summary: 'Mark all my notifications read',
  replies: { 200: notificationChangeReply },
});

export const markNotificationRead = endpoint({
  method: 'PUT',
  path: '/api/notifications/:id/read',
  access: 'signedIn',
  summary: 'Mark one of my notifications read',
  params: idParams,
  replies: { 200: notificationChangeReply, 404: errorBody },
});

export const clearAllNotifications = endpoint({
  method: 'DELETE',
  path: '/api/notifications',
  access: 'signedIn',
  summary: 'Clear all my notifications',
  replies: { 200: notificationChangeReply },
});

export const clearNotification = endpoint({
  method: 'DELETE',
  path: '/api/notifications/:id',
  access: 'signedIn',
  summary: 'Clear one of my notifications',
  params: idParams,
  replies: { 200: notificationChangeReply, 404: errorBody },
});

export const getNotificationPreferences = endpoint({
  ...routes.getNotificationPreferences,
  summary: 'How I am told of each topic: by e-mail, by push, by SMS and WhatsApp, and (volunteers) the daily digest',
  replies: { 200: notificationPreferencesReply },
});

export const updateNotificationPreferences = endpoint({
  method: 'PUT',
  path: '/api/notifications/preferences',
  access: 'signedIn',
  summary: 'Save how I am told of each topic; turning on SMS, WhatsApp or e-mail after withdrawing consent to them answers 409 CONSENT_WITHDRAWN_MESSAGES',
  body: updateNotificationPreferencesBody,
  replies: { 200: notificationPreferencesReply, 400: errorBody, 409: errorBody },
});

/**
 * The person's agreement to be sent WhatsApp messages, which WhatsApp requires before a business
 * writes to them: `optIn: true` records the time (an agreement already given keeps its first time),
 * `false` withdraws it, and no WhatsApp message is sent after, including ones already waiting.
 */
export const updateWhatsAppOptIn = endpoint({
  method: 'PUT',
  path: '/api/notifications/preferences/whatsapp',
  access: 'signedIn',
  summary: 'Agree to be sent WhatsApp messages (409 CONSENT_WITHDRAWN_MESSAGES after withdrawing consent to them), or withdraw the agreement',
  body: whatsAppOptInBody,
  replies: { 200: notificationPreferencesReply, 400: errorBody, 409: errorBody },
});

/**
 * The page an e-mail's unsubscribe link opens, without signing in: it says which e-mails the link
 * turns off, in the person's language, with a button that does it. HTML, not JSON.
 */
export const showUnsubscribe = endpoint({
  method: 'GET',
  path: '/api/notifications/unsubscribe',
  access: 'public',
  summary: 'The page of an unsubscribe link (HTML): which e-mails it turns off, and a button to do it',
  query: unsubscribeQuery,
  produces: ['text/html'],
  replies: { 200: null, 400: null },
});

/**
 * Turns off the e-mails of the link's topic for the link's person, and only those: the page's
 * button, and the one-click unsubscribe of RFC 8058 (`List-Unsubscribe=One-Click`) mail programs
 * send. Answers a page saying it is done (HTML); a link that does not verify changes nothing.
 */
export const unsubscribe = endpoint({
  method: 'POST',
  path: '/api/notifications/unsubscribe',
  access: 'public',
  summary: 'Turn off the e-mails of an unsubscribe link\'s topic (one-click, RFC 8058); answers a page (HTML)',
  query: unsubscribeQuery,
  body: unsubscribeBody,
  accepts: 'form',
  produces: ['text/html'],
  replies: { 200: null, 400: null },
});
