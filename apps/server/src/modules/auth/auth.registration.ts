/** Signing up and verifying the email with a mailed code (spec 1 §4, §6). */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { EmailBody, RegisterBody, VerifyOtpBody } from '@sahaya/contract/auth/schemas';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_COOLDOWN_SECONDS } from '@sahaya/contract/constants';
import { defaultLanguage, type Language } from '@sahaya/contract/i18n/languages';
import { newestFirst } from '../../db/order.ts';
import { otps } from '../../db/schema/auth.ts';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { said, type Said } from '../../lib/success-reply.ts';
import { createAccount, findAccountByEmail, lockAccount, markVerified, setPreferences } from '../people/accounts.service.ts';
import { verificationMails, type AuthDeps, type MailingDeps } from './auth.service.ts';
import { issueOtp, otpMatches } from './otp.ts';

const otpError = (code: 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_TOO_MANY_ATTEMPTS') => new AppError(code, { field: 'otp' });


/**
 * Opens an unverified account and mails its code. `language` is the one the person reads the
 * sign-up page in (lib/reading-language.ts): the account keeps it, so the code and every
 * later mail come in it until they choose another.
 */
export async function register(
  deps: MailingDeps,
  input: RegisterBody,
  language: Language = defaultLanguage,
): Promise<Said & { registeredMail: string }> {
  // A taken email is refused before the costly hash, so repeating one cannot tie up the CPU.
  if (await findAccountByEmail(deps.db, input.email)) throw new AppError('EMAIL_TAKEN', { field: 'email' });
  const passwordHash = await hashPassword(input.password);
  const created = await deps.db.transaction(async (tx) => {
    // The unique email index decides, so two registrations racing for one email cannot both win.
    const user = await createAccount(tx, { name: input.name, email: input.email, passwordHash, isVerified: false, language });
    if (!user) throw new AppError('EMAIL_TAKEN', { field: 'email' });
    const { otpId } = await issueOtp(tx, deps.config.jwtSecret, user.id);
    // Written with the account: the code is mailed once it commits, and until it is, however long the mail server is away.
    await deps.jobs.send(verificationMails, { otpId }, { db: tx });
    return user;
  });
  return { registeredMail: created.email, ...said('REGISTERED') };
}

export async function verifyOtp(deps: AuthDeps, input: VerifyOtpBody): Promise<Said> {
  const { db } = deps;
  const user = await findAccountByEmail(db, input.email);
  // A verified account is answered as an unknown one, so the answer tells nobody which emails have one.
  if (!user || user.isVerified) throw otpError('OTP_INVALID');

  const now = new Date();
  const [active] = await db
    .select()
    .from(otps)
    .where(and(eq(otps.userId, user.id), isNull(otps.consumedAt)))
    .orderBy(newestFirst(otps.createdAt))
    .limit(1);
  if (!active) throw otpError('OTP_INVALID');
  if (active.attempts >= OTP_MAX_ATTEMPTS) throw otpError('OTP_TOO_MANY_ATTEMPTS');
  if (active.expiresAt <= now) throw otpError('OTP_EXPIRED');

  // Every try is counted before the code is compared, in one conditional update, so parallel
  // guesses cannot get more than the allowed number of tries between them.
  const [counted] = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.id, active.id), isNull(otps.consumedAt), lt(otps.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: otps.attempts });
  if (!counted) throw otpError('OTP_TOO_MANY_ATTEMPTS');

  if (!otpMatches(deps.config.jwtSecret, user.id, input.otp, active.codeHash)) {
    throw otpError(counted.attempts >= OTP_MAX_ATTEMPTS ? 'OTP_TOO_MANY_ATTEMPTS' : 'OTP_INVALID');
  }

  await db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(otps)
      .set({ consumedAt: now })
      .where(and(eq(otps.id, active.id), isNull(otps.consumedAt)))
      .returning({ id: otps.id });
    if (!consumed) throw otpError('OTP_INVALID');
    await markVerified(tx, user.id);
  });
  return said('EMAIL_VERIFIED');
}

/** A new code for an unverified account, mailed in the language of the page it was asked from. */
export async function resendOtp(
  deps: MailingDeps,
  input: EmailBody,
  language: Language = defaultLanguage,
): Promise<Said & { success: true }> {
  const { db } = deps;
  const user = await findAccountByEmail(db, input.email);
  // An unknown email and a verified account get the same answer as the others, and no mail.
  if (!user || user.isVerified) return { success: true, ...said('OTP_RESENT') };

  await db.transaction(async (tx) => {
    // Locking the person's row makes parallel resends wait for each other, so the cooldown holds.
    await lockAccount(tx, user.id);
    const [last] = await tx
      .select({ createdAt: otps.createdAt })
      .from(otps)
      .where(eq(otps.userId, user.id))
      .orderBy(newestFirst(otps.createdAt))
      .limit(1);
    if (last) {
      const waitMs = last.createdAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000 - Date.now();
      if (waitMs > 0) throw new AppError('OTP_COOLDOWN', { params: [Math.ceil(waitMs / 1000)] });
    }
    // Nobody has chosen a language on an account that is not verified yet: the page they read now is theirs.
    await setPreferences(tx, user.id, { language });
    const { otpId } = await issueOtp(tx, deps.config.jwtSecret, user.id);
    await deps.jobs.send(verificationMails, { otpId }, { db: tx });
  });
  return { success: true, ...said('OTP_RESENT') };
}
