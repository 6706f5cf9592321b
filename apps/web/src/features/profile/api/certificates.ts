import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody } from '@sahaya/contract/common';
import type { CertificateUploadReply } from '@sahaya/contract/profile';
import { api } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { invalidateProfile } from '../utils/profile-role.ts';

export function uploadCertificate(file: File, onProgress: (percent: number) => void): Promise<CertificateUploadReply> {
  return uploadFile<CertificateUploadReply>('/api/users/certificate', file, { onProgress });
}

export function deleteCertificate(certificateUrl: string): Promise<MessageBody> {
  return api.delete<MessageBody>('/api/users/certificate', { certificateUrl });
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
