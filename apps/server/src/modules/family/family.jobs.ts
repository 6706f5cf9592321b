/**
 * The family contacts' mails, each a job: the confirmation of a contact just added, and each
 * change told to a confirmed contact. Each reads the contact again when it runs, so a contact
 * removed (or an account erased) while a mail waited gets nothing, and a try whose job was aborted
 * (`signal`: its time is up, or the node stops) sends nothing more.
 */
import type { FastifyInstance } from 'fastify';
import { readerLanguage } from '@sahaya/contract/i18n/languages';
import { confirmationMail, familyNoticeMail } from './family.mail.ts';
import { confirmationMails, contactForMail, familyNoticeMails, newConfirmationToken, stopToken, type FamilyDeps } from './family.service.ts';

type MailDeps = Pick<FastifyInstance, 'db' | 'mailer'> & Pick<FamilyDeps, 'config'>;

export async function mailConfirmation(deps: MailDeps, { contactId }: { contactId: string }, signal?: AbortSignal): Promise<void> {
  const found = await contactForMail(deps.db, contactId);
  if (!found || found.contact.confirmedAt) return;
  const { contact, person } = found;
  const token = await newConfirmationToken(deps.db, contactId);
  if (!token) return;
  const link = `${deps.config.publicUrl}/family/confirm?token=${encodeURIComponent(token)}`;
  const mail = confirmationMail(readerLanguage(person.language), { contactName: contact.name, relation: contact.relation, person: person.name, link });
  signal?.throwIfAborted();
  await deps.mailer.send({ to: contact.email, ...mail });
}

export async function mailFamilyNotice(
  deps: MailDeps,
  { contactId, event }: (typeof familyNoticeMails)['data'] & object,
  signal?: AbortSignal,
): Promise<void> {
  const found = await contactForMail(deps.db, contactId);
  if (!found || !found.contact.confirmedAt) return;
  const { contact, person } = found;
  const stopLink = `${deps.config.publicUrl}/family/stop?token=${encodeURIComponent(stopToken(deps.config.jwtSecret, contactId))}`;
  const mail = familyNoticeMail(readerLanguage(person.language), { contactName: contact.name, person: person.name, event, stopLink });
  signal?.throwIfAborted();
  await deps.mailer.send({ to: contact.email, ...mail });
}

export async function familyJobs(app: FastifyInstance) {
  app.jobs.work(confirmationMails, (contact, job) => mailConfirmation(app, contact, job.signal));
  app.jobs.work(familyNoticeMails, (notice, job) => mailFamilyNotice(app, notice, job.signal));
}
