import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { categories, type AssetCategory } from '../utils/categories.ts';

interface AssetImageProps {
  name: string;
  category: AssetCategory;
  /** The picture's address; the fallback picture is shown when it is missing or fails to load. */
  src: string | null;
  /** Beside the asset's name (a card), the picture is decoration and is not read out. */
  decorative?: boolean;
  className?: string;
}

/** An asset's picture, or a drawing of its category when it has none or it cannot be loaded. */
export function AssetImage({ name, category, src, decorative = false, className }: AssetImageProps) {
  // Remembering which address failed lets a new picture be tried again after an old one broke.
  const [failed, setFailed] = useState<string | null>(null);
  const { Icon } = categories[category];
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
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `No picture of ${name} yet` })}
      className={cn('flex size-full items-center justify-center bg-gradient-to-br from-primary-50 to-primary-100', className)}
    >
      <Icon className="size-1/3 text-primary-700" aria-hidden />
    </div>
  );
}
