import { Trans, useLingui } from '@lingui/react/macro';
import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AssetRequest } from '@sahaya/contract/assets/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useCancelAssetRequest } from '../api/cancel-asset-request.ts';

/** A request its person may still cancel: waiting for a decision, or approved with the units not yet handed over. */
export const canCancelAssetRequest = (request: Pick<AssetRequest, 'status' | 'handedOverAt'>) =>
  request.status === 'pending' || (request.status === 'approved' && request.handedOverAt === null);

/**
 * The Cancel button of one of the person's asset requests, and the question before it goes: what
 * happens (an approved loan's units go back on the shelf and the next person waiting is offered
 * them) and that it cannot be undone. `onCancelled` says where focus goes once it is done, the
 * button being gone.
 */
export function CancelAssetRequest({ request, onCancelled }: { request: AssetRequest; onCancelled?: (request: AssetRequest) => void }) {
  const { t } = useLingui();
  const cancel = useCancelAssetRequest();
  const [confirming, setConfirming] = useState(false);
  const asset = request.asset.name;

  const confirm = async () => {
    try {
      const reply = await cancel.mutateAsync(request._id);
      toast.success(reply.message, { id: 'asset-request-cancel' });
      setConfirming(false);
      onCancelled?.(request);
    } catch (error) {
      setConfirming(false);
      const failure = readFailure(error, t`Could not cancel the request`);
      if (!failure.told) toast.error(failure.message, { id: 'asset-request-cancel' });
    }
  };

  return (
    <>
      <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setConfirming(true)} aria-label={t`Cancel request for ${asset}`}>
        <XCircle aria-hidden />
        <Trans>Cancel request</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Cancel your request for ${asset}?`}
        description={
          request.status === 'approved'
            ? t`${asset} goes back on the shelf for others, and the next person waiting for it is offered it. This cannot be undone.`
            : t`Your request is withdrawn before the admin decides, and what you asked for stays free for others. This cannot be undone.`
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
