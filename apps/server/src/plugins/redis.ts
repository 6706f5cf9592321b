/**
 * One Redis connection as `app.redis` when REDIS_URL is set (null otherwise). Rate limits and
 * socket rooms use it, so several nodes behind a load balancer behave as one.
 *
 * Without Redis a node still serves: rate limits let requests through, and socket messages reach
 * the people connected to this node only. So an outage is not an error of each command but a state,
 * `app.redisHealth`: /readyz and /metrics report it, and the log says once that Redis went away
 * and once that it came back, rather than a line for every attempt to reconnect.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/** Whether every Redis connection of this node is up; `configured` is false without REDIS_URL. */
export interface RedisHealth {
  readonly configured: boolean;
  readonly up: boolean;
  /** Follows another connection to the same Redis (the socket adapter's), which counts as well. */
  watch(client: Redis): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
    redisHealth: RedisHealth;
  }
}

/** Options shared by every connection: fail a command quickly rather than hang a request. */
export const redisOptions = { maxRetriesPerRequest: 2, connectTimeout: 5000, enableOfflineQueue: true };

/** The states of a connection that was lost; the others are ready or on the way to it. */
const LOST = new Set(['close', 'reconnecting', 'end']);

/**
 * Follows the connections' events and logs the changes of their joint state: down as soon as one
 * connection is lost (with the error that came with it), up once all are ready again. A connection
 * that has not connected yet is not counted as down, so a start does not log an outage.
 */
export class ConnectionsHealth implements RedisHealth {
  readonly configured = true;
  private readonly clients = new Set<Redis>();
  private reportedDown = false;
  private lastError: Error | undefined;
  private closing = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  get up(): boolean {
    return [...this.clients].every((client) => client.status === 'ready');
  }

  watch(client: Redis): void {
    this.clients.add(client);
    // Listening to `error` also keeps ioredis from printing each failed attempt to the console.
    client.on('error', (err: Error) => {
      this.lastError = err;
      this.update();
    });
    // While a connection is lost its commands fail at once instead of waiting in its queue through
    // the attempts to reconnect (seconds, growing with the outage): a sign-in's rate-limit check
    // then lets it through at once rather than holding it that long.
    client.on('close', () => {
      client.options.enableOfflineQueue = false;
      this.update();
    });
    client.on('ready', () => {
      client.options.enableOfflineQueue = true;
      this.update();
    });
  }

  /** The node is closing its connections on purpose: that is no outage. */
  stop(): void {
    this.closing = true;
  }

  private update(): void {
    if (this.closing) return;
    const down = [...this.clients].some((client) => LOST.has(client.status));
    if (down && !this.reportedDown) {
      this.reportedDown = true;
      this.log.warn(
        { err: this.lastError },
        'Redis is unreachable: rate limits let requests through and socket messages stay on this node until it is back',
      );
    } else if (!down && this.up && this.reportedDown) {
      this.reportedDown = false;
      this.lastError = undefined;
      this.log.info('Redis is reachable again');
    }
  }
}

const notConfigured: RedisHealth = { configured: false, up: false, watch: () => undefined };

async function redisPlugin(app: FastifyInstance) {
  const url = app.config.redisUrl;
  if (!url) {
    app.decorate('redis', null);
    app.decorate('redisHealth', notConfigured);
    return;
  }
  // ioredis is loaded only when a node uses Redis, so a start without it does not pay for its code.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, redisOptions);
  const health = new ConnectionsHealth(app.log);
  health.watch(redis);
  app.decorate('redis', redis);
  app.decorate('redisHealth', health);
  // Before any plugin's onClose hook quits its connection, so the quits are not logged as an outage.
  app.addHook('preClose', async () => health.stop());
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
}

export default fp(redisPlugin, { name: 'redis', dependencies: ['config'] });
