/** What the meeting room page draws: the room's course, this side's media and every other person's. */
import type { MediaState } from './local-media.ts';
import type { RemotePeer } from './peer-link.ts';

export type RoomPhase = 'starting' | 'joined' | 'failed' | 'removed' | 'ended' | 'left';

export interface RoomSnapshot {
  phase: RoomPhase;
  /** Why the room failed, or why it closed. */
  message: string | null;
  /** The connection dropped and the room is joining again, camera still on. */
  reconnecting: boolean;
  /** The server cannot pass this side's messages on for a moment (it answered UNAVAILABLE): they are being sent again. */
  retrying: boolean;
  adminId: string | null;
  /** The creator's name, for an admin; null for anybody else. */
  adminName: string | null;
  camera: MediaStream | null;
  screen: MediaStream | null;
  media: MediaState;
  peers: RemotePeer[];
}

/** What the page draws before a room is made. */
export const idleSnapshot: RoomSnapshot = {
  phase: 'starting',
  message: null,
  reconnecting: false,
  retrying: false,
  adminId: null,
  adminName: null,
  camera: null,
  screen: null,
  media: { audio: false, video: false, screen: false },
  peers: [],
};
