/**
 * Email verification codes: 6 digits, one live code per person, stored only as a keyed hash.
 * The rules around them (tries, expiry, cooldown) live in auth.service.ts.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { OTP_LENGTH, OTP_TTL_MINUTES } from '@sahaya/contract/constants';
import type { Db } from '../../db/client.ts';
import { otps } from '../../db/schema/auth.ts';

/**
 * OTPs have only a million values, so a plain hash would be reversed at once from a copy of the
 * database. Keying the hash with the server secret and the person's id prevents that.
 */
const otpHash = (secret: string, userId: string, code: string) =>
  createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');

export function otpMatches(secret: string, userId: string, code: string, codeHash: string): boolean {
  const given = Buffer.from(otpHash(secret, userId, code), 'utf8');
  const stored = Buffer.from(codeHash, 'utf8');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The code of a verification, derived from its id with the server secret. The mail job works it
 * out again from the id, so the code is kept nowhere, not even in the job queue; without the
 * secret, the id tells nothing of it. Six bytes of the HMAC taken modulo a million are uniform to
 * within one part in 10^8.
 */
export function otpCode(secret: string, otpId: string): string {
  const n = createHmac('sha256', secret).update(`sahaya:otp-code:${otpId}`).digest().readUIntBE(0, 6);
  return String(n % 10 ** OTP_LENGTH).padStart(OTP_LENGTH, '0');
}

/** Replaces any earlier code of the person with a new one and returns the new code and its id. */
export async function issueOtp(db: Db, secret: string, userId: string): Promise<{ code: string; otpId: string }> {
  const id = randomUUID();
  const code = otpCode(secret, id);
  const now = new Date();
  await db.delete(otps).where(eq(otps.userId, userId));
  const [row] = await db
    .insert(otps)
    .values({
      id,
      userId,
      codeHash: otpHash(secret, userId, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60 * 1000),
    })
    .returning({ id: otps.id });
  if (!row) throw new Error('OTP insert returned no row');
  return { code, otpId: row.id };
}
