/**
 * The mails of signing up and of recovering an account, sent by the job queue after the answer,
 * in the language on the person's account when the mail goes (set at sign-up from the page they read):
 * a mail server that is down delays them, and a crash or a deploy does not lose them. Their queues
 * are named in auth.service.ts, which enqueues them.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RESET_TOKEN_TTL_MINUTES } from '@sahaya/contract/constants';
import { readerLanguage } from '@sahaya/contract/i18n/languages';
import { otps, passwordResetTokens } from '../../db/schema/auth.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { mailContact } from '../people/people.service.ts';
import { otpMail, resetMail } from './auth.mail.ts';
import { resetMails, verificationMails } from './auth.service.ts';
import { otpCode } from './otp.ts';
import { codeTexts, sendCodeText } from './auth.phone-codes.ts';
import { removeSpentSignIns, signInCleanup } from './auth.upkeep.ts';

type MailDeps = Pick<FastifyInstance, 'db' | 'config' | 'mailer'>;

/**
 * Mails the code of a verification. A code that was replaced by a newer one, used, or has run out
 * while the mail server was down is not worth a mail: the person asks for a new one. A try whose
 * job was aborted (`signal`: its time is up, or the node stops) sends nothing more.
 */
export async function mailVerificationCode(deps: MailDeps, otpId: string, signal?: AbortSignal): Promise<void> {
  const [row] = await deps.db
    .select({ userId: otps.userId, expiresAt: otps.expiresAt, consumedAt: otps.consumedAt })
    .from(otps)
    .where(eq(otps.id, otpId));
  const person = row && (await mailContact(deps.db, row.userId));
  if (!row || !person?.email || person.isVerified || row.consumedAt || row.expiresAt <= new Date()) return;
  signal?.throwIfAborted();
  await deps.mailer.send({ to: person.email, ...otpMail(readerLanguage(person.language), person.name, otpCode(deps.config.jwtSecret, otpId)) });
}

/**
 * Mails a new reset link to the person, if the request named one. The link is made here, not when
 * it was asked for, so no token waits in the queue and a late mail still carries a fresh link;
 * only the newest link works, so an older mail lying around cannot be used.
 */
export async function mailResetLink(deps: MailDeps, userId: string | null, signal?: AbortSignal): Promise<void> {
  if (!userId) return;
  const user = await mailContact(deps.db, userId);
  if (!user?.email) return;
  const token = randomToken();
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60 * 1000),
    });
  });
  const link = `${deps.config.publicUrl}/user/resetPassword?token=${encodeURIComponent(token)}`;
  // The link just made replaces no mail sent yet: the next try makes another.
  signal?.throwIfAborted();
  await deps.mailer.send({ to: user.email, ...resetMail(readerLanguage(user.language), user.name, link) });
}

export async function authJobs(app: FastifyInstance) {
  app.jobs.work(verificationMails, ({ otpId }, job) => mailVerificationCode(app, otpId, job.signal));
  app.jobs.work(resetMails, ({ userId }, job) => mailResetLink(app, userId, job.signal));
  app.jobs.work(codeTexts, ({ otpId }, job) => sendCodeText(app, otpId, job.signal));
  app.jobs.work(signInCleanup, async (_, job) => {
    const removed = await removeSpentSignIns(app.db, new Date(), job.signal);
    if (Object.values(removed).some((n) => n > 0)) app.log.info(removed, 'Ended sessions and spent codes removed');
  });
}
