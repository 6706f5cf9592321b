/**
 * One queue's loop on one node: takes the jobs that are due, runs each, marks each done or failed
 * as soon as it ends, and waits for the next round unless it is woken first. pg-boss's own `work`
 * is not used for it: that marks a batch done or failed without waiting for the database (a
 * database outage then ends the process with an unhandled rejection), and fails a whole batch for
 * one failed job.
 */
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';

export interface QueueLoopOptions<T> {
  name: string;
  batchSize: number;
  pollEveryMs: number;
  /** How long one try may take before it counts as failed. */
  expireInMs: number;
  fetch(batchSize: number): Promise<PgBoss.JobWithMetadata<T>[]>;
  handle(job: PgBoss.JobWithMetadata<T>): Promise<void>;
  complete(ids: string[]): Promise<unknown>;
  fail(id: string, error: object): Promise<unknown>;
  log: FastifyBaseLogger;
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/** Rejects once `ms` have passed, so a hung try (a mail server that never answers) counts as failed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The job took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** A started loop, whatever the data of its jobs. */
export interface RunningLoop {
  /** Takes the next jobs now rather than at the next round. */
  wake(): void;
  /** Ends the loop after the job in hand, waiting for it at most `waitMs`. */
  stop(waitMs: number): Promise<void>;
}

export class QueueLoop<T> implements RunningLoop {
  private stopping = false;
  private woken = false;
  private wakeUp: (() => void) | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly options: QueueLoopOptions<T>) {}

  start(): RunningLoop {
    this.running = this.run();
    return this;
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  async stop(waitMs: number): Promise<void> {
    this.stopping = true;
    this.wake();
    await Promise.race([this.running, sleep(waitMs)]);
  }

  private async run(): Promise<void> {
    const { batchSize, pollEveryMs, log, name } = this.options;
    while (!this.stopping) {
      this.woken = false;
      let jobs: PgBoss.JobWithMetadata<T>[] = [];
      try {
        jobs = await this.options.fetch(batchSize);
      } catch (err) {
        log.error({ err, queue: name }, 'Jobs could not be fetched');
      }
      for (const job of jobs) await this.runOne(job);
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
    const { name, log } = this.options;
    try {
      // Taken but not begun when the server stops: it goes back to the queue for this or another node.
      if (this.stopping) throw new Error('The server stopped before the job ran');
      await within(this.options.handle(job), this.options.expireInMs);
    } catch (error) {
      const err = asError(error);
      const final = job.retryCount >= job.retryLimit;
      const context = { err, queue: name, jobId: job.id, attempt: job.retryCount + 1 };
      if (final) log.error(context, 'A job failed for good');
      else log.warn(context, 'A job failed; it will be tried again');
      await this.options.fail(job.id, err).catch((failErr: unknown) => {
        log.error({ err: failErr, queue: name, jobId: job.id }, 'A failed job could not be marked; it is tried again once its time is up');
      });
      return;
    }
    // Marked done at once, so a crash after this job cannot run it a second time.
    await this.options.complete([job.id]).catch((err: unknown) => {
      log.error({ err, queue: name, jobId: job.id }, 'A finished job could not be marked done; it may run again');
    });
  }
}
