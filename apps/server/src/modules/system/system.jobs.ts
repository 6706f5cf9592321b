/**
 * The server's own upkeep: every hour the Idempotency-Keys older than their day are removed
 * (plugins/http/idempotency.ts), on one node however many there are. A key past its day answers nothing
 * even before it is removed, so the hour it may wait changes no reply.
 */
import type { FastifyInstance } from 'fastify';
import { removeExpiredKeys } from '../../plugins/http/idempotency.ts';
import { defineQueue } from '../../plugins/jobs/jobs.ts';

/** At 53 past each hour (UTC), away from the hour's other periodic work. */
export const idempotencyKeyCleanup = defineQueue<Record<string, never>>('idempotency-key-cleanup', {
  cron: '53 * * * *',
  retryLimit: 2,
  batchSize: 1,
});

export async function systemJobs(app: FastifyInstance) {
  app.jobs.work(idempotencyKeyCleanup, async () => {
    const removed = await removeExpiredKeys(app.db);
    if (removed > 0) app.log.info({ removed }, 'Idempotency keys past their day removed');
  });
}
