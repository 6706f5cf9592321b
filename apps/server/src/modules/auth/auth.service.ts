/**
 * Accounts and access (spec 1 §4, §6, §7): signing up (auth.registration.ts), signing in and out
 * (auth.sign-in.ts), recovering an account (auth.recovery.ts), and the sessions they start
 * (sessions.ts). The person's row belongs to the people module, read and changed through its
 * accounts service. Other modules end a person's sessions through this service, not its session
 * store: blocking a person (here) and changing a password (the profile module) do.
 */
import type { FastifyInstance } from 'fastify';
import { peopleMessages } from '@sahaya/contract/people/messages';
import type { BlockAction, BlockReply } from '@sahaya/contract/people/schemas';
import { said } from '../../lib/success-reply.ts';
import { defineQueue } from '../../plugins/jobs/jobs.ts';
import { MAIL_QUEUE } from '../../plugins/infrastructure/mail.ts';
import { notify, noticeText } from '../notifications/notifications.service.ts';
import { setBlockedFlag, type ManagedRole } from '../people/people.service.ts';
import { revokeUserSessions } from './sessions.ts';

export { revokeOtherSessions, revokeUserSessions } from './sessions.ts';
/** Codes of other modules (a guardian's) are made, hashed and checked as the sign-up codes are. */
export { otpCode, otpHash, otpMatches } from './otp.ts';

/** What the auth rules need from the running server; the Fastify instance provides all of it. */
export type AuthDeps = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'signAccessToken' | 'log'>;
/** Ending sessions also closes their sockets. */
export type SignOutDeps = AuthDeps & Pick<FastifyInstance, 'verifyAccessToken' | 'live'>;
/** The calls that mail someone enqueue the mail. */
export type MailingDeps = AuthDeps & Pick<FastifyInstance, 'jobs' | 'consentEffects'>;

/** Mails the code of a verification (an `otps` row); the handlers are in auth.jobs.ts. */
export const verificationMails = defineQueue<{ otpId: string }>('auth-verification-mail', MAIL_QUEUE);
/** Mails a reset link to the person, or to nobody: a request for an unknown email costs the same. */
export const resetMails = defineQueue<{ userId: string | null }>('auth-reset-mail', MAIL_QUEUE);

// ---------------------------------------------------------------------------------------------
// Blocking
// ---------------------------------------------------------------------------------------------

/**
 * Blocks or unblocks a person (spec 3 §2). Blocking ends every session of theirs in the same
 * transaction, so their access token fails on its next request and their refresh token no longer
 * works; then their open sockets are told and closed (across nodes through the Redis adapter).
 * Either way the person gets a system notification, stored with the change (a blocked person reads
 * it once they are let back in). Returns the new state.
 */
export async function setBlocked(
  deps: Pick<FastifyInstance, 'db' | 'live' | 'log' | 'storage' | 'jobs'>,
  input: { role: ManagedRole; id: string; action: BlockAction },
): Promise<BlockReply> {
  const blocked = input.action === 'block';
  const person = await deps.db.transaction(async (tx) => {
    const updated = await setBlockedFlag(tx, { role: input.role, id: input.id, blocked });
    if (blocked) await revokeUserSessions(tx, updated.id);
    const text = noticeText(blocked ? peopleMessages.blockedNotice : peopleMessages.unblockedNotice);
    await notify(deps, { userId: updated.id, type: 'system', text, topic: 'account' }, { db: tx });
    return updated;
  });

  if (blocked) await deps.live.endSessions(person.id, { reason: 'ACCOUNT_BLOCKED' });
  return {
    ...said(blocked ? 'ACCESS_BLOCKED' : 'ACCESS_RESTORED'),
    _id: person.id,
    isBlocked: person.isBlocked,
    isActive: person.isActive,
  };
}
