import type { ContractMessage } from '@sahaya/contract/i18n/message-table';
import { authMessages } from '@sahaya/contract/messages';
import { readFailure, type FailureCode } from '../../../lib/api/api-error.ts';
import { contractTextOf } from '../../../lib/i18n/contract-text.ts';

/** A failure as a sign-in screen keeps it: what it says (as the server or the contract said it) and its code. */
export interface ScreenFailure {
  message: string;
  code: FailureCode;
}

/**
 * What a sign-in screen says about a failure (spec 1 §8): the server's reason when it refused, or
 * the screen's own words. `null` means the client has already told the person (a network failure
 * or forbidden access), so the form shows nothing more. A screen that keeps the failure on show
 * puts it in the language shown as it renders (`ctOf`, for a field's message id).
 */
export function serverFailure(error: unknown, fallback: ContractMessage): ScreenFailure | null {
  const failure = readFailure(error, fallback);
  return failure.told ? null : { message: failure.message, code: failure.code };
}

/** The same failure's words in the language shown now (for a toast). */
export const serverMessage = (error: unknown, fallback: ContractMessage): string | null =>
  {
    const failure = serverFailure(error, fallback);
    return failure ? contractTextOf(failure.message) : null;
  };

export const loginErrorMessage = (error: unknown) => serverFailure(error, authMessages.unexpectedLogin);

export const adminLoginErrorMessage = (error: unknown) => serverMessage(error, authMessages.anError);

export const googleLoginErrorMessage = (error: unknown) => serverMessage(error, authMessages.googleFailed);

export const registerErrorMessage = (error: unknown) => serverMessage(error, authMessages.registrationFailed);
