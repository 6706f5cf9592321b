import { useMutation } from '@tanstack/react-query';
import type { Credentials } from '@sahaya/contract/auth/schemas';
import type { LoginRole } from '@sahaya/contract/constants';
import { call } from '../../../lib/api/api-client.ts';
import { startSession } from '../utils/start-session.ts';

export interface LoginInput {
  data: Credentials;
  selectedRole: LoginRole;
}

/** The endpoint comes with its schemas (zod), so it is loaded for a sign-in, not with the page. */
export const loadLoginEndpoint = () => import('@sahaya/contract/auth/endpoints');

export async function login(input: LoginInput) {
  const { login: loginEndpoint } = await loadLoginEndpoint();
  return call(loginEndpoint, { body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: startSession });
}
