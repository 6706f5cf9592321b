/**
 * One queue's loop without a database: a try past its time, or still running when the node stops,
 * has its signal aborted and is marked failed at once, whether or not its handler listens.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type PgBoss from 'pg-boss';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { QueueLoop, type RunningJob } from './job-loop.ts';

const job = (id: string): PgBoss.JobWithMetadata<{ id: string }> =>
  ({ id, name: 'test-loop', data: { id }, retryCount: 0, retryLimit: 3 }) as PgBoss.JobWithMetadata<{ id: string }>;

/** A loop over one job, run by `handle`; what it marked is recorded. */
function loopOver(handle: (running: RunningJob) => Promise<void>, timeoutMs: number) {
  const failed: { id: string; message: string }[] = [];
  const completed: string[] = [];
  let taken = false;
  const loop = new QueueLoop<{ id: string }>({
    name: 'test-loop',
    batchSize: 1,
    pollEveryMs: 50,
    timeoutMs,
    renewEveryMs: 1000,
    fetch: async () => (taken ? [] : ((taken = true), [job('job-1')])),
    handle: (_job, running) => handle(running),
    complete: async (id) => (completed.push(id), 1),
    fail: async (id, error) => failed.push({ id, message: (error as Error).message }),
    renew: async () => undefined,
    unavailable: () => undefined,
    log: pino({ level: 'silent' }),
  });
  return { loop: loop.start(), failed, completed };
}

const until = async (check: () => boolean) => {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 5000) throw new Error('The condition was not met in time');
    await sleep(20);
  }
};

describe('a try', () => {
  it('past its time has its signal aborted and is marked failed, though its handler does not listen', async () => {
    let signal: AbortSignal | undefined;
    let finished = false;
    const { loop, failed, completed } = loopOver(async (running) => {
      signal = running.signal;
      await sleep(400);
      finished = true;
    }, 100);
    await until(() => failed.length > 0);
    expect(signal?.aborted).toBe(true);
    expect(failed).toEqual([{ id: 'job-1', message: 'The job took longer than 100 ms' }]);
    expect(finished).toBe(false);
    await loop.stop(1000);
    expect(completed).toEqual([]);
  });

  it('still running when the node stops is aborted after the stop’s wait and marked failed', async () => {
    let signal: AbortSignal | undefined;
    let stoppedAfter: string | undefined;
    const { loop, failed } = loopOver(async (running) => {
      signal = running.signal;
      await sleep(60_000, undefined, { signal: running.signal }).catch((error: unknown) => {
        stoppedAfter = (running.signal.reason as Error).message;
        throw error;
      });
    }, 60_000);
    await until(() => signal !== undefined);
    const stopping = Date.now();
    await loop.stop(200);
    expect(Date.now() - stopping).toBeLessThan(2000);
    expect(stoppedAfter).toBe('The server stopped while the job ran');
    expect(failed).toEqual([{ id: 'job-1', message: 'The server stopped while the job ran' }]);
  });

  it('that ends in time is marked done and its signal never fires', async () => {
    let signal: AbortSignal | undefined;
    const { loop, completed, failed } = loopOver(async (running) => {
      signal = running.signal;
    }, 100);
    await until(() => completed.length > 0);
    await sleep(200);
    expect(signal?.aborted).toBe(false);
    expect([completed, failed]).toEqual([['job-1'], []]);
    await loop.stop(1000);
  });
});
