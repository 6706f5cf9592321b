/**
 * Work that must happen after a change, as `app.jobs`: mails, notices to many people, reminders and
 * the periodic upkeep. It is a job queue in the app's own database (pg-boss, its tables in the schema
 * `pgboss`), so a job is written in the same transaction as the change that causes it, outlives a
 * crash or a deploy, is tried again with growing waits while a mail server is down, and runs once
 * however many nodes share the database. On the embedded database the same queue runs in this
 * process.
 *
 * A module names its queues with `defineQueue` (in its service, which enqueues them) and registers
 * their handlers in its `<feature>.jobs.ts` with `app.jobs.work`. Each node takes jobs in a loop of
 * its own per queue (pg-boss's `fetch`, `complete` and `fail`), woken at once by a `send` on this
 * node and otherwise every two seconds; tests wait for the queues with `drain`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { afterCommit } from '../../db/after-commit.ts';
import type { Db } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/connection-errors.ts';
import { whenReachable } from '../../db/when-reachable.ts';
import { handleDroppedCompletions } from './job-completions.ts';
import { databaseExecutor, transactionExecutor } from './job-database.ts';
import { QueueLoop, type RunningJob, type RunningLoop } from './job-loop.ts';

export type { RunningJob } from './job-loop.ts';

export interface QueueOptions {
  /** How many times a failed job is tried again; the waits double from `retryDelaySeconds`, with jitter. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * How long one try may take; past it the handler's `job.signal` aborts and the try counts as
   * failed. A node that dies holding a job gives it back sooner, once its lease is not renewed.
   */
  timeoutSeconds?: number;
  /** How many jobs a node takes at once. */
  batchSize?: number;
  /** A periodic task: a cron expression in UTC; each tick makes one job across every node. */
  cron?: string;
  /**
   * `short`: at most one job per singleton key waits to run (pg-boss's queue policy); a job sent
   * with the key of one still waiting is dropped, so many changes make one pending job.
   */
  policy?: 'short';
}

export interface Queue<T extends object> {
  readonly name: string;
  readonly options: QueueOptions;
  /** Never set: it carries the type of the jobs' data to `send` and `work`. */
  readonly data?: T;
}

/** Names a queue and the data of its jobs. */
export const defineQueue = <T extends object>(name: string, options: QueueOptions = {}): Queue<T> => ({ name, options });

export interface SendOptions {
  /**
   * The transaction of the change that causes the job: the job is written only if it commits.
   * Inside a transaction, always pass it: the embedded database has one connection, so a job sent
   * beside the transaction would wait for it to end, which waits for the job.
   */
  db?: Db;
  /** Not before this time. */
  startAfter?: Date;
  /** On a queue of policy `short`: when a job with this key already waits, this one is not added. */
  singletonKey?: string;
}

/**
 * Runs one job. A handler that writes to the database (notices, further jobs) does it in one
 * transaction that ends with `job.done(tx)`, so a run after a crash cannot write it all again. A
 * long one heeds `job.signal`, which aborts when its time is up or the node stops.
 */
export type JobHandler<T> = (data: T, job: RunningJob) => Promise<void>;

/** One queue's backlog and failures. */
export interface QueueCount {
  queue: string;
  /** Jobs waiting to run: new, or failed and waiting for their next try. */
  waiting: number;
  /** Jobs that failed their last try and are still kept. */
  failed: number;
}

