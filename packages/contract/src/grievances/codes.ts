/** The errors of the grievance desk, by code, each with its status and text. */
import { grievanceMessages } from './messages.ts';

export const grievanceErrors = {
  /** Not there, or not the caller's own (a person never learns another's grievance exists). */
  GRIEVANCE_NOT_FOUND: { status: 404, message: grievanceMessages.notFound },
  /** Resolving or rejecting without a reply. */
  GRIEVANCE_REPLY_REQUIRED: { status: 400, message: grievanceMessages.replyRequired },
  /** It is resolved or rejected already: a second answer would overwrite the first. */
  GRIEVANCE_ALREADY_ANSWERED: { status: 409, message: grievanceMessages.alreadyAnswered },
  /** One person raised the day's most; `Retry-After` says when the next may be raised. */
  GRIEVANCE_DAILY_LIMIT: { status: 429, message: grievanceMessages.dailyLimit },
} as const;
