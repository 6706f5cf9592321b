/** The errors of family contacts, by code, each with its status and text. */
import { familyMessages } from './messages.ts';

export const familyErrors = {
  FAMILY_CONTACT_NOT_FOUND: { status: 404, message: familyMessages.notFound },
  /** A person has at most two family contacts, confirmed or not. */
  FAMILY_CONTACT_LIMIT: { status: 409, message: familyMessages.tooMany },
  FAMILY_CONTACT_EXISTS: { status: 409, message: familyMessages.alreadyAdded },
  FAMILY_CONTACT_OWN_EMAIL: { status: 400, message: familyMessages.ownEmail },
  /** The address's owner pressed stop in a family mail: no one may add it again. */
  FAMILY_CONTACT_DECLINED: { status: 409, message: familyMessages.declined },
  /** A confirmation or stop link whose token matches nothing (used, removed, or never made). */
  FAMILY_LINK_INVALID: { status: 404, message: familyMessages.linkInvalid },
  FAMILY_LINK_EXPIRED: { status: 400, message: familyMessages.linkExpired },
} as const;
