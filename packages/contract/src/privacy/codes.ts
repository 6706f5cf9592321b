/** The errors of the download of a person's own data, by code, each with its status and text. */
import { privacyMessages } from './messages.ts';

export const privacyErrors = {
  /** No ready download for the person asking: none asked for, removed after its day, or another person's link. */
  EXPORT_NOT_FOUND: { status: 404, message: privacyMessages.exportNotFound },
  /** The download link is past its day. */
  EXPORT_LINK_EXPIRED: { status: 410, message: privacyMessages.exportLinkExpired },
} as const;
