/**
 * Delivers a stored notice beyond the bell (issue #26): the job `notify` writes with each notice
 * reads the reader's choices for the notice's topic and sends it by e-mail (a job of its own, so a
 * mail server that is down is tried again without pushing twice), to their devices by Web Push, and
 * tells their family when it is news for them (modules/family decides which notices are).
 *
 * Which notices go by e-mail:
 * - a chat message's notice never at once: the conversation's unread messages are mailed together
 *   after 10 minutes (modules/chats/chats.digest.ts);
 * - the account's notices (password changed, access blocked or restored) always, with no link to
 *   stop them: they are about the account's safety, and are rare;
 * - a notice whose module sends a mail of its own for it not again (plugins/registries/mailed-otherwise.ts):
 *   a meeting's invitation, whose mail has the calendar file; a donation's thanks, whose receipt's
 *   mail has the PDF, by the same choice of the person;
 * - every other notice when its topic's e-mail is on, which it is until the person turns it off.
 * Only an account whose address was confirmed is mailed.
 *
 * Which notices go by SMS and WhatsApp (issue #38), each only to the person's own number (one they
 * proved with a code, or the one an account without e-mail signs in with):
 * - a chat message's notice never: messages come too often for a text each, and the chat's e-mail
 *   gathers them;
 * - the account's notices by SMS to a person who cannot be mailed, for whom it is the only channel
 *   that reaches them away from Sahaya, and never by WhatsApp, which has no choice to agree under;
 * - every other notice by SMS when its topic's SMS is on, and by WhatsApp when its topic's
 *   WhatsApp is on and the person agreed to WhatsApp messages on the settings page; both are off
 *   until the person turns them on.
 * Each is a job of its own, which asks again as it runs, so a choice turned off, an agreement
 * withdrawn or a number no longer the person's stops a message still waiting; a gateway that is
 * busy or down (429, 5xx) is tried again, and a refusal is given up (plugins/infrastructure/sms.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@sahaya/contract/constants';
import { readerLanguage, type Language } from '@sahaya/contract/i18n/languages';
import type { NotificationPreferences, PreferenceTopic } from '@sahaya/contract/notifications/preferences';
import { mailable, recipientOf, type Recipient } from '../../db/person-names.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { MAIL_QUEUE } from '../../plugins/infrastructure/mail.ts';
import { GATEWAY_QUEUE } from '../../plugins/infrastructure/phone-gateways.ts';
import { sendSms } from '../../plugins/infrastructure/sms.ts';
import { sendWhatsApp } from '../../plugins/infrastructure/whatsapp.ts';
import { defineQueue, type Jobs, type RunningJob } from '../../plugins/jobs/jobs.ts';
import type { MailedOtherwise } from '../../plugins/registries/mailed-otherwise.ts';
import type { Db } from '../../db/client.ts';
import { phoneReachOf, preferencesFor, type PhoneReach } from './notification-preferences.ts';
import { noticeMail, noticePath } from './notifications.mail.ts';
import { noticeDeliveries } from './notifications.service.ts';
import { storedNoticeIn } from './notice-text.ts';
import { unsubscribeUrl } from './unsubscribe.ts';

type Deps = Pick<FastifyInstance, 'db' | 'jobs' | 'config' | 'mailer' | 'log' | 'mailedOtherwise' | 'sms' | 'whatsApp'>;

/** A notice as the family hears of it: whose it is, its topic and its contract text. */
export type FamilyNotice = ReturnType<typeof familyNoticeOf>;
/** A notice as a device shows it. */
export type PushNotice = ReturnType<typeof pushOf>;

/**
 * Where a notice goes besides the bell and the mail: the person's devices (modules/push) and their
 * family (modules/family, which decides which notices are news for them). The app gives them
 * (app.ts), so this module, which every other module tells things through, depends on neither.
 * Each writes its jobs in the transaction it is given.
 */
export interface NoticeChannels {
  push(deps: { db: Db; jobs: Jobs }, userId: string, notice: PushNotice): Promise<unknown>;
  family(deps: { db: Db; jobs: Jobs }, notice: FamilyNotice, options: { db: Db }): Promise<unknown>;
}

/** A notice's mail, sent by a queue that keeps trying while the mail server is down. */
export const noticeMails = defineQueue<{ notificationId: string }>('notice-mail', MAIL_QUEUE);

