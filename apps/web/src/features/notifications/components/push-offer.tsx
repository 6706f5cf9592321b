import { lazy, Suspense } from 'react';
import { usePushOffer } from '../hooks/use-push-offer.ts';
import type { NotificationRole } from '../utils/notification-link.ts';

// The dialog's code comes only when it is offered: the signed-in frame carries just the listener.
const PushOfferDialog = lazy(() => import('./push-offer-dialog.tsx').then((m) => ({ default: m.PushOfferDialog })));

/** Offers notices on this device once the person has done something worth hearing about. */
export function PushOffer({ role }: { role: NotificationRole }) {
  const offer = usePushOffer();
  if (!offer.open) return null;
  return (
    <Suspense fallback={null}>
      <PushOfferDialog role={role} onDone={offer.close} />
    </Suspense>
  );
}
