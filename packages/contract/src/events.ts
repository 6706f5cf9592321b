/**
 * Every socket event, from the features' definitions, and Socket.IO's typed maps of them. A
 * feature adds its events here; the server and the web client are typed by these maps.
 */
import { sessionRevoked } from './auth/events.ts';
import { joinConversation, leaveConversation, messagesRead, messagesReadUpdate, newMessage, typing, userTyping } from './chats/events.ts';
import { dispatchUpdate } from './dispatch/events.ts';
import type { ErrorCode } from './error-codes.ts';
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
} from './meetings/events.ts';
import { joinNotificationRoom, newNotification } from './notifications/events.ts';
import type { ClientEventMap, ServerEventMap } from './socket.ts';

export const clientEvents = {
  joinNotificationRoom,
  joinConversation,
  leaveConversation,
  typing,
  messagesRead,
  joinMeeting,
  leaveMeeting,
  sendSignal,
  shareMediaState,
  removeParticipant,
  reportIceCandidate,
  joinJanus,
};
export const serverEvents = {
  sessionRevoked,
  newNotification,
  newMessage,
  userTyping,
  messagesReadUpdate,
  peerJoined,
  peerLeft,
  signal,
  peerMedia,
  removedFromMeeting,
  meetingEnded,
  roomMode,
  dispatchUpdate,
};

export type ClientToServerEvents = ClientEventMap<typeof clientEvents>;
export type ServerToClientEvents = ServerEventMap<typeof serverEvents>;

/** What a connection is refused with when its access token is missing, expired or revoked. */
export const SOCKET_AUTH_FAILED = 'Authentication failed!';

/**
 * The codes a connection's refusal carries in its `data`, for the client to branch on: its token
 * is no good (refresh it, or sign in again), or the server could not check it for a moment because
 * its database is away (keep the session and connect again a little later).
 */
export type SocketRefusalCode = Extract<ErrorCode, 'UNAUTHENTICATED' | 'UNAVAILABLE'>;

/** The `data` of a connection's refusal. */
export interface SocketRefusal {
  code: SocketRefusalCode;
}
