/** The work of a person's data download: making each zip, and removing them past their day. */
import type { FastifyInstance } from 'fastify';
import { makeExport } from './privacy.export.ts';
import { exportExpiry, exportJobs, removeExpiredExports } from './privacy.service.ts';
import { privacyDeps } from './privacy.routes.ts';

export async function privacyJobs(app: FastifyInstance) {
  const deps = { ...privacyDeps(app), log: app.log, personalData: app.personalData };
  app.jobs.work(exportJobs, async ({ exportId }) => makeExport(deps, exportId));
  app.jobs.work(exportExpiry, async () => {
    const removed = await removeExpiredExports(deps);
    if (removed > 0) app.log.info({ removed }, 'Data exports past their day removed');
  });
}