/** A notice's SMS and its WhatsApp message: each tried again while its gateway is busy or down. */
export const noticeSms = defineQueue<{ notificationId: string }>('notice-sms', GATEWAY_QUEUE);
export const noticeWhatsApp = defineQueue<{ notificationId: string }>('notice-whatsapp', GATEWAY_QUEUE);

type NotificationRow = typeof notifications.$inferSelect;

/** The notice and its reader, or undefined once either is gone (cleared from the bell, account erased). */
async function noticeAndReader(deps: Pick<Deps, 'db'>, notificationId: string) {
  const [found] = await deps.db
    .select({ row: notifications, reader: recipientOf(notifications.userId) })
    .from(notifications)
    .where(eq(notifications.id, notificationId));
  return found?.reader ? { row: found.row, reader: { ...found.reader, language: readerLanguage(found.reader.language) } } : undefined;
}

/** The preference topic a notice belongs to: a chat message's is `chat`; a system notice without a topic is a meeting's (spec 1). */
export function preferenceTopicOf(row: Pick<NotificationRow, 'type' | 'topic'>): PreferenceTopic | 'account' {
  if (row.type === 'message') return 'chat';
  return row.topic ?? 'meeting';
}

/** Whether this notice goes by e-mail now (see the rules at the top of this file). */
export function mailsAtOnce(
  row: Pick<NotificationRow, 'type' | 'topic' | 'messageKey'>,
  preferences: NotificationPreferences,
  mailedOtherwise: Pick<MailedOtherwise, 'has'>,
): boolean {
  const topic = preferenceTopicOf(row);
  if (topic === 'chat') return false;
  if (topic === 'account') return true;
  if (mailedOtherwise.has(row.messageKey)) return false;
  return preferences[topic].email;
}

/** Whether this notice goes to the person's devices: the account's always, the rest as chosen. */
export function pushes(row: Pick<NotificationRow, 'type' | 'topic'>, preferences: NotificationPreferences): boolean {
  const topic = preferenceTopicOf(row);
  return topic === 'account' || preferences[topic].push;
}

/**
 * Whether this notice goes by SMS (see the rules at the top of this file) to a person who has a
 * number of their own; `mailed` says whether they can be mailed.
 */
export function textsAtOnce(row: Pick<NotificationRow, 'type' | 'topic'>, preferences: NotificationPreferences, mailed: boolean): boolean {
  const topic = preferenceTopicOf(row);
  if (topic === 'chat') return false;
  if (topic === 'account') return !mailed;
  return preferences[topic].sms;
}

/** Whether this notice goes by WhatsApp to a person who has a number of their own and agreed to WhatsApp messages. */
export function whatsAppsAtOnce(row: Pick<NotificationRow, 'type' | 'topic'>, preferences: NotificationPreferences): boolean {
  const topic = preferenceTopicOf(row);
  if (topic === 'chat' || topic === 'account') return false;
  return preferences[topic].whatsapp;
}

/** The number this notice goes to by SMS, or null when it does not go by SMS. */
const smsNumber = (row: NotificationRow, reader: Pick<Recipient, 'email' | 'isVerified'>, reach: PhoneReach) =>
  textsAtOnce(row, reach.preferences, mailable(reader)) ? reach.number : null;
/** The number this notice goes to by WhatsApp, or null when it does not go by WhatsApp. */
const whatsAppNumber = (row: NotificationRow, reach: PhoneReach) =>
  reach.whatsappOptInAt !== null && whatsAppsAtOnce(row, reach.preferences) ? reach.number : null;

/** The job of `deliver-notice`: the mail's, the phone's, the family's and each device's push job written together. */
export async function deliverNotice(deps: Deps, channels: NoticeChannels, notificationId: string, job?: RunningJob): Promise<void> {
  const found = await noticeAndReader(deps, notificationId);
  if (!found) return;
  const { row, reader } = found;
  const reach = await phoneReachOf(deps.db, row.userId, reader.role);
  const { preferences } = reach;
  await deps.db.transaction(async (tx) => {
    if (mailable(reader) && mailsAtOnce(row, preferences, deps.mailedOtherwise)) await deps.jobs.send(noticeMails, { notificationId }, { db: tx });
    if (smsNumber(row, reader, reach)) await deps.jobs.send(noticeSms, { notificationId }, { db: tx });
    if (whatsAppNumber(row, reach)) await deps.jobs.send(noticeWhatsApp, { notificationId }, { db: tx });
    // The person's confirmed family contacts, when the notice is news for them (modules/family).
    await channels.family(deps, familyNoticeOf(row), { db: tx });
    // One job per device, written with the others: a device whose push service is down is tried
    // again on its own, and none of these jobs is written twice.
    if (pushes(row, preferences)) await channels.push({ db: tx, jobs: deps.jobs }, row.userId, pushOf(row, reader));
    // The job ends with the jobs it wrote: run again after a crash, it finds itself done.
    await job?.done(tx);
  });
}

