import { Trans } from '@lingui/react/macro';
import { Siren } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { EmergencyCallLink } from './emergency-number.tsx';

/**
 * Shown at once after an ambulance request: the request reaches people who must still act on it,
 * so the number to call now comes first and stays until the person dismisses it. When the request
 * could not be sent (no connection, a refusal, the server away), the same comes first all the
 * more: a phone call needs no data, and the form, kept as it was, can be sent again afterwards.
 */
export function EmergencyCallDialog({ outcome, onDone }: { outcome: 'sent' | 'failed' | null; onDone: () => void }) {
  const failed = outcome === 'failed';
  return (
    <Dialog open={outcome !== null} onOpenChange={(next) => (next ? undefined : onDone())}>
      <DialogContent role="alertdialog" className="max-w-lg border-4 border-red-600" showCloseButton={false}>
        <div className="flex items-center gap-3">
          <Siren className="size-10 shrink-0 text-red-700" aria-hidden />
          <DialogTitle className="pe-0 text-2xl text-red-900">
            <Trans>Call for an ambulance now</Trans>
          </DialogTitle>
        </div>
        <DialogDescription className="mt-3 text-base text-ink">
          {failed ? (
            <Trans>Your ambulance request could not be sent. If a life is at risk, call the emergency number now; you can send the request again after.</Trans>
          ) : (
            <Trans>Your ambulance request is sent. Do not wait for it to be approved: if a life is at risk, call the emergency number now.</Trans>
          )}
        </DialogDescription>
        <EmergencyCallLink className="mt-5" />
        <Button variant="secondary" className="mt-4 w-full" onClick={onDone}>
          {failed ? <Trans>Back to the form</Trans> : <Trans>Continue to My Requests</Trans>}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
