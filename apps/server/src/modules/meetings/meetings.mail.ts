/**
 * A meeting's invitation mail, with its calendar file, in the language the participant reads
 * Sahaya in. The title is the admin's, as typed, in every language.
 */
import { calendarFileName, meetingCalendar } from '@sahaya/contract/meetings/calendar';
import { localeOf, type Language } from '@sahaya/contract/i18n/languages';
import { meetingMessages as m } from '@sahaya/contract/meetings/messages';
import { contractText, say } from '../../lib/i18n.ts';
import { escapeHtml, mailGreeting, mailLayout } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../plugins/mail.ts';

const formats = new Map<Language, Intl.DateTimeFormat>();

/** The formatter of `language`, made when first asked for (making one is slow). */
function timeFormat(language: Language): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    const english = language === 'en';
    format = new Intl.DateTimeFormat(localeOf[language], {
      day: 'numeric',
      month: english ? 'short' : 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
      ...(english ? { timeZoneName: 'short' } : { hourCycle: 'h12', dayPeriod: 'short' }),
    });
    formats.set(language, format);
  }
  return format;
}

/**
 * When the meeting takes place, on the clock in India: in English as the notices write it
 * ("26 Nov 2026, 5:30 pm IST"); in another language with the time of day in its own words
 * ("26 नवंबर 2026 को शाम 5:30 बजे"), since its locale would write am, pm and IST in Latin letters.
 */
export const meetingTime = (date: Date, language: Language): string => timeFormat(language).format(date);

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
  const invited = contractText(language, m.invitation, title, meetingTime(invitation.scheduledTime, language));
  const join = say(language, /*i18n*/ { id: 'mail.meeting.join', message: 'Join it at {link} when it starts.', values: { link } });
  const attached = say(language, /*i18n*/ { id: 'mail.meeting.calendar', message: 'The attached calendar file adds it to your calendar.' });
  const closing = say(language, /*i18n*/ { id: 'mail.meeting.closing', message: 'Sahaya' });
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
