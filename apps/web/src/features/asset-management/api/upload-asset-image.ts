import { uploadImage } from '@sahaya/contract/uploads/endpoints';
import { upload } from '../../../lib/api-client.ts';

/** Step one of saving an asset: the image itself (POST /api/assets/image), with upload progress. */
export function uploadAssetImage(file: File, onProgress: (percent: number) => void) {
  return upload(uploadImage, file, { onProgress });
}
