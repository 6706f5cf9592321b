import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Destructive actions (blocking someone) get the red button. */
  tone?: 'primary' | 'danger';
  /** While the action runs the buttons are disabled and the dialog stays open. */
  pending?: boolean;
  onConfirm: () => void;
}

/**
 * Asks before an action that is hard to take back. It is an alert dialog: focus starts on Cancel,
 * so pressing Enter by habit does not confirm, and Escape closes it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent role="alertdialog" showCloseButton={false}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending} autoFocus>
              {cancelLabel ?? t`Cancel`}
            </Button>
          </DialogClose>
          <Button variant={tone} disabled={pending} aria-busy={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
