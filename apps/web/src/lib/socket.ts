import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  SOCKET_AUTH_FAILED as SocketAuthFailed,
  ServerToClientEvents,
} from '@sahaya/contract/events';
import { getSession } from './auth-store.ts';

/**
 * The tab's socket, typed by the contract's events: what it may send and what it receives. Events
 * are named by their strings here, checked against those maps by the compiler: the contract's event
 * objects carry their payload schemas, and with them zod, which the signed-in pages do not load
 * just to listen.
 */
export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The contract's refusal of a connection's token, repeated (and checked) for the same reason. */
export const SOCKET_AUTH_FAILED: typeof SocketAuthFailed = 'Authentication failed!';

/**
 * Whether a connection was refused for its access token. A Socket.IO handshake refusal carries
 * only its text, the contract's SOCKET_AUTH_FAILED, so that constant is compared here, once, and
 * the pages ask this instead of reading the text.
 */
export const isAuthRefusal = (error: Error): boolean => error.message === SOCKET_AUTH_FAILED;

let socket: LiveSocket | null = null;

/**
 * The one Socket.IO connection of the tab, on the same origin as the API. It authenticates with
 * the current access token each time it (re)connects, so a refreshed token is picked up.
 */
export function getSocket(): LiveSocket {
  socket ??= io({
    path: '/socket.io',
    autoConnect: false,
    withCredentials: true,
    auth: (send) => send({ token: getSession()?.accessToken ?? '' }),
  });
  return socket;
}

/** Closes the tab's connection, if there is one: before signing out, so the tab is not told of it as of a session ended elsewhere. */
export function closeSocket(): void {
  socket?.disconnect();
}
