import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfilePicture, updateVolunteerProfilePicture } from '@sahaya/contract/profile/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { invalidateProfile, type ProfileRole } from '../utils/profile-role.ts';

/** Step two, after the image itself is uploaded (lib/api/upload-image.ts): point the profile at the uploaded image; volunteers through their own alias (spec 2 §7). */
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
