import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Tabs with arrow-key navigation between triggers (Radix); on narrow screens the triggers wrap onto a second row. */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex flex-wrap gap-1 rounded-xl border border-stone-200 bg-white p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-4 font-semibold whitespace-nowrap text-muted transition-colors',
        'hover:bg-stone-100 hover:text-ink data-[state=active]:bg-primary-700 data-[state=active]:text-white [&_svg]:size-5',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-6 rounded-lg', className)} {...props} />;
}
