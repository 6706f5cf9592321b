import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody, UpdateProfileReply } from '@sahaya/contract/profile';
import { api } from '../../../lib/api-client.ts';
import { invalidateProfile } from '../utils/profile-role.ts';

export function updateProfile(body: UpdateProfileBody): Promise<UpdateProfileReply> {
  return api.put<UpdateProfileReply>('/api/users', body);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: () => invalidateProfile(queryClient) });
}
