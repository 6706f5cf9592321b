import { useMutation } from '@tanstack/react-query';
import { verifyOtp as verifyOtpEndpoint } from '@sahaya/contract/auth/endpoints';
import type { VerifyOtpBody } from '@sahaya/contract/auth/schemas';
import { call } from '../../../lib/api/api-client.ts';

export function verifyOtp(body: VerifyOtpBody) {
  return call(verifyOtpEndpoint, { body });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
