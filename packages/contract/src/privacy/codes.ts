/** The errors of the download of a person's own data, by code, each with its status and text. */
import { privacyMessages } from './messages.ts';
import { breachMessages, nomineeMessages } from './rights-messages.ts';

export const privacyErrors = {
  /** No ready download for the person asking: none asked for, removed after its day, or another person's link. */
  EXPORT_NOT_FOUND: { status: 404, message: privacyMessages.exportNotFound },
  /** The download link is past its day. */
  EXPORT_LINK_EXPIRED: { status: 410, message: privacyMessages.exportLinkExpired },
  /** The person has named no nominee, so none can be recorded as acting for them; or no such person. */
  NOMINEE_NOT_FOUND: { status: 404, message: nomineeMessages.notFound },
  /** A breach notice lists ids that are no account's. */
  BREACH_UNKNOWN_PEOPLE: { status: 400, message: breachMessages.unknownPeople },
} as const;
