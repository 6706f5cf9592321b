/**
 * Who has a request's chat open: a count per conversation and person of the sockets that joined
 * it, in Redis when configured (so every node sees every other node's sockets), else in this
 * process. A message to somebody not present becomes a notification instead. Counts expire after
 * a day, so a node that died without leaving cannot make anybody look present for ever.
 */
import type { Redis } from 'ioredis';

export interface Presence {
  join(requestId: string, userId: string): Promise<void>;
  leave(requestId: string, userId: string): Promise<void>;
  isPresent(requestId: string, userId: string): Promise<boolean>;
}

const DAY_SECONDS = 24 * 60 * 60;
const keyOf = (requestId: string, userId: string) => `sahaya:chat:present:${requestId}:${userId}`;

function redisPresence(redis: Redis): Presence {
  return {
    async join(requestId, userId) {
      await redis.multi().incr(keyOf(requestId, userId)).expire(keyOf(requestId, userId), DAY_SECONDS).exec();
    },
    async leave(requestId, userId) {
      const key = keyOf(requestId, userId);
      // Never below zero, and gone at zero: one script, so two leaving at once count right.
      await redis.eval("local n = redis.call('decr', KEYS[1]) if n <= 0 then redis.call('del', KEYS[1]) end return n", 1, key);
    },
    async isPresent(requestId, userId) {
      return Number(await redis.get(keyOf(requestId, userId))) > 0;
    },
  };
}

function memoryPresence(): Presence {
  const counts = new Map<string, number>();
  return {
    async join(requestId, userId) {
      const key = keyOf(requestId, userId);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    async leave(requestId, userId) {
      const key = keyOf(requestId, userId);
      const left = (counts.get(key) ?? 0) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    },
    async isPresent(requestId, userId) {
      return (counts.get(keyOf(requestId, userId)) ?? 0) > 0;
    },
  };
}

export const createPresence = (redis: Redis | null | undefined): Presence => (redis ? redisPresence(redis) : memoryPresence());
