/** Recovering an account with a mailed reset link (spec 1 §7), or a code sent by SMS to its number. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { EmailOrPhoneBody, ResetPasswordBody } from '@sahaya/contract/auth/schemas';
import { passwordResetTokens } from '../../db/schema/auth.ts';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { said, type Said } from '../../lib/success-reply.ts';
import { sha256 } from '../../lib/tokens.ts';
import { findAccountByEmail, findAccountByPhone, markVerified, resetPasswordHash } from '../people/accounts.service.ts';
import { textCode, textNobody } from './auth.phone-codes.ts';
import { redeemCode } from './otp.ts';
import { resetMails, type AuthDeps, type MailingDeps, type SignOutDeps } from './auth.service.ts';
import { revokeUserSessions } from './sessions.ts';

/**
 * Mails a reset link to the account of the email, if there is one, and always answers the same, so
 * the form cannot be used to find out who has an account. A known and an unknown email cost the
 * same too: one lookup and one job, the unknown email's job mailing nobody. The link is made and
 * mailed by the job (auth.jobs.ts), after the answer has left.
 */
export async function forgotPassword(deps: MailingDeps, input: EmailOrPhoneBody): Promise<Said> {
  if (input.phone && !input.email) {
    // By SMS the same way: a code to the number if it signs somebody in, the same answer and cost if not.
    const user = await findAccountByPhone(deps.db, input.phone);
    if (user) await deps.db.transaction((tx) => textCode(deps, tx, { userId: user.id, purpose: 'reset', phone: input.phone! }));
    else await textNobody(deps.jobs);
    return said('RESET_CODE_SENT');
  }
  const user = await findAccountByEmail(deps.db, input.email!);
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
  if (!input.token) return resetWithCode(deps, { phone: input.phone!, code: input.code!, newPassword: input.newPassword });
  const token = input.token;
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  const userId = await deps.db.transaction(async (tx) => {
    // Claiming the token and checking it are one update, so a link works exactly once.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(token)),
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

/** A new password with the code sent to the number: it proves the number is the person's, as the mailed link proves the address. */
async function resetWithCode(deps: SignOutDeps, input: { phone: string; code: string; newPassword: string }): Promise<Said> {
  const user = await findAccountByPhone(deps.db, input.phone);
  if (!user) throw new AppError('OTP_INVALID', { field: 'code' });
  const code = await redeemCode(deps.db, deps.config.jwtSecret, { userId: user.id, purpose: 'reset', phone: input.phone, code: input.code, field: 'code' });
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await code.consume(tx);
    await resetPasswordHash(tx, user.id, passwordHash);
    await markVerified(tx, user.id, { phone: true });
    await revokeUserSessions(tx, user.id);
  });
  await deps.live.endSessions(user.id, { reason: 'SESSION_EXPIRED' });
  return said('PASSWORD_RESET_DONE');
}
