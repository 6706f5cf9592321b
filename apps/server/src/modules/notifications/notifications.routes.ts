/** Notification calls of spec 1 §7; every call sees only the caller's rows. */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/notifications/endpoints';
import { replyLanguage } from '../../plugins/errors.ts';
import { route } from '../../plugins/route.ts';
import * as service from './notifications.service.ts';
import { notificationEvents } from './notifications.socket.ts';

export async function notificationRoutes(app: FastifyInstance) {
  notificationEvents(app);
  // Each call answers in the request's language: a notice made while its reader read English is
  // read in Hindi once they switch, and the other way round.
  route(app, endpoints.listNotifications, async ({ auth, query, request }) =>
    service.listNotifications(app, auth.userId, query, replyLanguage(request)),
  );
  route(app, endpoints.markAllNotificationsRead, async ({ auth, request }) => service.markAllRead(app.db, auth.userId, replyLanguage(request)));
  route(app, endpoints.markNotificationRead, async ({ auth, params, request }) =>
    service.markRead(app.db, auth.userId, params.id, replyLanguage(request)),
  );
  route(app, endpoints.clearAllNotifications, async ({ auth, request }) => service.clearAll(app.db, auth.userId, replyLanguage(request)));
  route(app, endpoints.clearNotification, async ({ auth, params, request }) =>
    service.clearOne(app.db, auth.userId, params.id, replyLanguage(request)),
  );
}
