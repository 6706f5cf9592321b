/** The errors of a volunteer's duty settings, by code. */
import { dispatchMessages } from './messages.ts';

export const dispatchErrors = {
  DUTY_PLACE_NOT_FOUND: { status: 400, message: dispatchMessages.placeNotFound },
  DUTY_PLACE_NOT_LOCATED: { status: 400, message: dispatchMessages.placeNotLocated },
  DUTY_PLACE_REQUIRED: { status: 400, message: dispatchMessages.placeRequired },
} as const;
