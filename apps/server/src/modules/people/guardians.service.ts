/**
 * The consent of a parent or lawful guardian (DPDP Act 2023 s. 9; Rules 2025, Rules 10 and 11). A
 * person under 18 joins only with one, and an adult with a disability who has a lawful guardian
 * names them: the guardian is sent a code (by SMS to a mobile number, else by mail), and the account
 * cannot sign in until the code is given back. Their consent stands for the sign-up's choices; its
 * time is `confirmedAt`.
 *
 * The code is worked out from the guardian's row and the server secret (auth's `otpCode`), hashed as
 * every code is (`otpHash`, keyed by the person's id, so one person's code confirms nobody else's),
 * and paced and counted as the sign-up codes are.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OTP_MAX_ATTEMPTS, OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_MINUTES } from '@sahaya/contract/constants';
import {
  ADULT_AGE,
  type ConfirmGuardianBody,
  type GuardianInput,
  type GuardianReason,
  type GuardianView,
  type ResendGuardianCodeBody,
} from '@sahaya/contract/guardians/schemas';
import type { Db } from '../../db/client.ts';
import { languageOf } from '../../db/person-names.ts';
import { guardians } from '../../db/schema/consents.ts';
import { AppError } from '../../errors.ts';
import { said, type Said } from '../../lib/success-reply.ts';
import { defineQueue, type Jobs } from '../../plugins/jobs/jobs.ts';
import { MAIL_QUEUE } from '../../plugins/infrastructure/mail.ts';
import { GATEWAY_QUEUE } from '../../plugins/infrastructure/phone-gateways.ts';
import { otpCode, otpHash, otpMatches } from '../../lib/one-time-codes.ts';
import { findAccountByEmail, findAccountByPhone, lockAccount } from './accounts.service.ts';

/**
 * A guardian's code to send, named by the person and the time it stops working: the job works the
 * code out again from these (nothing secret waits in the queue), and sends nothing for a code replaced,
 * used or run out meanwhile.
 */
export interface GuardianCodeJob {
  userId: string;
  expiresAt: number;
}
export const guardianCodeTexts = defineQueue<GuardianCodeJob>('guardian-code-sms', GATEWAY_QUEUE);
export const guardianCodeMails = defineQueue<GuardianCodeJob>('guardian-code-mail', MAIL_QUEUE);

export type GuardianDeps = { db: Db; config: { jwtSecret: string }; jobs: Pick<Jobs, 'send'> };

/** The code of the guardian's code that stops working at `expiresAt`. */
export const guardianCode = (secret: string, userId: string, expiresAt: Date | number) =>
  otpCode(secret, `guardian:${userId}:${new Date(expiresAt).getTime()}`);

/**
 * Whether a person joining needs a guardian, and why: under 18 always (refused as `UNDER_18` on the
 * age without one), an adult when they say they have a lawful guardian. A guardian given for an
 * adult who did not say so is not recorded. A guardian reached at the person's own number or address
 * is refused: the code must reach someone else. Asked before anything is written.
 */
export function guardianReasonFor(
  person: { age?: number | null; phone?: string | null; email?: string | null },
  guardian: GuardianInput | undefined,
): GuardianReason | null {
  const minor = person.age !== undefined && person.age !== null && person.age < ADULT_AGE;
  if (minor && !guardian) throw new AppError('UNDER_18', { field: 'age' });
  const reason: GuardianReason | null = minor ? 'minor' : guardian?.reason === 'lawfulGuardian' ? 'lawfulGuardian' : null;
  if (reason && guardian) {
    if (guardian.phone && guardian.phone === person.phone) throw new AppError('GUARDIAN_CONTACT_OWN', { field: 'guardian.phone' });
    if (guardian.email && guardian.email === person.email) throw new AppError('GUARDIAN_CONTACT_OWN', { field: 'guardian.email' });
  }
  return reason;
}

/** A new code for the guardian row of `userId`: its hash and expiry to store, and the job that sends it. */
async function issueGuardianCode(deps: GuardianDeps, tx: Db, userId: string, byPhone: boolean) {
  const expiresAt = new Date(Date.now() + OTP_TTL_MINUTES * 60 * 1000);
  const code = guardianCode(deps.config.jwtSecret, userId, expiresAt);
  await deps.jobs.send(byPhone ? guardianCodeTexts : guardianCodeMails, { userId, expiresAt: expiresAt.getTime() }, { db: tx });
  return { codeHash: otpHash(deps.config.jwtSecret, userId, code), codeExpiresAt: expiresAt, attempts: 0 };
}

/** Records the person's guardian and writes their code's SMS or mail, in the transaction of the new account. */
export async function recordGuardian(
  deps: GuardianDeps,
  tx: Db,
  input: { userId: string; reason: GuardianReason; guardian: GuardianInput },
): Promise<void> {
  const { guardian, userId } = input;
  const code = await issueGuardianCode(deps, tx, userId, Boolean(guardian.phone));
  await tx.insert(guardians).values({
    userId,
    reason: input.reason,
    name: guardian.name,
    relation: guardian.relation,
    phone: guardian.phone ?? null,
    email: guardian.phone ? null : (guardian.email ?? null),
    ...code,
  });
}

/** Whether the account waits for its guardian's code: it signs in only once they gave it. */
export async function awaitsGuardian(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: guardians.userId })
    .from(guardians)
    .where(and(eq(guardians.userId, userId), isNull(guardians.confirmedAt)));
  return Boolean(row);
}

