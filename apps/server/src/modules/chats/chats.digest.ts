/**
 * The chat's mail of messages left unread (issue #26): when a message is stored, a job for its
 * conversation and receiver is written with it to run 10 minutes later, one waiting job per
 * conversation and receiver however many messages come. It mails the receiver, in one mail, the
 * messages they still have not read and were not mailed before, if they want the chat by e-mail,
 * and marks them mailed; a receiver who read them meanwhile gets nothing.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@sahaya/contract/constants';
import { defaultLanguage, localeOf, readerLanguage, type Language } from '@sahaya/contract/i18n/languages';
import { CHAT_DIGEST_DELAY_MINUTES } from '@sahaya/contract/notifications/preferences';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/chats.ts';
import type { Jobs } from '../../plugins/jobs/jobs.ts';
import { MAIL_QUEUE } from '../../plugins/infrastructure/mail.ts';
import { defineQueue } from '../../plugins/jobs/jobs.ts';
import { preferencesFor, unsubscribeUrl } from '../notifications/notifications.service.ts';
import { mailable } from '../../db/person-names.ts';
import { mailContact, personName } from '../people/people.service.ts';
import { chatDigestMail, type DigestMessage } from './chats.mail.ts';

export interface ChatDigest {
  requestId: string;
  receiverId: string;
}

/** One waiting digest per conversation and receiver: a job sent while one waits is dropped. */
export const chatDigests = defineQueue<ChatDigest>('chat-digest', { ...MAIL_QUEUE, policy: 'short' });

/** The most messages one mail lists; the rest are in the chat, which the mail opens. */
const DIGEST_MAX = 30;

/** Writes the digest's job in the transaction that stores a message. */
export async function scheduleChatDigest(jobs: Pick<Jobs, 'send'>, tx: Db, digest: ChatDigest): Promise<void> {
  await jobs.send(chatDigests, digest, {
    db: tx,
    startAfter: new Date(Date.now() + CHAT_DIGEST_DELAY_MINUTES * 60_000),
    singletonKey: `${digest.requestId}:${digest.receiverId}`,
  });
}

const formats = new Map<Language, Intl.DateTimeFormat>();

/** A message's time on the clock in India, in the reader's language ("26 Nov, 5:30 pm"). */
function messageTime(language: Language, date: Date): string {
  let format = formats.get(language);
  if (!format) {
    const english = language === defaultLanguage;
    format = new Intl.DateTimeFormat(localeOf[language], {
      day: 'numeric',
      month: english ? 'short' : 'long',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
      ...(english ? {} : { hourCycle: 'h12', dayPeriod: 'short' }),
    });
    formats.set(language, format);
  }
  return format.format(date);
}

type Deps = Pick<FastifyInstance, 'db' | 'config' | 'mailer'>;

/**
 * The job: one mail of the conversation's unread, unmailed messages to their receiver, then marks
 * them mailed. A try whose job was aborted (`signal`: its time is up, or the node stops) sends nothing.
 */
export async function mailChatDigest(deps: Deps, { requestId, receiverId }: ChatDigest, signal?: AbortSignal): Promise<void> {
  const rows = await deps.db
    .select({ id: chatMessages.id, senderId: chatMessages.senderId, content: chatMessages.content, media: chatMessages.media, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.requestId, requestId),
        eq(chatMessages.receiverId, receiverId),
        // A literal `not read` lets the planner use the partial unread index.
        sql`not ${chatMessages.read}`,
        isNull(chatMessages.mailedAt),
      ),
    )
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(DIGEST_MAX);
  const first = rows[0];
  if (!first) return;
  const reader = await mailContact(deps.db, receiverId);
  if (!mailable(reader)) return;
  const role = reader.role as Role;
  if (!(await preferencesFor(deps.db, receiverId, role)).chat.email) return;
  const language = readerLanguage(reader.language);
  const messages: DigestMessage[] = rows.map((row) => ({ when: messageTime(language, row.createdAt), content: row.content, files: row.media.length }));
  const mail = chatDigestMail(language, {
    name: reader.name,
    sender: (await personName(deps.db, first.senderId)) ?? '',
    messages,
    link: `${deps.config.publicUrl}/${role}/assistanceRequests/${encodeURIComponent(requestId)}?tab=chat`,
    unsubscribe: unsubscribeUrl(deps.config, receiverId, 'chat'),
  });
  signal?.throwIfAborted();
  await deps.mailer.send({ to: reader.email, ...mail });
  await deps.db
    .update(chatMessages)
    .set({ mailedAt: sql`now()` })
    .where(inArray(chatMessages.id, rows.map((row) => row.id)));
}

export function chatDigestJobs(app: FastifyInstance) {
  app.jobs.work(chatDigests, (digest, job) => mailChatDigest(app, digest, job.signal));
}
