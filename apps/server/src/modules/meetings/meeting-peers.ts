/**
 * Who is in a meeting's room now: one entry per socket, in Redis when configured (so every node
 * sees the peers of every other), else in this process. Entries expire after a day of no joins.
 *
 * Each Redis entry names the node that holds its socket (see plugins/infrastructure/live-nodes.ts). A node killed
 * without running its sockets' disconnect handling leaves its peers behind; once its heartbeat has
 * lapsed they are ghosts: `list` leaves them out and removes them, and hands them to `onGhosts` so
 * the room hears they left and, when one was an admin, the meeting ends as after a dropped
 * connection. Removal decides who handles a ghost, so two nodes finding it at once tell it once.
 *
 * With Redis away nobody can be let in or reached: those calls fail as UNAVAILABLE, which the room
 * tries again after. Redis may come back empty (restarted): each node keeps the entries of its own
 * sockets and writes them again when its connection is ready, those whose socket is still in the
 * room by then (`holds`), so the people in a call stay in it.
 */
import type { Redis } from 'ioredis';
import type { Peer, RoomMode } from '@sahaya/contract/meetings/events';
import { AppError } from '../../errors.ts';
import type { LiveNodes } from '../../plugins/infrastructure/live-nodes.ts';
import { isRedisUnavailable } from '../../plugins/infrastructure/redis.ts';

export interface MeetingPeers {
  /**
   * Puts a socket in and answers the living peers that were there before it, in one step: of two
   * sockets entering at once, exactly one finds the other, and so exactly one of them calls. A
   * list read before a separate add let both miss each other, and that pair never connected.
   */
  enter(meetingId: string, peer: Peer): Promise<Peer[]>;
  /** Takes a socket out, answering who it was (null when it was not there). */
  remove(meetingId: string, socketId: string): Promise<Peer | null>;
  /** The peers whose sockets are alive. */
  list(meetingId: string): Promise<Peer[]>;
  clear(meetingId: string): Promise<void>;
  /** Whether the room goes through Janus: from `toJanus` until it empties or is cleared. */
  mode(meetingId: string): Promise<RoomMode>;
  /** Sends the room through Janus; answers whether it went through the mesh until now. */
  toJanus(meetingId: string): Promise<boolean>;
}

/** Called with the peers of a dead node that `list` found and removed. */
export type GhostHandler = (meetingId: string, ghosts: Peer[]) => void;

/**
 * Whether this node's socket is still in the meeting's room: it may have been taken out by another
 * node (removed by the admin, the meeting closed), which this node's own list does not hear of.
 */
export type HoldsPeer = (meetingId: string, socketId: string) => boolean;

/**
 * A stored entry: the peer and its node. An entry without a node was written before nodes beat
 * (by a node of the previous release during a rolling deploy) and counts as alive.
 */
type Stored = Peer & { nodeId?: string };

const DAY_SECONDS = 24 * 60 * 60;
const keyOf = (meetingId: string) => `sahaya:meeting:peers:${meetingId}`;
/** Present while the room goes through Janus. */
const janusKeyOf = (meetingId: string) => `sahaya:meeting:janus:${meetingId}`;
const peerOf = ({ nodeId: _nodeId, ...peer }: Stored): Peer => peer;

/** A Redis command's failure for want of Redis becomes UNAVAILABLE, which the room tries again after. */
const unavailable = (error: unknown): never => {
  throw isRedisUnavailable(error) ? new AppError('UNAVAILABLE') : error;
};

