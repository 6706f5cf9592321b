/**
 * Sending a guardian's code after the change that asked for it commits: by SMS through the gateway
 * queue, or by mail in the language of the person who named them.
 */
import type { FastifyInstance } from 'fastify';
import { readerLanguage } from '@sahaya/contract/i18n/languages';
import { sendSms } from '../../plugins/infrastructure/sms.ts';
import { guardianMail } from './guardians.mail.ts';
import { guardianCodeMails, guardianCodeTexts, guardianCodeToSend, type GuardianCodeJob } from './guardians.service.ts';

type SendDeps = Pick<FastifyInstance, 'db' | 'config' | 'sms' | 'mailer'>;

export async function sendGuardianCode(deps: SendDeps, job: GuardianCodeJob, signal?: AbortSignal): Promise<void> {
  const due = await guardianCodeToSend(deps, job);
  if (!due) return;
  signal?.throwIfAborted();
  if (due.phone) await sendSms(deps, { to: due.phone, kind: 'guardian', variables: { code: due.code } }, signal);
  else if (due.email) await deps.mailer.send({ to: due.email, ...guardianMail(readerLanguage(due.language), due.code) });
}

export async function guardianJobs(app: FastifyInstance) {
  app.jobs.work(guardianCodeTexts, (data, job) => sendGuardianCode(app, data, job.signal));
  app.jobs.work(guardianCodeMails, (data, job) => sendGuardianCode(app, data, job.signal));
}
