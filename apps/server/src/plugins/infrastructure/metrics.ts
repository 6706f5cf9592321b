/**
 * What this node measures for Prometheus, as `app.metrics`: requests by route and status with
 * their latency, the event loop's delay, the process' CPU and memory, the database pool, the open
 * sockets, Redis and the job queue. GET /metrics (modules/system) renders it for the addresses
 * METRICS_ALLOW names.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addressMatcher } from '../../lib/address-list.ts';
import { Registry, type Counter, type Histogram, type Sample } from '../../lib/prometheus.ts';
import type { QueueCount } from '../jobs/jobs.ts';
import { isDatabaseUnavailable } from '../../db/connection-errors.ts';

export interface Metrics {
  /** Everything measured, in the Prometheus text format. */
  render(): Promise<string>;
  /** Whether the request may read the metrics: it and every proxy it passed are allowed. */
  allows(request: FastifyRequest): boolean;
  /** A histogram a module observes (how long help took to come), rendered with the rest. */
  histogram(name: string, help: string, labelNames: readonly string[], buckets: readonly number[]): Histogram;
  /** A count a module keeps (messages sent by a gateway, by kind and outcome), rendered with the rest. */
  counter(name: string, help: string, labelNames: readonly string[]): Counter;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Prometheus' usual buckets, in seconds: from a cached answer (5 ms) to a slow export (10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A request no route took (an unknown path) is counted under one name, so junk paths add no series. */
const UNMATCHED_ROUTE = 'unmatched';

const NS_PER_SECOND = 1e9;

/** How long a scrape waits for Redis' answer to its PING before reading it as down. */
const REDIS_PROBE_MS = 500;

/**
 * The peer and every address it says the request passed through (X-Forwarded-For) must be
 * allowed. A balancer on this machine connects from loopback, so judging by the peer alone would
 * show the metrics to anyone it forwards; a forged header can only get its sender refused.
 */
function requestAllowed(allowed: (address: string | undefined) => boolean) {
  return (request: FastifyRequest) => {
    const forwarded = request.headers['x-forwarded-for'];
    const hops = typeof forwarded === 'string' ? forwarded.split(',').map((hop) => hop.trim()) : [];
    return [request.socket.remoteAddress, ...hops].every(allowed);
  };
}

