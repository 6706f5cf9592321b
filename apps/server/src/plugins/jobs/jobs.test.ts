/**
 * The job queue on the app's own database: a failed job is tried again until it succeeds, a job
 * sent in a transaction exists only if that commits, and a periodic task runs once however many
 * nodes share the database. On PGlite by default, on PostgreSQL when DATABASE_URL is set.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { SHORT_JOB_LEASE, SHORT_JOB_LEASE_SECONDS as LEASE_SECONDS } from '../../test/jobs.ts';
import { defineQueue, JOBS_SCHEMA, type Jobs } from './jobs.ts';
import { memoryMailer, type CapturedMail } from '../infrastructure/mail.ts';

const flaky = defineQueue<{ key: string; failures: number }>('test-flaky', { retryLimit: 3, retryDelaySeconds: 1 });
const hopeless = defineQueue<{ key: string }>('test-hopeless', { retryLimit: 1, retryDelaySeconds: 1 });
const recorded = defineQueue<{ key: string }>('test-recorded');
const ticks = defineQueue<Record<string, never>>('test-tick', { cron: '* * * * *', retryLimit: 0 });
const transactional = defineQueue<{ key: string; failAfter: boolean; hold?: boolean }>('test-transactional', { retryLimit: 3, retryDelaySeconds: 1 });
const slow = defineQueue<{ key: string }>('test-slow', { retryLimit: 3, retryDelaySeconds: 1 });
const overdue = defineQueue<{ key: string }>('test-overdue', { retryLimit: 1, retryDelaySeconds: 1, timeoutSeconds: 1 });

/** What the handlers saw, by key: how many tries, and whether one succeeded. */
const tries = new Map<string, number>();
const done = new Set<string>();
const released = new Set<string>();
const finished = new Set<string>();
const tickRuns: string[] = [];
/** Why each try of a key was aborted. */
const abortedWith = new Map<string, string[]>();

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
  // Writes its effect and its end in one transaction, then may fail: the effect stays written once.
  app.jobs.work(transactional, async ({ key, failAfter, hold }, job) => {
    tries.set(key, (tries.get(key) ?? 0) + 1);
    while (hold && !released.has(key)) await new Promise((resolve) => setTimeout(resolve, 50));
    try {
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`insert into job_test_effects (key) values (${key})`);
        await job.done(tx);
      });
    } finally {
      finished.add(key);
    }
    if (failAfter) throw new Error('Failed after its transaction committed');
  });
  // Holds its job until the test lets it go, so its lease can be watched.
  app.jobs.work(slow, async ({ key }) => {
    tries.set(key, (tries.get(key) ?? 0) + 1);
    while (!done.has(key)) await new Promise((resolve) => setTimeout(resolve, 50));
  });
  // Takes three seconds where it may take one, then mails: the mail is the side effect a try past its time must not have.
  app.jobs.work(overdue, async ({ key }, job) => {
    tries.set(key, (tries.get(key) ?? 0) + 1);
    job.signal.addEventListener('abort', () => abortedWith.set(key, [...(abortedWith.get(key) ?? []), String((job.signal.reason as Error).message)]));
    await sleep(3000, undefined, { signal: job.signal });
    await app.mailer.send({ to: `${key}@example.test`, subject: 'Sent too late', text: key });
  });
}

/** The same periodic task on every node, as every node of a deployment runs the same code. */
function registerTick(app: FastifyInstance, node: string) {
  app.jobs.work(ticks, async () => {
    tickRuns.push(node);
  });
}

let app: FastifyInstance;
let mails: CapturedMail[];
let close: () => Promise<void>;

