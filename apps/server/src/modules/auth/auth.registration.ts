/** Signing up and verifying the e-mail address with a mailed code (spec 1 §4, §6), or the mobile number with a code by SMS. */
import { and, eq } from 'drizzle-orm';
import type { EmailOrPhoneBody, RegisterBody, VerifyOtpBody } from '@sahaya/contract/auth/schemas';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@sahaya/contract/constants';
import { defaultLanguage, type Language } from '@sahaya/contract/i18n/languages';
import { newestFirst } from '../../db/order.ts';
import { otps } from '../../db/schema/auth.ts';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { said, type Said } from '../../lib/success-reply.ts';
import { createAccount, findAccountByEmail, findAccountByPhone, lockAccount, markVerified, setPreferences } from '../people/accounts.service.ts';
import { guardianReasonFor, recordGuardian } from '../people/guardians.service.ts';
import { recordSignUpConsents } from '../../db/consent-ledger.ts';
import { textCode } from './auth.phone-codes.ts';
import { verificationMails, type AuthDeps, type MailingDeps } from './auth.service.ts';
import { issueOtp, redeemCode } from './otp.ts';

const otpError = (code: 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_TOO_MANY_ATTEMPTS') => new AppError(code, { field: 'otp' });


/**
 * Opens an unverified account and sends its code: by mail to its e-mail address, or by SMS to a
 * number given alone. `language` is the one the person reads the sign-up page in
 * (lib/reading-language.ts): the account keeps it, so the code and every later message come in it
 * until they choose another.
 */
export async function register(
  deps: MailingDeps,
  input: RegisterBody,
  language: Language = defaultLanguage,
): Promise<Said & { registeredMail?: string; registeredPhone?: string; guardianPending?: boolean }> {
  const byPhone = !input.email;
  // Under 18 without a parent or guardian is refused before anything is looked up or written.
  const guardianReason = guardianReasonFor(input, input.guardian);
  const taken = () => (byPhone ? new AppError('PHONE_TAKEN', { field: 'phone' }) : new AppError('EMAIL_TAKEN', { field: 'email' }));
  const existing = byPhone ? await findAccountByPhone(deps.db, input.phone!) : await findAccountByEmail(deps.db, input.email!);
  // The password is hashed for a taken email or number too, so the refusal takes as long as a sign-up
  // and its time tells nobody which addresses have an account. Sign-ups are limited per address
  // (auth.routes.ts), which bounds the hashing either way.
  const passwordHash = await hashPassword(input.password);
  if (existing) throw taken();
  const created = await deps.db.transaction(async (tx) => {
    // The unique indexes decide, so two registrations racing for one email or number cannot both win.
    const user = await createAccount(tx, { name: input.name, email: input.email ?? null, phone: input.phone ?? null, passwordHash, isVerified: false, language, age: input.age ?? null });
    if (!user) throw taken();
    // What the person agreed to on the form, under the notice it showed (consents.service.ts).
    await recordSignUpConsents(tx, user.id, input.consents, deps.consentEffects.withdrawn);
    // The account waits for its guardian's code: they are sent it with the account.
    if (guardianReason) await recordGuardian(deps, tx, { userId: user.id, reason: guardianReason, guardian: input.guardian! });
    if (byPhone) {
      await textCode(deps, tx, { userId: user.id, purpose: 'verify', phone: user.phone! });
    } else {
      const { otpId } = await issueOtp(tx, deps.config.jwtSecret, user.id);
      // Written with the account: the code is mailed once it commits, and until it is, however long the mail server is away.
      await deps.jobs.send(verificationMails, { otpId }, { db: tx });
    }
    return user;
  });
  const pending = guardianReason ? { guardianPending: true } : {};
  return byPhone
    ? { registeredPhone: created.phone!, ...pending, ...said('PHONE_REGISTERED') }
    : { registeredMail: created.email!, ...pending, ...said('REGISTERED') };
}

/** Verifies the account of the e-mail address or the number with the code sent to it. */
export async function verifyOtp(deps: AuthDeps, input: VerifyOtpBody): Promise<Said> {
  const { db } = deps;
  const user = input.email ? await findAccountByEmail(db, input.email) : await findAccountByPhone(db, input.phone!);
  // A verified account is answered as an unknown one, so the answer tells nobody which emails have one.
  if (!user || user.isVerified) throw otpError('OTP_INVALID');
  const code = await redeemCode(db, deps.config.jwtSecret, { userId: user.id, purpose: 'verify', code: input.otp, field: 'otp' });
  await db.transaction(async (tx) => {
    await code.consume(tx);
    await markVerified(tx, user.id, { phone: !input.email });
  });
  return said(input.email ? 'EMAIL_VERIFIED' : 'PHONE_VERIFIED');
}

/** A new code for an unverified account, by mail or SMS, in the language of the page it was asked from. */
export async function resendOtp(
  deps: MailingDeps,
  input: EmailOrPhoneBody,
  language: Language = defaultLanguage,
): Promise<Said & { success: true }> {
  const { db } = deps;
  const user = input.email ? await findAccountByEmail(db, input.email) : await findAccountByPhone(db, input.phone!);
  const answer = { success: true as const, ...said(input.email ? 'OTP_RESENT' : 'PHONE_CODE_RESENT') };
  // An unknown email or number and a verified account get the same answer as the others, and nothing is sent.
  if (!user || user.isVerified) return answer;

  await db.transaction(async (tx) => {
    // Locking the person's row makes parallel resends wait for each other, so the cooldown holds.
    await lockAccount(tx, user.id);
    const [last] = await tx
      .select({ createdAt: otps.createdAt })
      .from(otps)
      .where(and(eq(otps.userId, user.id), eq(otps.purpose, 'verify')))
      .orderBy(newestFirst(otps.createdAt))
      .limit(1);
    if (last) {
      const waitMs = last.createdAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000 - Date.now();
      if (waitMs > 0) throw new AppError('OTP_COOLDOWN', { params: [Math.ceil(waitMs / 1000)] });
    }
    // Nobody has chosen a language on an account that is not verified yet: the page they read now is theirs.
    await setPreferences(tx, user.id, { language });
    if (input.email) {
      const { otpId } = await issueOtp(tx, deps.config.jwtSecret, user.id);
      await deps.jobs.send(verificationMails, { otpId }, { db: tx });
    } else {
      await textCode(deps, tx, { userId: user.id, purpose: 'verify', phone: user.phone! });
    }
  });
  return answer;
}
