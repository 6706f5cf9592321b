/**
 * Who is in a meeting's room now: one entry per socket, in Redis when configured (so every node
 * sees the peers of every other), else in this process. Entries expire after a day, so a node that
 * died without saying goodbye leaves nobody behind for ever.
 */
import type { Redis } from 'ioredis';
import type { Peer } from '@sahaya/contract/meetings/events';

export interface MeetingPeers {
  add(meetingId: string, peer: Peer): Promise<void>;
  /** Takes a socket out, answering who it was (null when it was not there). */
  remove(meetingId: string, socketId: string): Promise<Peer | null>;
  list(meetingId: string): Promise<Peer[]>;
  clear(meetingId: string): Promise<void>;
}

const DAY_SECONDS = 24 * 60 * 60;
const keyOf = (meetingId: string) => `sahaya:meeting:peers:${meetingId}`;

function redisPeers(redis: Redis): MeetingPeers {
  return {
    async add(meetingId, peer) {
      await redis.multi().hset(keyOf(meetingId), peer.socketId, JSON.stringify(peer)).expire(keyOf(meetingId), DAY_SECONDS).exec();
    },
    async remove(meetingId, socketId) {
      const [[, found]] = (await redis.multi().hget(keyOf(meetingId), socketId).hdel(keyOf(meetingId), socketId).exec()) as [[unknown, string | null]];
      return found ? (JSON.parse(found) as Peer) : null;
    },
    async list(meetingId) {
      return Object.values(await redis.hgetall(keyOf(meetingId))).map((value) => JSON.parse(value) as Peer);
    },
    async clear(meetingId) {
      await redis.del(keyOf(meetingId));
    },
  };
}

function memoryPeers(): MeetingPeers {
  const rooms = new Map<string, Map<string, Peer>>();
  return {
    async add(meetingId, peer) {
      const room = rooms.get(meetingId) ?? new Map<string, Peer>();
      room.set(peer.socketId, peer);
      rooms.set(meetingId, room);
    },
    async remove(meetingId, socketId) {
      const room = rooms.get(meetingId);
      const peer = room?.get(socketId) ?? null;
      room?.delete(socketId);
      if (room?.size === 0) rooms.delete(meetingId);
      return peer;
    },
    async list(meetingId) {
      return [...(rooms.get(meetingId)?.values() ?? [])];
    },
    async clear(meetingId) {
      rooms.delete(meetingId);
    },
  };
}

export const createMeetingPeers = (redis: Redis | null | undefined): MeetingPeers => (redis ? redisPeers(redis) : memoryPeers());
