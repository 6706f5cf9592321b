/** The notification calls of spec 1 §7; every call sees only the caller's own notifications. */
import { errorBody, idParams } from '../common.ts';
import { endpoint } from '../http.ts';
import * as routes from './routes.ts';
import { listNotificationsQuery, listNotificationsReply, notificationChangeReply } from './schemas.ts';

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
