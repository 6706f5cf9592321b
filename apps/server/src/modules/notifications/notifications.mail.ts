/**
 * The mails that tell a person what Sahaya's bell says while they are not looking (issue #26): one
 * notice, and the chat's unread messages gathered per conversation. Each is in the reader's
 * language, opens the right page with one clear button, and ends with the link that stops that
 * topic's mails, also given as the one-click `List-Unsubscribe` headers of RFC 8058.
 */
import type { Role } from '@sahaya/contract/constants';
import type { Language } from '@sahaya/contract/i18n/languages';
import type { UnsubscribeTopic } from '@sahaya/contract/notifications/preferences';
import { say } from '../../lib/i18n.ts';
import { escapeHtml, mailButton, mailGreeting, mailLayout } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { topicName } from './unsubscribe.ts';

/** The path a notice opens, as the web's bell opens it (web features/notifications/utils/notification-link.ts). */
export function noticePath(
  role: Role,
  notice: { type: 'message' | 'system'; requestId: string | null; topic: string | null },
): string {
  if (notice.requestId) return `/${role}/assistanceRequests/${encodeURIComponent(notice.requestId)}${notice.type === 'message' ? '?tab=chat' : ''}`;
  if (notice.type === 'message') return `/${role}/dashboard`;
  if (notice.topic === 'assetRequest') return role === 'user' ? '/user/requests?tab=assets' : `/${role}/dashboard`;
  if (notice.topic === 'account') return `/${role}/profile/info`;
  if (notice.topic === 'donation') return role === 'user' ? '/user/donations' : `/${role}/dashboard`;
  return `/${role}/meetings`;
}

/** A mail subject is one short line: a long notice is cut at a word, with an ellipsis. */
export function subjectOf(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The headers of RFC 8058: a mail program's "unsubscribe" turns this topic's e-mail off with one POST. */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** Why the mail came and how to stop it: in every mail that has a topic to stop. */
function footer(language: Language, topic: UnsubscribeTopic, unsubscribe: string) {
  const why = say(language, /*i18n*/ {
    id: 'mail.notice.why',
    message: 'You get this e-mail because you chose e-mails about {topic} in Sahaya.',
    values: { topic: topicName(language, topic) },
  });
  const stop = say(language, /*i18n*/ { id: 'mail.notice.stop', message: 'Stop these e-mails' });
  return {
    text: `${why}\n${stop}: ${unsubscribe}`,
    html: `<p style="color:#4b5563;font-size:15px">${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(stop)}</a></p>`,
  };
}

export interface NoticeMailInput {
  name: string;
  /** The notice in the reader's language. */
  text: string;
  /** The page it opens, absolute. */
  link: string;
  /** Its topic's unsubscribe link; none for the account's notices, which always come. */
  unsubscribe?: { topic: UnsubscribeTopic; url: string };
}

/** One notice by mail: its text as the subject and the body, a button to the page it is about. */
export function noticeMail(language: Language, input: NoticeMailInput): Omit<MailMessage, 'to'> {
  const greeting = mailGreeting(language, input.name);
  const open = say(language, /*i18n*/ { id: 'mail.notice.open', message: 'Open in Sahaya' });
  const stop = input.unsubscribe && footer(language, input.unsubscribe.topic, input.unsubscribe.url);
  return {
    subject: subjectOf(input.text),
    text: `${greeting}\n\n${input.text}\n\n${open}: ${input.link}${stop ? `\n\n${stop.text}` : ''}`,
    html: mailLayout(language, `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(input.text)}</p>${mailButton(input.link, open)}${stop?.html ?? ''}`),
    ...(input.unsubscribe && { headers: unsubscribeHeaders(input.unsubscribe.url) }),
  };
}

export interface DigestMessage {
  /** The message's time, already written in the reader's language. */
  when: string;
  content: string;
  /** How many files came with it. */
  files: number;
}

export interface ChatDigestInput {
  name: string;
  /** Who wrote, as they typed their name. */
  sender: string;
  messages: readonly DigestMessage[];
  link: string;
  unsubscribe: string;
}

/** A line of the digest: the time, the words, and how many files came with them. */
function messageLine(language: Language, message: DigestMessage): string {
  const files =
    message.files > 0
      ? say(language, /*i18n*/ { id: 'mail.chat.files', message: '{count, plural, one {(# file)} other {(# files)}}', values: { count: message.files } })
      : '';
  return `${message.when} — ${[message.content, files].filter(Boolean).join(' ')}`;
}

/** The messages of one conversation left unread, gathered into one mail. */
export function chatDigestMail(language: Language, input: ChatDigestInput): Omit<MailMessage, 'to'> {
  const greeting = mailGreeting(language, input.name);
  const count = input.messages.length;
  const subject = say(language, /*i18n*/ {
    id: 'mail.chat.subject',
    message: '{count, plural, one {An unread message from {sender}} other {# unread messages from {sender}}}',
    values: { count, sender: input.sender },
  });
  const intro = say(language, /*i18n*/ {
    id: 'mail.chat.intro',
    message: '{sender} wrote to you in Sahaya, and you have not read it yet:',
    values: { sender: input.sender },
  });
  const reply = say(language, /*i18n*/ { id: 'mail.chat.reply', message: 'Read and reply in Sahaya' });
  const lines = input.messages.map((message) => messageLine(language, message));
  const stop = footer(language, 'chat', input.unsubscribe);
  return {
    subject: subjectOf(subject),
    text: `${greeting}\n\n${intro}\n\n${lines.join('\n')}\n\n${reply}: ${input.link}\n\n${stop.text}`,
    html: mailLayout(
      language,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
        `${mailButton(input.link, reply)}${stop.html}`,
    ),
    headers: unsubscribeHeaders(input.unsubscribe),
  };
}

export interface DigestRequest {
  /** The requester's first name, as the Nearby list shows it. */
  name: string;
  description: string;
  city: string;
  /** Whole kilometres from the volunteer's place. */
  distance: number;
}

export interface VolunteerDigestInput {
  name: string;
  /** The nearest open requests, and how many there are in all. */
  requests: readonly DigestRequest[];
  total: number;
  link: string;
  unsubscribe: string;
}

/** A volunteer's daily mail of the open requests near their place. */
export function volunteerDigestMail(language: Language, input: VolunteerDigestInput): Omit<MailMessage, 'to'> {
  const greeting = mailGreeting(language, input.name);
  const subject = say(language, /*i18n*/ {
    id: 'mail.digest.subject',
    message: '{count, plural, one {An open request near you} other {# open requests near you}}',
    values: { count: input.total },
  });
  const intro = say(language, /*i18n*/ {
    id: 'mail.digest.intro',
    message: '{count, plural, one {This request near you is waiting for a volunteer:} other {These requests near you are waiting for a volunteer, nearest first:}}',
    values: { count: input.total },
  });
  const lines = input.requests.map((request) =>
    say(language, /*i18n*/ {
      id: 'mail.digest.line',
      message: '{name}, {city} ({distance} km): {description}',
      values: { name: request.name, city: request.city, distance: request.distance, description: subjectOf(request.description, 160) },
    }),
  );
  const open = say(language, /*i18n*/ { id: 'mail.digest.open', message: 'See the requests near you' });
  const stop = footer(language, 'volunteerDigest', input.unsubscribe);
  return {
    subject,
    text: `${greeting}\n\n${intro}\n\n${lines.join('\n')}\n\n${open}: ${input.link}\n\n${stop.text}`,
    html: mailLayout(
      language,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
        `${mailButton(input.link, open)}${stop.html}`,
    ),
    headers: unsubscribeHeaders(input.unsubscribe),
  };
}