/** Refuses the sign-in of an account still waiting for its guardian. */
export async function refuseUnconfirmed(db: Db, userId: string): Promise<void> {
  if (await awaitsGuardian(db, userId)) throw new AppError('GUARDIAN_CONFIRMATION_PENDING');
}

/** The person's guardian, as their details page and their data copy show it; null for none. */
export async function guardianOf(db: Db, userId: string): Promise<GuardianView | null> {
  const [row] = await db.select().from(guardians).where(eq(guardians.userId, userId));
  if (!row) return null;
  return {
    reason: row.reason,
    name: row.name,
    relation: row.relation,
    phone: row.phone,
    email: row.email,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

const accountOf = (db: Db, input: { email?: string; phone?: string }) =>
  input.email ? findAccountByEmail(db, input.email) : findAccountByPhone(db, input.phone!);

const refuse = (reason: 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_TOO_MANY_ATTEMPTS') => new AppError(reason, { field: 'code' });

/**
 * The guardian's code given back. Each try is counted before the code is compared, in one
 * conditional update, so parallel guesses get no more than the allowed tries between them; the
 * last wrong one drops the code, and the guardian is sent a new one only when asked (resend). An
 * account with nothing waiting, or none at all, is answered as a wrong code, so the form tells
 * nobody who has an account.
 */
export async function confirmGuardian(deps: Pick<GuardianDeps, 'db' | 'config'>, input: ConfirmGuardianBody): Promise<Said & { success: true }> {
  const { db } = deps;
  const user = await accountOf(db, input);
  const [row] = user ? await db.select().from(guardians).where(eq(guardians.userId, user.id)) : [];
  if (!user || !row || row.confirmedAt) throw refuse('OTP_INVALID');
  if (!row.codeHash || !row.codeExpiresAt) throw refuse('OTP_TOO_MANY_ATTEMPTS');
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw refuse('OTP_TOO_MANY_ATTEMPTS');
  if (row.codeExpiresAt <= new Date()) throw refuse('OTP_EXPIRED');
  const sameCode = and(eq(guardians.userId, user.id), eq(guardians.codeHash, row.codeHash), isNull(guardians.confirmedAt));
  const [counted] = await db
    .update(guardians)
    .set({ attempts: sql`${guardians.attempts} + 1` })
    .where(and(sameCode, lt(guardians.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: guardians.attempts });
  if (!counted) throw refuse('OTP_TOO_MANY_ATTEMPTS');
  if (!otpMatches(deps.config.jwtSecret, user.id, input.code, row.codeHash)) {
    if (counted.attempts < OTP_MAX_ATTEMPTS) throw refuse('OTP_INVALID');
    // Worn out: the code is dropped, and a new one is sent only when asked for.
    await db.update(guardians).set({ codeHash: null, codeExpiresAt: null }).where(sameCode);
    throw refuse('OTP_TOO_MANY_ATTEMPTS');
  }
  const [confirmed] = await db
    .update(guardians)
    .set({ confirmedAt: new Date(), codeHash: null, codeExpiresAt: null })
    .where(sameCode)
    .returning({ userId: guardians.userId });
  // A second use racing this one finds the code gone.
  if (!confirmed) throw refuse('OTP_INVALID');
  return { success: true, ...said('GUARDIAN_CONFIRMED') };
}

/**
 * A new code to the account's guardian, no sooner than the sign-up codes' wait after the last one
 * (`OTP_COOLDOWN`, whose 429 says when to ask again). An unknown account, or one with nothing
 * waiting, gets the same answer, and nothing is sent.
 */
export async function resendGuardianCode(deps: GuardianDeps, input: ResendGuardianCodeBody): Promise<Said & { success: true }> {
  const { db } = deps;
  const answer = { success: true as const, ...said('GUARDIAN_CODE_RESENT') };
  const user = await accountOf(db, input);
  if (!user) return answer;
  await db.transaction(async (tx) => {
    // Locking the person's row makes parallel resends wait for each other, so the wait holds.
    await lockAccount(tx, user.id);
    const [row] = await tx.select().from(guardians).where(eq(guardians.userId, user.id));
    if (!row || row.confirmedAt) return;
    if (row.codeExpiresAt) {
      const sentAt = row.codeExpiresAt.getTime() - OTP_TTL_MINUTES * 60 * 1000;
      const waitMs = sentAt + OTP_RESEND_COOLDOWN_SECONDS * 1000 - Date.now();
      if (waitMs > 0) throw new AppError('OTP_COOLDOWN', { params: [Math.ceil(waitMs / 1000)] });
    }
    const code = await issueGuardianCode(deps, tx, user.id, Boolean(row.phone));
    await tx.update(guardians).set(code).where(eq(guardians.userId, user.id));
  });
  return answer;
}

/** The guardian and the code to send them now, or null when it was replaced, used or has run out. */
export async function guardianCodeToSend(
  deps: Pick<FastifyInstance, 'db' | 'config'>,
  job: GuardianCodeJob,
): Promise<{ phone: string | null; email: string | null; code: string; language: string | null } | null> {
  const [row] = await deps.db
    .select({ guardian: guardians, language: languageOf(guardians.userId) })
    .from(guardians)
    .where(eq(guardians.userId, job.userId));
  const guardian = row?.guardian;
  if (!guardian || guardian.confirmedAt || !guardian.codeExpiresAt) return null;
  if (guardian.codeExpiresAt.getTime() !== job.expiresAt || guardian.codeExpiresAt <= new Date()) return null;
  const code = guardianCode(deps.config.jwtSecret, job.userId, job.expiresAt);
  return { phone: guardian.phone, email: guardian.email, code, language: row.language };
}
