/** Each notice's post to each of a person's devices (push.service.ts). */
import type { FastifyInstance } from 'fastify';
import { pushAgent, publicOnly } from './push.addresses.ts';
import { deliverPush, pushDeliveries, type PushSendDeps } from './push.service.ts';

export async function pushJobs(app: FastifyInstance) {
  // Outside production a push service on this machine is allowed: the tests' stand-in is one, and
  // it is trusted through Node's default agent, so names are not resolved through the checking one.
  const deps: PushSendDeps = app.config.isProduction
    ? { db: app.db, vapid: app.config.vapid, log: app.log, addresses: publicOnly, agent: pushAgent(publicOnly) }
    : { db: app.db, vapid: app.config.vapid, log: app.log, addresses: { allowLoopback: true } };
  app.jobs.work(pushDeliveries, async (delivery, job) => {
    await deliverPush(deps, delivery, job.signal);
  });
}
