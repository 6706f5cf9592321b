import { Trans } from '@lingui/react/macro';
import { Siren } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { EmergencyCallLink } from './emergency-number.tsx';

/**
 * Shown at once after an ambulance request: the request reaches people who must still act on it,
 * so the number to call now comes first and stays until the person dismisses it.
 */
export function EmergencyCallDialog({ open, onDone }: { open: boolean; onDone: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onDone())}>
      <DialogContent role="alertdialog" className="max-w-lg border-4 border-red-600" showCloseButton={false}>
        <div className="flex items-center gap-3">
          <Siren className="size-10 shrink-0 text-red-700" aria-hidden />
          <DialogTitle className="pe-0 text-2xl text-red-900">
            <Trans>Call for an ambulance now</Trans>
          </DialogTitle>
        </div>
        <DialogDescription className="mt-3 text-base text-ink">
          <Trans>Your ambulance request is sent. Do not wait for it to be approved: if a life is at risk, call the emergency number now.</Trans>
        </DialogDescription>
        <EmergencyCallLink className="mt-5" />
        <Button variant="secondary" className="mt-4 w-full" onClick={onDone}>
          <Trans>Continue to My Requests</Trans>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
