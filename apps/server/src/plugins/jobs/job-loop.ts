/**
 * One queue's loop on one node: takes the jobs that are due, runs each, marks each done or failed
 * as soon as it ends, and waits for the next round unless it is woken first. pg-boss's own `work`
 * is not used for it: that marks a batch done or failed without waiting for the database (a
 * database outage then ends the process with an unhandled rejection), and fails a whole batch for
 * one failed job.
 *
 * A job taken is this node's on a lease: pg-boss gives it back to the queue once its `expire_in`
 * has passed, and while the node lives the loop renews the lease of every job it holds. So a job
 * held by a node that was killed runs elsewhere about a minute later, however long a job may
 * take here (`timeoutMs`).
 *
 * A try that outlives its time, or that is still running when the node stops, is aborted: its
 * handler's `signal` fires, so its work stops rather than finishing (a mail sent) after the job was
 * marked failed and handed to its next try, and the loop marks it failed at once without waiting
 * for a handler that does not listen.
 */
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { isDatabaseUnavailable } from '../../db/connection-errors.ts';
import type { Db } from '../../db/client.ts';

/** What a handler knows of the job it runs. */
export interface RunningJob {
  readonly id: string;
  /**
   * Aborts when the try's time (`timeoutSeconds`) is up, or when the node stops and the job has not
   * ended within the stop's wait; its reason says which. A handler passes it to what takes one
   * (`fetch`, `setTimeout` of node:timers/promises) and checks it (`signal.throwIfAborted()`)
   * between steps and before what cannot be undone, such as sending a mail.
   */
  readonly signal: AbortSignal;
  /**
   * Marks the job done inside `db`, the handler's transaction: what the transaction writes (jobs it
   * sends, rows it records) and the job's end then commit together, so a job run again after a
   * crash finds itself done rather than writing them twice. Throws when the job is no longer this
   * node's (its lease ran out and another node took it), which rolls the transaction back.
   */
  done(db: Db): Promise<void>;
}

export interface QueueLoopOptions<T> {
  name: string;
  batchSize: number;
  pollEveryMs: number;
  /** How long one try may take before it counts as failed. */
  timeoutMs: number;
  /** How often the leases of the jobs in hand are renewed. */
  renewEveryMs: number;
  fetch(batchSize: number): Promise<PgBoss.JobWithMetadata<T>[]>;
  handle(job: PgBoss.JobWithMetadata<T>, running: RunningJob): Promise<void>;
  /** Marks a job done, in `db` when given; resolves to 1 when it was still this node's, else 0. */
  complete(id: string, db?: Db): Promise<number>;
  fail(id: string, error: object): Promise<unknown>;
  renew(ids: string[]): Promise<unknown>;
  /** Told of a database that could not be reached, which is logged once per outage. */
  unavailable(error: unknown): void;
  log: FastifyBaseLogger;
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/**
 * Settles as `promise` does, or rejects with the signal's reason once it aborts, so a hung try (a
 * mail server that never answers) counts as failed even when its handler does not listen.
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(asError(signal.reason));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([promise, aborted]).finally(() => signal.removeEventListener('abort', onAbort!));
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** How long a finished job's mark is tried again while the database is away, before its lease runs out. */
const MARK_TRIES = 30;
const MARK_RETRY_MS = 1000;
/** How long a stop waits, after aborting the jobs still in hand, for their failures to be marked. */
const ABORT_WAIT_MS = 2000;

/** A started loop, whatever the data of its jobs. */
export interface RunningLoop {
  /** Takes the next jobs now rather than at the next round. */
  wake(): void;
  /** Ends the loop after the job in hand, waiting for it at most `waitMs` before aborting it. */
  stop(waitMs: number): Promise<void>;
}

export class QueueLoop<T> implements RunningLoop {
  private stopping = false;
  private woken = false;
  private wakeUp: (() => void) | undefined;
  private running: Promise<void> = Promise.resolve();
  /** The jobs taken and not yet marked, whose leases are renewed. */
  private readonly held = new Set<string>();
  /** The tries running now, aborted when the node stops before they end. */
  private readonly tries = new Set<AbortController>();
  private renewal: NodeJS.Timeout | undefined;

