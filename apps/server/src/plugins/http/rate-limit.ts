/**
 * Rate limits. A route lists the limits it counts against (`route(app, e, handler, { limits })`);
 * each allows `max` counted requests per window for each value of its key, and every limit of the
 * route counts, so one endpoint can be held per address, per account and per both at once. A limit
 * may count only refused answers (400, 401): a failed sign-in backs its account off, while a person
 * who signs in successfully is never held back. Counters live in Redis when it is configured, so
 * every node counts together; otherwise in this process. While Redis cannot be reached, each node
 * counts in its own process: a limit is then held per node, looser by the number of nodes for a
 * while, rather than not at all.
 *
 * Every request is counted before its handler runs, in one atomic step, and refused past the limit:
 * requests sent at the same moment then each see the others, and no burst gets through. Whether an
 * answer is a refusal is known only once it is made, so a limit of refusals counts each request as
 * one until then and gives the count back for any other answer. Requests still being answered hold
 * their places meanwhile: with `max - n` refusals counted, at most n more are answered at once. A
 * request turned away before it is counted (a stranger, a body that does not parse) checked
 * nothing, and counts against nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../../errors.ts';
import { MINUTE_MS } from '../../lib/durations.ts';

export interface Limit {
  /** Names the counter, so two limits with the same key value never share one. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted: an address, an account, a person...; null when the request has nothing this limit counts. */
  key: (request: FastifyRequest) => string | null;
  /** Count refused answers only, instead of every request: any other answer gives its count back. */
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
export const person = (request: FastifyRequest) => request.auth.userId;

/** Uploads fill disks; a person uploading pictures and certificates by hand stays far below this. */
export const uploadLimit: Limit = { name: 'upload', max: 30, windowMs: MINUTE_MS, key: person };

/** Calls that check a password are slowed down like sign-in, so they cannot be used to guess it. */
export const passwordCheckLimit: Limit = { name: 'password-check', max: 10, windowMs: MINUTE_MS, key: person };

/** A fixed-window counter: the window starts with the key's first count. */
interface Counted {
  key: string;
  windowMs: number;
}

interface Counters {
  /**
   * Adds one to each key's count and answers the counts. The keys are counted together, with no
   * other request's count between them: requests sent at once then meet every limit in the same
   * order, so the first is counted first everywhere and one of many goes through.
   */
  add(keys: readonly Counted[]): Promise<number[]>;
  /**
   * Takes one off each key's count. A window that ended meanwhile stays ended; one begun since is
   * given the one back, a try more at most for each request that was answered across the two.
   */
  giveBack(keys: readonly string[]): Promise<void>;
  /** Milliseconds until the key's window ends (0 when it has none). */
  remainingMs(key: string): Promise<number>;
}

/**
 * DECR would bring back a key whose window ended between the count and the answer, at -1 and
 * with no expiry, a credit that would never end: only a key that still exists is given one back.
 */
const GIVE_BACK = "for _, key in ipairs(KEYS) do if redis.call('exists', key) == 1 then redis.call('decr', key) end end";

function redisCounters(redis: Redis, namespace: string): Counters {
  const prefix = `sahaya:rate-limit:${namespace}`;
  return {
    async add(keys) {
      if (keys.length === 0) return [];
      const transaction = redis.multi();
      for (const { key, windowMs } of keys) transaction.incr(prefix + key).pexpire(prefix + key, windowMs, 'NX');
      const replies = ((await transaction.exec()) ?? []).map(([, value]) => value);
      // Each key answers twice: its count, then the expiry's.
      return keys.map((_, i) => Number(replies[2 * i]) || 0);
    },
    async giveBack(keys) {
      if (keys.length > 0) await redis.eval(GIVE_BACK, keys.length, ...keys.map((key) => prefix + key));
    },
    async remainingMs(key) {
      return Math.max(0, await redis.pttl(prefix + key));
    },
  };
}

/** One process's counters: each step runs without awaiting, so no other request's comes between. */
function memoryCounters(): Counters {
  const counts = new Map<string, { count: number; until: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.until <= Date.now()) counts.delete(key);
    return counts.get(key);
  };
  return {
    async add(keys) {
      // Ended windows are dropped now and then, so the map holds only what is being counted.
      if (counts.size > 10_000) for (const k of counts.keys()) live(k);
      return keys.map(({ key, windowMs }) => {
        const entry = live(key) ?? { count: 0, until: Date.now() + windowMs };
        entry.count += 1;
        counts.set(key, entry);
        return entry.count;
      });
    },
    async giveBack(keys) {
      for (const key of keys) {
        const entry = live(key);
        if (entry) entry.count -= 1;
      }
    },
    async remainingMs(key) {
      const entry = live(key);
      return entry ? Math.max(0, entry.until - Date.now()) : 0;
    },
  };
}

const refused = (reply: FastifyReply) => reply.statusCode === 400 || reply.statusCode === 401;

async function rateLimitPlugin(app: FastifyInstance, options: { namespace?: string }) {
  const local = memoryCounters();
  const shared = app.redis ? redisCounters(app.redis, options.namespace ? `${options.namespace}:` : '') : local;
  /** Each request's counters of limits of refusals, and where they were counted, until its answer says whether they keep its count. */
  const provisional = new WeakMap<FastifyRequest, { counters: Counters; keys: string[] }>();
  /** The limits that count this request, each with its counter's key. */
  const keyed = (limits: readonly Limit[], request: FastifyRequest) =>
    limits.flatMap((limit) => {
      const key = limit.key(request);
      return key === null ? [] : [{ limit, key: `${limit.name}|${key}`, windowMs: limit.windowMs }];
    });

  app.decorate('limitBy', (limits: readonly Limit[]): LimitHooks => ({
    async preHandler(request, reply) {
      // Every limit counts the request, even once one is exceeded, so none can be dodged by another.
      const counting = keyed(limits, request);
      if (counting.length === 0) return;
      let counters = shared;
      let counts: number[];
      try {
        counts = await counters.add(counting);
      } catch {
        // Redis is away (its commands fail at once meanwhile): this node counts on its own.
        counters = local;
        counts = await counters.add(counting);
      }
      const refusalsOnly = counting.filter(({ limit }) => limit.failuresOnly).map(({ key }) => key);
      if (refusalsOnly.length > 0) provisional.set(request, { counters, keys: refusalsOnly });
      const exceeded = counting.filter(({ limit }, i) => (counts[i] ?? 0) > limit.max).map(({ key }) => key);
      if (exceeded.length === 0) return;
      // The client is told when the longest of the windows it is over ends: asking sooner is refused again.
      const waits = await Promise.all(exceeded.map((key) => counters.remainingMs(key).catch(() => 0)));
      reply.header('Retry-After', String(Math.max(1, Math.ceil(Math.max(...waits) / 1000))));
      throw new AppError('RATE_LIMITED');
    },
    // Given back before the answer leaves, so the client's next request already finds its place free.
    // A 429 is no refusal of the request's own either: held back, it guessed nothing.
    onSend: limits.some((limit) => limit.failuresOnly)
      ? async (request, reply, payload) => {
          const counted = provisional.get(request);
          provisional.delete(request);
          if (counted && !refused(reply)) await counted.counters.giveBack(counted.keys).catch(() => undefined);
          return payload;
        }
      : undefined,
  }));
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['redis'] });
