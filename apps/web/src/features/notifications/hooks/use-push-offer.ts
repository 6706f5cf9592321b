import { useQueryClient } from '@tanstack/react-query';
import * as assetRoutes from '@sahaya/contract/assets/routes';
import * as assistanceRoutes from '@sahaya/contract/assistance-requests/routes';
import * as meetingRoutes from '@sahaya/contract/meetings/routes';
import { useCallback, useEffect, useState } from 'react';
import { whenNoDialogOpen } from '../../../lib/focus/when-no-dialog-open.ts';
import { onChangeMade, type ChangeMade } from '../../../lib/queries/change-events.ts';
import { configQueryOptions } from '../../../lib/queries/public-config.ts';
import { getSession } from '../../../lib/session/auth-store.ts';
import { pushSupported } from '../utils/device-push.ts';
import { offerDue, rememberOffered } from '../utils/push-offer-memory.ts';

/**
 * The changes after which the person has something to hear about: a request for equipment or help
 * sent, a request for help accepted by a volunteer, a meeting scheduled. Matched by the contract's
 * method and path, so no endpoint's schema is loaded for it. Not after asking for an ambulance: the
 * page then tells the number to call at once, and nothing may come over it.
 */
const warranting: { method: string; path: string; when?: (body: unknown) => boolean }[] = [
  assetRoutes.requestAsset,
  {
    ...assistanceRoutes.createAssistanceRequest,
    when: (body) => (body as { type?: unknown } | undefined)?.type !== 'ambulance',
  },
  {
    ...assistanceRoutes.setAssistanceStatus,
    when: (body) => (body as { action?: unknown } | undefined)?.action === 'approve',
  },
  meetingRoutes.createMeeting,
];

export function warrantsOffer(change: ChangeMade): boolean {
  return warranting.some((w) => w.method === change.method && w.path === change.path && (w.when?.(change.body) ?? true));
}

/** Long enough for the page's own answer to the change (a toast, a move to the list) to come first. */
const OFFER_DELAY_MS = 1200;

/**
 * Whether to offer "Turn on notifications on this device" now: only after a change that warrants it
 * (never at a first visit), only where the browser can and has not been asked yet, only while the
 * server has a key to subscribe with, at most once per browser and account in OFFER_REST_DAYS
 * (push-offer-memory.ts: counted from when it was shown, so a page left without an answer does not
 * bring it back at the next request), and never over another dialog: it waits until that one closes.
 */
export function usePushOffer() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopWaiting = () => {};
    const due = () => {
      const userId = getSession()?.userId;
      return userId !== undefined && pushSupported() && Notification.permission === 'default' && offerDue(userId);
    };
    const offer = () => {
      const userId = getSession()?.userId;
      // Asked again as it opens: another tab may have made the offer, or the person signed out, meanwhile.
      if (!userId || !due()) return;
      rememberOffered(userId);
      setOpen(true);
    };
    const stop = onChangeMade((change) => {
      if (!warrantsOffer(change) || !due()) return;
      void queryClient
        .fetchQuery(configQueryOptions)
        .then((config) => {
          if (!config.vapidPublicKey) return;
          clearTimeout(timer);
          stopWaiting();
          timer = setTimeout(() => (stopWaiting = whenNoDialogOpen(offer)), OFFER_DELAY_MS);
        })
        .catch(() => {
          // Without the settings there is no key to subscribe with: nothing is offered.
        });
    });
    return () => {
      stop();
      clearTimeout(timer);
      stopWaiting();
    };
  }, [queryClient]);
  const close = useCallback(() => setOpen(false), []);
  return { open, close };
}