function redisPeers(redis: Redis, nodes: LiveNodes, onGhosts: GhostHandler, holds: HoldsPeer): MeetingPeers {
  /** This node's entries by meeting and socket, written again when Redis is back. */
  const held = new Map<string, Map<string, Stored>>();
  /** Removals Redis may have missed, sent again when it is back so nobody who left stays listed. */
  const missed = new Map<string, Set<string>>();
  const forget = (meetingId: string, socketId: string) => {
    const room = held.get(meetingId);
    room?.delete(socketId);
    if (room?.size === 0) held.delete(meetingId);
  };

  nodes.afterReconnect(() => {
    const removals = [...missed];
    missed.clear();
    const batch = redis.multi();
    for (const [meetingId, socketIds] of removals) batch.hdel(keyOf(meetingId), ...socketIds);
    for (const [meetingId, room] of held) {
      for (const socketId of room.keys()) if (!holds(meetingId, socketId)) forget(meetingId, socketId);
      if (!held.has(meetingId)) continue;
      const entries = Object.fromEntries([...room].map(([socketId, stored]) => [socketId, JSON.stringify(stored)]));
      batch.hset(keyOf(meetingId), entries).expire(keyOf(meetingId), DAY_SECONDS);
    }
    if (removals.length === 0 && held.size === 0) return;
    batch.exec().catch(() => {
      // Lost again at once: the next reconnect tries again.
      for (const [meetingId, socketIds] of removals) missed.set(meetingId, new Set([...(missed.get(meetingId) ?? []), ...socketIds]));
    });
  });

  /** The living ones of a room's entries; the dead nodes' ones are removed and handed to `onGhosts`. */
  const living = async (meetingId: string, stored: Stored[]): Promise<Peer[]> => {
    const alive = await nodes.alive(stored.flatMap((entry) => (entry.nodeId ? [entry.nodeId] : [])));
    const isAlive = (entry: Stored) => !entry.nodeId || alive.has(entry.nodeId);
    const ghosts = stored.filter((entry) => !isAlive(entry));
    if (ghosts.length > 0) {
      const removed = await Promise.all(ghosts.map((ghost) => redis.hdel(keyOf(meetingId), ghost.socketId).catch(unavailable)));
      const mine = ghosts.filter((_, i) => removed[i] === 1).map(peerOf);
      if (mine.length > 0) onGhosts(meetingId, mine);
    }
    return stored.filter(isAlive).map(peerOf);
  };
  const parsed = (entries: Record<string, string>) => Object.values(entries).map((value) => JSON.parse(value) as Stored);

  return {
    async enter(meetingId, peer) {
      const stored: Stored = { ...peer, nodeId: nodes.id };
      // MULTI runs its commands with no other client's in between, so the read is exactly who came first.
      const [[, before]] = (await redis
        .multi()
        .hgetall(keyOf(meetingId))
        .hset(keyOf(meetingId), peer.socketId, JSON.stringify(stored))
        .expire(keyOf(meetingId), DAY_SECONDS)
        .exec()
        .catch(unavailable)) as [[unknown, Record<string, string>]];
      held.set(meetingId, (held.get(meetingId) ?? new Map<string, Stored>()).set(peer.socketId, stored));
      const others = parsed(before).filter((entry) => entry.socketId !== peer.socketId);
      return living(meetingId, others);
    },
    async remove(meetingId, socketId) {
      forget(meetingId, socketId);
      const [[, found], , [, left]] = (await redis
        .multi()
        .hget(keyOf(meetingId), socketId)
        .hdel(keyOf(meetingId), socketId)
        .hlen(keyOf(meetingId))
        .exec()
        .catch((error: unknown) => {
          if (isRedisUnavailable(error)) missed.set(meetingId, (missed.get(meetingId) ?? new Set()).add(socketId));
          return unavailable(error);
        })) as [[unknown, string | null], unknown, [unknown, number]];
      // The last one out: whoever comes next starts a mesh. One entering meanwhile is alone, which a mesh holds.
      if (left === 0) await redis.del(janusKeyOf(meetingId)).catch(unavailable);
      return found ? peerOf(JSON.parse(found) as Stored) : null;
    },
    async list(meetingId) {
      return living(meetingId, parsed(await redis.hgetall(keyOf(meetingId)).catch(unavailable)));
    },
    async clear(meetingId) {
      held.delete(meetingId);
      await redis.del(keyOf(meetingId), janusKeyOf(meetingId)).catch(unavailable);
    },
    async mode(meetingId) {
      return (await redis.exists(janusKeyOf(meetingId)).catch(unavailable)) ? 'janus' : 'mesh';
    },
    async toJanus(meetingId) {
      return (await redis.set(janusKeyOf(meetingId), '1', 'EX', DAY_SECONDS, 'NX').catch(unavailable)) === 'OK';
    },
  };
}

/** In one process the disconnect handling of every socket runs, so no entry outlives its socket. */
function memoryPeers(): MeetingPeers {
  const rooms = new Map<string, Map<string, Peer>>();
  const throughJanus = new Set<string>();
  return {
    async enter(meetingId, peer) {
      const room = rooms.get(meetingId) ?? new Map<string, Peer>();
      // Read and written with no await between, so no other socket's entry comes in the middle.
      const before = [...room.values()].filter((other) => other.socketId !== peer.socketId);
      room.set(peer.socketId, peer);
      rooms.set(meetingId, room);
      return before;
    },
    async remove(meetingId, socketId) {
      const room = rooms.get(meetingId);
      const peer = room?.get(socketId) ?? null;
      room?.delete(socketId);
      if (room?.size === 0) {
        rooms.delete(meetingId);
        throughJanus.delete(meetingId);
      }
      return peer;
    },
    async list(meetingId) {
      return [...(rooms.get(meetingId)?.values() ?? [])];
    },
    async clear(meetingId) {
      rooms.delete(meetingId);
      throughJanus.delete(meetingId);
    },
    async mode(meetingId) {
      return throughJanus.has(meetingId) ? 'janus' : 'mesh';
    },
    async toJanus(meetingId) {
      if (throughJanus.has(meetingId)) return false;
      throughJanus.add(meetingId);
      return true;
    },
  };
}

export const createMeetingPeers = (
  redis: Redis | null | undefined,
  nodes: LiveNodes | null,
  onGhosts: GhostHandler,
  holds: HoldsPeer,
): MeetingPeers => (redis && nodes ? redisPeers(redis, nodes, onGhosts, holds) : memoryPeers());
