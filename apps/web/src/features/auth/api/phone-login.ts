import { useMutation } from '@tanstack/react-query';
import type { PhoneLoginBody } from '@sahaya/contract/auth/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { startSession } from '../utils/start-session.ts';
import { loadSignInEndpoints } from './login.ts';

/** Signs in with the code sent to the number by SMS, on the tab's role. */
export async function phoneLogin(body: PhoneLoginBody) {
  const { phoneLogin: phoneLoginEndpoint } = await loadSignInEndpoints();
  return call(phoneLoginEndpoint, { body });
}

export function usePhoneLogin() {
  return useMutation({ mutationFn: phoneLogin, onSuccess: startSession });
}
