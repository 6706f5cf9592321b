import { useMutation } from '@tanstack/react-query';
import { resendOtp as resendOtpEndpoint } from '@sahaya/contract/auth/endpoints';
import { call } from '../../../lib/api/api-client.ts';

export function resendOtp(email: string) {
  return call(resendOtpEndpoint, { body: { email } });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
