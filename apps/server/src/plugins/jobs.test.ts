/**
 * The job queue on the app's own database: a failed job is tried again until it succeeds, a job
 * sent in a transaction exists only if that commits, and a periodic task runs once however many
 * nodes share the database. On PGlite by default, on PostgreSQL when DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { defineQueue, JOBS_SCHEMA, type Jobs } from './jobs.ts';
import { memoryMailer } from './mail.ts';

const flaky = defineQueue<{ key: string; failures: number }>('test-flaky', { retryLimit: 3, retryDelaySeconds: 1 });
const hopeless = defineQueue<{ key: string }>('test-hopeless', { retryLimit: 1, retryDelaySeconds: 1 });
const recorded = defineQueue<{ key: string }>('test-recorded');
const ticks = defineQueue<Record<string, never>>('test-tick', { cron: '* * * * *', retryLimit: 0 });

/** What the handlers saw, by key: how many tries, and whether one succeeded. */
const tries = new Map<string, number>();
const done = new Set<string>();
const tickRuns: string[] = [];

function registerTestQueues(app: FastifyInstance) {
  app.jobs.work(flaky, async ({ key, failures }) => {
    const attempt = (tries.get(key) ?? 0) + 1;
    tries.set(key, attempt);
    if (attempt <= failures) throw new Error(`Try ${attempt} of ${key} fails`);
    done.add(key);
  });
  app.jobs.work(hopeless, async ({ key }) => {
    tries.set(key, (tries.get(key) ?? 0) + 1);
    throw new Error('It never works');
  });
  app.jobs.work(recorded, async ({ key }) => {
    tries.set(key, (tries.get(key) ?? 0) + 1);
    done.add(key);
  });
}

/** The same periodic task on every node, as every node of a deployment runs the same code. */
function registerTick(app: FastifyInstance, node: string) {
  app.jobs.work(ticks, async () => {
    tickRuns.push(node);
  });
}

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false, beforeReady: registerTestQueues }));
});
afterAll(async () => close());

const key = () => `job-${Math.random().toString(36).slice(2, 10)}`;

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('The condition was not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The state of each job of a queue whose data has this key, straight from pg-boss's table. */
async function jobsWith(queue: { name: string }, value: string) {
  const result = (await app.db.execute(
    sql`select state, retry_count from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${queue.name} and data->>'key' = ${value}`,
  )) as unknown as { rows: { state: string; retry_count: number }[] };
  return result.rows.map((row) => ({ state: row.state, retries: Number(row.retry_count) }));
}

describe('a job that fails', () => {
  it('is tried again after a growing wait until it succeeds, and then not again', async () => {
    const id = key();
    await app.jobs.send(flaky, { key: id, failures: 2 });
    await until(() => done.has(id));
    await app.jobs.drain();
    expect(tries.get(id)).toBe(3);
    expect(await jobsWith(flaky, id)).toEqual([{ state: 'completed', retries: 2 }]);
  });

  it('fails for good after its last retry', async () => {
    const id = key();
    await app.jobs.send(hopeless, { key: id });
    await until(async () => (await jobsWith(hopeless, id))[0]?.state === 'failed');
    expect(tries.get(id)).toBe(2);
    expect(await jobsWith(hopeless, id)).toEqual([{ state: 'failed', retries: 1 }]);
  });
});

describe('a job sent in a transaction', () => {
  it('does not exist when the transaction rolls back', async () => {
    const id = key();
    const rolledBack = app.db.transaction(async (tx) => {
      await app.jobs.send(recorded, { key: id }, { db: tx });
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow();
    await app.jobs.drain();
    expect(tries.has(id)).toBe(false);
    expect(await jobsWith(recorded, id)).toEqual([]);
  });

  it('runs once when the transaction commits, as do jobs sent many at once', async () => {
    const [one, many] = [key(), [key(), key(), key()]];
    await app.db.transaction(async (tx) => {
      await app.jobs.send(recorded, { key: one }, { db: tx });
      await app.jobs.sendMany(recorded, many.map((each) => ({ key: each })), { db: tx });
    });
    await app.jobs.drain();
    for (const each of [one, ...many]) expect(tries.get(each)).toBe(1);
    expect(await jobsWith(recorded, one)).toEqual([{ state: 'completed', retries: 0 }]);
  });
});

describe('a periodic task on two nodes sharing the database', () => {
  let first: Awaited<ReturnType<typeof buildTestApp>>;
  let second: FastifyInstance | undefined;

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('runs once per tick, on one of them', { timeout: 90_000 }, async () => {
    // A tick comes each minute; the test keeps within one minute so that it expects exactly one.
    const leftOfMinuteMs = 60_000 - (Date.now() % 60_000);
    if (leftOfMinuteMs < 30_000) await new Promise((resolve) => setTimeout(resolve, leftOfMinuteMs + 500));
    first = await buildTestApp({ rateLimit: false, beforeReady: (built) => registerTick(built, 'first') });
    second = await buildApp(first.app.config, { database: first.app.database, mailer: memoryMailer().mailer, rateLimit: false, logger: false });
    registerTick(second, 'second');
    await second.ready();
    // Each node looks at the schedules every 5 s; pg-boss moves a tick's job to its queue within 5 s more.
    await until(() => tickRuns.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 7000));
    expect(tickRuns).toHaveLength(1);
  });
});

describe("the app's periodic tasks", () => {
  it('are scheduled in the database, where every node finds them', async () => {
    const result = (await app.db.execute(sql`select name, cron from ${sql.identifier(JOBS_SCHEMA)}.schedule order by name`)) as unknown as {
      rows: { name: string; cron: string }[];
    };
    expect(result.rows).toEqual(
      expect.arrayContaining([
        { name: 'meeting-reminders', cron: '* * * * *' },
        { name: 'upload-sweep', cron: '17 * * * *' },
      ]),
    );
  });
});

describe('the counts of the queues', () => {
  it('tell each queue of the app, failed jobs included', async () => {
    const counts: Awaited<ReturnType<Jobs['counts']>> = await app.jobs.counts();
    expect(counts.map((count) => count.queue)).toEqual(expect.arrayContaining(['notice', 'test-flaky', 'test-hopeless']));
    expect(counts.find((count) => count.queue === 'test-hopeless')?.failed).toBeGreaterThanOrEqual(1);
  });
});
