/** The errors of a call between a request's requester and its volunteer, by code. */
import { callMessages } from './messages.ts';

export const callErrors = {
  /**
   * No calling gateway is set (EXOTEL_*): the parties read each other's numbers on the request
   * instead. Not 503, which tells a client the server is down for a moment and to try again.
   */
  CALLS_NOT_CONFIGURED: { status: 409, message: callMessages.notConfigured },
  /** The request is not accepted, or is completed, cancelled or rejected. */
  CALL_NOT_OPEN: { status: 409, message: callMessages.notOpen },
  /** The caller has no phone number the gateway can ring. */
  CALL_NEEDS_YOUR_PHONE: { status: 409, message: callMessages.yourPhoneMissing },
  /** The other party has no phone number the gateway can ring. */
  CALL_NEEDS_THEIR_PHONE: { status: 409, message: callMessages.theirPhoneMissing },
  /** The gateway refused the call, failed or did not answer. */
  CALL_FAILED: { status: 502, message: callMessages.failed },
} as const;
