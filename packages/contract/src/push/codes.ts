/** The errors of the calls that turn notifications on and off for a device, by code. */
import { pushMessages } from './messages.ts';

export const pushErrors = {
  /** No subscription with this endpoint belongs to the caller: never theirs, or already removed. */
  PUSH_SUBSCRIPTION_NOT_FOUND: { status: 404, message: pushMessages.subscriptionNotFound },
  /** In production: an endpoint on this machine or a private network, which no push service has. */
  PUSH_ENDPOINT_NOT_ALLOWED: { status: 400, message: pushMessages.endpointNotAllowed },
} as const;
