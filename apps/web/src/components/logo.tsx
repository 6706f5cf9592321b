import { Trans } from '@lingui/react/macro';
import { HeartHandshake } from 'lucide-react';
import { cn } from '../lib/cn.ts';

interface LogoProps {
  className?: string;
  /** On phones show only the mark, leaving room in crowded top bars. */
  compactOnMobile?: boolean;
}

/** Sahaya's wordmark; decorative icon, the name is the text. */
export function Logo({ className, compactOnMobile = false }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-xl font-extrabold tracking-tight text-primary-800', className)}>
      <span className="flex size-9 items-center justify-center rounded-xl bg-primary-700 text-white">
        <HeartHandshake className="size-5" aria-hidden />
      </span>
      <span className={cn(compactOnMobile && 'max-sm:sr-only')}>
        <Trans>Sahaya</Trans>
      </span>
    </span>
  );
}
