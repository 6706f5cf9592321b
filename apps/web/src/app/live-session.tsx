import { useEffect } from 'react';
import { toast } from 'sonner';
import { sessionEndMessages, type SessionEndReason } from '@sahaya/contract/auth/events';
import { contractText } from '../lib/i18n/contract-text.ts';
import { clearSession, getSession, useSession } from '../lib/session/auth-store.ts';
import { paths } from '../lib/paths.ts';
import { reportAnswered, reportUnanswered } from '../lib/api/server-reachability.ts';
import { refreshAccessToken } from '../lib/api/session-refresh.ts';

/** The waits before connecting again after the server could not check the connection; the last repeats. */
const RECONNECT_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000];

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

    void import('../lib/api/socket.ts').then(({ getSocket, isAuthRefusal, isUnavailableRefusal }) => {
      if (!active) return;
      const socket = getSocket();
      let retried = false;
      let waits = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      // A refused connection is not tried again by Socket.IO itself, so it is tried again here.
      const connectLater = () => {
        clearTimeout(timer);
        const delay = RECONNECT_DELAYS_MS[Math.min(waits, RECONNECT_DELAYS_MS.length - 1)];
        waits += 1;
        timer = setTimeout(() => {
          if (getSession()) socket.connect();
        }, delay);
      };
      // A session ended elsewhere (a block, a password change in another tab) ends on the login
      // page, with its reason in the language shown.
      const onRevoked = ({ code }: { code: SessionEndReason }) => {
        clearSession({ redirectTo: paths.login });
        toast.error(contractText(sessionEndMessages[code]));
      };
      // An expired token is refreshed once, then the connection is tried again with the new one. A
      // server that could not check the token (its database away), or a refresh it did not answer,
      // says nothing about the session: it is kept, and the connection is tried again later.
      const onConnectError = async (error: Error) => {
        if (isUnavailableRefusal(error)) {
          reportUnanswered();
          connectLater();
          return;
        }
        if (!isAuthRefusal(error) || retried) return;
        retried = true;
        try {
          if (await refreshAccessToken(getSession()?.accessToken)) socket.connect();
        } catch {
          retried = false;
          connectLater();
        }
      };
      const onConnect = () => {
        retried = false;
        waits = 0;
        reportAnswered();
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
        clearTimeout(timer);
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
