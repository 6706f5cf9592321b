import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyNewPhone as verifyNewPhoneEndpoint } from '@sahaya/contract/profile/endpoints';
import type { VerifyNewPhoneBody } from '@sahaya/contract/profile/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { invalidateProfile } from '../utils/profile-role.ts';

/** Saves the number with the code sent to it: from then on it signs the person in. */
export function verifyNewPhone(body: VerifyNewPhoneBody) {
  return call(verifyNewPhoneEndpoint, { body });
}

export function useVerifyNewPhone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyNewPhone, onSuccess: () => invalidateProfile(queryClient) });
}
