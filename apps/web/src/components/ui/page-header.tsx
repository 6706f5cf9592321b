import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A page's one h1. Opening a page moves focus to it (lib/focus/focus-page-heading.ts finds it as the h1
 * in main and makes it focusable), and a dialog that closes without its opener hands focus back to
 * it; so every page has exactly one, drawn here. It takes the props of an h1 (a ref, a focus key,
 * `break-words` for a name that may be long) and stands on its own where a card holds the heading.
 */
export function PageHeading({ className, ...props }: ComponentProps<'h1'>) {
  return <h1 className={cn('text-3xl font-extrabold text-ink', className)} {...props} />;
}

/** The small capitals above a heading that say which part of the app it is in: "REQUEST MANAGEMENT". */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className="text-sm font-semibold tracking-wide text-primary-800 uppercase">{children}</p>;
}

interface PageHeaderProps {
  title: ReactNode;
  /** The part of the app above the heading. */
  eyebrow?: ReactNode;
  /** One or two sentences under the heading on what the page is for. */
  description?: ReactNode;
  /** The page's main buttons: beside the heading on a wide screen, under it on a narrow one. */
  actions?: ReactNode;
  /** The way back (a BackLink) above the heading, for a page opened from another one. */
  back?: ReactNode;
}

/**
 * The top of a page: where it sits, its heading, what it is for and its main buttons, in the order
 * a screen reader and the Tab key meet them.
 */
export function PageHeader({ title, eyebrow, description, actions, back }: PageHeaderProps) {
  const heading = (
    <div className={back ? 'space-y-2' : undefined}>
      {back}
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <PageHeading>{title}</PageHeading>
      {description ? <p className={back ? 'max-w-3xl text-lg' : 'mt-1 text-lg text-muted'}>{description}</p> : null}
    </div>
  );
  if (!actions) return heading;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {heading}
      {actions}
    </div>
  );
}
