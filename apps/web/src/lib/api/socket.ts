import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  SOCKET_AUTH_FAILED as SocketAuthFailed,
  ServerToClientEvents,
  SocketRefusal,
  SocketRefusalCode,
} from '@sahaya/contract/events';
import { getSession } from '../session/auth-store.ts';

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
 * The code the server refused a connection with, from the refusal's `data`; undefined when the
 * connection failed without a refusal (the server could not be reached at all).
 */
export function refusalCode(error: Error): SocketRefusalCode | undefined {
  const data = (error as Error & { data?: Partial<SocketRefusal> }).data;
  return data?.code;
}

/** Whether a connection was refused for its access token, which a refresh may mend. */
export const isAuthRefusal = (error: Error): boolean => refusalCode(error) === 'UNAUTHENTICATED';

/**
 * Whether the server could not check the connection's token for a moment (its database away): the
 * session is kept, and the connection is tried again later.
 */
export const isUnavailableRefusal = (error: Error): boolean => refusalCode(error) === 'UNAVAILABLE';

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
