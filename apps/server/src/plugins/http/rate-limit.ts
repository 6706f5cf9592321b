/**
 * Rate limits. A route lists the limits it counts against (`route(app, e, handler, { limits })`);
 * each allows `max` counted requests per window for each value of its key, and every limit of the
 * route counts, so one endpoint can be held per address, per account and per both at once. A limit
 * may count only refused answers (400, 401): a failed sign-in backs its account off, while a person
 * who signs in successfully is never held back. Counters live in Redis when it is configured, so
 * every node counts together; otherwise in this process.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../../errors.ts';

export const MINUTE_MS = 60_000;

export interface Limit {
  /** Names the counter, so two limits with the same key value never share one. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted: an address, an account, a person...; null when the request has nothing this limit counts. */
  key: (request: FastifyRequest) => string | null;
  /** Count refused answers only, after they are sent, instead of every request. */
  failuresOnly?: boolean;
}

export interface LimitHooks {
  preHandler: preHandlerAsyncHookHandler;
  onSend?: onSendHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The hooks that hold a route to these limits: 429 once any is exceeded. */
    limitBy(limits: readonly Limit[]): LimitHooks;
  }
}

/** The signed-in person, whichever address they come from (for guarded endpoints only). */
const person = (request: FastifyRequest) => request.auth.userId;

/** Uploads fill disks; a person uploading pictures and certificates by hand stays far below this. */
export const uploadLimit: Limit = { name: 'upload', max: 30, windowMs: MINUTE_MS, key: person };

/** Calls that check a password are slowed down like sign-in, so they cannot be used to guess it. */
export const passwordCheckLimit: Limit = { name: 'password-check', max: 10, windowMs: MINUTE_MS, key: person };

/** Fixed-window counters: the window starts with a key's first count. */
interface Counters {
  /** Adds one and answers the count now. */
  add(key: string, windowMs: number): Promise<number>;
  read(key: string): Promise<number>;
  /** Milliseconds until the key's window ends (0 when it has none). */
  remainingMs(key: string): Promise<number>;
}

function redisCounters(redis: Redis): Counters {
  const prefix = 'sahaya:rate-limit:';
  return {
    async add(key, windowMs) {
      const [[, count]] = (await redis.multi().incr(prefix + key).pexpire(prefix + key, windowMs, 'NX').exec()) as [[unknown, number]];
      return count;
    },
    async read(key) {
      return Number(await redis.get(prefix + key)) || 0;
    },
    async remainingMs(key) {
      return Math.max(0, await redis.pttl(prefix + key));
    },
  };
}

function memoryCounters(): Counters {
  const counts = new Map<string, { count: number; until: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.until <= Date.now()) counts.delete(key);
    return counts.get(key);
  };
  return {
    async add(key, windowMs) {
      // Ended windows are dropped now and then, so the map holds only what is being counted.
      if (counts.size > 10_000) for (const k of counts.keys()) live(k);
      const entry = live(key) ?? { count: 0, until: Date.now() + windowMs };
      entry.count += 1;
      counts.set(key, entry);
      return entry.count;
    },
    async read(key) {
      return live(key)?.count ?? 0;
    },
    async remainingMs(key) {
      const entry = live(key);
      return entry ? Math.max(0, entry.until - Date.now()) : 0;
    },
  };
}

const refused = (reply: FastifyReply) => reply.statusCode === 400 || reply.statusCode === 401;

async function rateLimitPlugin(app: FastifyInstance) {
  const counters = app.redis ? redisCounters(app.redis) : memoryCounters();
  // A Redis outage should slow nobody down: requests pass rather than fail.
  const safely = async (count: Promise<number>) => count.catch(() => 0);

  app.decorate('limitBy', (limits: readonly Limit[]): LimitHooks => {
    const failures = limits.filter((limit) => limit.failuresOnly);
    return {
      async preHandler(request, reply) {
        // Every limit counts the request, even once one is exceeded, so none can be dodged by another.
        const over = await Promise.all(
          limits.map(async (limit) => {
            const key = limit.key(request);
            if (key === null) return null;
            const counter = `${limit.name}|${key}`;
            const count = await safely(limit.failuresOnly ? counters.read(counter) : counters.add(counter, limit.windowMs));
            return (limit.failuresOnly ? count >= limit.max : count > limit.max) ? counter : null;
          }),
        );
        const exceeded = over.filter((counter) => counter !== null);
        if (exceeded.length === 0) return;
        // The client is told when the longest of the windows it is over ends: asking sooner is refused again.
        const waits = await Promise.all(exceeded.map((counter) => safely(counters.remainingMs(counter))));
        reply.header('Retry-After', String(Math.max(1, Math.ceil(Math.max(...waits) / 1000))));
        throw new AppError('RATE_LIMITED');
      },
      // Counted before the answer leaves, so the next request already sees this refusal.
      onSend:
        failures.length === 0
          ? undefined
          : async (request, reply, payload) => {
              if (!refused(reply)) return payload;
              for (const limit of failures) {
                const key = limit.key(request);
                if (key !== null) await safely(counters.add(`${limit.name}|${key}`, limit.windowMs));
              }
              return payload;
            },
    };
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['redis'] });
