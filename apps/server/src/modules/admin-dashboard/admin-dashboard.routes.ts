/** The admin dashboard in one call, mounted at /api/admin. The queries live in the service. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardReply } from '@sahaya/contract/admin-dashboard';
import { errorBody } from '@sahaya/contract/common';
import { adminDashboard } from './admin-dashboard.service.ts';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Cards, short lists and 30-day charts of the admin dashboard (admin)',
        response: { 200: adminDashboardReply, 401: errorBody, 403: errorBody },
      },
    },
    async () => adminDashboard(app.db),
  );
};