export interface Jobs {
  /** Registers the handler of a queue; call it while the app is built, from a module's `<feature>.jobs.ts`. */
  work<T extends object>(queue: Queue<T>, handler: JobHandler<T>): void;
  send<T extends object>(queue: Queue<T>, data: T, options?: SendOptions): Promise<void>;
  /** One job per item, written in one statement. */
  sendMany<T extends object>(queue: Queue<T>, items: readonly T[], options?: Pick<SendOptions, 'db'>): Promise<void>;
  /** Resolves once no job of this app's queues runs or is due (tests); jobs waiting to be retried later do not count. */
  drain(timeoutMs?: number): Promise<void>;
  /** Each queue of the app with its backlog and failures, in one query (the metrics). */
  counts(): Promise<QueueCount[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export const JOBS_SCHEMA = 'pgboss';

/** Suits a mail server that is down for a while: 5-10 s, then 10-20 s, … the tenth wait is 43-85 minutes. */
const DEFAULTS = { retryLimit: 10, retryDelaySeconds: 5, timeoutSeconds: 15 * 60, batchSize: 10 } satisfies QueueOptions;

/**
 * A job taken by a node is its own for `config.jobLeaseSeconds` (JOB_LEASE_SECONDS, 45 s) unless
 * renewed; the node renews the leases of the jobs it holds every third of it, and pg-boss's upkeep
 * (which hands expired jobs back) runs as often. So a job held by a node that was killed runs on
 * another within about a minute; tests that kill nodes shorten the lease to see it in seconds.
 */
const RENEWALS_PER_LEASE = 3;
const RENEW = `update ${JOBS_SCHEMA}.job set expire_in = now() - started_on + make_interval(secs => $3)
  where name = $1 and id = any($2::uuid[]) and state = 'active'`;
const POLL_EVERY_MS = 2000;
/** How long closing waits for the jobs in hand; one left running is tried again once its time is up. */
const STOP_WAIT_MS = 8000;

/**
 * The jobs `drain` waits for. Due is measured by the clock, not `now()`: `now()` is when the
 * statement's transaction began, which on PostgreSQL may be before a job-writing transaction that
 * committed in time for the statement to read it, so a job written by the job just finished (a
 * notice's mail, written by its delivery) would read as not yet due, and `drain` would end early.
 */
const DUE_JOBS = `select name from ${JOBS_SCHEMA}.job
  where name = any($1::text[]) and (state = 'active' or (state < 'active' and start_after <= clock_timestamp()))
  group by name`;
const COUNTS = `select name, count(*) filter (where state < 'active')::int as waiting, count(*) filter (where state = 'failed')::int as failed
  from ${JOBS_SCHEMA}.job where name = any($1::text[]) group by name`;

type Registered = Required<Omit<QueueOptions, 'cron' | 'policy'>> & Pick<QueueOptions, 'cron' | 'policy'>;

/** How many jobs pg-boss's answer to a completion says it marked. */
const affectedOf = (result: unknown): number => (result as { affected?: number } | undefined)?.affected ?? 0;

async function jobsPlugin(app: FastifyInstance) {
  const executor = databaseExecutor(app.database.client);
  const leaseSeconds = app.config.jobLeaseSeconds;
  // Every node looks at the schedules every 5 s (one small update); pg-boss lets one of them
  // enqueue each tick, so a periodic task starts within seconds of its time and runs once.
  handleDroppedCompletions();
  const boss = new PgBoss({
    db: executor,
    schema: JOBS_SCHEMA,
    maintenanceIntervalSeconds: Math.max(1, Math.floor(leaseSeconds / RENEWALS_PER_LEASE)),
    cronMonitorIntervalSeconds: 5,
  });
  const unavailable = (err: unknown) => app.databaseHealth.unavailable(err);
  boss.on('error', (err) => {
    if (isDatabaseUnavailable(err)) unavailable(err);
    else app.log.error({ err }, 'The job queue failed');
  });

  const starters = new Map<string, { options: Registered; loop: () => RunningLoop }>();
  const loops = new Map<string, RunningLoop>();
  let started = false;

  const wake = (name: string) => loops.get(name)?.wake();
  // A job sent in a transaction can be taken only once that commits: a loop woken sooner finds
  // nothing on PostgreSQL and would leave the job to its next round, two seconds on.
  const wakeAfterCommit = (name: string, db: Db | undefined) => (db ? afterCommit(db, () => wake(name)) : wake(name));

  const jobs: Jobs = {
    work<T extends object>(queue: Queue<T>, handler: JobHandler<T>) {
      if (started) throw new Error(`The queue ${queue.name} was registered after the job queue started`);
      if (starters.has(queue.name)) throw new Error(`The queue ${queue.name} is registered twice`);
      const options = { ...DEFAULTS, ...queue.options };
      starters.set(queue.name, {
        options,
        loop: () =>
          new QueueLoop<T>({
            name: queue.name,
            batchSize: options.batchSize,
            pollEveryMs: POLL_EVERY_MS,
            timeoutMs: options.timeoutSeconds * 1000,
            renewEveryMs: (leaseSeconds * 1000) / RENEWALS_PER_LEASE,
            fetch: (batchSize) => boss.fetch<T>(queue.name, { batchSize, includeMetadata: true }),
            handle: (job, running) => handler(job.data, running),
            // pg-boss's types say `void`; it answers how many of the jobs it marked.
            complete: async (id, db) => affectedOf(await boss.complete(queue.name, id, {}, db ? { db: transactionExecutor(db) } : {})),
            fail: (id, error) => boss.fail(queue.name, id, error),
            renew: (ids) => executor.executeSql(RENEW, [queue.name, ids, leaseSeconds]),
            unavailable,
            log: app.log,
          }).start(),
      });
    },

    async send(queue, data, options = {}) {
      if (!started) throw new Error(`A job was sent to ${queue.name} before the job queue started`);
      const id = await boss.send(queue.name, data, {
        db: options.db ? transactionExecutor(options.db) : undefined,
        startAfter: options.startAfter,
        singletonKey: options.singletonKey,
      });
      // A job whose singleton key already waits is dropped on purpose.
      if (!id && options.singletonKey !== undefined) return;
      // pg-boss writes a job only into a queue it knows; no id means the queue was never registered.
      if (!id) throw new Error(`The queue ${queue.name} does not exist`);
      wakeAfterCommit(queue.name, options.db);
    },

    async sendMany(queue, items, options = {}) {
      if (items.length === 0) return;
      if (!started) throw new Error(`Jobs were sent to ${queue.name} before the job queue started`);
      await boss.insert(
        items.map((data) => ({ name: queue.name, data })),
        { db: options.db ? transactionExecutor(options.db) : undefined },
      );
      wakeAfterCommit(queue.name, options.db);
    },

    async drain(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      const names = [...starters.keys()];
      for (;;) {
        const { rows } = await executor.executeSql(DUE_JOBS, [names]);
        const due = rows.map((row: { name: string }) => row.name);
        if (due.length === 0) return;
        if (Date.now() > deadline) throw new Error(`Jobs still due after ${timeoutMs} ms in ${due.join(', ')}`);
        due.forEach(wake);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    async counts() {
      const names = [...starters.keys()];
      const { rows } = await executor.executeSql(COUNTS, [names]);
      const found = new Map(rows.map((row: { name: string; waiting: number; failed: number }) => [row.name, row]));
      return names.map((queue) => ({ queue, waiting: found.get(queue)?.waiting ?? 0, failed: found.get(queue)?.failed ?? 0 }));
    },
  };
  app.decorate('jobs', jobs);

  app.addHook('onReady', async () => {
    // A node started while the database restarts waits for it here as it did to migrate.
    await whenReachable(app.log, 'starting the job queue', () => boss.start());
    await whenReachable(app.log, 'creating the queues', async () => {
      for (const [name, { options }] of starters) {
        const queue = {
          name,
          retryLimit: options.retryLimit,
          retryDelay: app.config.jobRetryDelaySeconds ?? options.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: leaseSeconds,
          ...(options.policy && { policy: options.policy }),
        };
        // Created once; updated on every start, so a changed retry rule reaches the jobs sent after it.
        await boss.createQueue(name, queue);
        await boss.updateQueue(name, queue);
        if (options.cron) await boss.schedule(name, options.cron, {}, { tz: 'UTC' });
      }
    });
    started = true;
    for (const [name, { loop }] of starters) loops.set(name, loop());
  });

  app.addHook('onClose', async () => {
    await Promise.all([...loops.values()].map((loop) => loop.stop(STOP_WAIT_MS)));
    await boss.stop({ graceful: false, close: false });
  });
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['db'] });
