import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { FALLBACK_IMAGE } from '../utils/asset-words.ts';

interface AdminAssetImageProps {
  src: string | null;
  /** What the picture shows, e.g. "Folding wheelchair"; empty when the name is read beside it. */
  alt: string;
  className?: string;
}

/** An asset's picture in the admin's pages; a plain placeholder stands in when it has none or it fails to load. */
export function AdminAssetImage({ src, alt, className }: AdminAssetImageProps) {
  // Remembering which address failed lets a new picture be tried again after an old one broke.
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src ? src : FALLBACK_IMAGE;
  return (
    <img
      src={usable}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(src)}
      className={cn('bg-stone-100 object-cover', className)}
    />
  );
}
