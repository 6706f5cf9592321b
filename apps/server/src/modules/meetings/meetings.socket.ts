/**
 * The signalling of a meeting's room. Only the meeting's participants and admins get in; each
 * socket in the room is in the room of all its peers and in the admins' or the guests' room, so
 * admins hear every peer's name and the others only "Admin" or "Guest". A signal goes to one peer
 * of the same meeting, and only from a socket in it. When the last admin leaves, however it leaves
 * (the page, the tab, the connection), the meeting is over for everyone; a dropped connection is
 * given a short grace to come back first.
 */
import type { FastifyInstance } from 'fastify';
import {
  joinJanus,
  joinMeeting,
  leaveMeeting,
  meetingEnded,
  peerJoined,
  peerLeft,
  peerMedia,
  removedFromMeeting,
  removeParticipant,
  reportIceCandidate,
  roomMode,
  sendSignal,
  shareMediaState,
  signal,
  type Peer,
  type RoomEndReason,
  type RoomMode,
} from '@sahaya/contract/meetings/events';
import { meetingMessages as m } from '@sahaya/contract/meetings/messages';
import { AppError } from '../../errors.ts';
import type { LiveSocket } from '../../plugins/infrastructure/realtime.ts';
import { meetingIce } from './meeting-ice.ts';
import { createMeetingPeers } from './meeting-peers.ts';
import { janusJoin, meetingSfu } from './meeting-sfu.ts';
import { complete, isOpen, openRoom, removeFromMeeting, type MeetingRooms } from './meetings.service.ts';

const roomsOf = (meetingId: string) => ({
  all: `meeting:${meetingId}`,
  admins: `meeting:${meetingId}:admins`,
  guests: `meeting:${meetingId}:guests`,
});

/**
 * How long a meeting waits for its admin after the admin's connection drops rather than their
 * leaving: the server closes every socket when its access token expires, and a phone may change
 * networks; the room reconnects and joins again well within this. Tests shorten it.
 */
export const meetingTimings = { reconnectGraceMs: 20_000 };

/** How a peer looks to somebody who is not an admin. */
const masked = (peer: Peer): Peer => ({ ...peer, name: peer.isAdmin ? 'Admin' : 'Guest' });

/** Redis away is counted and logged once for the whole outage (plugins/infrastructure/redis.ts), not per room. */
const isUnavailable = (err: unknown) => err instanceof AppError && err.code === 'UNAVAILABLE';

