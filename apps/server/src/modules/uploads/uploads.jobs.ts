/**
 * The hourly sweep of uploaded files that nothing came to refer to (plugins/files/file-sweep.ts),
 * and of the writes a killed node left unfinished (plugins/files/storage-backends.ts): a periodic
 * job, so it runs once an hour on one node however many there are.
 */
import type { FastifyInstance } from 'fastify';
import { defineQueue } from '../../plugins/jobs/jobs.ts';

/** At 17 past each hour (UTC), away from the top of the hour when other periodic work gathers. */
const uploadSweep = defineQueue<Record<string, never>>('upload-sweep', { cron: '17 * * * *', retryLimit: 2, batchSize: 1 });

export async function uploadJobs(app: FastifyInstance) {
  app.jobs.work(uploadSweep, async () => {
    const removed = await app.storage.sweep();
    if (removed > 0) app.log.info({ removed }, 'Unused uploaded files removed');
    const unfinished = await app.storage.backend.removeUnfinished();
    if (unfinished > 0) app.log.info({ unfinished }, 'Files left half-written by a stopped node removed');
  });
}
