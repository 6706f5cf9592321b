/**
 * The mails to a family contact, in the language of the person who added them (a contact has no
 * account, and the person chose them): the invitation to confirm, and one per change the family is
 * told of. Every line names the person, so the contact knows whom it is about. Nothing the person
 * typed about the contact (their name, the relation) is in them: a mail to an address anyone can
 * type carries no words of the sender's but their account's name. Each ends with the link that
 * stops every family mail to the address.
 */
import { wordsIn, type Language } from '@sahaya/contract/i18n/languages';
import { FAMILY_LINK_TTL_DAYS } from '@sahaya/contract/family/schemas';
import { say } from '../../lib/i18n.ts';
import { escapeHtml, mailButton, mailDateTime, mailLayout, mailSignature } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../plugins/infrastructure/mail.ts';
import type { AssetName, FamilyEvent } from './family.events.ts';

type FamilyMail = Omit<MailMessage, 'to'>;

/** The greeting of a contact, who is not named: the name the person typed for them is theirs, not the contact's. */
const greetingOf = (language: Language) => say(language, /*i18n*/ { id: 'mail.family.greeting', message: 'Hello,' });

export interface ConfirmationInput {
  /** The name of the account of the person who added the contact. */
  person: string;
  link: string;
  /** The signed link that stops every family mail to the address. */
  stopLink: string;
}

/** The first mail a contact gets, and the only one before they confirm. */
export function confirmationMail(language: Language, { person, link, stopLink }: ConfirmationInput): FamilyMail {
  const greeting = greetingOf(language);
  const lead = say(language, /*i18n*/ {
    id: 'mail.family.invite.lead',
    message: '{person} added you as their family contact on Sahaya, where people borrow mobility equipment and ask volunteers for help.',
    values: { person },
  });
  const told = say(language, /*i18n*/ {
    id: 'mail.family.confirm.told',
    message:
      'If you confirm, we will mail you when their requests change: equipment lent or returned, a volunteer assigned (by first name), help completed, and meetings scheduled for them.',
  });
  const never = say(language, /*i18n*/ { id: 'mail.family.confirm.never', message: 'We never send you their chats or their donations.' });
  const before = say(language, /*i18n*/ {
    id: 'mail.family.confirm.before',
    message: 'Nothing is sent to you before you confirm. To confirm, open this link within {days} days:',
    values: { days: FAMILY_LINK_TTL_DAYS },
  });
  const ignore = say(language, /*i18n*/ {
    id: 'mail.family.invite.ignore',
    message: 'If you do not know {person}, ignore this mail.',
    values: { person },
  });
  const stop = say(language, /*i18n*/ {
    id: 'mail.family.invite.stop',
    message: 'To get no mails like this from Sahaya again, from anyone, open this link:',
  });
  const label = say(language, /*i18n*/ { id: 'mail.family.confirm.button', message: 'Confirm' });
  return {
    subject: say(language, /*i18n*/ {
      id: 'mail.family.confirm.subject',
      message: '{person} added you as a family contact on Sahaya',
      values: { person },
    }),
    text: [greeting, '', lead, '', told, never, '', before, link, '', ignore, stop, stopLink, '', mailSignature(language)].join('\n'),
    html: mailLayout(
      language,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p><p>${escapeHtml(told)} ${escapeHtml(never)}</p>` +
        `<p>${escapeHtml(before)}</p>${mailButton(link, label)}<p>${escapeHtml(ignore)}</p>` +
        `<p style="color:#4b5563;font-size:15px">${escapeHtml(stop)} <a href="${escapeHtml(stopLink)}">${escapeHtml(stopLink)}</a></p>`,
    ),
    logLine: `Family confirmation link ${link}`,
  };
}

const assetNameIn = (language: Language, name: AssetName): string => (typeof name === 'string' ? name : wordsIn(language, name));

/** The line that tells the change, naming the person. */
export function eventLine(language: Language, person: string, event: FamilyEvent): string {
  switch (event.kind) {
    case 'loanApproved':
      return say(language, /*i18n*/ {
        id: 'mail.family.event.loanApproved',
        message: '{person}’s request for {asset} was approved.',
        values: { person, asset: assetNameIn(language, event.asset) },
      });
    case 'loanReturned':
      return say(language, /*i18n*/ {
        id: 'mail.family.event.loanReturned',
        message: '{person} returned {asset}; the loan is complete.',
        values: { person, asset: assetNameIn(language, event.asset) },
      });
    case 'volunteerAssigned':
      return say(language, /*i18n*/ {
        id: 'mail.family.event.volunteerAssigned',
        message: 'A volunteer, {volunteer}, will help {person} with their request.',
        values: { person, volunteer: event.volunteer },
      });
    case 'helpCompleted':
      return say(language, /*i18n*/ {
        id: 'mail.family.event.helpCompleted',
        message: '{person}’s request for help was completed.',
        values: { person },
      });
    case 'meetingScheduled':
      return say(language, /*i18n*/ {
        id: 'mail.family.event.meetingScheduled',
        message: 'A meeting, “{title}”, is scheduled for {person} on {when}.',
        values: { person, title: event.title, when: mailDateTime(new Date(event.at), language) },
      });
  }
}

export interface NoticeMailInput {
  /** The name of the account of the person the change is about. */
  person: string;
  event: FamilyEvent;
  /** The signed link that stops every family mail to the address. */
  stopLink: string;
}

/** One change, told to one confirmed contact, with the way to stop. */
export function familyNoticeMail(language: Language, { person, event, stopLink }: NoticeMailInput): FamilyMail {
  const greeting = greetingOf(language);
  const line = eventLine(language, person, event);
  const why = say(language, /*i18n*/ {
    id: 'mail.family.notice.why',
    message: 'You get this mail because {person} added you as their family contact on Sahaya.',
    values: { person },
  });
  const stop = say(language, /*i18n*/ {
    id: 'mail.family.notice.stopAll',
    message: 'To get no more mails from Sahaya about {person} or anyone else, open this link:',
    values: { person },
  });
  return {
    subject: line,
    text: [greeting, '', line, '', why, stop, stopLink, '', mailSignature(language)].join('\n'),
    html: mailLayout(
      language,
      `<p>${escapeHtml(greeting)}</p><p><strong>${escapeHtml(line)}</strong></p>` +
        `<p style="color:#4b5563;font-size:15px">${escapeHtml(why)} ${escapeHtml(stop)} <a href="${escapeHtml(stopLink)}">${escapeHtml(stopLink)}</a></p>`,
    ),
  };
}
