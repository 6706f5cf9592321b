import { authMessages } from '@sahaya/contract/messages';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * The messages of spec 1 §8 for each sign-in screen. `null` means the client has already told
 * the person (a network failure or forbidden access), so the form shows nothing more.
 */

export function loginErrorMessage(error: unknown): string | null {
  if (!isApiError(error)) return authMessages.unexpectedLogin;
  if (error.notified) return null;
  if (error.status === 400) return error.message || authMessages.invalidCredentials;
  if (error.status === 401) return authMessages.blocked;
  // Being told to wait is more useful than a generic failure.
  if (error.status === 429) return error.message;
  return authMessages.unexpectedLogin;
}

export function adminLoginErrorMessage(error: unknown): string | null {
  if (!isApiError(error)) return authMessages.unexpected;
  if (error.notified) return null;
  return error.message || authMessages.anError;
}

export function googleLoginErrorMessage(error: unknown): string | null {
  if (!isApiError(error)) return authMessages.googleFailed;
  if (error.notified) return null;
  if (error.status === 401 || error.status === 400) return error.message || authMessages.anError;
  return authMessages.googleFailed;
}

export function registerErrorMessage(error: unknown): string | null {
  if (!isApiError(error)) return authMessages.unexpected;
  if (error.notified) return null;
  if (error.status === 400) return error.message || authMessages.emailTaken;
  return error.message || authMessages.registrationFailed;
}

/** Forgot password, OTP verify and resend, and reset: the server's message or a fallback. */
export function serverMessage(error: unknown, fallback: string): string | null {
  if (!isApiError(error)) return authMessages.unexpected;
  if (error.notified) return null;
  return error.message || fallback;
}
