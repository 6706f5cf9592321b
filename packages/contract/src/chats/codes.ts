/** The errors of a request's chat, by code, each with its status and the spec's text. */
import { chatMessages } from './messages.ts';

export const chatErrors = {
  /** Neither the person who asked nor their volunteer: 404 over HTTP, so the chat's existence is not told. */
  NOT_CHAT_PARTY: { status: 404, message: chatMessages.notParty },
  CHAT_NOT_OPEN: { status: 400, message: chatMessages.notYetOpen },
  CHAT_CLOSED: { status: 400, message: chatMessages.closed },
  WRONG_RECEIVER: { status: 400, message: chatMessages.wrongReceiver },
  /** A message names an attachment that was not uploaded by its sender. */
  BAD_ATTACHMENT: { status: 400, message: chatMessages.badAttachment },
  NOT_AN_ATTACHMENT: { status: 400, message: chatMessages.notAnAttachment },
  CHAT_FILE_TOO_LARGE: { status: 413, message: chatMessages.fileTooLarge },
  TOO_MANY_CHAT_FILES: { status: 400, message: chatMessages.tooManyFiles },
} as const;
