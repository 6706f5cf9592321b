import { useCallback, useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { AssetBody } from '@sahaya/contract/assets/schemas';
import { authMessages } from '@sahaya/contract/messages';
import { profilePageMessages } from '@sahaya/contract/profile/messages';
import { readFailure } from '../../../lib/api/api-error.ts';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { uploadImage } from '../../../lib/api/upload-image.ts';
import { assetFieldNames, type AssetFormValues } from '../components/asset-fields.tsx';

interface AssetSaveOptions<Reply> {
  /** The form's toast id: a new message replaces the last one instead of piling up. */
  toastId: string;
  /** Sends the fields with the image's url (POST or PUT). */
  save: (body: AssetBody) => Promise<Reply>;
  setError: UseFormSetError<AssetFormValues>;
  setImageError: (message: string) => void;
  /** Told the reason a save was refused, to show it in the form as well as in the toast. */
  onFailure?: (message: string) => void;
}

/**
 * Saves an asset the way the Add and Edit forms both do (spec 3 "Asset management"): a new image is
 * uploaded first, with its progress, and its url sent with the fields. A file already uploaded is
 * not sent again, so when the save itself is refused (a name the server will not take) the next
 * try reuses the url. A refusal puts each message beside its field or the image and toasts the
 * reason; `saveAsset` answers the reply, or null when nothing was saved.
 */
export function useAssetSave<Reply>({ toastId, save, setError, setImageError, onFailure }: AssetSaveOptions<Reply>) {
  const [progress, setProgress] = useState<number | null>(null);
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const toast = formToast(toastId);
  const { ct } = useContractText();

  const uploadOnce = useCallback(async (file: File): Promise<string> => {
    if (uploaded.current?.file === file) return uploaded.current.url;
    setProgress(0);
    try {
      const { imageUrl } = await uploadImage(file, setProgress);
      uploaded.current = { file, url: imageUrl };
      return imageUrl;
    } finally {
      setProgress(null);
    }
  }, []);

  /** `image`: the url of the saved image, or a new file to upload first. */
  const saveAsset = async (fields: Omit<AssetBody, 'image'>, image: string | File): Promise<Reply | null> => {
    let imageUrl: string;
    try {
      imageUrl = typeof image === 'string' ? image : await uploadOnce(image);
    } catch (error) {
      // The server's reason (too large, not an image), else the spec's generic text (spec 3 §8).
      const failure = readFailure(error, ct(profilePageMessages.imageUploadFailed));
      if (!failure.told) {
        const message = failure.message;
        setImageError(message);
        toast.error(message);
      }
      return null;
    }
    try {
      return await save({ ...fields, image: imageUrl });
    } catch (error) {
      applyServerErrors(error, setError, assetFieldNames);
      const failure = readFailure(error, ct(authMessages.anError));
      if (failure.fields.image) setImageError(failure.fields.image);
      if (!failure.told) {
        const message = failure.message;
        onFailure?.(message);
        toast.error(message);
      }
      return null;
    }
  };

  return { progress, saveAsset, toast };
}
