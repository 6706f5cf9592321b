import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@sahaya/contract/messages';
import { buildTestApp } from '../../test/build-test-app.ts';
import { defineQueue } from '../jobs/jobs.ts';

/** A queue of this test's own: its jobs fail at once and are not tried again. */
const doomed = defineQueue<{ n: number }>('test-metrics-doomed', { retryLimit: 0 });

/** The value of one sample line of the exposition, or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp({
      rateLimit: false,
      beforeReady(instance) {
        instance.jobs.work(doomed, async () => {
          throw new Error('This job always fails');
        });
      },
    }));
  });
  afterAll(async () => close());

  const scrape = async () => {
    const reply = await app.inject('/metrics');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return reply.body;
  };

  it('counts requests and their latency by method, route and status', async () => {
    const before = await scrape();
    const count = '{method="GET",route="/api/assets/:id",status="401"}';
    const already = sample(before, `http_request_duration_seconds_count${count}`) ?? 0;
    for (let i = 0; i < 3; i += 1) expect((await app.inject('/api/assets/not-an-id')).statusCode).toBe(401);
    await app.inject('/healthz');
    expect((await app.inject('/api/no/such/thing')).statusCode).toBe(404);

    const text = await scrape();
    expect(sample(text, `http_request_duration_seconds_count${count}`)).toBe(already + 3);
    expect(sample(text, 'http_request_duration_seconds_bucket{method="GET",route="/api/assets/:id",status="401",le="+Inf"}')).toBe(already + 3);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}')).toBeGreaterThanOrEqual(1);
    // Unknown paths share one series, so junk requests cannot add series without end.
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} \d+$/m);
    expect(text).not.toContain('/api/no/such');
  });

  it('tells the event loop delay, the process, the sockets and the database pool', async () => {
    const text = await scrape();
    for (const quantile of ['0.5', '0.9', '0.99', '1']) {
      expect(sample(text, `nodejs_eventloop_delay_seconds{quantile="${quantile}"}`)).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_external_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'sahaya_socket_connections')).toBe(0);
    if (app.database.kind === 'postgres') {
      expect(sample(text, 'sahaya_db_pool_max_connections')).toBe(4);
      expect(sample(text, 'sahaya_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'sahaya_db_pool_waiting_queries')).toBe(0);
    } else {
      // The embedded database has one connection and no pool to tell about.
      expect(text).not.toMatch(/^sahaya_db_pool_connections\{/m);
    }
  });

  it("tells each queue's waiting and failed jobs", async () => {
    await app.jobs.send(doomed, { n: 1 });
    await app.jobs.send(doomed, { n: 2 }, { startAfter: new Date(Date.now() + 3_600_000) });
    await app.jobs.drain();
    const text = await scrape();
    expect(sample(text, 'sahaya_job_queue_failed{queue="test-metrics-doomed"}')).toBe(1);
    expect(sample(text, 'sahaya_job_queue_waiting{queue="test-metrics-doomed"}')).toBe(1);
  });

  it('answers 403 to an address METRICS_ALLOW does not name, and to anything a proxy forwards from one', async () => {
    const refused = await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: authMessages.forbidden() });
    // A balancer on this machine connects from loopback; the client it names is who asks.
    const forwarded = await app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.statusCode).toBe(403);
    expect((await app.inject({ url: '/metrics', remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
  });
});

describe('METRICS_ALLOW', () => {
  it('lets the named scrapers in, and no longer this machine', async () => {
    const { app, close } = await buildTestApp({ rateLimit: false, env: { METRICS_ALLOW: '10.0.0.0/8, 192.0.2.5' } });
    try {
      const from = async (remoteAddress: string) => (await app.inject({ url: '/metrics', remoteAddress })).statusCode;
      expect(await from('10.1.2.3')).toBe(200);
      expect(await from('192.0.2.5')).toBe(200);
      expect(await from('192.0.2.6')).toBe(403);
      expect(await from('127.0.0.1')).toBe(403);
    } finally {
      await close();
    }
  });
});
