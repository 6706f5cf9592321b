/**
 * The errors of signing up, signing in and the session, by code: each with its status and the
 * spec's text, so a client branches on the code and a translation is looked up by it.
 */
import { authMessages } from '../messages.ts';
import { phoneAuthMessages } from './phone-messages.ts';

export const authErrors = {
  INVALID_CREDENTIALS: { status: 400, message: authMessages.invalidCredentials },
  /** The right password on the volunteer tab of the login page, for a user's account. */
  SIGN_IN_AS_USER: { status: 400, message: authMessages.signInOnOtherTab.user },
  /** The right password on the user tab of the login page, for a volunteer's account. */
  SIGN_IN_AS_VOLUNTEER: { status: 400, message: authMessages.signInOnOtherTab.volunteer },
  ACCOUNT_BLOCKED: { status: 401, message: authMessages.blocked },
  EMAIL_NOT_VERIFIED: { status: 400, message: authMessages.notVerified },
  ROLE_MISMATCH: { status: 400, message: authMessages.roleMismatch },
  GOOGLE_NOT_CONFIGURED: { status: 503, message: authMessages.googleNotConfigured },
  GOOGLE_FAILED: { status: 401, message: authMessages.googleFailed },
  SESSION_EXPIRED: { status: 401, message: authMessages.sessionExpired },
  EMAIL_TAKEN: { status: 400, message: authMessages.emailTaken },
  OTP_INVALID: { status: 400, message: authMessages.otpInvalid },
  OTP_EXPIRED: { status: 400, message: authMessages.otpExpired },
  OTP_TOO_MANY_ATTEMPTS: { status: 400, message: authMessages.otpTooManyAttempts },
  /** A new code asked for too soon: the message says how many seconds to wait. */
  OTP_COOLDOWN: { status: 429, message: authMessages.otpCooldown },
  RESET_TOKEN_INVALID: { status: 400, message: authMessages.resetTokenInvalid },
  /** Signing up or in by mobile number. */
  PHONE_TAKEN: { status: 400, message: phoneAuthMessages.phoneTaken },
  INVALID_PHONE_CREDENTIALS: { status: 400, message: phoneAuthMessages.invalidCredentials },
  PHONE_NOT_VERIFIED: { status: 400, message: phoneAuthMessages.notVerified },
  /** The right password for a number idle a year: it signs in with a code sent to it instead. */
  PHONE_CODE_REQUIRED: { status: 401, message: phoneAuthMessages.codeRequired },
} as const;
