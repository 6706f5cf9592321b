/**
 * Runs a step of the start that needs the database (migrating, starting the job queue) again and
 * again while the database cannot be reached, rather than ending the process: a node started
 * before PostgreSQL, or during its restart, waits for it and becomes ready when it comes. Any
 * other failure is a real one and ends the start.
 */
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from './connection-errors.ts';
import { reasonOf } from './database-health.ts';

/** The waits between tries: one second, doubling to ten. */
const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 10_000;

export async function whenReachable<T>(log: FastifyBaseLogger, step: string, action: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await action();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const waitMs = Math.min(FIRST_WAIT_MS * 2 ** (attempt - 1), LONGEST_WAIT_MS);
      log.warn(
        { attempt, reason: reasonOf(error) },
        `The database cannot be reached yet (${step}); trying again in ${waitMs / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}
