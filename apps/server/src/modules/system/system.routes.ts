/**
 * Health checks for load balancers, this node's metrics for Prometheus, and the public runtime
 * settings the web app reads at start.
 */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/system/endpoints';
import { isReachable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { route } from '../../plugins/route.ts';
import { PROMETHEUS_CONTENT_TYPE } from '../../lib/prometheus.ts';

export async function systemRoutes(app: FastifyInstance) {
  route(app, endpoints.healthz, async () => ({ status: 'ok' as const }));

  // Without the database nothing can be served: 503 takes the node out of the balancer. Without
  // Redis it still serves, and every node shares that Redis: 200, so a Redis outage does not empty
  // the balancer, with `degraded` for the operator.
  route(app, endpoints.readyz, async ({ reply }) => {
    const health = app.redisHealth;
    const redis = health.configured ? (health.up ? ('up' as const) : ('down' as const)) : undefined;
    const reachable = await isReachable(app.db);
    const status = !reachable ? ('unavailable' as const) : redis === 'down' ? ('degraded' as const) : ('ok' as const);
    const body = { status, ...(redis && { redis }) };
    return reachable ? body : reply.code(503).send(body);
  });

  route(app, endpoints.metrics, async ({ request, reply }) => {
    if (!app.metrics.allows(request)) throw new AppError('FORBIDDEN');
    return reply.type(PROMETHEUS_CONTENT_TYPE).send(await app.metrics.render());
  });

  route(app, endpoints.getPublicConfig, async () => ({
    googleClientId: app.config.googleClientId ?? null,
    emergencyNumber: app.config.emergencyNumber,
    chatRetentionDays: app.config.chatRetentionDays,
    vapidPublicKey: app.config.vapid.publicKey,
  }));
}
