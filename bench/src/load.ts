/**
 * The two ways of putting load on the system: autocannon against the app's HTTP port, and the same
 * SQL run straight on the driver by as many concurrent loops as there are HTTP connections.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

export interface Measurement {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors including timeouts (HTTP), or thrown queries (direct). */
  errors: number;
  /** Answers in 2xx (HTTP), or iterations that ran through (direct). */
  ok: number;
  /** Requests without an answer within autocannon's 10 s; counted among the errors too. */
  timeouts: number;
  /** Answers outside 2xx; any at all means the figures are not of the intended work. */
  non2xx: number;
  /** Status codes other than 2xx and how often they came. */
  statusCodes: Record<string, number>;
}

export interface HttpLoad {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  /** GET unless given. */
  method?: 'GET' | 'PATCH' | 'POST';
  body?: string;
  /**
   * A module (file path) that writes each request anew, for loads whose requests must differ; it
   * runs in autocannon's worker thread and is given `context` as each connection's context.
   */
  setupRequest?: { module: string; context: Record<string, unknown> };
}

/**
 * autocannon runs in a worker thread, so the load generator does not share the event loop of the
 * app it measures; on a 2-core machine they still share the CPU with each other and the database.
 */
export async function runHttp(load: HttpLoad): Promise<Measurement> {
  const result = await autocannon({
    url: load.url,
    headers: load.headers,
    connections: load.connections,
    duration: load.seconds,
    workers: 1,
    method: load.method ?? 'GET',
    body: load.body,
    ...(load.setupRequest
      ? { requests: [{ setupRequest: load.setupRequest.module }], initialContext: load.setupRequest.context }
      : {}),
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) {
    if (!code.startsWith('2') && (count.count ?? 0) > 0) statusCodes[code] = count.count ?? 0;
  }
  const requests = result.requests.total;
  const seconds = result.duration;
  return {
    requests,
    seconds,
    requestsPerSecond: requests / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
  };
}

/**
 * The last requests of the warm-up (or of the scenario before) are still being answered when
 * their connections close; the measured run waits for them, or it would start behind a queue that
 * none of its own requests made (on PGlite that showed as a p99 of seconds and timeouts).
 */
const SETTLE_MS = 2000;
export const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** `loops` concurrent loops each run `iteration` again and again until the time is up. */
export async function runLoops(options: {
  loops: number;
  seconds: number;
  iteration: () => Promise<void>;
}): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await options.iteration();
        latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.loops }, loop));
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    seconds,
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    ok: latencies.length,
    errors,
    timeouts: 0,
    non2xx: 0,
    statusCodes: {},
  };
}
