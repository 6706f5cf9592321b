import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile as updateProfileEndpoint } from '@sahaya/contract/profile/endpoints';
import type { UpdateProfileBody } from '@sahaya/contract/profile/schemas';
import { call } from '../../../lib/api-client.ts';
import { invalidateProfile } from '../utils/profile-role.ts';

export function updateProfile(body: UpdateProfileBody) {
  return call(updateProfileEndpoint, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: () => invalidateProfile(queryClient) });
}
