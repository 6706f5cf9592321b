/** Each notice's post to each of a person's devices (push.service.ts). */
import type { FastifyInstance } from 'fastify';
import { publicPushAgent } from './push.addresses.ts';
import { deliverPush, pushDeliveries, type PushSendDeps } from './push.service.ts';

export async function pushJobs(app: FastifyInstance) {
  const deps: PushSendDeps = {
    db: app.db,
    vapid: app.config.vapid,
    log: app.log,
    // Outside production a push service on this machine is allowed: the tests' stand-in is one.
    ...(app.config.isProduction && { agent: publicPushAgent() }),
  };
  app.jobs.work(pushDeliveries, async (delivery, job) => {
    await deliverPush(deps, delivery, job.signal);
  });
}
