import { uploadImage as uploadImageEndpoint } from '@sahaya/contract/uploads/endpoints';
import { upload } from './api-client.ts';

/**
 * Uploads an image (POST /api/assets/image) with its progress and answers where it is kept: the
 * first step of saving an asset's picture and of changing a profile picture, so wrapped here once.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void) {
  return upload(uploadImageEndpoint, file, { onProgress });
}
