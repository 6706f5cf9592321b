/** The errors of the bell's calls, by code, each with its status and the spec's text. */
import { notificationMessages } from './messages.ts';

export const notificationErrors = {
  NOTIFICATION_NOT_FOUND: { status: 404, message: notificationMessages.notFound },
  /** The daily digest of nearby requests is for volunteers; another role asked to turn it on. */
  VOLUNTEER_DIGEST_VOLUNTEERS_ONLY: { status: 400, message: notificationMessages.digestVolunteersOnly },
  /** An unsubscribe token that does not verify: nothing was changed. */
  UNSUBSCRIBE_LINK_INVALID: { status: 400, message: notificationMessages.unsubscribeInvalid },
} as const;
