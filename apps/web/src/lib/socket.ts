import { io, type Socket } from 'socket.io-client';
import { getSession } from './auth-store.ts';

let socket: Socket | null = null;

/**
 * The one Socket.IO connection of the tab, on the same origin as the API. It authenticates with
 * the current access token each time it (re)connects, so a refreshed token is picked up.
 */
export function getSocket(): Socket {
  socket ??= io({
    path: '/socket.io',
    autoConnect: false,
    withCredentials: true,
    auth: (send) => send({ token: getSession()?.accessToken ?? '' }),
  });
  return socket;
}
