/** The errors of assistance requests, by code, each with its status and the spec's text. */
import { assistanceMessages } from './messages.ts';

export const assistanceRequestErrors = {
  ASSISTANCE_REQUEST_NOT_FOUND: { status: 404, message: assistanceMessages.notFound },
  /** The address chosen for the request is not one of the person's own. */
  ADDRESS_REQUIRED: { status: 400, message: assistanceMessages.addressRequired },
  /** A person asking for a volunteer with OPEN_ASSISTANCE_REQUESTS_MAX requests open: the message names the limit. */
  TOO_MANY_OPEN_ASSISTANCE_REQUESTS: { status: 409, message: assistanceMessages.tooManyOpen },
  /** A volunteer looking for requests near them, with no point given and no located address. */
  NO_PLACE: { status: 400, message: assistanceMessages.noPlace },
  /** A volunteer searching from one of their own addresses that has no coordinates (yet). */
  PLACE_NOT_LOCATED: { status: 409, message: assistanceMessages.placeNotLocated },
  VOLUNTEER_INACTIVE: { status: 400, message: assistanceMessages.volunteerInactive },
  TASK_LIMIT_REACHED: { status: 400, message: assistanceMessages.taskLimit },
  ALREADY_TAKEN: { status: 400, message: assistanceMessages.alreadyTaken },
  REQUEST_NOT_OPEN: { status: 400, message: assistanceMessages.notOpen },
  ONLY_PENDING_ASSIGNED: { status: 400, message: assistanceMessages.onlyPendingAssigned },
  NOT_YOUR_REQUEST: { status: 400, message: assistanceMessages.notYours },
  ONLY_APPROVED_COMPLETED: { status: 400, message: assistanceMessages.onlyApprovedCompleted },
  /** Cancelling a request that was completed or rejected. */
  ASSISTANCE_REQUEST_NOT_CANCELLABLE: { status: 409, message: assistanceMessages.notCancellable },
} as const;
