import { useMutation } from '@tanstack/react-query';
import type { Credentials, SessionReply } from '@sahaya/contract/auth';
import type { LoginRole } from '@sahaya/contract/constants';
import { api } from '../../../lib/api-client.ts';
import { startSession } from '../utils/start-session.ts';

export interface LoginInput {
  data: Credentials;
  selectedRole: LoginRole;
}

export function login(input: LoginInput): Promise<SessionReply> {
  return api.post<SessionReply>('/api/auth/login', input);
}

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: startSession });
}
