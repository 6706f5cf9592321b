/** The socket event of a person's session. */
import { z } from 'zod';
import { serverEvent } from '../socket.ts';

/**
 * Sent to every socket of a person when their session is ended (a block, a password change, a
 * deletion), with the reason they can read; the client signs out.
 */
export const sessionRevoked = serverEvent('session-revoked', z.object({ message: z.string() }));
