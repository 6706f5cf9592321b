/** Helpers for tests of work done by the job queue (plugins/jobs.ts). */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { JOBS_SCHEMA } from '../plugins/jobs.ts';

/** Makes every job waiting for its next try due now, as if the wait had passed. */
export async function retryNow(app: FastifyInstance): Promise<void> {
  await app.db.execute(sql`update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now() where state = 'retry'`);
}
