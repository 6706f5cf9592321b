/** Recovering an account with a mailed reset link (spec 1 §7). */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { EmailBody, ResetPasswordBody } from '@sahaya/contract/auth/schemas';
import { passwordResetTokens } from '../../db/schema/auth.ts';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { said, type Said } from '../../lib/success-reply.ts';
import { sha256 } from '../../lib/tokens.ts';
import { findAccountByEmail, resetPasswordHash } from '../people/accounts.service.ts';
import { resetMails, type AuthDeps, type MailingDeps, type SignOutDeps } from './auth.service.ts';
import { revokeUserSessions } from './sessions.ts';

/**
 * Mails a reset link to the account of the email, if there is one, and always answers the same, so
 * the form cannot be used to find out who has an account. A known and an unknown email cost the
 * same too: one lookup and one job, the unknown email's job mailing nobody. The link is made and
 * mailed by the job (auth.jobs.ts), after the answer has left.
 */
export async function forgotPassword(deps: MailingDeps, input: EmailBody): Promise<Said> {
  const user = await findAccountByEmail(deps.db, input.email);
  await deps.jobs.send(resetMails, { userId: user?.id ?? null });
  return said('RESET_LINK_SENT');
}

/** Whether a reset link is unused and unexpired now; using it later still claims it in one update. */
export async function resetTokenState(deps: AuthDeps, token: string): Promise<{ usable: boolean }> {
  const now = new Date();
  const [usable] = await deps.db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(eq(passwordResetTokens.tokenHash, sha256(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)),
    )
    .limit(1);
  return { usable: Boolean(usable) };
}

export async function resetPassword(deps: SignOutDeps, input: ResetPasswordBody): Promise<Said> {
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  const userId = await deps.db.transaction(async (tx) => {
    // Claiming the token and checking it are one update, so a link works exactly once.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw new AppError('RESET_TOKEN_INVALID');
    // Opening the mailed link proves the email belongs to the person, as the OTP would.
    await resetPasswordHash(tx, claimed.userId, passwordHash);
    await revokeUserSessions(tx, claimed.userId);
    return claimed.userId;
  });
  // Whoever knew the old password is signed out everywhere, sockets included.
  await deps.live.endSessions(userId, { reason: 'SESSION_EXPIRED' });
  return said('PASSWORD_RESET_DONE');
}
