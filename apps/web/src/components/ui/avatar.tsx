import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

interface AvatarProps {
  /** The picture's address; the default silhouette is shown when it is missing or fails to load. */
  src: string | null | undefined;
  /** Whose picture it is, read out as "Profile picture of {name}". */
  name: string;
  className?: string;
}

/** A round profile picture with a default when the person has none. */
export function Avatar({ src, name, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = src && failed !== src;
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
          alt={`Profile picture of ${name}`}
          className="size-full object-cover"
          onError={() => setFailed(src)}
          loading="lazy"
        />
      ) : (
        <UserRound role="img" aria-label={`Default profile picture of ${name}`} className="size-3/5" />
      )}
    </span>
  );
}
