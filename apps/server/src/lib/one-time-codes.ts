/**
 * The arithmetic of one-time codes, kept apart from where they are stored: sign-in and verification
 * codes (modules/auth/otp.ts) and the codes a guardian confirms with (modules/people/guardians.service.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@sahaya/contract/constants';

/**
 * OTPs have only a million values, so a plain hash would be reversed at once from a copy of the
 * database. Keying the hash with the server secret and the person's id prevents that.
 */
export const otpHash = (secret: string, userId: string, code: string) =>
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
