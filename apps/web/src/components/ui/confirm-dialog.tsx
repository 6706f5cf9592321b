import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';
import { DialogFooter } from './dialog-footer.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Destructive actions (blocking someone) get the red button. */
  tone?: 'primary' | 'danger';
  /** While the action runs the dialog stays open, Cancel is disabled and the confirming button, still focused, refuses presses. */
  pending?: boolean;
  onConfirm: () => void;
  /** Where focus goes once it has closed, instead of back to the button that opened it (call `preventDefault`). */
  onCloseAutoFocus?: (event: Event) => void;
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
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent role="alertdialog" showCloseButton={false} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <DialogFooter className="mt-6">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending} autoFocus>
              {cancelLabel ?? t`Cancel`}
            </Button>
          </DialogClose>
          <Button variant={tone} pending={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
