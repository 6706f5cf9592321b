/**
 * Dispatch's steps as jobs: the first wave when a request is made, each later wave and the admins'
 * deadline at their time, and the notices that a request was taken or cancelled. Each step's
 * writes end with its job, in one transaction: a run after a crash finds itself done.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { RunningJob } from '../../plugins/jobs/jobs.ts';
import { requestsClosed, requestsMade } from '../assistance-requests/assistance-requests.service.ts';
import { continueDispatch, endDispatch, escalateLate, escalations, startDispatch, waves, type DispatchDeps } from './dispatch.service.ts';

export async function dispatchJobs(app: FastifyInstance) {
  const deps: DispatchDeps = { db: app.db, live: app.live, storage: app.storage, jobs: app.jobs, settings: app.config.dispatch };
  const step = (job: RunningJob, run: (tx: Db) => Promise<void>) =>
    app.db.transaction(async (tx) => {
      await run(tx);
      await job.done(tx);
    });
  app.jobs.work(requestsMade, ({ requestId }, job) => step(job, (tx) => startDispatch(deps, tx, requestId)));
  app.jobs.work(waves, ({ requestId, wave }, job) => step(job, (tx) => continueDispatch(deps, tx, requestId, wave)));
  app.jobs.work(escalations, ({ requestId }, job) => step(job, (tx) => escalateLate(deps, tx, requestId)));
  app.jobs.work(requestsClosed, ({ requestId, reason, volunteerId }, job) =>
    step(job, (tx) => endDispatch(deps, tx, requestId, reason, volunteerId)),
  );
}
