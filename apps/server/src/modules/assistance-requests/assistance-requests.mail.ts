/** The volunteers' daily mail of the open requests near their place (assistance-requests.digest.ts), in the frame of notifications' list mails. */
import type { Language } from '@sahaya/contract/i18n/languages';
import { say } from '../../lib/i18n.ts';
import type { MailMessage } from '../../plugins/infrastructure/mail.ts';
import { listMail, subjectOf } from '../notifications/notifications.service.ts';

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
  return listMail(language, {
    name: input.name,
    subject: say(language, /*i18n*/ {
      id: 'mail.digest.subject',
      message: '{count, plural, one {An open request near you} other {# open requests near you}}',
      values: { count: input.total },
    }),
    intro: say(language, /*i18n*/ {
      id: 'mail.digest.intro',
      message: '{count, plural, one {This request near you is waiting for a volunteer:} other {These requests near you are waiting for a volunteer, nearest first:}}',
      values: { count: input.total },
    }),
    lines: input.requests.map((request) =>
      say(language, /*i18n*/ {
        id: 'mail.digest.line',
        message: '{name}, {city} ({distance} km): {description}',
        values: { name: request.name, city: request.city, distance: request.distance, description: subjectOf(request.description, 160) },
      }),
    ),
    link: input.link,
    action: say(language, /*i18n*/ { id: 'mail.digest.open', message: 'See the requests near you' }),
    topic: 'volunteerDigest',
    unsubscribe: input.unsubscribe,
  });
}
