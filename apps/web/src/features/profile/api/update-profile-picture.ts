import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfilePictureReply } from '@sahaya/contract/profile';
import type { ImageUploadReply } from '@sahaya/contract/uploads';
import { api } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { accountPath, invalidateProfile, type ProfileRole } from '../utils/profile-role.ts';

/** Step one: the image itself (POST /api/assets/image), with upload progress. */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<ImageUploadReply> {
  return uploadFile<ImageUploadReply>('/api/assets/image', file, { onProgress });
}

/** Step two: point the profile at the uploaded image. */
export function setProfilePicture(role: ProfileRole, profilePicture: string): Promise<ProfilePictureReply> {
  return api.patch<ProfilePictureReply>(`${accountPath(role)}/profilePicture`, { profilePicture });
}

export function useSetProfilePicture(role: ProfileRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profilePicture: string) => setProfilePicture(role, profilePicture),
    onSuccess: () => invalidateProfile(queryClient),
  });
}
