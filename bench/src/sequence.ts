/**
 * One client, one request after another: the latency a single search takes on the machine as it
 * is, without the queueing that 50 connections add. The HTTP request is sent from the bench's own
 * thread (autocannon gives no p95, and one client adds little to the app's event loop); its SQL
 * runs on the driver the same way, and so does that SQL with the searched table read whole
 * (`offset 0` keeps the planner from reaching into it through an index), for the ratio of a full
 * scan's time to the indexed search's.
 */
import { performance } from 'node:perf_hooks';
import type { CapturedStatement } from './app-under-test.ts';
import { percentile, type Measurement } from './load.ts';
import type { SqlRunner } from './target.ts';

export interface Latencies {
  samples: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface SequenceRun {
  /** The HTTP requests, as the main table shows them. */
  measurement: Measurement;
  http: Latencies;
  /** The request's statements on the driver, in the app's order and overlap. */
  sql: Latencies;
  /** The same with the table read whole. */
  fullScan: Latencies;
  /** Median time of the full-scan SQL over the median of the indexed SQL. */
  fullScanRatio: number;
  /** Rows on the page and in the whole list, from the last answer. */
  results: number;
  total: number;
}

/** The statement with `table` read whole: its rows pass through a subquery the planner may not look into. */
export function readingWhole(text: string, table: string): string {
  const from = `from "${table}"`;
  const parts = text.split(from);
  if (parts.length > 2) throw new Error(`${from} occurs more than once in: ${text}`);
  return parts.join(`from (select * from "${table}" offset 0) "${table}"`);
}

/** Statements in groups: one after the other between groups, side by side within one, as the app ran them. */
function waves(statements: CapturedStatement[]): CapturedStatement[][] {
  const out: CapturedStatement[][] = [];
  for (const s of statements) {
    const last = out.at(-1);
    if (s.concurrentWithPrevious && last) last.push(s);
    else out.push([s]);
  }
  return out;
}

/** Runs `step` one call after another for `seconds` (and at least `minSamples` times). */
async function inSequence(seconds: number, minSamples: number, step: () => Promise<void>): Promise<Latencies> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  while (performance.now() < deadline || latencies.length < minSamples) {
    const t0 = performance.now();
    await step();
    latencies.push(performance.now() - t0);
  }
  const sorted = Float64Array.from(latencies).sort();
  return {
    samples: latencies.length,
    seconds: (performance.now() - started) / 1000,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

export async function measureSequence(options: {
  url: string;
  token?: string;
  statements: CapturedStatement[];
  table: string;
  direct: SqlRunner;
  seconds: number;
  warmupSeconds: number;
}): Promise<SequenceRun> {
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  let non2xx = 0;
  const statusCodes: Record<string, number> = {};
  let last = '';
  const get = async () => {
    const res = await fetch(options.url, { headers });
    last = await res.text();
    if (res.status < 200 || res.status > 299) {
      non2xx += 1;
      statusCodes[res.status] = (statusCodes[res.status] ?? 0) + 1;
    }
  };
  if (options.warmupSeconds > 0) await inSequence(options.warmupSeconds, 1, get);
  non2xx = 0;
  for (const code of Object.keys(statusCodes)) delete statusCodes[code];
  const http = await inSequence(options.seconds, 1, get);
  const answer = JSON.parse(last) as { nearbyRequests?: unknown[]; documentsCount?: number };

  const replay = (statements: CapturedStatement[]) => {
    const groups = waves(statements);
    return async () => {
      for (const group of groups) await Promise.all(group.map((s) => options.direct.query(s.text, s.params, s.name)));
    };
  };
  const indexed = replay(options.statements);
  if (options.warmupSeconds > 0) await inSequence(options.warmupSeconds, 1, indexed);
  const sql = await inSequence(options.seconds, 1, indexed);

  // A rewritten statement is prepared under no name: the app's name stands for the original text.
  const whole = replay(
    options.statements.map((s) => {
      const text = readingWhole(s.text, options.table);
      return text === s.text ? s : { ...s, text, name: undefined };
    }),
  );
  await whole();
  const fullScan = await inSequence(options.seconds, 3, whole);

  return {
    measurement: {
      requests: http.samples,
      seconds: http.seconds,
      requestsPerSecond: http.samples / http.seconds,
      p50: http.p50,
      p99: http.p99,
      errors: 0,
      ok: http.samples - non2xx,
      timeouts: 0,
      non2xx,
      statusCodes,
    },
    http,
    sql,
    fullScan,
    fullScanRatio: fullScan.p50 / sql.p50,
    results: answer.nearbyRequests?.length ?? 0,
    total: answer.documentsCount ?? 0,
  };
}
