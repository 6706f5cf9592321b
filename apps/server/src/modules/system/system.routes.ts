/** Health checks for load balancers and the public runtime settings the web app reads at start. */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/system/endpoints';
import { isReachable } from '../../db/client.ts';
import { route } from '../../plugins/route.ts';

export async function systemRoutes(app: FastifyInstance) {
  route(app, endpoints.healthz, async () => ({ status: 'ok' as const }));
  route(app, endpoints.readyz, async ({ reply }) =>
    (await isReachable(app.db)) ? { status: 'ok' as const } : reply.code(503).send({ status: 'unavailable' as const }),
  );
  route(app, endpoints.getPublicConfig, async () => ({
    googleClientId: app.config.googleClientId ?? null,
    emergencyNumber: app.config.emergencyNumber,
  }));
}
