import { Loader2, Wifi } from 'lucide-react';
import { commonMessages } from '@sahaya/contract/messages';
import { bottomNoticeRef } from '../lib/focus/focus-clearance.ts';
import { useContractText } from '../lib/i18n/contract-text.ts';
import { useReachability } from '../lib/api/server-reachability.ts';

/**
 * Tells a person, politely and without stopping them, that the server is not answering and the
 * app is reconnecting, and then for a moment that it is connected again. Their session and what
 * they typed are kept meanwhile. The region is always on the page, empty while all is well, so a
 * screen reader hears each change. It sits in the strip along the bottom that toasts use and no
 * control does (lib/toasts/toast-zone.ts), on the left of a wide screen where toasts are on the right, and
 * lets every tap through. On a phone both are centred: its height is measured (bottomNoticeRef), and
 * the toasts stack above it rather than over it (app/providers.tsx).
 */
export function ReconnectingNotice() {
  const reachability = useReachability();
  const { ct } = useContractText();
  return (
    <div
      ref={bottomNoticeRef}
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center px-3 md:justify-start md:px-4"
    >
      {reachability === 'answering' ? null : (
        <p className="mb-3 flex items-center gap-2 rounded-full bg-ink px-4 py-2 text-base font-semibold text-white shadow-lg">
          {reachability === 'reconnecting' ? (
            <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden />
          ) : (
            <Wifi className="size-5" aria-hidden />
          )}
          {ct(reachability === 'reconnecting' ? commonMessages.reconnecting : commonMessages.reconnected)}
        </p>
      )}
    </div>
  );
}
