/** Runs the notices other modules enqueue for many people (notifications.service.ts names the queue). */
import type { FastifyInstance } from 'fastify';
import { notices, notify } from './notifications.service.ts';

export async function notificationJobs(app: FastifyInstance) {
  app.jobs.work(notices, async (input) => {
    await notify(app, input);
  });
}
