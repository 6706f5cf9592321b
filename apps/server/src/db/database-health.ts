/**
 * Whether the database answers, as a state rather than an error per request. While PostgreSQL
 * restarts, every request, job loop and connection of a node meets it at once, and a line with a
 * stack for each drowned the log (about a thousand per outage). So the first failure of an outage
 * is logged with its reason, the rest are only counted (`sahaya_db_unavailable_total`), and a probe
 * every second says once when the database is back and how many were refused meanwhile.
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyBaseLogger } from 'fastify';

const PROBE_EVERY_MS = 1000;

/**
 * The error's own words, without a stack: the driver's message and its code, when it has one.
 * Drizzle's wrapper is skipped: its message holds the query's parameters, which may be secrets.
 */
export function reasonOf(error: unknown): string {
  if (error instanceof DrizzleQueryError) return reasonOf(error.cause);
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const own = typeof code === 'string' ? `${error.message} (${code})` : error.message;
  return error.cause === undefined ? own : `${own}: ${reasonOf(error.cause)}`;
}

export class DatabaseHealth {
  private down = false;
  private refusedInOutage = 0;
  private stopped = false;
  /** Everything refused because the database was away, since the process started. */
  unavailableTotal = 0;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly probe: () => Promise<boolean>,
  ) {}

  /** Whether an outage is under way, as far as this node has seen. */
  get up(): boolean {
    return !this.down;
  }

  /** Something met the database away: the first of an outage is logged, every one counted. */
  unavailable(error: unknown): void {
    this.unavailableTotal += 1;
    this.refusedInOutage += 1;
    if (this.down || this.stopped) return;
    this.down = true;
    this.log.warn(
      { reason: reasonOf(error) },
      'The database is unreachable: requests are answered 503 with Retry-After, and jobs wait, until it is back',
    );
    void this.watchForReturn();
  }

  /** The node is closing: its database going away now is no outage. */
  stop(): void {
    this.stopped = true;
  }

  private async watchForReturn(): Promise<void> {
    while (!this.stopped) {
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS).unref());
      if (this.stopped) return;
      if (await this.probe()) {
        this.log.info({ refused: this.refusedInOutage }, 'The database is reachable again');
        this.down = false;
        this.refusedInOutage = 0;
        return;
      }
    }
  }
}
