/**
 * Runs the notices other modules enqueue for many people (notifications.service.ts names the
 * queue), and delivers each stored notice by e-mail and push (notifications.delivery.ts).
 */
import type { FastifyInstance } from 'fastify';
import { deliveryJobs, type NoticeChannels } from './notifications.delivery.ts';
import { notices, notify } from './notifications.service.ts';

export async function notificationJobs(app: FastifyInstance, { channels }: { channels: NoticeChannels }) {
  app.jobs.work(notices, async (input, job) => {
    // The job ends with its notice: a run after a crash finds itself done and adds no second one.
    await app.db.transaction(async (tx) => {
      await notify(app, input, { db: tx });
      await job.done(tx);
    });
  });
  deliveryJobs(app, channels);
}
