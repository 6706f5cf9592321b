import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useAssetCategory } from '../hooks/use-asset-category.ts';

interface AssetImageProps {
  name: string;
  /** Its category's key: the category's drawing stands in for a missing picture. */
  category: string;
  /** The picture's address; the fallback drawing is shown when it is missing or fails to load. */
  src: string | null;
  /**
   * Beside the asset's name (a card, a row, a button that names it), the picture adds nothing to
   * read out: alt="" for a photo, and the drawing hidden from screen readers.
   */
  decorative?: boolean;
  className?: string;
}

/**
 * An asset's picture wherever one shows (the catalogue, the asset's pages, request lists, the
 * admin's grid and its enlarged view): its photo, or, when it has none or the photo cannot be
 * loaded, the one drawing of its category, so an asset without a photo looks the same everywhere.
 */
export function AssetImage({ name, category, src, decorative = false, className }: AssetImageProps) {
  // Remembering which address failed lets a new picture be tried again after an old one broke.
  const [failed, setFailed] = useState<string | null>(null);
  const { t } = useLingui();
  const { Icon } = useAssetCategory(category);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={decorative ? '' : name}
        loading="lazy"
        onError={() => setFailed(src)}
        className={cn('size-full bg-stone-100 object-cover', className)}
      />
    );
  }
  return (
    <div
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t`No picture of ${name} yet` })}
      className={cn('flex size-full items-center justify-center bg-gradient-to-br from-primary-50 to-primary-100', className)}
    >
      <Icon className="size-1/3 max-h-40 max-w-40 text-primary-700" aria-hidden />
    </div>
  );
}
