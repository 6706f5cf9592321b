import { useCallback, useRef, useState } from 'react';
import { uploadAssetImage } from '../api/upload-asset-image.ts';

/**
 * Uploads the chosen image before the asset is saved, with its progress. A file already uploaded
 * is not sent again: when the save itself fails (a name the server refuses), the next try reuses
 * the image's url.
 */
export function useImageUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const done = useRef<{ file: File; url: string } | null>(null);

  const uploadOnce = useCallback(async (file: File): Promise<string> => {
    if (done.current?.file === file) return done.current.url;
    setProgress(0);
    try {
      const { imageUrl } = await uploadAssetImage(file, setProgress);
      done.current = { file, url: imageUrl };
      return imageUrl;
    } finally {
      setProgress(null);
    }
  }, []);

  return { progress, uploadOnce };
}
