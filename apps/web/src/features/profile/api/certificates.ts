import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCertificate as deleteCertificateEndpoint, uploadCertificate as uploadCertificateEndpoint } from '@sahaya/contract/profile/endpoints';
import { call, upload } from '../../../lib/api/api-client.ts';
import { invalidateProfile } from '../utils/profile-role.ts';

export function uploadCertificate(file: File, onProgress: (percent: number) => void) {
  return upload(uploadCertificateEndpoint, file, { onProgress });
}

export function deleteCertificate(certificateUrl: string) {
  return call(deleteCertificateEndpoint, { body: { certificateUrl } });
}

export function useUploadCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      uploadCertificate(file, onProgress),
    onSuccess: () => invalidateProfile(queryClient),
  });
}

export function useDeleteCertificate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCertificate, onSuccess: () => invalidateProfile(queryClient) });
}
