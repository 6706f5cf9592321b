import { lazy, Suspense, useEffect } from 'react';
import { getSession } from '../../../lib/session/auth-store.ts';
import { usePushOffer } from '../hooks/use-push-offer.ts';
import { forgetDeviceOnSignOut } from '../utils/device-push.ts';
import type { NotificationRole } from '../utils/notification-link.ts';

// The dialog's code comes only when it is offered: the signed-in frame carries just the listener.
const PushOfferDialog = lazy(() => import('./push-offer-dialog.tsx').then((m) => ({ default: m.PushOfferDialog })));

/**
 * Offers notices on this device once the person has done something worth hearing about. The
 * signed-in frame (and this with it) goes when the person logs out, or their session ends: then the
 * device stops getting their notices.
 */
export function PushOffer({ role }: { role: NotificationRole }) {
  const offer = usePushOffer();
  useEffect(
    () => () => {
      if (getSession() === null) void forgetDeviceOnSignOut().catch(() => {});
    },
    [],
  );
  if (!offer.open) return null;
  return (
    <Suspense fallback={null}>
      <PushOfferDialog role={role} onDone={offer.close} />
    </Suspense>
  );
}
