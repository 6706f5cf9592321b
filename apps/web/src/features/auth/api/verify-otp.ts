import { useMutation } from '@tanstack/react-query';
import type { MessageBody } from '@sahaya/contract/common';
import type { VerifyOtpBody } from '@sahaya/contract/auth';
import { api } from '../../../lib/api-client.ts';

export function verifyOtp(body: VerifyOtpBody): Promise<MessageBody> {
  return api.post<MessageBody>('/api/auth/verifyOtp', body);
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
