import { useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type ComponentProps, type RefObject } from 'react';
import { cn } from '../../lib/cn.ts';
import { focusOutsideDialogs, trackFocusOutsideDialogs } from '../../lib/focus/focus-outside-dialogs.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Dialogs that already have their own Close button leave out the corner one, so there is one "Close". */
  showCloseButton?: boolean;
};

// Usually started with the app already; here too, for a page that has not.
trackFocusOutsideDialogs();

/** Remembers, as its dialog opens, the control that had focus before it. */
function RememberOpener({ into }: { into: RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => {
    into.current = focusOutsideDialogs();
  }, [into]);
  return null;
}

/**
 * Where focus goes when a dialog closes: back to the control that opened it, so the keyboard
 * carries on from there. Radix returns focus only to a `DialogTrigger`; most dialogs here open
 * from state (a button that also does other work, a menu item). If that control is gone or
 * disabled by then, the page's heading takes focus, never the document body (where the next Tab
 * would start over at the skip link).
 */
function returnFocus(opener: HTMLElement | null) {
  requestAnimationFrame(() => {
    const usable = opener?.isConnected && !opener.matches(':disabled') ? opener : null;
    const target = usable ?? document.querySelector<HTMLElement>('main h1');
    if (!target) return;
    if (target !== usable && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  });
}

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const { t } = useLingui();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-ink/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl',
          className,
        )}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          returnFocus(opener.current);
        }}
        {...props}
      >
        <RememberOpener into={opener} />
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            className="absolute top-3 end-3 flex size-10 items-center justify-center rounded-full text-muted hover:bg-stone-100 hover:text-ink"
            aria-label={t`Close dialog`}
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('pe-10 text-xl font-bold text-ink', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('mt-1 text-muted', className)} {...props} />;
}
