/** The work of a person's data download: making each zip, and removing them past their day. */
import type { FastifyInstance } from 'fastify';
import { makeExport } from './privacy.export.ts';
import { exportExpiry, exportJobs, removeExpiredExports } from './privacy.service.ts';
import { privacyDeps } from './privacy.routes.ts';
import { breachBatches, runBreachBatch } from './breach-notices.service.ts';
import { breachDeps } from './rights.routes.ts';

export async function privacyJobs(app: FastifyInstance) {
  const deps = { ...privacyDeps(app), log: app.log, personalData: app.personalData };
  app.jobs.work(exportJobs, async ({ exportId }, job) => makeExport(deps, exportId, { signal: job.signal }));
  app.jobs.work(exportExpiry, async () => {
    const removed = await removeExpiredExports(deps);
    if (removed > 0) app.log.info({ removed }, 'Data exports past their day removed');
  });
  const breach = breachDeps(app);
  app.jobs.work(breachBatches, async (batch, job) => runBreachBatch(breach, batch, job));
}
