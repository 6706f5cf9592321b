import { useEffect } from 'react';
import { toast } from 'sonner';
import { refreshAccessToken } from '../lib/api-client.ts';
import { clearSession, getSession, useSession } from '../lib/auth-store.ts';
import { paths } from '../lib/paths.ts';

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

    void import('../lib/socket.ts').then(({ getSocket, isAuthRefusal }) => {
      if (!active) return;
      const socket = getSocket();
      let retried = false;
      // A session ended elsewhere (a block, a password change in another tab) ends on the login
      // page, with the reason the server gives.
      const onRevoked = ({ message }: { message: string }) => {
        clearSession({ redirectTo: paths.login });
        toast.error(message);
      };
      // An expired token is refreshed once, then the connection is tried again with the new one.
      const onConnectError = async (error: Error) => {
        if (!isAuthRefusal(error) || retried) return;
        retried = true;
        if (await refreshAccessToken(getSession()?.accessToken)) socket.connect();
      };
      const onConnect = () => {
        retried = false;
      };
      // The server closes a socket when its access token expires; a session still held here connects
      // again, and a stale token is refreshed on the way (above).
      const onDisconnect = (reason: string) => {
        if (reason === 'io server disconnect' && getSession()) socket.connect();
      };
      socket.on('session-revoked', onRevoked);
      socket.on('connect_error', onConnectError);
      socket.on('connect', onConnect);
      socket.on('disconnect', onDisconnect);
      socket.connect();
      cleanup = () => {
        socket.off('session-revoked', onRevoked);
        socket.off('connect_error', onConnectError);
        socket.off('connect', onConnect);
        socket.off('disconnect', onDisconnect);
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
