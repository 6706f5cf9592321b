import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function resendOtp(email: string): Promise<{ success: true; message: string }> {
  return api.post('/api/auth/resendOtp', { email });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
