/**
 * Who has a request's chat open: the sockets of each person that joined the conversation, in Redis
 * when configured (so every node sees every other node's sockets), else in this process. A message
 * to somebody not present becomes a notification instead.
 *
 * Each socket is one entry naming the node that holds it (see plugins/infrastructure/live-nodes.ts): a node killed
 * without running its sockets' disconnect handling leaves its entries behind, and those are read
 * as absent, and removed, once that node's heartbeat has lapsed. Entries per socket rather than a
 * count, so a leave counted twice or never cannot drift the count. The keys still expire after a
 * day of no joins, so nothing is kept for ever.
 *
 * Redis may also restart empty under a running node. Each node therefore keeps the entries of its
 * own sockets and writes them again whenever its connection is ready again: people with the chat
 * open are not taken for away, and sent a notice for each message, after Redis comes back.
 */
import type { Redis } from 'ioredis';
import type { LiveNodes } from '../../plugins/infrastructure/live-nodes.ts';

export interface Presence {
  join(requestId: string, userId: string, socketId: string): Promise<void>;
  leave(requestId: string, userId: string, socketId: string): Promise<void>;
  isPresent(requestId: string, userId: string): Promise<boolean>;
}

const DAY_SECONDS = 24 * 60 * 60;
const keyOf = (requestId: string, userId: string) => `sahaya:chat:sockets:${requestId}:${userId}`;

/** Adds `socketId` to the set of `key`. */
const add = (sets: Map<string, Set<string>>, key: string, socketId: string) => sets.set(key, (sets.get(key) ?? new Set()).add(socketId));

/** Takes `socketId` out of the set of `key`, dropping a set left empty. */
function take(sets: Map<string, Set<string>>, key: string, socketId: string): void {
  const left = sets.get(key);
  left?.delete(socketId);
  if (left?.size === 0) sets.delete(key);
}

/**
 * Redis away (stopped, hung, restarting) never fails a chat: a join or a leave is kept by this node
 * and written once Redis is back, and whoever cannot be looked up reads as away, so a message to
 * them leaves a notice. A notice too many is better than a message refused.
 */
function redisPresence(redis: Redis, nodes: LiveNodes): Presence {
  /** The entries of this node's sockets, by key: written again whenever Redis comes back, maybe empty. */
  const held = new Map<string, Set<string>>();
  /** Leaves Redis may have missed, sent again when it is back so nobody who left stays present. */
  const missed = new Map<string, Set<string>>();

  nodes.afterReconnect(() => {
    if (held.size === 0 && missed.size === 0) return;
    const leaves = [...missed];
    missed.clear();
    const batch = redis.multi();
    for (const [key, socketIds] of leaves) batch.hdel(key, ...socketIds);
    for (const [key, socketIds] of held) {
      batch.hset(key, Object.fromEntries([...socketIds].map((socketId) => [socketId, nodes.id]))).expire(key, DAY_SECONDS);
    }
    batch.exec().catch(() => {
      // Lost again at once: the next reconnect tries again.
      for (const [key, socketIds] of leaves) for (const socketId of socketIds) add(missed, key, socketId);
    });
  });

  return {
    async join(requestId, userId, socketId) {
      const key = keyOf(requestId, userId);
      add(held, key, socketId);
      take(missed, key, socketId);
      await redis
        .multi()
        .hset(key, socketId, nodes.id)
        .expire(key, DAY_SECONDS)
        .exec()
        .catch(() => undefined);
    },
    async leave(requestId, userId, socketId) {
      const key = keyOf(requestId, userId);
      take(held, key, socketId);
      await redis.hdel(key, socketId).catch(() => add(missed, key, socketId));
    },
    async isPresent(requestId, userId) {
      const key = keyOf(requestId, userId);
      try {
        const sockets = Object.entries(await redis.hgetall(key));
        if (sockets.length === 0) return false;
        const alive = await nodes.alive(sockets.map(([, node]) => node));
        const ghosts = sockets.filter(([, node]) => !alive.has(node)).map(([socketId]) => socketId);
        // The next reader removes the ghosts if this one cannot.
        if (ghosts.length > 0) await redis.hdel(key, ...ghosts).catch(() => undefined);
        return ghosts.length < sockets.length;
      } catch {
        return false;
      }
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
