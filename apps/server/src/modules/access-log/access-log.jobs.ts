/** The access log's daily clean-up: entries older than ACCESS_LOG_DAYS go, on one node however many there are. */
import type { FastifyInstance } from 'fastify';
import { defineQueue } from '../../plugins/jobs/jobs.ts';
import { removeOldEntries } from './access-log.service.ts';

/** At 22:53 UTC, 04:23 in India, away from the chat's clean-up (22:41) and the hour's other work. */
export const accessLogCleanUp = defineQueue<Record<string, never>>('access-log-clean-up', {
  cron: '53 22 * * *',
  retryLimit: 2,
  batchSize: 1,
  timeoutSeconds: 30 * 60,
});

export async function accessLogJobs(app: FastifyInstance) {
  app.jobs.work(accessLogCleanUp, async (_data, job) => {
    const removed = await removeOldEntries(app.db, { days: app.config.accessLogDays, signal: job.signal });
    if (removed > 0) app.log.info({ removed }, 'Access log entries past ACCESS_LOG_DAYS removed');
  });
}
