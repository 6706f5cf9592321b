import { Trans, useLingui } from '@lingui/react/macro';
import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AssistanceRequest } from '@sahaya/contract/assistance-requests/schemas';
import { openRequestStatuses } from '@sahaya/contract/constants';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useCancelAssistanceRequest } from '../api/cancel-assistance-request.ts';

type Cancellable = Pick<AssistanceRequest, '_id' | 'status' | 'volunteer'>;

/** A request its person may still cancel: waiting for a volunteer, or accepted by one and not yet completed. */
export const canCancelAssistanceRequest = (request: Pick<AssistanceRequest, 'status'>) =>
  (openRequestStatuses as readonly string[]).includes(request.status);

/**
 * The Cancel button of one of the person's assistance requests, and the question before it goes:
 * what happens (the volunteer who took it is told) and that it cannot be undone. `label` names the
 * request for a screen reader among several; `onCancelled` says where focus goes once it is done,
 * the button being gone.
 */
export function CancelAssistanceRequest({
  request,
  label,
  size = 'sm',
  onCancelled,
}: {
  request: Cancellable;
  label: string;
  size?: 'sm' | 'md';
  onCancelled?: () => void;
}) {
  const { t } = useLingui();
  const cancel = useCancelAssistanceRequest();
  const [confirming, setConfirming] = useState(false);
  const volunteer = request.volunteer?.name;

  const confirm = async () => {
    try {
      const reply = await cancel.mutateAsync(request._id);
      toast.success(reply.message, { id: 'assistance-request-cancel' });
      setConfirming(false);
      onCancelled?.();
    } catch (error) {
      setConfirming(false);
      const failure = readFailure(error, t`Could not cancel the request`);
      if (!failure.told) toast.error(failure.message, { id: 'assistance-request-cancel' });
    }
  };

  return (
    <>
      <Button variant="secondary" size={size} aria-haspopup="dialog" onClick={() => setConfirming(true)} aria-label={t`Cancel request: ${label}`}>
        <XCircle aria-hidden />
        <Trans>Cancel request</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Cancel this request?`}
        description={
          volunteer
            ? t`${volunteer}, the volunteer who took it, is told not to come, and the chat closes. This cannot be undone.`
            : t`It is taken off the volunteers' list, so nobody comes for it. This cannot be undone.`
        }
        confirmLabel={t`Cancel request`}
        cancelLabel={t`Keep request`}
        tone="danger"
        pending={cancel.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
