/** The errors of the consent ledger, by code, each with its status and text. */
import { consentMessages } from './messages.ts';

export const consentErrors = {
  /** The account's purpose cannot be withdrawn on its own: deleting the account withdraws it. */
  CONSENT_REQUIRED: { status: 409, message: consentMessages.required },
  /** A purpose the notice does not list. */
  CONSENT_PURPOSE_UNKNOWN: { status: 404, message: consentMessages.unknownPurpose },
  /** A new request for help by a person who withdrew their consent to help requests. */
  CONSENT_WITHDRAWN_HELP_REQUESTS: { status: 409, message: consentMessages.helpRequestsWithdrawn },
  /** A new loan request by a person who withdrew their consent to loans. */
  CONSENT_WITHDRAWN_LOANS: { status: 409, message: consentMessages.loansWithdrawn },
  /** A new donation by a person who withdrew their consent to donations. */
  CONSENT_WITHDRAWN_DONATIONS: { status: 409, message: consentMessages.donationsWithdrawn },
  /** SMS, WhatsApp or e-mail notices turned on by a person who withdrew their consent to them. */
  CONSENT_WITHDRAWN_MESSAGES: { status: 409, message: consentMessages.messagesWithdrawn },
  /** A new family contact added by a person who withdrew their consent to telling the family. */
  CONSENT_WITHDRAWN_FAMILY: { status: 409, message: consentMessages.familyWithdrawn },
} as const;
