import { useMutation } from '@tanstack/react-query';
import { resetPassword as resetPasswordEndpoint } from '@sahaya/contract/auth/endpoints';
import type { ResetPasswordBody } from '@sahaya/contract/auth/schemas';
import { call } from '../../../lib/api/api-client.ts';

export function resetPassword(body: ResetPasswordBody) {
  return call(resetPasswordEndpoint, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
