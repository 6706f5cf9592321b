import { useMutation } from '@tanstack/react-query';
import { forgotPassword as forgotPasswordEndpoint } from '@sahaya/contract/auth/endpoints';
import type { EmailOrPhoneBody } from '@sahaya/contract/auth/schemas';
import { call } from '../../../lib/api/api-client.ts';

/** A way to choose a new password: a link mailed to `{ email }`, or a code sent by SMS to `{ phone }`. */
export function forgotPassword(body: EmailOrPhoneBody) {
  return call(forgotPasswordEndpoint, { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
