/**
 * Who has a request's chat open: the sockets of each person that joined the conversation, in Redis
 * when configured (so every node sees every other node's sockets), else in this process. A message
 * to somebody not present becomes a notification instead.
 *
 * Each socket is one entry naming the node that holds it (see plugins/live-nodes.ts): a node killed
 * without running its sockets' disconnect handling leaves its entries behind, and those are read
 * as absent, and removed, once that node's heartbeat has lapsed. Entries per socket rather than a
 * count, so a leave counted twice or never cannot drift the count. The keys still expire after a
 * day of no joins, so nothing is kept for ever.
 */
import type { Redis } from 'ioredis';
import type { LiveNodes } from '../../plugins/live-nodes.ts';

export interface Presence {
  join(requestId: string, userId: string, socketId: string): Promise<void>;
  leave(requestId: string, userId: string, socketId: string): Promise<void>;
  isPresent(requestId: string, userId: string): Promise<boolean>;
}

const DAY_SECONDS = 24 * 60 * 60;
const keyOf = (requestId: string, userId: string) => `sahaya:chat:sockets:${requestId}:${userId}`;

function redisPresence(redis: Redis, nodes: LiveNodes): Presence {
  return {
    async join(requestId, userId, socketId) {
      const key = keyOf(requestId, userId);
      await redis.multi().hset(key, socketId, nodes.id).expire(key, DAY_SECONDS).exec();
    },
    async leave(requestId, userId, socketId) {
      await redis.hdel(keyOf(requestId, userId), socketId);
    },
    async isPresent(requestId, userId) {
      const key = keyOf(requestId, userId);
      const sockets = Object.entries(await redis.hgetall(key));
      if (sockets.length === 0) return false;
      const alive = await nodes.alive(sockets.map(([, node]) => node));
      const ghosts = sockets.filter(([, node]) => !alive.has(node)).map(([socketId]) => socketId);
      if (ghosts.length > 0) await redis.hdel(key, ...ghosts);
      return ghosts.length < sockets.length;
    },
  };
}

/** In one process the disconnect handling of every socket runs, so no entry outlives its socket. */
function memoryPresence(): Presence {
  const sockets = new Map<string, Set<string>>();
  return {
    async join(requestId, userId, socketId) {
      const key = keyOf(requestId, userId);
      sockets.set(key, (sockets.get(key) ?? new Set()).add(socketId));
    },
    async leave(requestId, userId, socketId) {
      const key = keyOf(requestId, userId);
      const left = sockets.get(key);
      left?.delete(socketId);
      if (left?.size === 0) sockets.delete(key);
    },
    async isPresent(requestId, userId) {
      return (sockets.get(keyOf(requestId, userId))?.size ?? 0) > 0;
    },
  };
}

export const createPresence = (redis: Redis | null | undefined, nodes: LiveNodes | null): Presence =>
  redis && nodes ? redisPresence(redis, nodes) : memoryPresence();