async function metricsPlugin(app: FastifyInstance) {
  const registry = new Registry((name, err) => app.log.warn({ err, metric: name }, 'A metric could not be read'));

  const requests = registry.histogram(
    'http_request_duration_seconds',
    'Time from a request arriving to its reply being sent, by route and status; its _count is the request count.',
    ['method', 'route', 'status'],
    LATENCY_BUCKETS,
  );
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  // The delay is measured between scrapes: each scrape reads it and starts a new measure. It starts
  // once the node is ready, so the first scrape does not report the start's migrations as a stall.
  const loopDelay = monitorEventLoopDelay();
  app.addHook('onReady', async () => {
    loopDelay.enable();
  });
  app.addHook('onClose', async () => {
    loopDelay.disable();
  });
  registry.collected(
    'nodejs_eventloop_delay_seconds',
    'How late the event loop ran its timers since the last scrape, by quantile (1 is the longest).',
    'gauge',
    () => {
      const samples = [0.5, 0.9, 0.99].map((q) => ({ labels: { quantile: String(q) }, value: loopDelay.percentile(q * 100) / NS_PER_SECOND }));
      samples.push({ labels: { quantile: '1' }, value: loopDelay.max / NS_PER_SECOND });
      loopDelay.reset();
      return samples;
    },
  );

  registry.collected('process_cpu_seconds_total', 'CPU time this process has used, user and system.', 'counter', () => {
    const { user, system } = process.cpuUsage();
    return [{ value: (user + system) / 1e6 }];
  });
  registry.collected('process_resident_memory_bytes', 'Memory this process holds.', 'gauge', () => [{ value: process.memoryUsage.rss() }]);
  registry.collected('nodejs_heap_used_bytes', 'JavaScript heap in use.', 'gauge', () => [{ value: process.memoryUsage().heapUsed }]);
  registry.collected('nodejs_external_memory_bytes', "Memory outside the JavaScript heap: buffers, and the embedded database's WebAssembly memory.", 'gauge', () => [
    { value: process.memoryUsage().external },
  ]);
  const startedAt = (Date.now() - process.uptime() * 1000) / 1000;
  registry.collected('process_start_time_seconds', 'When this process started, in Unix seconds.', 'gauge', () => [{ value: startedAt }]);

  const pool = () => app.database.poolUse();
  registry.collected('sahaya_db_pool_connections', 'PostgreSQL connections of this node, busy or idle.', 'gauge', (): Sample[] => {
    const use = pool();
    if (!use) return [];
    return [
      { labels: { state: 'busy' }, value: use.total - use.idle },
      { labels: { state: 'idle' }, value: use.idle },
    ];
  });
  registry.collected('sahaya_db_pool_max_connections', 'The most PostgreSQL connections this node opens.', 'gauge', () => {
    const use = pool();
    return use ? [{ value: use.max }] : [];
  });
  registry.collected('sahaya_db_pool_waiting_queries', 'Queries waiting for a free PostgreSQL connection.', 'gauge', () => {
    const use = pool();
    return use ? [{ value: use.waiting }] : [];
  });

  registry.collected('sahaya_socket_connections', 'Signed-in sockets connected to this node.', 'gauge', () => [
    { value: app.realtime.of('/').sockets.size },
  ]);
  // Redis is pinged before each scrape: a hung Redis keeps its connections open and answers nothing.
  registry.beforeRender(async () => {
    if (app.redisHealth.configured) await app.redisHealth.probe(REDIS_PROBE_MS);
  });
  registry.collected('sahaya_redis_up', 'Whether this node reaches Redis (1) or not (0); absent without REDIS_URL.', 'gauge', () =>
    app.redisHealth.configured ? [{ value: app.redisHealth.up ? 1 : 0 }] : [],
  );
  registry.collected(
    'sahaya_db_unavailable_total',
    'Requests, socket events and job steps refused because the database could not be reached or did not answer in time.',
    'counter',
    () => [{ value: app.databaseHealth.unavailableTotal }],
  );
  registry.collected(
    'sahaya_redis_failures_total',
    'Redis commands that failed because Redis was away or did not answer in time; absent without REDIS_URL.',
    'counter',
    () => (app.redisHealth.configured ? [{ value: app.redisHealth.failures }] : []),
  );

  // Both queue metrics come from one read of the queue per scrape; a failed read (the database
  // away) leaves them out.
  let counts: QueueCount[] | null = null;
  registry.beforeRender(async () => {
    counts = await app.jobs.counts().catch((err: unknown) => {
      if (isDatabaseUnavailable(err)) app.databaseHealth.unavailable(err);
      else app.log.warn({ err }, 'The job queue could not be counted');
      return null;
    });
  });
  registry.collected('sahaya_job_queue_waiting', 'Jobs waiting to run, by queue.', 'gauge', () =>
    (counts ?? []).map(({ queue, waiting }) => ({ labels: { queue }, value: waiting })),
  );
  registry.collected('sahaya_job_queue_failed', 'Jobs that failed after their last retry and are still kept, by queue.', 'gauge', () =>
    (counts ?? []).map(({ queue, failed }) => ({ labels: { queue }, value: failed })),
  );

  app.decorate('metrics', {
    render: () => registry.render(),
    allows: requestAllowed(addressMatcher(app.config.metricsAllow)),
    histogram: (name, help, labelNames, buckets) => registry.histogram(name, help, labelNames, buckets),
    counter: (name, help, labelNames) => registry.counter(name, help, labelNames),
  } satisfies Metrics);
}

// Registered before the others so its hook times every request; the database, sockets, Redis and
// job queue it reports are read only when scraped, once they are all there.
export default fp(metricsPlugin, { name: 'metrics', dependencies: ['config'] });
