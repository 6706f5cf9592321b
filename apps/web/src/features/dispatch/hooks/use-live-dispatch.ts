import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DispatchReply } from '@sahaya/contract/dispatch/schemas';
import { dispatchKeys } from '../api/keys.ts';

/**
 * Keeps the number of volunteers told of a request current while its requester's page is open:
 * the server sends `dispatch-update` to the requester's sockets as each wave goes out, and the
 * count goes into the query at once. After a reconnect the count is read again with every query
 * marked `refreshedBy` (the bell's listener does it), since a wave may have gone out meanwhile. The
 * socket's code is loaded once the page is drawn.
 */
export function useLiveDispatch(requestId: string): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    let stop = () => {};
    void import('../../../lib/api/socket.ts').then(({ getSocket }) => {
      if (!active) return;
      const socket = getSocket();
      const key = dispatchKeys.request(requestId);
      const onUpdate = ({ requestId: about, told }: { requestId: string; told: number }) => {
        if (about === requestId) queryClient.setQueryData<DispatchReply>(key, (current) => ({ ...current, told }));
      };
      socket.on('dispatch-update', onUpdate);
      stop = () => socket.off('dispatch-update', onUpdate);
    });
    return () => {
      active = false;
      stop();
    };
  }, [queryClient, requestId]);
}
