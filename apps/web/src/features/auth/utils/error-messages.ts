import { authMessages } from '@sahaya/contract/messages';
import { readFailure } from '../../../lib/api-error.ts';

/**
 * What a sign-in screen says about a failure (spec 1 §8): the server's reason when it refused, or
 * the screen's own words. `null` means the client has already told the person (a network failure
 * or forbidden access), so the form shows nothing more.
 */
export function serverMessage(error: unknown, fallback: string): string | null {
  const failure = readFailure(error, fallback);
  return failure.told ? null : failure.message;
}

export const loginErrorMessage = (error: unknown) => serverMessage(error, authMessages.unexpectedLogin);

export const adminLoginErrorMessage = (error: unknown) => serverMessage(error, authMessages.anError);

export const googleLoginErrorMessage = (error: unknown) => serverMessage(error, authMessages.googleFailed);

export const registerErrorMessage = (error: unknown) => serverMessage(error, authMessages.registrationFailed);