export function meetingEvents(app: FastifyInstance): MeetingRooms {
  const warn = (message: string) => (err: unknown) => {
    if (!isUnavailable(err)) app.log.warn({ err }, message);
  };
  const peers = createMeetingPeers(
    app.redis,
    app.liveNodes,
    // A dead node's peers, found by whoever lists the room, leave it as a dropped connection would.
    (meetingId, ghosts) => {
      for (const ghost of ghosts) app.live.emitToRoom(roomsOf(meetingId).all, peerLeft, { socketId: ghost.socketId, userId: ghost.userId });
      if (ghosts.some((ghost) => ghost.isAdmin)) awaitAdmin(meetingId);
    },
    // Socket rooms are this node's own record of who is in a meeting, kept by every node's leaves.
    (meetingId, socketId) => app.realtime.of('/').sockets.get(socketId)?.rooms.has(roomsOf(meetingId).all) ?? false,
  );
  /** The meetings each socket is in, so closing it leaves them all. */
  const joined = new WeakMap<LiveSocket, Set<string>>();
  /** The meetings each socket has reported its call's candidate type in since it joined them: one count a joined call. */
  const reported = new WeakMap<LiveSocket, Set<string>>();
  const iceCandidates = app.metrics.counter(
    'sahaya_meeting_ice_candidates_total',
    "Joined calls by the type of ICE candidate each person's first connection went through: host, srflx or prflx (direct) or relay (through TURN).",
    ['type'],
  );

  const sfu = meetingSfu(app);

  /**
   * How the room's media travels now that a socket entered it with `present` others: through Janus
   * once it holds more than a mesh does, and then until it empties. Whoever tips it over tells
   * everybody already in, who reconnect through Janus; a socket joining at the same moment hears
   * it too, as it is in the socket room already.
   */
  const modeOnEntering = async (meetingId: string, present: number, socket: LiveSocket): Promise<RoomMode> => {
    if (!sfu || !app.config.janus) return 'mesh';
    if (present + 1 <= app.config.janus.meshMaxPeople) return peers.mode(meetingId);
    if (await peers.toJanus(meetingId)) app.live.emitToRoom(roomsOf(meetingId).all, roomMode, { meetingId, mode: 'janus' }, socket);
    return 'janus';
  };

  const inRoom = async (socket: LiveSocket, meetingId: string) => {
    // Checked against the shared list, so a peer the admin removed on another node is out here too.
    if ((await peers.list(meetingId)).some((peer) => peer.socketId === socket.id)) return;
    // A socket whose room was closed under it hears that the meeting is over, not to join first.
    throw new AppError((await isOpen(app.db, meetingId)) ? 'NOT_IN_ROOM' : 'MEETING_OVER');
  };

  const close = async (meetingId: string, reason: RoomEndReason) => {
    const rooms = roomsOf(meetingId);
    // The meeting is over whatever Redis says: a room left listed while Redis was away lets nobody
    // in (joining reads the meeting first) and expires with its key.
    await peers.clear(meetingId).catch((err: unknown) => {
      if (!isUnavailable(err)) throw err;
    });
    app.live.emitToRoom(rooms.all, meetingEnded, { meetingId, reason });
    app.live.leaveRooms(rooms.all, [rooms.all, rooms.admins, rooms.guests]);
  };

  /** When no admin is left in the room, the meeting is over for everyone. */
  const endWithoutAdmin = async (meetingId: string) => {
    if ((await peers.list(meetingId)).some((peer) => peer.isAdmin)) return;
    await complete(app, meetingId);
    await close(meetingId, 'ended');
  };

  /** An admin's connection is gone: the meeting ends unless an admin is back within the grace. */
  const awaitAdmin = (meetingId: string) => {
    const timer = setTimeout(() => {
      endWithoutAdmin(meetingId).catch(warn('Ending a meeting failed'));
    }, meetingTimings.reconnectGraceMs);
    timer.unref();
  };

  /**
   * Someone leaves. The last admin leaving ends the meeting at once; the last admin's connection
   * dropping (a closed tab, a lost network) ends it unless an admin is back within the grace period.
   */
  const leave = async (socket: LiveSocket, meetingId: string, how: 'left' | 'dropped') => {
    joined.get(socket)?.delete(meetingId);
    const rooms = roomsOf(meetingId);
    await socket.leave(rooms.all);
    await socket.leave(rooms.admins);
    await socket.leave(rooms.guests);
    const gone = await peers.remove(meetingId, socket.id);
    if (!gone) return;
    app.live.emitToRoom(rooms.all, peerLeft, { socketId: gone.socketId, userId: gone.userId });
    if (!gone.isAdmin) return;
    if (how === 'left') return endWithoutAdmin(meetingId);
    awaitAdmin(meetingId);
  };

  app.live.on(joinMeeting, async (socket, { meetingId }) => {
    const { auth } = socket.data;
    const { adminId, adminName, name } = await openRoom(app.db, auth, meetingId);
    const isAdmin = auth.role === 'admin';
    const me: Peer = { socketId: socket.id, userId: auth.userId, name, isAdmin };
    const rooms = roomsOf(meetingId);
    // In the socket rooms before being listed: whoever enters the list after this socket, and so
    // calls it, is sure to reach it with the news of their joining, which names their call.
    await socket.join([rooms.all, isAdmin ? rooms.admins : rooms.guests]);
    const present = await peers.enter(meetingId, me).catch(async (err: unknown) => {
      // Not listed (Redis away), so not in the room: its socket rooms would let it hear a room it is not in.
      for (const room of [rooms.all, rooms.admins, rooms.guests]) await socket.leave(room);
      throw err;
    });
    // The meeting may have been cancelled or deleted since it was opened above, its room closed
    // before this socket entered it: looked at again now that it is in, it cannot stay behind.
    if (!(await isOpen(app.db, meetingId))) {
      await peers.remove(meetingId, socket.id);
      app.live.leaveRooms(socket.id, [rooms.all, rooms.admins, rooms.guests]);
      throw new AppError('MEETING_OVER');
    }
    let meetingsOfSocket = joined.get(socket);
    if (!meetingsOfSocket) {
      meetingsOfSocket = new Set();
      joined.set(socket, meetingsOfSocket);
      const mine = meetingsOfSocket;
      socket.once('disconnect', () => {
        for (const id of mine) void leave(socket, id, 'dropped').catch(warn('Leaving a meeting failed'));
      });
    }
    meetingsOfSocket.add(meetingId);
    reported.get(socket)?.delete(meetingId);
    const mode = await modeOnEntering(meetingId, present.length, socket);
    app.live.emitToRoom(rooms.admins, peerJoined, me, socket);
    app.live.emitToRoom(rooms.guests, peerJoined, masked(me), socket);
    return { peers: isAdmin ? present : present.map(masked), adminId, adminName, mode, ...meetingIce(app.config, auth.userId) };
  });

  /** What a socket in the room enters its Janus VideoRoom with; the meeting's rules are checked again there (meeting-sfu.ts). */
  app.live.on(joinJanus, async (socket, { meetingId }) => {
    if (!sfu) throw new AppError('NOT_FOUND');
    await inRoom(socket, meetingId);
    return janusJoin({ db: app.db, sfu, log: app.log }, socket.data.auth, meetingId);
  });

  app.live.on(reportIceCandidate, async (socket, { meetingId, type }) => {
    await inRoom(socket, meetingId);
    let meetingsOfSocket = reported.get(socket);
    if (!meetingsOfSocket) {
      meetingsOfSocket = new Set();
      reported.set(socket, meetingsOfSocket);
    }
    if (meetingsOfSocket.has(meetingId)) return {};
    meetingsOfSocket.add(meetingId);
    iceCandidates.inc({ type });
    return {};
  });

  app.live.on(sendSignal, async (socket, { meetingId, to, data }) => {
    await inRoom(socket, meetingId);
    if (!(await peers.list(meetingId)).some((peer) => peer.socketId === to)) throw new AppError('NOT_IN_ROOM');
    app.live.emitToRoom(to, signal, { from: socket.id, data });
    return {};
  });

  app.live.on(shareMediaState, async (socket, { meetingId, audio, video, screen }) => {
    await inRoom(socket, meetingId);
    app.live.emitToRoom(roomsOf(meetingId).all, peerMedia, { socketId: socket.id, audio, video, screen }, socket);
    return {};
  });

  app.live.on(leaveMeeting, async (socket, { meetingId }) => {
    await leave(socket, meetingId, 'left');
    return {};
  });

  app.live.on(removeParticipant, async (socket, { meetingId, userId }) => {
    if (socket.data.auth.role !== 'admin') throw new AppError('FORBIDDEN');
    await inRoom(socket, meetingId);
    await removeFromMeeting(app, meetingId, userId);
    const rooms = roomsOf(meetingId);
    for (const peer of await peers.list(meetingId)) {
      if (peer.userId !== userId) continue;
      await peers.remove(meetingId, peer.socketId);
      app.live.emitToRoom(peer.socketId, removedFromMeeting, { meetingId, message: m.removed() });
      app.live.leaveRooms(peer.socketId, [rooms.all, rooms.admins, rooms.guests]);
      app.live.emitToRoom(rooms.all, peerLeft, { socketId: peer.socketId, userId });
    }
    return {};
  });

  return { close };
}
