/**
 * pg-boss's own cron worker (the internal queue that turns schedules into jobs) marks its jobs done
 * or failed without awaiting the database (Manager#work's onFetch calls `complete` and `fail` and
 * drops their promises). When the database cannot answer at that moment (a pool exhausted under
 * load, a restart) the rejection is unhandled and Node ends the process. Here every completion's
 * promise gets a handler as it is made: a completion missed that way leaves its job to expire and
 * run again, and callers that await (the queue loops of job-loop.ts) still see the error.
 */
import { createRequire } from 'node:module';

type Completion = ((this: unknown, ...args: unknown[]) => Promise<unknown>) & { handled?: true };

/** pg-boss's Manager, whose prototype the worker's and the app's completions go through. */
export const jobManager = createRequire(import.meta.url)('pg-boss/src/manager.js') as { prototype: Record<'complete' | 'fail', Completion> };

export function handleDroppedCompletions(): void {
  for (const name of ['complete', 'fail'] as const) {
    const original = jobManager.prototype[name];
    if (original.handled) continue;
    const handled: Completion = function (this: unknown, ...args: unknown[]) {
      const completion = original.apply(this, args);
      completion.catch(() => undefined);
      return completion;
    };
    handled.handled = true;
    // PgBoss offers the manager's functions under their own names (`boss.complete`).
    Object.defineProperty(handled, 'name', { value: name });
    jobManager.prototype[name] = handled;
  }
}
