/**
 * The signalling of a meeting's video room (spec 2 §6, spec 3 §6): a WebRTC mesh whose offers,
 * answers and candidates travel through the server, or above MESH_MAX_PEOPLE people a Janus
 * VideoRoom the server opens; either way the server lets only the meeting's participants and
 * admins in. Admins see every peer's name; anybody else sees admins as "Admin" and the others
 * as "Guest".
 */
import { z } from 'zod';
import { clientEvent, serverEvent } from '../socket.ts';
import { iceCandidateTypes, meetingIce } from './schemas.ts';

const meetingId = z.uuid();

export const peer = z.object({ socketId: z.string(), userId: z.string(), name: z.string(), isAdmin: z.boolean() });
export type Peer = z.infer<typeof peer>;

/** The STUN and TURN servers a peer connection uses (ICE_SERVERS, and TURN_URLS with fresh credentials). */
export { iceServer } from './schemas.ts';

/**
 * How a room's media travels: `mesh`, each browser to every other; `janus`, each browser once to
 * the deployment's Janus VideoRoom, which forwards it to the others. A room goes through Janus once
 * more than MESH_MAX_PEOPLE people are in it (with JANUS_URL set), and stays so until it empties:
 * one reconnection for everybody, not one each time somebody comes or goes around the limit.
 */
export const roomModes = ['mesh', 'janus'] as const;
export type RoomMode = (typeof roomModes)[number];

/**
 * Joins the room: the ack lists the peers already there, to whom the newcomer sends offers, and
 * the ICE servers to reach them by, with the transport policy and when the TURN credentials expire
 * (the same answer as GET /api/meetings/{id}/ice-servers, which the room asks before then). The
 * servers come with the ack, not with the public settings, so TURN credentials reach only the
 * people let into a meeting. The creator's name is told to admins only (null for anybody else, and
 * for a creator whose account is gone). `mode` says whether the room goes through Janus now.
 */
export const joinMeeting = clientEvent(
  'meeting:join',
  z.object({ meetingId }),
  z.object({ peers: z.array(peer), adminId: z.string().nullable(), adminName: z.string().nullable(), mode: z.enum(roomModes), ...meetingIce.shape }),
);

/**
 * What this side's browser enters the meeting's Janus VideoRoom with, for a socket in the room:
 * the WebSocket address of Janus, the room, its pin, this person's token, and the publisher id to
 * join as. Nobody the meeting does not admit gets them.
 */
export const janusJoin = z.object({ janusUrl: z.string(), room: z.number().int(), pin: z.string(), token: z.string(), publisherId: z.number().int() });
export type JanusJoin = z.infer<typeof janusJoin>;
export const joinJanus = clientEvent('meeting:janus', z.object({ meetingId }), janusJoin);
export const leaveMeeting = clientEvent('meeting:leave', z.object({ meetingId }));
/** An offer, answer or ICE candidate for one peer, relayed as it is (at most 64 KB). */
export const sendSignal = clientEvent(
  'meeting:signal',
  z.object({ meetingId, to: z.string().max(64), data: z.record(z.string(), z.unknown()).refine((data) => JSON.stringify(data).length <= 65_536) }),
);
/** What a peer's tile shows: microphone, camera and screen sharing on or off. */
export const shareMediaState = clientEvent('meeting:media', z.object({ meetingId, audio: z.boolean(), video: z.boolean(), screen: z.boolean() }));
/**
 * The kind of ICE candidate this side's first connected call went through, once per joined call,
 * so the metrics show how often calls need the relay; repeats are ignored.
 */
export const reportIceCandidate = clientEvent('meeting:ice-candidate', z.object({ meetingId, type: z.enum(iceCandidateTypes) }));
/** The admin takes a participant out of the call; they cannot join that meeting again. */
export const removeParticipant = clientEvent('meeting:remove', z.object({ meetingId, userId: z.uuid() }));

export const peerJoined = serverEvent('meeting:peer-joined', peer);
export const peerLeft = serverEvent('meeting:peer-left', z.object({ socketId: z.string(), userId: z.string() }));
export const signal = serverEvent('meeting:signal', z.object({ from: z.string(), data: z.record(z.string(), z.unknown()) }));
export const peerMedia = serverEvent('meeting:peer-media', z.object({ socketId: z.string(), audio: z.boolean(), video: z.boolean(), screen: z.boolean() }));
export const removedFromMeeting = serverEvent('meeting:removed', z.object({ meetingId: z.string(), message: z.string() }));
/** Why a room closed for everyone in it: the host left or completed it, cancelled it, or deleted it. */
export const roomEndReasons = ['ended', 'cancelled', 'deleted'] as const;
export type RoomEndReason = (typeof roomEndReasons)[number];
/** The room now goes through Janus: everybody in it leaves the mesh and enters the VideoRoom. */
export const roomMode = serverEvent('meeting:mode', z.object({ meetingId: z.string(), mode: z.enum(roomModes) }));
export const meetingEnded = serverEvent('meeting:ended', z.object({ meetingId: z.string(), reason: z.enum(roomEndReasons) }));
