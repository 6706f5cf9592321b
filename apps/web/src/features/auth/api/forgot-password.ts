import { useMutation } from '@tanstack/react-query';
import type { MessageBody } from '@sahaya/contract/common';
import { api } from '../../../lib/api-client.ts';

export function forgotPassword(email: string): Promise<MessageBody> {
  return api.post<MessageBody>('/api/auth/forgotPassword', { email });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
