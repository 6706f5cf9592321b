/** Each notice's post to each of a person's devices (push.service.ts). */
import type { FastifyInstance } from 'fastify';
import { deliverPush, pushDeliveries, type PushSendDeps } from './push.service.ts';

export async function pushJobs(app: FastifyInstance) {
  const deps: PushSendDeps = { db: app.db, vapid: app.config.vapid, log: app.log };
  app.jobs.work(pushDeliveries, async (delivery) => {
    await deliverPush(deps, delivery);
  });
}
