import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@sahaya/contract/auth';
import { api } from '../../../lib/api-client.ts';

export interface RegisterReply {
  registeredMail: string;
  message: string;
}

export function register(body: RegisterBody): Promise<RegisterReply> {
  return api.post<RegisterReply>('/api/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
