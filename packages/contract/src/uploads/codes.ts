/** The errors of uploads and file links, by code, each with its status and the spec's text. */
import { uploadMessages } from './messages.ts';

export const uploadErrors = {
  FILE_REQUIRED: { status: 400, message: uploadMessages.fileRequired },
  IMAGE_TOO_LARGE: { status: 413, message: uploadMessages.imageTooLarge },
  FILE_TOO_LARGE: { status: 413, message: uploadMessages.fileTooLarge },
  NOT_AN_IMAGE: { status: 400, message: uploadMessages.notAnImage },
  NOT_A_CERTIFICATE: { status: 400, message: uploadMessages.notACertificate },
  UPLOAD_QUOTA_REACHED: { status: 413, message: uploadMessages.quotaReached },
  /** A signed file link past its expiry. */
  LINK_EXPIRED: { status: 403, message: uploadMessages.linkExpired },
} as const;
