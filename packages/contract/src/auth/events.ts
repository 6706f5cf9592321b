/** The socket event of a person's session. */
import { z } from 'zod';
import { authMessages } from '../messages.ts';
import { serverEvent } from '../socket.ts';

/**
 * Why a session was ended, each with its English text: the person was blocked, the session was
 * ended for them (a password change, a deletion), or they logged out in another tab.
 */
export const sessionEndMessages = {
  ACCOUNT_BLOCKED: authMessages.blocked,
  SESSION_EXPIRED: authMessages.sessionExpired,
  LOGGED_OUT: authMessages.loggedOut,
} as const;
export type SessionEndReason = keyof typeof sessionEndMessages;
const sessionEndReasons = Object.keys(sessionEndMessages) as [SessionEndReason, ...SessionEndReason[]];

/**
 * Sent to every socket of a person when their session is ended, with the reason's code and its
 * English text; the client words the code in the
 * language it shows, and signs out.
 */
export const sessionRevoked = serverEvent('session-revoked', z.object({ code: z.enum(sessionEndReasons), message: z.string() }));
