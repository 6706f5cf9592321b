/**
 * Verification and sign-in codes: 6 digits, one live code per person and purpose (and so per
 * number), stored only as a keyed hash. Giving one back (`redeemCode`) counts the try first, so
 * five wrong tries end the code whatever runs in parallel.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '@sahaya/contract/constants';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/order.ts';
import { otps, type OtpPurpose } from '../../db/schema/auth.ts';
import { AppError } from '../../errors.ts';
import { otpCode, otpHash, otpMatches } from '../../lib/one-time-codes.ts';

export { otpCode, otpHash, otpMatches };

/**
 * Replaces the person's earlier code of this purpose, and any live code of the number, with a new
 * one, and returns the new code and its id. `phone` is the number an SMS takes it to.
 */
export async function issueOtp(
  db: Db,
  secret: string,
  userId: string,
  { purpose = 'verify', phone = null }: { purpose?: OtpPurpose; phone?: string | null } = {},
): Promise<{ code: string; otpId: string }> {
  const id = randomUUID();
  const code = otpCode(secret, id);
  const now = new Date();
  await db
    .delete(otps)
    .where(or(and(eq(otps.userId, userId), eq(otps.purpose, purpose)), phone ? and(eq(otps.phone, phone), isNull(otps.consumedAt)) : undefined));
  const [row] = await db
    .insert(otps)
    .values({
      id,
      userId,
      purpose,
      phone,
      codeHash: otpHash(secret, userId, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60 * 1000),
    })
    .returning({ id: otps.id });
  if (!row) throw new Error('OTP insert returned no row');
  return { code, otpId: row.id };
}

/**
 * Checks a code given back for the person's live code of this purpose (sent to `phone`, when
 * given), and answers how to use it up in the caller's transaction, with the change it allows.
 * Every try is counted before the code is compared, in one conditional update outside that
 * transaction, so parallel guesses cannot get more than the allowed tries between them and a
 * wrong guess stays counted. A wrong, used, late or worn-out code is an error on `field`.
 */
export async function redeemCode(
  db: Db,
  secret: string,
  { userId, purpose, phone, code, field }: { userId: string; purpose: OtpPurpose; phone?: string; code: string; field: 'otp' | 'code' },
): Promise<{ consume(tx: Db): Promise<void> }> {
  const refuse = (reason: 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_TOO_MANY_ATTEMPTS') => new AppError(reason, { field });
  const [active] = await db
    .select()
    .from(otps)
    .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose), isNull(otps.consumedAt), phone ? eq(otps.phone, phone) : undefined))
    .orderBy(newestFirst(otps.createdAt))
    .limit(1);
  if (!active) throw refuse('OTP_INVALID');
  if (active.attempts >= OTP_MAX_ATTEMPTS) throw refuse('OTP_TOO_MANY_ATTEMPTS');
  if (active.expiresAt <= new Date()) throw refuse('OTP_EXPIRED');
  const [counted] = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.id, active.id), isNull(otps.consumedAt), lt(otps.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: otps.attempts });
  if (!counted) throw refuse('OTP_TOO_MANY_ATTEMPTS');
  if (!otpMatches(secret, userId, code, active.codeHash)) {
    throw refuse(counted.attempts >= OTP_MAX_ATTEMPTS ? 'OTP_TOO_MANY_ATTEMPTS' : 'OTP_INVALID');
  }
  return {
    async consume(tx) {
      // Used once: a second use racing this one finds it consumed.
      const [consumed] = await tx
        .update(otps)
        .set({ consumedAt: new Date() })
        .where(and(eq(otps.id, active.id), isNull(otps.consumedAt)))
        .returning({ id: otps.id });
      if (!consumed) throw refuse('OTP_INVALID');
    },
  };
}
