import type { SessionReply } from '@sahaya/contract/auth/schemas';
import { setSession } from '../../../lib/session/auth-store.ts';

/** Every successful sign-in (password, admin or Google) stores the session the same way. */
export function startSession(reply: SessionReply): void {
  setSession({
    userId: reply.user.id,
    role: reply.user.role,
    isBlocked: reply.user.isBlocked,
    accessToken: reply.accessToken,
    name: reply.user.name,
    profilePicture: reply.user.profilePicture,
  });
}
