/**
 * The family contacts' mails, each a job: the confirmation of a contact just added, and each
 * change told to a confirmed contact; and the daily sweep of the invitations' records. Every mail
 * carries the address's stop link, in its text and as the one-click `List-Unsubscribe` headers.
 * Each reads the contact again when it runs, so a contact removed (or an account erased, or an
 * address stopped) while a mail waited gets nothing, and a try whose job was aborted (`signal`: its
 * time is up, or the node stops) sends nothing more.
 */
import type { FastifyInstance } from 'fastify';
import { readerLanguage } from '@sahaya/contract/i18n/languages';
import { defineQueue } from '../../plugins/jobs/jobs.ts';
import { forgetOldInvitations } from './family.addresses.ts';
import { stopLinks } from './family.links.ts';
import { confirmationMail, familyNoticeMail } from './family.mail.ts';
import { confirmationMails, contactForMail, familyNoticeMails, newConfirmationToken, type FamilyDeps } from './family.service.ts';

type MailDeps = Pick<FastifyInstance, 'db' | 'mailer'> & Pick<FamilyDeps, 'config'>;

/** Daily at 04:07 (UTC), away from the top of the hour when other periodic work gathers. */
const invitationSweep = defineQueue<Record<string, never>>('family-invitation-sweep', { cron: '7 4 * * *', retryLimit: 2, batchSize: 1 });

export async function mailConfirmation(deps: MailDeps, { contactId }: { contactId: string }, signal?: AbortSignal): Promise<void> {
  const found = await contactForMail(deps.db, contactId);
  if (!found || found.contact.confirmedAt) return;
  const { contact, person } = found;
  const token = await newConfirmationToken(deps.db, contactId);
  if (!token) return;
  const link = `${deps.config.publicUrl}/family/confirm?token=${encodeURIComponent(token)}`;
  const stop = stopLinks(deps.config, contact.userId, contact.addressHash);
  const mail = confirmationMail(readerLanguage(person.language), { person: person.name, link, stopLink: stop.page });
  signal?.throwIfAborted();
  await deps.mailer.send({ to: contact.email, ...mail, headers: stop.headers });
}

export async function mailFamilyNotice(
  deps: MailDeps,
  { contactId, event }: (typeof familyNoticeMails)['data'] & object,
  signal?: AbortSignal,
): Promise<void> {
  const found = await contactForMail(deps.db, contactId);
  if (!found || !found.contact.confirmedAt) return;
  const { contact, person } = found;
  const stop = stopLinks(deps.config, contact.userId, contact.addressHash);
  const mail = familyNoticeMail(readerLanguage(person.language), { person: person.name, event, stopLink: stop.page });
  signal?.throwIfAborted();
  await deps.mailer.send({ to: contact.email, ...mail, headers: stop.headers });
}

export async function familyJobs(app: FastifyInstance) {
  app.jobs.work(confirmationMails, (contact, job) => mailConfirmation(app, contact, job.signal));
  app.jobs.work(familyNoticeMails, (notice, job) => mailFamilyNotice(app, notice, job.signal));
  app.jobs.work(invitationSweep, async () => {
    const forgotten = await forgetOldInvitations(app.db);
    if (forgotten > 0) app.log.info({ forgotten }, 'Family invitations older than 30 days forgotten');
  });
}
