/** The refusals of a parent's or lawful guardian's consent, by code, each with its status and text. */
import { guardianMessages } from './messages.ts';

export const guardianErrors = {
  /** An age under 18 with no parent or guardian named: nothing is created. */
  UNDER_18: { status: 400, message: guardianMessages.under18 },
  /** Sign-in of an account whose parent or guardian has not given their code back yet. */
  GUARDIAN_CONFIRMATION_PENDING: { status: 403, message: guardianMessages.pending },
  /** The guardian's number or e-mail address is the person's own. */
  GUARDIAN_CONTACT_OWN: { status: 400, message: guardianMessages.contactOwn },
} as const;
