/** Notification calls of spec 1 §7; every call sees only the caller's rows. */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/notifications/endpoints';
import { route } from '../../plugins/route.ts';
import * as service from './notifications.service.ts';
import { notificationEvents } from './notifications.socket.ts';

export async function notificationRoutes(app: FastifyInstance) {
  notificationEvents(app);
  route(app, endpoints.listNotifications, async ({ auth, query }) => service.listNotifications(app, auth.userId, query));
  route(app, endpoints.markAllNotificationsRead, async ({ auth }) => service.markAllRead(app.db, auth.userId));
  route(app, endpoints.markNotificationRead, async ({ auth, params }) => service.markRead(app.db, auth.userId, params.id));
  route(app, endpoints.clearAllNotifications, async ({ auth }) => service.clearAll(app.db, auth.userId));
  route(app, endpoints.clearNotification, async ({ auth, params }) => service.clearOne(app.db, auth.userId, params.id));
}
