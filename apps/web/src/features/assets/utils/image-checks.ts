import { MAX_IMAGE_BYTES } from '@sahaya/contract/constants';
import { detectFileType, imageTypes, SNIFF_BYTES } from '@sahaya/contract/files';
import type { ContractMessage } from '@sahaya/contract/i18n/message-table';
import { uploadMessages } from '@sahaya/contract/uploads/messages';

/**
 * Why a chosen file cannot be an asset's image, or null when it can: at most 5 MB, and an image by
 * its first bytes (the server's own rule), whatever its name or the browser's guess say.
 */
export async function imageProblem(file: Blob): Promise<ContractMessage | null> {
  if (file.size > MAX_IMAGE_BYTES) return uploadMessages.imageTooLarge;
  const bytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const kind = detectFileType(bytes, file.size);
  return kind && imageTypes.includes(kind) ? null : uploadMessages.notAnImage;
}
