/** The admin dashboard in one call. The queries live in the service. */
import type { FastifyInstance } from 'fastify';
import { getAdminDashboard } from '@sahaya/contract/admin-dashboard/endpoints';
import { route } from '../../plugins/route.ts';
import { adminDashboard } from './admin-dashboard.service.ts';

export async function adminDashboardRoutes(app: FastifyInstance) {
  route(app, getAdminDashboard, async () => adminDashboard(app.db));
}
