/** The errors of the calls that turn notifications on and off for a device, by code. */
import { pushMessages } from './messages.ts';

export const pushErrors = {
  /** No subscription with this endpoint belongs to the caller: never theirs, or already removed. */
  PUSH_SUBSCRIPTION_NOT_FOUND: { status: 404, message: pushMessages.subscriptionNotFound },
  /** An endpoint on this machine (allowed outside production) or at an address no public push service has. */
  PUSH_ENDPOINT_NOT_ALLOWED: { status: 400, message: pushMessages.endpointNotAllowed },
  /** The endpoint is another person's device, and the keys sent are not that subscription's. */
  PUSH_ENDPOINT_TAKEN: { status: 409, message: pushMessages.endpointTaken },
} as const;
