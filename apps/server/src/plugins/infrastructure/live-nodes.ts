/**
 * Which server nodes are alive, so that what a node recorded in Redis about its sockets (who has a
 * chat open, who is in a meeting's room) does not outlive it. A node killed with SIGKILL never runs
 * its sockets' disconnect handling, so its entries stay behind; each entry therefore names the node
 * that holds its socket, and an entry whose node has stopped beating is a ghost, read as absent and
 * removed by whoever finds it.
 *
 * A heartbeat per node rather than an expiry per entry, renewed by its socket: that is one Redis
 * call per interval per node however many sockets it holds. And rather than asking every node for
 * its sockets (`fetchSockets` through the adapter) each time it matters: that waits for every node
 * to answer, so one slow node would hold up each chat message and each signal of a meeting; the
 * heartbeat costs one read of a few keys.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** How often a node renews its heartbeat, and how long it lasts unrenewed. Tests shorten them. */
export const liveNodeTimings = { heartbeatMs: 10_000, expiryMs: 30_000 };

export interface LiveNodes {
  /** This node's id, recorded beside each socket an entry is kept for. */
  readonly id: string;
  /** Of these node ids, the ones still beating. */
  alive(ids: Iterable<string>): Promise<Set<string>>;
  /**
   * Runs `restore` each time the connection is ready again after being lost, just after this node's
   * beat is sent on it: a Redis restarted empty has forgotten this node's entries, and the beat must
   * be there before they are, or whoever reads them first takes them for a dead node's.
   */
  afterReconnect(restore: () => void): void;
  /** Stops beating and says at once that this node is gone. */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The heartbeat of the nodes sharing Redis; null without Redis, where a process holds all its sockets. */
    liveNodes: LiveNodes | null;
  }
}

export const nodeKey = (id: string) => `sahaya:node:${id}`;

export function startLiveNodes(redis: Redis): LiveNodes {
  const id = randomUUID();
  // A beat that fails is Redis being away, which the Redis plugin logs once; the next beat, or the
  // connection being ready again, renews it.
  const beat = () => {
    redis.set(nodeKey(id), '1', 'PX', liveNodeTimings.expiryMs).catch(() => undefined);
  };
  // Sent before any entry of this node on the same connection, so Redis has the beat first.
  beat();
  const timer = setInterval(beat, liveNodeTimings.heartbeatMs);
  timer.unref();
  // After an outage longer than the expiry this node would look dead until its next beat.
  const restores: (() => void)[] = [];
  const ready = () => {
    beat();
    for (const restore of restores) restore();
  };
  redis.on('ready', ready);
  return {
    id,
    async alive(ids) {
      const others = [...new Set(ids)].filter((other) => other !== id);
      const found = others.length > 0 ? await redis.mget(others.map(nodeKey)) : [];
      // This node knows itself alive, even while its own beat has lapsed in an outage.
      return new Set([id, ...others.filter((_, i) => found[i] !== null)]);
    },
    afterReconnect(restore) {
      restores.push(restore);
    },
    async stop() {
      clearInterval(timer);
      redis.off('ready', ready);
      // Entries whose disconnect handling does not reach Redis before it closes are ghosts at once.
      await redis.del(nodeKey(id)).catch(() => undefined);
    },
  };
}
