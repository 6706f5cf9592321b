/** The errors of meetings and their room, by code, each with its status and the spec's text. */
import { meetingMessages } from './messages.ts';

export const meetingErrors = {
  MEETING_NOT_FOUND: { status: 404, message: meetingMessages.notFound },
  PARTICIPANTS_UNKNOWN: { status: 400, message: meetingMessages.participantsUnknown },
  /** A participant asks to complete or cancel a meeting, which only its host may do. */
  ONLY_HOST: { status: 403, message: meetingMessages.onlyHost },
  MEETING_OVER: { status: 400, message: meetingMessages.isOver },
  ONLY_SCHEDULED_CANCELLED: { status: 400, message: meetingMessages.onlyScheduledCancelled },
  MEETING_NOT_STARTED: { status: 400, message: meetingMessages.notYet },
  /** Somebody not invited asks to join. */
  JOIN_REFUSED: { status: 403, message: meetingMessages.joinRefused },
  /** A room event from a socket that has not joined the room (or to one that has not). */
  NOT_IN_ROOM: { status: 403, message: meetingMessages.notInRoom },
} as const;
