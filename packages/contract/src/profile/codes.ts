/** The errors of a person's own profile and account, by code, each with its status and the spec's text. */
import { uploadMessages } from '../uploads/messages.ts';
import { phoneAuthMessages } from '../auth/phone-messages.ts';
import { profileMessages } from './messages.ts';

export const profileErrors = {
  /** The signed-in person's own account is gone (deleted since the token was issued). */
  ACCOUNT_NOT_FOUND: { status: 404, message: profileMessages.userNotFound },
  INVALID_CURRENT_PASSWORD: { status: 400, message: profileMessages.invalidCurrentPassword },
  /** A picture key that was not uploaded by this person. */
  IMAGE_URL_INVALID: { status: 400, message: profileMessages.invalidImageUrl },
  CERTIFICATE_NOT_FOUND: { status: 404, message: profileMessages.certificateNotFound },
  /** The message says how many certificates a volunteer may keep. */
  TOO_MANY_CERTIFICATES: { status: 400, message: uploadMessages.tooManyCertificates },
  DELETE_CONFIRM_PASSWORD: { status: 400, message: profileMessages.deleteConfirmPassword },
  DELETE_CONFIRM_EMAIL: { status: 400, message: profileMessages.deleteConfirmEmail },
  DELETE_CONFIRM_MISMATCH: { status: 400, message: profileMessages.deleteConfirmMismatch },
  /** No password and no e-mail address: the account's mobile number confirms the deletion. */
  DELETE_CONFIRM_PHONE: { status: 400, message: profileMessages.deleteConfirmPhone },
  DELETE_CONFIRM_PHONE_MISMATCH: { status: 400, message: profileMessages.deleteConfirmPhoneMismatch },
  PHONE_CHANGE_NEEDS_CODE: { status: 409, message: phoneAuthMessages.changeNeedsCode },
} as const;
