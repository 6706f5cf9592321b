import { useLingui } from '@lingui/react/macro';
import { UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface AvatarProps {
  /** The picture's address; the fallback is shown when it is missing or fails to load. */
  src: string | null | undefined;
  /** Whose picture it is, read out as "Profile picture of {name}". */
  name: string;
  /** What stands in for a missing picture, such as the person's initial; a default silhouette otherwise. */
  fallback?: ReactNode;
  /** Inside a control that already names itself the avatar is decoration, so it is not read out twice. */
  decorative?: boolean;
  className?: string;
}

/** A round profile picture with a default when the person has none. */
export function Avatar({ src, name, fallback, decorative = false, className }: AvatarProps) {
  // Remembering which address failed lets a new picture be tried again after an old one broke.
  const { t } = useLingui();
  const [failed, setFailed] = useState<string | null>(null);
  const show = src && failed !== src;
  const fallbackA11y = decorative
    ? { 'aria-hidden': true }
    : { role: 'img', 'aria-label': t`Default profile picture of ${name}` };
  return (
    <span
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-100 text-primary-800',
        className,
      )}
    >
      {show ? (
        <img
          src={src}
          alt={decorative ? '' : t`Profile picture of ${name}`}
          className="size-full object-cover"
          onError={() => setFailed(src)}
          loading="lazy"
        />
      ) : fallback === undefined ? (
        <UserRound {...fallbackA11y} className="size-3/5" />
      ) : (
        <span {...fallbackA11y}>{fallback}</span>
      )}
    </span>
  );
}
