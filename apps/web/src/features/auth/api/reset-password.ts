import { useMutation } from '@tanstack/react-query';
import type { MessageBody } from '@sahaya/contract/common';
import type { ResetPasswordBody } from '@sahaya/contract/auth';
import { api } from '../../../lib/api-client.ts';

export function resetPassword(body: ResetPasswordBody): Promise<MessageBody> {
  return api.post<MessageBody>('/api/auth/resetPassword', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
