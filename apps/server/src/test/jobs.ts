/** Helpers for tests of work done by the job queue (plugins/jobs/jobs.ts). */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { JOBS_SCHEMA } from '../plugins/jobs/jobs.ts';

/** Makes every job waiting for its next try due now, as if the wait had passed. */
export async function retryNow(app: FastifyInstance): Promise<void> {
  await app.db.execute(sql`update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now() where state = 'retry'`);
}

/**
 * A job lease of seconds rather than production's 45 (JOB_LEASE_SECONDS), for tests that watch a
 * lease run out: a job held by a node that was killed is handed back within seconds. Long enough
 * that a busy test machine still renews the leases of jobs it holds.
 */
export const SHORT_JOB_LEASE_SECONDS = 6;
export const SHORT_JOB_LEASE = { JOB_LEASE_SECONDS: String(SHORT_JOB_LEASE_SECONDS) };

/**
 * A first wait of a second before a failed job is tried again, in place of each queue's own (5 s
 * for mail, 15 s for SMS), for tests whose servers wait out a failed try or a lease that ran out:
 * what they watch is that the job runs again, once, not how long the queue waits.
 */
export const SHORT_JOB_RETRY = { JOB_RETRY_DELAY_SECONDS: '1' };
