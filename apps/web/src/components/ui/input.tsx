import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** What is typed in these is read left to right whatever the page's direction: an Urdu page's e-mail address or phone number too. */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'tel', 'url', 'number', 'password']);

export function Input({ className, type = 'text', dir, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      dir={dir ?? (LEFT_TO_RIGHT_TYPES.has(type) ? 'ltr' : undefined)}
      className={cn(
        'block min-h-12 w-full rounded-lg border border-stone-400 bg-white px-3.5 text-base text-ink placeholder:text-stone-500',
        'focus-visible:border-primary-700 aria-[invalid=true]:border-danger aria-[invalid=true]:bg-red-50/40',
        'disabled:cursor-not-allowed disabled:bg-stone-100',
        className,
      )}
      {...props}
    />
  );
}
