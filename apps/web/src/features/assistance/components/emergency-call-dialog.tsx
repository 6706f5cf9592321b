import { useQuery } from '@tanstack/react-query';
import { Phone, Siren } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { configQueryOptions } from '../../../lib/public-config.ts';

/** Said when the settings cannot be read: India's single emergency number. */
const FALLBACK_NUMBER = '112';

/**
 * Shown at once after an ambulance request: the request reaches people who must still act on it,
 * so the number to call now comes first and stays until the person dismisses it.
 */
export function EmergencyCallDialog({ open, onDone }: { open: boolean; onDone: () => void }) {
  // The number to call comes from the runtime settings (GET /api/config), read once.
  const config = useQuery({ ...configQueryOptions, select: (settings) => settings.emergencyNumber });
  const number = config.data ?? FALLBACK_NUMBER;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onDone())}>
      <DialogContent role="alertdialog" className="max-w-lg border-4 border-red-600" showCloseButton={false}>
        <div className="flex items-center gap-3">
          <Siren className="size-10 shrink-0 text-red-700" aria-hidden />
          <DialogTitle className="pr-0 text-2xl text-red-900">Call for an ambulance now</DialogTitle>
        </div>
        <DialogDescription className="mt-3 text-base text-ink">
          Your ambulance request is sent. Do not wait for it to be approved: if a life is at risk, call the emergency number now.
        </DialogDescription>
        <a
          href={`tel:${number.replace(/[^\d+]/g, '')}`}
          className="mt-5 flex min-h-16 items-center justify-center gap-3 rounded-xl bg-red-700 px-4 text-2xl font-extrabold text-white hover:bg-red-800"
        >
          <Phone className="size-7" aria-hidden />
          Call {number}
        </a>
        <Button variant="secondary" className="mt-4 w-full" onClick={onDone}>
          Continue to My Requests
        </Button>
      </DialogContent>
    </Dialog>
  );
}
