import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

interface DeclineRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the request asks for ("Eldercare volunteer"), said first; kept by the caller while the dialog closes. */
  kind: string | undefined;
  pending: boolean;
  onConfirm: () => void;
}

/** Asks a volunteer before they decline an open request: it leaves them, and stays open for the others. */
export function DeclineRequestDialog({ open, onOpenChange, kind, pending, onConfirm }: DeclineRequestDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Decline this request?`}
      description={
        <>
          {kind ? <strong className="text-ink">{kind}. </strong> : null}
          <Trans>It will no longer be shown to you. It stays open for other volunteers.</Trans>
        </>
      }
      confirmLabel={t`Decline`}
      tone="danger"
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
