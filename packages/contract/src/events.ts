/** Socket.IO events and their payloads. */
export const socketEvents = {
  newNotification: 'new-notification',
  /** Sent to a person's sockets when their session is ended by a block; the client logs out. */
  sessionRevoked: 'session-revoked',
} as const;
