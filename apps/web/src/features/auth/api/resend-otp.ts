import { useMutation } from '@tanstack/react-query';
import { resendOtp as resendOtpEndpoint } from '@sahaya/contract/auth/endpoints';
import type { EmailOrPhoneBody } from '@sahaya/contract/auth/schemas';
import { call } from '../../../lib/api/api-client.ts';

/** A new verification code: mailed to `{ email }`, or sent by SMS to `{ phone }`. */
export function resendOtp(body: EmailOrPhoneBody) {
  return call(resendOtpEndpoint, { body });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
