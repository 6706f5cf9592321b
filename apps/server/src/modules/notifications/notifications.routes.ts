/** Notification calls of spec 1 §7, mounted at /api/notifications; every call sees only the caller's rows. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams } from '@sahaya/contract/common';
import {
  listNotificationsQuery,
  listNotificationsReply,
  notificationChangeReply,
} from '@sahaya/contract/notifications';
import * as service from './notifications.service.ts';
import { registerNotificationSocket } from './notifications.socket.ts';

const TAG = ['notifications'];
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerNotificationSocket(app);
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags: TAG,
        summary: 'My notifications, newest first',
        querystring: listNotificationsQuery,
        response: { 200: listNotificationsReply, ...errors },
      },
    },
    async (request) => service.listNotifications(app.db, request.auth.userId, request.query),
  );

  app.put(
    '/read-all',
    { schema: { tags: TAG, summary: 'Mark all my notifications read', response: { 200: notificationChangeReply, ...errors } } },
    async (request) => service.markAllRead(app.db, request.auth.userId),
  );

  app.put(
    '/:id/read',
    {
      schema: {
        tags: TAG,
        summary: 'Mark one of my notifications read',
        params: idParams,
        response: { 200: notificationChangeReply, ...errors },
      },
    },
    async (request) => service.markRead(app.db, request.auth.userId, request.params.id),
  );

  app.delete(
    '/',
    { schema: { tags: TAG, summary: 'Clear all my notifications', response: { 200: notificationChangeReply, ...errors } } },
    async (request) => service.clearAll(app.db, request.auth.userId),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: TAG,
        summary: 'Clear one of my notifications',
        params: idParams,
        response: { 200: notificationChangeReply, ...errors },
      },
    },
    async (request) => service.clearOne(app.db, request.auth.userId, request.params.id),
  );
};
