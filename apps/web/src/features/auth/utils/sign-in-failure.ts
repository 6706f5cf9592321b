import type { LoginRole } from '@sahaya/contract/constants';
import type { ScreenFailure } from './error-messages.ts';

/** The tab a failed sign-in says the account belongs on, if it said so (by its code, whatever the language). */
export function tabNamedBy(failure: ScreenFailure | null): LoginRole | null {
  const code = failure?.code;
  return code === 'SIGN_IN_AS_VOLUNTEER' ? 'volunteer' : code === 'SIGN_IN_AS_USER' ? 'user' : null;
}

/** Whether a refused password sign-in by mobile number must be done with a code sent by SMS instead. */
export const codeRequiredBy = (failure: ScreenFailure | null): boolean => failure?.code === 'PHONE_CODE_REQUIRED';
