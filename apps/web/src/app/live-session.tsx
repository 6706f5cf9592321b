import { useEffect } from 'react';
import { toast } from 'sonner';
import { socketEvents, type SessionRevokedPayload } from '@sahaya/contract/events';
import { authMessages } from '@sahaya/contract/messages';
import { refreshAccessToken } from '../lib/api-client.ts';
import { clearSession, getSession, useSession } from '../lib/auth-store.ts';

/** The server's answer when a socket's access token is missing or expired. */
const SOCKET_AUTH_FAILED = 'Authentication failed!';

/**
 * Keeps a live connection while someone is signed in, so the server can end the session at once
 * (for example when an admin blocks the account). The socket code is loaded only after sign-in.
 */
export function LiveSession() {
  const session = useSession();
  const userId = session?.userId;

  useEffect(() => {
    if (!userId) return;
    let active = true;
    let cleanup = () => {};

    void import('../lib/socket.ts').then(({ getSocket }) => {
      if (!active) return;
      const socket = getSocket();
      let retried = false;
      // A session ended elsewhere (a block, a password change in another tab) ends on the login
      // page, with the reason the server gives.
      const onRevoked = (payload?: Partial<SessionRevokedPayload>) => {
        clearSession({ redirectTo: '/user/login' });
        toast.error(payload?.message ?? authMessages.blocked);
      };
      // An expired token is refreshed once, then the connection is tried again with the new one.
      const onConnectError = async (error: Error) => {
        if (error.message !== SOCKET_AUTH_FAILED || retried) return;
        retried = true;
        if (await refreshAccessToken(getSession()?.accessToken)) socket.connect();
      };
      const onConnect = () => {
        retried = false;
      };
      socket.on(socketEvents.sessionRevoked, onRevoked);
      socket.on('connect_error', onConnectError);
      socket.on('connect', onConnect);
      socket.connect();
      cleanup = () => {
        socket.off(socketEvents.sessionRevoked, onRevoked);
        socket.off('connect_error', onConnectError);
        socket.off('connect', onConnect);
        socket.disconnect();
      };
    });

    return () => {
      active = false;
      cleanup();
    };
  }, [userId]);

  return null;
}
