/** The errors of the admin's people pages, by code, each with its status and the spec's text. */
import { peopleMessages } from './messages.ts';

export const peopleErrors = {
  USER_NOT_FOUND: { status: 404, message: peopleMessages.userNotFound },
  VOLUNTEER_NOT_FOUND: { status: 404, message: peopleMessages.volunteerNotFound },
  CANNOT_BLOCK_ADMIN: { status: 403, message: peopleMessages.cannotBlockAdmin },
  PASSWORD_NOT_YOURS: { status: 400, message: peopleMessages.passwordNotYours },
} as const;
