/** GET /api/users/me/access-log: who has seen my data (access-log.service.ts). */
import type { FastifyInstance } from 'fastify';
import { getAccessLog } from '@sahaya/contract/privacy/rights-endpoints';
import { route } from '../../plugins/http/route.ts';
import { accessLogOf } from './access-log.service.ts';

export async function accessLogRoutes(app: FastifyInstance) {
  route(app, getAccessLog, async ({ auth, query }) => accessLogOf(app.db, auth.userId, query));
}