  constructor(private readonly options: QueueLoopOptions<T>) {}

  start(): RunningLoop {
    this.running = this.run();
    this.renewal = setInterval(() => void this.renewLeases(), this.options.renewEveryMs);
    this.renewal.unref();
    return this;
  }

  private async renewLeases(): Promise<void> {
    if (this.held.size === 0) return;
    await this.options.renew([...this.held]).catch((err: unknown) => this.report(err, 'The leases of jobs in hand could not be renewed'));
  }

  /** A database away is the outage's (logged once); anything else is this loop's own error. */
  private report(err: unknown, what: string, context: object = {}): void {
    if (isDatabaseUnavailable(err)) this.options.unavailable(err);
    else this.options.log.error({ err, queue: this.options.name, ...context }, what);
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  async stop(waitMs: number): Promise<void> {
    this.stopping = true;
    this.wake();
    const ended = await Promise.race([this.running.then(() => true), sleep(waitMs).then(() => false)]);
    if (!ended) {
      for (const controller of this.tries) controller.abort(new Error('The server stopped while the job ran'));
      await Promise.race([this.running, sleep(ABORT_WAIT_MS)]);
    }
    clearInterval(this.renewal);
  }

  private async run(): Promise<void> {
    const { batchSize, pollEveryMs } = this.options;
    while (!this.stopping) {
      this.woken = false;
      let jobs: PgBoss.JobWithMetadata<T>[] = [];
      try {
        jobs = await this.options.fetch(batchSize);
      } catch (err) {
        this.report(err, 'Jobs could not be fetched');
      }
      for (const job of jobs) this.held.add(job.id);
      for (const job of jobs) {
        await this.runOne(job);
        this.held.delete(job.id);
      }
      // A full batch means more may be due: the next round starts at once.
      if (!this.stopping && !this.woken && jobs.length < batchSize) await this.pause(pollEveryMs);
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  private async runOne(job: PgBoss.JobWithMetadata<T>): Promise<void> {
    const { name, log, timeoutMs } = this.options;
    let doneInHandler = false;
    const controller = new AbortController();
    const running: RunningJob = {
      id: job.id,
      signal: controller.signal,
      done: async (db) => {
        const marked = await this.options.complete(job.id, db);
        if (marked === 0) throw new Error(`The job ${job.id} of ${name} is no longer this node's`);
        doneInHandler = true;
      },
    };
    const timer = setTimeout(() => controller.abort(new Error(`The job took longer than ${timeoutMs} ms`)), timeoutMs);
    this.tries.add(controller);
    try {
      // Taken but not begun when the server stops: it goes back to the queue for this or another node.
      if (this.stopping) throw new Error('The server stopped before the job ran');
      await untilAborted(this.options.handle(job, running), controller.signal);
    } catch (error) {
      const err = asError(error);
      const final = job.retryCount >= job.retryLimit;
      const context = { err, queue: name, jobId: job.id, attempt: job.retryCount + 1 };
      if (isDatabaseUnavailable(err)) this.options.unavailable(err);
      else if (final) log.error(context, 'A job failed for good');
      else log.warn(context, 'A job failed; it will be tried again');
      await this.mark(job.id, 'A failed job could not be marked; it is tried again once its lease is up', () =>
        this.options.fail(job.id, err),
      );
      return;
    } finally {
      clearTimeout(timer);
      this.tries.delete(controller);
    }
    if (doneInHandler) return;
    // Marked done at once, and again while the database is away for a moment: a job left unmarked
    // runs a second time once its lease is up, and its mail would go twice.
    await this.mark(job.id, 'A finished job could not be marked done; it may run again', () => this.options.complete(job.id));
  }

  private async mark(jobId: string, what: string, write: () => Promise<unknown>): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await write();
        return;
      } catch (err) {
        if (!isDatabaseUnavailable(err) || attempt >= MARK_TRIES || this.stopping) {
          this.options.log.error({ err, queue: this.options.name, jobId }, what);
          return;
        }
        this.options.unavailable(err);
        await sleep(MARK_RETRY_MS);
      }
    }
  }
}
