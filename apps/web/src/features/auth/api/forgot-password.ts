import { useMutation } from '@tanstack/react-query';
import { forgotPassword as forgotPasswordEndpoint } from '@sahaya/contract/auth/endpoints';
import { call } from '../../../lib/api/api-client.ts';

export function forgotPassword(email: string) {
  return call(forgotPasswordEndpoint, { body: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
