import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../lib/hooks/use-hydrated.ts';
import { Slot } from './slot.tsx';

/**
 * Buttons are at least 44 px tall so they are easy to hit with a finger or an unsteady hand. A label
 * longer than the screen is wide (Hindi's are often longer, and the text can be made larger) wraps
 * onto a second line inside the button rather than pushing the page sideways.
 */
export const buttonVariants = cva(
  'inline-flex max-w-full min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-1.5 text-center text-base font-semibold text-balance transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait aria-busy:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary-700 text-white hover:bg-primary-800',
        secondary: 'border border-primary-700 bg-white text-primary-800 hover:bg-primary-50',
        ghost: 'text-ink hover:bg-stone-200/70',
        danger: 'bg-danger text-white hover:bg-red-800',
        link: 'min-h-0 px-0 py-0 text-primary-800 underline underline-offset-4 hover:text-primary-900',
      },
      size: {
        md: '',
        // Small in type and padding only: every button keeps a 44 px target.
        sm: 'px-3 text-sm',
        lg: 'min-h-12 px-7 text-lg',
        icon: 'size-11 px-0 py-0',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (for example a router Link) with button styling. */
    asChild?: boolean;
    /**
     * While its action runs the button refuses presses but stays focusable: a disabled button
     * drops the keyboard's focus to the page body, and the person would have to find their place again.
     */
    pending?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, pending = false, onClick, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  // In a prerendered page a button does nothing until the app has taken the page over, so until then
  // it is out of reach (a link still works without the app). A submit button waits as a plain button:
  // without the app, Enter in a field would send the form the browser's way, its fields in the address.
  const hydrated = useHydrated();
  const waiting = !asChild && !hydrated;
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : waiting ? 'button' : (type ?? 'button')}
      inert={waiting || undefined}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={(event) => {
        if (pending) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    />
  );
}
