import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const badgeVariants = cva('inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold', {
  variants: {
    tone: {
      neutral: 'bg-stone-200 text-ink',
      primary: 'bg-primary-100 text-primary-900',
      success: 'bg-green-100 text-green-900',
      warning: 'bg-amber-100 text-amber-900',
      danger: 'bg-red-100 text-red-900',
      info: 'bg-blue-100 text-blue-900',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
