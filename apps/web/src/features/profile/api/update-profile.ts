import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile as updateProfileEndpoint } from '@sahaya/contract/profile/endpoints';
import type { UpdateProfileBody } from '@sahaya/contract/profile/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { invalidateProfile } from '../utils/profile-role.ts';

export function updateProfile({ pan, ...body }: UpdateProfileBody) {
  // The form's empty PAN reads as null; the server takes an empty one as "remove it".
  return call(updateProfileEndpoint, { body: pan === undefined ? body : { ...body, pan: pan ?? '' } });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: () => invalidateProfile(queryClient) });
}
