/**
 * Codes by SMS: to verify a number at sign-up, to sign in with a code alone, to choose a new
 * password, and to prove a new number on the profile. Each code is written with the change that
 * asks for it, and its SMS is a job of its own queue whose run works the code out again from the
 * code's id (otp.ts), so no code waits in the job queue. A code replaced, used or run out before
 * its SMS goes is not sent: the person asks for another.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { otps, type OtpPurpose } from '../../db/schema/auth.ts';
import { GATEWAY_QUEUE } from '../../plugins/infrastructure/phone-gateways.ts';
import { sendSms } from '../../plugins/infrastructure/sms.ts';
import { defineQueue, type Jobs } from '../../plugins/jobs/jobs.ts';
import { issueOtp, otpCode } from './otp.ts';

/** One SMS with a code (an `otps` row), or none: a request for a number without an account costs the same. */
export const codeTexts = defineQueue<{ otpId: string | null }>('auth-code-sms', GATEWAY_QUEUE);

/** Issues the person's new code of `purpose` for `phone` and writes its SMS, in the transaction `tx`. */
export async function textCode(
  deps: { config: { jwtSecret: string }; jobs: Pick<Jobs, 'send'> },
  tx: Db,
  { userId, purpose, phone }: { userId: string; purpose: OtpPurpose; phone: string },
): Promise<void> {
  const { otpId } = await issueOtp(tx, deps.config.jwtSecret, userId, { purpose, phone });
  await deps.jobs.send(codeTexts, { otpId }, { db: tx });
}

/** Writes the job a real code's SMS would be, for a number nobody signs in with: it sends nothing. */
export const textNobody = (jobs: Pick<Jobs, 'send'>): Promise<void> => jobs.send(codeTexts, { otpId: null });

/** Sends a code's SMS, unless the code was replaced, used or has run out meanwhile. */
export async function sendCodeText(deps: Pick<FastifyInstance, 'db' | 'config' | 'sms'>, otpId: string | null, signal?: AbortSignal): Promise<void> {
  if (!otpId) return;
  const [row] = await deps.db
    .select({ phone: otps.phone, expiresAt: otps.expiresAt, consumedAt: otps.consumedAt })
    .from(otps)
    .where(eq(otps.id, otpId));
  if (!row?.phone || row.consumedAt || row.expiresAt <= new Date()) return;
  await sendSms(deps, { to: row.phone, kind: 'otp', variables: { code: otpCode(deps.config.jwtSecret, otpId) } }, signal);
}
