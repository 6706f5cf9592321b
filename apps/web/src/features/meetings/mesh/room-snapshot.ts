/** What the meeting room page draws: the room's course, this side's media and every other person's. */
import type { ErrorCode } from '@sahaya/contract/error-codes';
import type { RoomMode } from '@sahaya/contract/meetings/events';
import type { ContractMessage } from '@sahaya/contract/i18n/contract-messages';
import type { MediaState } from './local-media.ts';
import type { RemotePeer } from './peer-link.ts';
import type { VideoQuality } from './video-quality.ts';

export type RoomPhase = 'starting' | 'joined' | 'failed' | 'removed' | 'ended' | 'left';

/**
 * What the room says when it fails or closes, worded by the page in the language shown: a text of
 * the contract, or the server's refusal of the join (its code, and its words for a code the app
 * does not know).
 */
export type RoomMessage = { text: ContractMessage } | { code: ErrorCode; said: string };

export interface RoomSnapshot {
  phase: RoomPhase;
  /** Why the room failed, or why it closed. */
  message: RoomMessage | null;
  /** The connection dropped and the room is joining again, camera still on. */
  reconnecting: boolean;
  /** The server cannot pass this side's messages on for a moment (it answered UNAVAILABLE): they are being sent again. */
  retrying: boolean;
  /** How the room's media travels: each to every other, or through Janus. */
  mode: RoomMode;
  /** Leaving the mesh for Janus (the room grew), or entering Janus again: everybody reconnects once. */
  switching: boolean;
  /** How much video this side sends and receives (video-quality.ts). */
  quality: VideoQuality;
  /** The socket id of the peer heard speaking last: the one camera shown on `low`. */
  speaker: string | null;
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
  mode: 'mesh',
  switching: false,
  quality: 'full',
  speaker: null,
  adminId: null,
  adminName: null,
  camera: null,
  screen: null,
  media: { audio: false, video: false, screen: false },
  peers: [],
};
