/** POST and DELETE /api/push/subscriptions: a device's notifications on and off. Rules live in push.service.ts. */
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@sahaya/contract/push/endpoints';
import { person, type Limit } from '../../plugins/http/rate-limit.ts';
import { route } from '../../plugins/http/route.ts';
import * as push from './push.service.ts';
import { MINUTE_MS } from '../../lib/durations.ts';

/** A browser subscribes once and renews now and then; this only stops a script filling the table. */
const subscribeLimit: Limit = { name: 'push-subscribe', max: 30, windowMs: 60 * MINUTE_MS, key: person };

export async function pushRoutes(app: FastifyInstance) {
  // Outside production a push service on this machine is allowed: the tests' stand-in is one.
  const addresses = { allowLoopback: !app.config.isProduction };
  // The devices the person turned notifications on for: each push service's address for it.
  app.personalData.section('pushDevices', { read: push.devicesOf });
  route(
    app,
    endpoints.subscribePush,
    async ({ auth, body }) => push.subscribe(app.db, auth.userId, body, addresses),
    { limits: [subscribeLimit] },
  );
  route(app, endpoints.unsubscribePush, async ({ auth, body }) => push.unsubscribe(app.db, auth.userId, body.endpoint));
}
