/**
 * The mails that tell a person what Sahaya's bell says while they are not looking (issue #26): one
 * notice, and the frame of the mails that list things of a topic (the chat's unread messages,
 * modules/chats/chats.mail.ts; the volunteers' daily digest,
 * modules/assistance-requests/assistance-requests.mail.ts). Each is in the reader's language,
 * opens the right page with one clear button, and ends with the link that stops that topic's
 * mails, also given as the one-click `List-Unsubscribe` headers of RFC 8058.
 */
import type { Role } from '@sahaya/contract/constants';
import type { Language } from '@sahaya/contract/i18n/languages';
import type { UnsubscribeTopic } from '@sahaya/contract/notifications/preferences';
import { say } from '../../lib/i18n.ts';
import { escapeHtml, mailButton, mailGreeting, mailLayout } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../plugins/infrastructure/mail.ts';
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

export interface ListMailInput {
  name: string;
  subject: string;
  /** The sentence before the list. */
  intro: string;
  lines: readonly string[];
  /** The page the button opens, absolute, and the button's words. */
  link: string;
  action: string;
  /** The topic the mail is of, and its unsubscribe link. */
  topic: UnsubscribeTopic;
  unsubscribe: string;
}

/**
 * A mail of a topic the person may stop that lists things (a chat's unread messages, the requests
 * near a volunteer): the greeting, the list, one button, and why it came with the link that stops
 * it. The modules that send such mails write their words; the frame is this one.
 */
export function listMail(language: Language, input: ListMailInput): Omit<MailMessage, 'to'> {
  const greeting = mailGreeting(language, input.name);
  const stop = footer(language, input.topic, input.unsubscribe);
  return {
    subject: input.subject,
    text: `${greeting}\n\n${input.intro}\n\n${input.lines.join('\n')}\n\n${input.action}: ${input.link}\n\n${stop.text}`,
    html: mailLayout(
      language,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(input.intro)}</p><ul>${input.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
        `${mailButton(input.link, input.action)}${stop.html}`,
    ),
    headers: unsubscribeHeaders(input.unsubscribe),
  };
}
