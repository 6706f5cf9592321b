import { useMutation } from '@tanstack/react-query';
import type { PersonCredentials } from '@sahaya/contract/auth/schemas';
import type { LoginRole } from '@sahaya/contract/constants';
import { call } from '../../../lib/api/api-client.ts';
import { startSession } from '../utils/start-session.ts';

export interface LoginInput {
  /** An e-mail address or a mobile number, with the password. */
  data: PersonCredentials;
  selectedRole: LoginRole;
}

/** The endpoints come with their schemas (zod), so they are loaded for a sign-in, not with the page. */
export const loadSignInEndpoints = () => import('@sahaya/contract/auth/endpoints');

export async function login(input: LoginInput) {
  const { login: loginEndpoint } = await loadSignInEndpoints();
  return call(loginEndpoint, { body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: startSession });
}
