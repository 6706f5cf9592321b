/** The chat's mail of messages left unread (chats.digest.ts): one conversation's messages in one mail, in the frame of notifications' list mails. */
import type { Language } from '@sahaya/contract/i18n/languages';
import { say } from '../../lib/i18n.ts';
import type { MailMessage } from '../../plugins/infrastructure/mail.ts';
import { listMail, subjectOf } from '../notifications/notifications.service.ts';

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
  const count = input.messages.length;
  const subject = say(language, /*i18n*/ {
    id: 'mail.chat.subject',
    message: '{count, plural, one {An unread message from {sender}} other {# unread messages from {sender}}}',
    values: { count, sender: input.sender },
  });
  return listMail(language, {
    name: input.name,
    subject: subjectOf(subject),
    intro: say(language, /*i18n*/ {
      id: 'mail.chat.intro',
      message: '{sender} wrote to you in Sahaya, and you have not read it yet:',
      values: { sender: input.sender },
    }),
    lines: input.messages.map((message) => messageLine(language, message)),
    link: input.link,
    action: say(language, /*i18n*/ { id: 'mail.chat.reply', message: 'Read and reply in Sahaya' }),
    topic: 'chat',
    unsubscribe: input.unsubscribe,
  });
}
