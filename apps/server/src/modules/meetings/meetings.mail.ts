/**
 * A meeting's invitation mail, with its calendar file, in the language the participant reads
 * Sahaya in. The title is the admin's, as typed, in every language.
 */
import { calendarFileName, meetingCalendar } from '@sahaya/contract/meetings/calendar';
import type { Language } from '@sahaya/contract/i18n/languages';
import { meetingMessages as m } from '@sahaya/contract/meetings/messages';
import { appName, contractText, say } from '../../lib/i18n.ts';
import { escapeHtml, mailDateTime, mailGreeting, mailLayout } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../plugins/infrastructure/mail.ts';

export interface Invitation {
  meetingId: string;
  title: string;
  scheduledTime: Date;
  /** The participant's name, as they typed it. */
  name: string;
  /** Where the participant's room opens. */
  link: string;
}

/** What a meeting's calendar entry says besides its title, in `language`: the mailed file's and the downloaded one's. */
export const calendarDescription = (language: Language, link: string): string =>
  say(language, /*i18n*/ { id: 'ics.meeting.description', message: 'Join the Sahaya video meeting at {link}', values: { link } });

export function invitationMail(language: Language, invitation: Invitation): Omit<MailMessage, 'to'> {
  const { title, link } = invitation;
  const greeting = mailGreeting(language, invitation.name);
  const invited = contractText(language, m.invitation, title, mailDateTime(invitation.scheduledTime, language));
  const join = say(language, /*i18n*/ { id: 'mail.meeting.join', message: 'Join it at {link} when it starts.', values: { link } });
  const attached = say(language, /*i18n*/ { id: 'mail.meeting.calendar', message: 'The attached calendar file adds it to your calendar.' });
  const closing = appName(language);
  const description = calendarDescription(language, link);
  return {
    subject: say(language, /*i18n*/ { id: 'mail.meeting.subject', message: 'Invitation: {title}', values: { title } }),
    text: `${greeting}\n\n${invited}\n${join}\n\n${attached}\n\n${closing}`,
    html: mailLayout(
      language,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(invited)}</p>` +
        `<p>${escapeHtml(join).replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)}</p>` +
        `<p>${escapeHtml(attached)}</p>`,
    ),
    attachments: [
      {
        filename: calendarFileName(title),
        content: meetingCalendar({ id: invitation.meetingId, title, scheduledTime: invitation.scheduledTime, status: 'scheduled', link, description }),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
