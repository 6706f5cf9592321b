import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfilePicture, updateVolunteerProfilePicture } from '@sahaya/contract/profile/endpoints';
import { uploadImage as uploadImageEndpoint } from '@sahaya/contract/uploads/endpoints';
import { call, upload } from '../../../lib/api-client.ts';
import { invalidateProfile, type ProfileRole } from '../utils/profile-role.ts';

/** Step one: the image itself (POST /api/assets/image), with upload progress. */
export function uploadImage(file: File, onProgress: (percent: number) => void) {
  return upload(uploadImageEndpoint, file, { onProgress });
}

/** Step two: point the profile at the uploaded image; volunteers through their own alias (spec 2 §7). */
export function setProfilePicture(role: ProfileRole, profilePicture: string) {
  return call(role === 'volunteer' ? updateVolunteerProfilePicture : updateProfilePicture, { body: { profilePicture } });
}

export function useSetProfilePicture(role: ProfileRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profilePicture: string) => setProfilePicture(role, profilePicture),
    onSuccess: () => invalidateProfile(queryClient),
  });
}
