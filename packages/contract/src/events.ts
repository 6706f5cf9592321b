/** Socket.IO events and their payloads. */
export const socketEvents = {
  newNotification: 'new-notification',
  /** Sent to a person's sockets when their session is ended (a block, a password change, a deletion); the client logs out. */
  sessionRevoked: 'session-revoked',
} as const;

/** Why a session was ended, in words the person can read. */
export interface SessionRevokedPayload {
  message: string;
}
