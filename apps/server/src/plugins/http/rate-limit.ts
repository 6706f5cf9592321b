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
interface Counted {
  key: string;
  windowMs: number;
  /** Add one before answering; otherwise only read. */
  add: boolean;
}

interface Counters {
  /**
   * Answers each key's count, after adding one where asked. The keys are counted together, with no
   * other request's count between them: requests asked for at once then meet every limit in the
   * same order, so the first is counted first everywhere and one of many goes through.
   */
  count(keys: readonly Counted[]): Promise<number[]>;
  /** Milliseconds until the key's window ends (0 when it has none). */
  remainingMs(key: string): Promise<number>;
}

function redisCounters(redis: Redis, namespace: string): Counters {
  const prefix = `sahaya:rate-limit:${namespace}`;
  return {
    async count(keys) {
      if (keys.length === 0) return [];
      const transaction = redis.multi();
      for (const { key, windowMs, add } of keys) {
        if (add) transaction.incr(prefix + key).pexpire(prefix + key, windowMs, 'NX');
        else transaction.get(prefix + key);
      }
      const replies = ((await transaction.exec()) ?? []).map(([, value]) => value);
      // An added key answers twice (its count, then the expiry's), a read key once.
      let at = 0;
      return keys.map(({ add }) => {
        const value = Number(replies[at]) || 0;
        at += add ? 2 : 1;
        return value;
      });
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
    async count(keys) {
      // Ended windows are dropped now and then, so the map holds only what is being counted.
      if (counts.size > 10_000) for (const k of counts.keys()) live(k);
      return keys.map(({ key, windowMs, add }) => {
        if (!add) return live(key)?.count ?? 0;
        const entry = live(key) ?? { count: 0, until: Date.now() + windowMs };
        entry.count += 1;
        counts.set(key, entry);
        return entry.count;
      });
    },
    async remainingMs(key) {
      const entry = live(key);
      return entry ? Math.max(0, entry.until - Date.now()) : 0;
    },
  };
}

const refused = (reply: FastifyReply) => reply.statusCode === 400 || reply.statusCode === 401;

async function rateLimitPlugin(app: FastifyInstance, options: { namespace?: string }) {
  const counters = app.redis ? redisCounters(app.redis, options.namespace ? `${options.namespace}:` : '') : memoryCounters();
  // A Redis outage should slow nobody down: requests pass rather than fail.
  const countSafely = async (keys: readonly Counted[]) => counters.count(keys).catch(() => keys.map(() => 0));
  /** The limits that count this request, each with its counter's key. */
  const keyed = (limits: readonly Limit[], request: FastifyRequest) =>
    limits.flatMap((limit) => {
      const key = limit.key(request);
      return key === null ? [] : [{ limit, key: `${limit.name}|${key}`, windowMs: limit.windowMs }];
    });
  const counted = (keys: ReturnType<typeof keyed>, add: (limit: Limit) => boolean): Counted[] =>
    keys.map(({ limit, key, windowMs }) => ({ key, windowMs, add: add(limit) }));

  app.decorate('limitBy', (limits: readonly Limit[]): LimitHooks => {
    const failures = limits.filter((limit) => limit.failuresOnly);
    return {
      async preHandler(request, reply) {
        // Every limit counts the request, even once one is exceeded, so none can be dodged by another.
        // A limit of refusals only reads here: its count grows when a refusal is sent.
        const counting = keyed(limits, request);
        const counts = await countSafely(counted(counting, (limit) => !limit.failuresOnly));
        const exceeded = counting
          .filter(({ limit }, i) => {
            const count = counts[i] ?? 0;
            return limit.failuresOnly ? count >= limit.max : count > limit.max;
          })
          .map(({ key }) => key);
        if (exceeded.length === 0) return;
        // The client is told when the longest of the windows it is over ends: asking sooner is refused again.
        const waits = await Promise.all(exceeded.map((key) => counters.remainingMs(key).catch(() => 0)));
        reply.header('Retry-After', String(Math.max(1, Math.ceil(Math.max(...waits) / 1000))));
        throw new AppError('RATE_LIMITED');
      },
      // Counted before the answer leaves, so the next request already sees this refusal.
      onSend:
        failures.length === 0
          ? undefined
          : async (request, reply, payload) => {
              if (refused(reply)) await countSafely(counted(keyed(failures, request), () => true));
              return payload;
            },
    };
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['redis'] });
