import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/api-client.ts';
import { loadSignInEndpoints } from './login.ts';

/** Asks for a sign-in code by SMS; every number gets the same answer, so it tells nobody who has an account. */
export async function sendPhoneCode(phone: string) {
  const { phoneCode } = await loadSignInEndpoints();
  return call(phoneCode, { body: { phone } });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
