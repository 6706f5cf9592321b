import { useQueryClient } from '@tanstack/react-query';
import * as assetRoutes from '@sahaya/contract/assets/routes';
import * as assistanceRoutes from '@sahaya/contract/assistance-requests/routes';
import * as meetingRoutes from '@sahaya/contract/meetings/routes';
import { useCallback, useEffect, useState } from 'react';
import { onChangeMade, type ChangeMade } from '../../../lib/queries/change-events.ts';
import { configQueryOptions } from '../../../lib/queries/public-config.ts';
import { offerDeclined, pushSupported } from '../utils/device-push.ts';

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
 * server has a key to subscribe with, and never again on a device where the person said no.
 */
export function usePushOffer() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onChangeMade((change) => {
      if (!warrantsOffer(change) || !pushSupported() || Notification.permission !== 'default' || offerDeclined()) return;
      void queryClient
        .fetchQuery(configQueryOptions)
        .then((config) => {
          if (!config.vapidPublicKey) return;
          clearTimeout(timer);
          timer = setTimeout(() => setOpen(true), OFFER_DELAY_MS);
        })
        .catch(() => {
          // Without the settings there is no key to subscribe with: nothing is offered.
        });
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [queryClient]);
  const close = useCallback(() => setOpen(false), []);
  return { open, close };
}