/** The notice as the family hook reads it. */
export const familyNoticeOf = (row: NotificationRow) => ({
  userId: row.userId,
  topic: row.topic,
  text: row.messageKey ? { key: row.messageKey, args: row.messageArgs ?? [] } : null,
});

/** The notice as a push shows it: its text in the reader's language, opening the page it is about. */
export const pushOf = (row: NotificationRow, reader: { role: Role; language: Language }) => ({
  title: 'Sahaya',
  body: storedNoticeIn(reader.language, row),
  url: noticePath(reader.role, row),
});

/**
 * The job of `notice-mail`: the notice in the reader's language, with its page and its topic's
 * unsubscribe link. A try whose job was aborted (`signal`) sends nothing.
 */
export async function mailNotice(deps: Deps, notificationId: string, signal?: AbortSignal): Promise<void> {
  const found = await noticeAndReader(deps, notificationId);
  if (!found) return;
  const { row, reader } = found;
  // Asked again as the mail goes: a person who turned the topic off since is not mailed.
  const preferences = await preferencesFor(deps.db, row.userId, reader.role);
  if (!mailable(reader) || !mailsAtOnce(row, preferences, deps.mailedOtherwise)) return;
  const topic = preferenceTopicOf(row);
  const language = reader.language;
  const mail = noticeMail(language, {
    name: reader.name,
    text: storedNoticeIn(language, row),
    link: `${deps.config.publicUrl}${noticePath(reader.role, row)}`,
    ...(topic !== 'account' && { unsubscribe: { topic, url: unsubscribeUrl(deps.config, row.userId, topic) } }),
  });
  signal?.throwIfAborted();
  await deps.mailer.send({ to: reader.email, ...mail });
}

/** The notice's words in the reader's language and the page it opens, as an SMS or a WhatsApp message fills its template. */
const phoneNoticeOf = (deps: Pick<Deps, 'config'>, row: NotificationRow, reader: { role: Role; language: Language }) => ({
  text: storedNoticeIn(reader.language, row),
  link: `${deps.config.publicUrl}${noticePath(reader.role, row)}`,
});

/**
 * The job of `notice-sms`. Asked again as it goes, as a mail is: nothing is sent once the person
 * turned the topic's SMS off or the number is no longer their own. A gateway busy or down throws,
 * and the job is tried again.
 */
export async function smsNotice(deps: Deps, notificationId: string, signal?: AbortSignal): Promise<void> {
  const found = await noticeAndReader(deps, notificationId);
  if (!found) return;
  const { row, reader } = found;
  const to = smsNumber(row, reader, await phoneReachOf(deps.db, row.userId, reader.role));
  if (!to) return;
  await sendSms(deps, { to, kind: 'notice', variables: phoneNoticeOf(deps, row, reader) }, signal);
}

/** The job of `notice-whatsapp`: as `notice-sms`, and nothing once the person withdrew their agreement to WhatsApp. */
export async function whatsAppNotice(deps: Deps, notificationId: string, signal?: AbortSignal): Promise<void> {
  const found = await noticeAndReader(deps, notificationId);
  if (!found) return;
  const { row, reader } = found;
  const to = whatsAppNumber(row, await phoneReachOf(deps.db, row.userId, reader.role));
  if (!to) return;
  const { text, link } = phoneNoticeOf(deps, row, reader);
  await sendWhatsApp(deps, { to, template: 'notice', language: reader.language, parameters: [text, link] }, signal);
}

export function deliveryJobs(app: FastifyInstance, channels: NoticeChannels) {
  app.jobs.work(noticeDeliveries, ({ notificationId }, job) => deliverNotice(app, channels, notificationId, job));
  app.jobs.work(noticeMails, ({ notificationId }, job) => mailNotice(app, notificationId, job.signal));
  app.jobs.work(noticeSms, ({ notificationId }, job) => smsNotice(app, notificationId, job.signal));
  app.jobs.work(noticeWhatsApp, ({ notificationId }, job) => whatsAppNotice(app, notificationId, job.signal));
}
