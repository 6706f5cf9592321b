/**
 * One Redis connection as `app.redis` when REDIS_URL is set (null otherwise). Rate limits and
 * socket rooms use it, so several nodes behind a load balancer behave as one.
 *
 * Without Redis a node still serves: rate limits let requests through, chat presence reads as away,
 * and socket messages reach the people connected to this node only. So an outage is not an error
 * of each command but a state, `app.redisHealth`: /readyz and /metrics report it, and the log says
 * once that Redis went away and once that it came back, rather than a line for every attempt to
 * reconnect or every command that failed meanwhile (those are counted). A Redis that stops
 * answering without closing its connections (hung, or stopped with SIGSTOP) is away too: each
 * command gives up after REDIS_COMMAND_TIMEOUT_MS rather than holding its request.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Command, Redis } from 'ioredis';

/** Whether every Redis connection of this node is up; `configured` is false without REDIS_URL. */
export interface RedisHealth {
  readonly configured: boolean;
  readonly up: boolean;
  /** Commands that failed because Redis was away or did not answer in time, since the node started. */
  readonly failures: number;
  /** Follows another connection to the same Redis (the socket adapter's), which counts as well. */
  watch(client: Redis): void;
  /**
   * Asks every connection for a PING answered within `ms` and answers whether all are up: a Redis
   * stopped with SIGSTOP keeps its connections open, so only an unanswered command shows it hung.
   */
  probe(ms: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
    redisHealth: RedisHealth;
  }
}

/** How long a command waits for Redis' answer before it fails: a hung Redis must not hold a request. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/** Options shared by every connection: fail a command quickly rather than hang a request. */
export const redisOptions = {
  maxRetriesPerRequest: 2,
  connectTimeout: 5000,
  enableOfflineQueue: true,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
};

/**
 * A subscriber's options. It sends nothing but SUBSCRIBE, which ioredis and the socket adapter send
 * again on each reconnect without waiting for the answer: a timeout would reject those promises
 * with nobody to hear them, while the subscription itself still happens once Redis answers. A hung
 * Redis shows on the subscriber through `probe` instead.
 */
export const subscriberOptions = { ...redisOptions, commandTimeout: undefined };

/** The states of a connection that was lost; the others are ready or on the way to it. */
const LOST = new Set(['close', 'reconnecting', 'end']);

/** ioredis' own text for a command whose answer did not come within `commandTimeout`; it has no code. */
const TIMED_OUT = 'Command timed out';

/** How often a connection that stopped answering is asked again, so its return is seen without traffic. */
const RECHECK_MS = 1000;

/** The errors of commands that failed for want of Redis (not Redis' answer that they were wrong). */
const unavailableErrors = new WeakSet<object>();

/**
 * True when `error` is a Redis command's failure because Redis was unreachable, hung or closing:
 * no fault of the caller's, to be answered as UNAVAILABLE and counted rather than logged.
 */
export const isRedisUnavailable = (error: unknown): boolean => typeof error === 'object' && error !== null && unavailableErrors.has(error);

/** ioredis' class of the errors Redis itself answered (a wrong type, a bad argument): those are faults. */
type ReplyErrorClass = abstract new (...args: never[]) => Error;

/**
 * Follows the connections' events and commands and logs the changes of their joint state: down as
 * soon as one connection is lost or leaves a command unanswered (with the error that came with
 * it), up once all are ready and answering again. A connection that has not connected yet is not
 * counted as down, so a start does not log an outage. Each command that fails for want of Redis is
 * counted, not logged: an outage is one warning, however many requests it touches.
 */
export class ConnectionsHealth implements RedisHealth {
  readonly configured = true;
  failures = 0;
  private readonly clients = new Set<Redis>();
  /** Connections still open whose last command was not answered in time: Redis is hung. */
  private readonly unanswering = new Set<Redis>();
  private recheck: NodeJS.Timeout | undefined;
  private reportedDown = false;
  private lastError: Error | undefined;
  private closing = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly replyError: ReplyErrorClass,
  ) {}

  get up(): boolean {
    return [...this.clients].every((client) => client.status === 'ready' && !this.unanswering.has(client));
  }

  watch(client: Redis): void {
    this.clients.add(client);
    this.followCommands(client);
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
      this.unanswering.delete(client);
      this.update();
    });
  }

  async probe(ms: number): Promise<boolean> {
    await Promise.all(
      [...this.clients].map(async (client) => {
        if (client.status !== 'ready') return;
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), ms);
        });
        const answered = await Promise.race([client.ping().then(() => true, () => false), late]);
        clearTimeout(timer);
        // An answer that comes later still marks the connection answering again (followCommands).
        if (!answered) this.unanswered(client, new Error(`Redis did not answer a PING within ${ms} ms`));
      }),
    );
    return this.up;
  }

  /** The node is closing its connections on purpose: that is no outage. */
  stop(): void {
    this.closing = true;
    clearInterval(this.recheck);
  }

  /**
   * Sees every command's outcome, pipelines' included: an answer, even Redis refusing the command,
   * shows the connection answering; any other failure is Redis away, and a timeout is Redis hung.
   */
  private followCommands(client: Redis): void {
    const send = client.sendCommand.bind(client);
    client.sendCommand = ((command: Command, stream?: unknown) => {
      const sent = send(command, stream as never);
      command.promise.then(
        () => this.answered(client),
        (err: unknown) => {
          if (err instanceof this.replyError) return this.answered(client);
          if (typeof err === 'object' && err !== null) unavailableErrors.add(err);
          this.failures += 1;
          if (err instanceof Error && err.message === TIMED_OUT) this.unanswered(client, err);
        },
      );
      return sent;
    }) as Redis['sendCommand'];
  }

  private answered(client: Redis): void {
    if (this.unanswering.delete(client)) this.update();
  }

  private unanswered(client: Redis, err: Error): void {
    if (this.closing || client.status !== 'ready') return;
    this.lastError = err;
    this.unanswering.add(client);
    this.update();
    // Asked again until it answers, so the return is seen (and logged) with no request to see it.
    this.recheck ??= setInterval(() => {
      if (this.unanswering.size === 0) {
        clearInterval(this.recheck);
        this.recheck = undefined;
        return;
      }
      for (const hung of this.unanswering) hung.ping().catch(() => undefined);
    }, RECHECK_MS).unref();
  }

  private update(): void {
    if (this.closing) return;
    const down = [...this.clients].some((client) => LOST.has(client.status) || this.unanswering.has(client));
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

const notConfigured: RedisHealth = { configured: false, up: false, failures: 0, watch: () => undefined, probe: async () => false };

async function redisPlugin(app: FastifyInstance) {
  const url = app.config.redisUrl;
  if (!url) {
    app.decorate('redis', null);
    app.decorate('redisHealth', notConfigured);
    return;
  }
  // ioredis is loaded only when a node uses Redis, so a start without it does not pay for its code.
  const { Redis, ReplyError } = await import('ioredis');
  const redis = new Redis(url, redisOptions);
  const health = new ConnectionsHealth(app.log, ReplyError as ReplyErrorClass);
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
