/**
 * Health checks for load balancers, this node's metrics for Prometheus, and the public runtime
 * settings the web app reads at start.
 */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/system/endpoints';
import { isReachable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { route } from '../../plugins/http/route.ts';
import { PROMETHEUS_CONTENT_TYPE } from '../../lib/prometheus.ts';

/**
 * How long readiness waits for each of its answers, side by side, so /readyz answers within a second
 * whatever happens: a balancer's check that hangs is read as a node down, and a database or Redis
 * too slow to answer in this time is as good as away for the requests behind it.
 */
export const READINESS_WAIT_MS = { database: 800, redis: 500 };

/** Whether `check` answered true within `ms`; a check still running after that counts as false. */
async function within(ms: number, check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function systemRoutes(app: FastifyInstance) {
  route(app, endpoints.healthz, async () => ({ status: 'ok' as const }));

  // Without the database nothing can be served: 503 takes the node out of the balancer. Without
  // Redis it still serves, and every node shares that Redis: 200, so a Redis outage does not empty
  // the balancer, with `degraded` for the operator. Redis is pinged rather than taken from its
  // connections' state, which stays ready while a hung Redis answers nothing.
  route(app, endpoints.readyz, async ({ reply }) => {
    const health = app.redisHealth;
    const [reachable, redisUp] = await Promise.all([
      within(READINESS_WAIT_MS.database, isReachable(app.db)),
      health.configured ? health.probe(READINESS_WAIT_MS.redis) : Promise.resolve(false),
    ]);
    const redis = health.configured ? (redisUp ? ('up' as const) : ('down' as const)) : undefined;
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
    calls: app.config.exotel !== undefined,
  }));
}
