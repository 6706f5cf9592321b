import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { HeaderAvatar } from './header-avatar.tsx';

/** The user's profile menu button: their picture or initial and a chevron. */
export function ProfileMenuButton({ name, ...props }: ComponentProps<'button'> & { name: string }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      // Named after the person as well, so the initial it shows is part of its name (label in name).
      aria-label={name ? t`Profile menu for ${name}` : t`Profile menu`}
      className="flex min-h-11 items-center gap-1 rounded-full p-1 pe-2 hover:bg-stone-100"
      {...props}
    >
      <HeaderAvatar className="size-9" />
      <ChevronDown className="size-4 text-muted" aria-hidden />
    </button>
  );
}
