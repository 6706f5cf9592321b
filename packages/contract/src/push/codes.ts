/** The errors of the calls that turn notifications on and off for a device, by code. */
import { pushMessages } from './messages.ts';

export const pushErrors = {
  /** No subscription with this endpoint belongs to the caller: never theirs, or already removed. */
  PUSH_SUBSCRIPTION_NOT_FOUND: { status: 404, message: pushMessages.subscriptionNotFound },
} as const;