beforeAll(async () => {
  // A short lease, so that a lease running out is seen in seconds.
  ({ app, mails, close } = await buildTestApp({ rateLimit: false, env: SHORT_JOB_LEASE, beforeReady: registerTestQueues }));
  await app.db.execute(sql`create table job_test_effects (key text not null)`);
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

describe('a job past its time', () => {
  it('is aborted, its work left undone, and tried again until it fails for good', async () => {
    const id = key();
    await app.jobs.send(overdue, { key: id });
    await until(async () => (await jobsWith(overdue, id))[0]?.state === 'failed');
    // Long enough for the last try's mail to go, had its handler not been stopped.
    await sleep(3000);
    expect(tries.get(id)).toBe(2);
    expect(abortedWith.get(id)).toEqual(['The job took longer than 1000 ms', 'The job took longer than 1000 ms']);
    expect(mails.filter((mail) => mail.text === id)).toEqual([]);
    expect(await jobsWith(overdue, id)).toEqual([{ state: 'failed', retries: 1 }]);
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

describe('a job that ends inside its own transaction', () => {
  const effects = async (value: string) => {
    const result = (await app.db.execute(sql`select count(*)::int as n from job_test_effects where key = ${value}`)) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]?.n;
  };

  it('is done with what it wrote, and not run again when it fails afterwards', async () => {
    const id = key();
    await app.jobs.send(transactional, { key: id, failAfter: true });
    await until(async () => (await jobsWith(transactional, id))[0]?.state === 'completed');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(tries.get(id)).toBe(1);
    expect(await effects(id)).toBe(1);
  });

  it('writes nothing when the job is no longer its node’s', async () => {
    const id = key();
    await app.jobs.send(transactional, { key: id, failAfter: false, hold: true });
    await until(() => tries.get(id) === 1);
    // Meanwhile its lease ran out and another node ran it to the end.
    await app.db.execute(
      sql`update ${sql.identifier(JOBS_SCHEMA)}.job set state = 'completed' where name = ${transactional.name} and data->>'key' = ${id}`,
    );
    released.add(id);
    await until(() => finished.has(id));
    expect(await effects(id)).toBe(0);
  });
});

describe('a job in hand', () => {
  const jobState = async (value: string) => {
    const result = (await app.db.execute(
      sql`select extract(epoch from started_on + expire_in - now())::float as left, state from ${sql.identifier(JOBS_SCHEMA)}.job
        where name = ${slow.name} and data->>'key' = ${value}`,
    )) as unknown as { rows: { left: number | null; state: string }[] };
    return result.rows[0]!;
  };

  it('keeps its lease while it runs', async () => {
    const id = key();
    await app.jobs.send(slow, { key: id });
    await until(() => tries.get(id) === 1);
    // Taken with a lease of LEASE_SECONDS, renewed every third of it from its start.
    await new Promise((resolve) => setTimeout(resolve, (LEASE_SECONDS * 1000) / 3 + 2000));
    expect((await jobState(id)).left).toBeGreaterThan((LEASE_SECONDS * 2) / 3);
    done.add(id);
    await until(async () => (await jobState(id)).state === 'completed');
  });

  it('is handed back and run again once the node holding it stops renewing its lease', async () => {
    const id = key();
    // A node took the job and died: nobody renews it, and its lease ran out a moment ago.
    await app.jobs.send(slow, { key: id }, { startAfter: new Date(Date.now() + 3_600_000) });
    await app.db.execute(
      sql`update ${sql.identifier(JOBS_SCHEMA)}.job
        set state = 'active', started_on = now() - make_interval(secs => ${LEASE_SECONDS + 1}), expire_in = make_interval(secs => ${LEASE_SECONDS})
        where name = ${slow.name} and data->>'key' = ${id}`,
    );
    done.add(id);
    // pg-boss's upkeep, every third of the lease on one of the nodes, hands it back; it runs after its retry's wait.
    await until(() => tries.get(id) === 1);
    await until(async () => (await jobState(id)).state === 'completed');
  });
});

describe('a periodic task on two nodes sharing the database', () => {
  let first: TestApp | undefined;
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

describe("a failed try's first wait", () => {
  const firstWait = async (queue: string) => {
    const result = (await app.db.execute(sql`select retry_delay from ${sql.identifier(JOBS_SCHEMA)}.queue where name = ${queue}`)) as unknown as {
      rows: { retry_delay: number }[];
    };
    return result.rows[0]?.retry_delay;
  };

  it("is each queue's own, or JOB_RETRY_DELAY_SECONDS for every queue of a node started with it", async () => {
    expect([await firstWait('notice-mail'), await firstWait('notice-sms')]).toEqual([5, 15]);
    // Last in this file: the node below sets the wait of every queue of the database it shares.
    const other = await buildApp({ ...app.config, jobRetryDelaySeconds: 2 }, { database: app.database, mailer: memoryMailer().mailer, rateLimit: false, logger: false });
    try {
      registerTestQueues(other);
      await other.ready();
      expect([await firstWait('notice-mail'), await firstWait('notice-sms'), await firstWait('test-flaky')]).toEqual([2, 2, 2]);
    } finally {
      await other.close();
    }
  });
});
