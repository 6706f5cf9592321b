/** Socket.IO clients for tests, typed by the contract's events, connected as a person would. */
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@sahaya/contract/events';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const open = new Set<TestSocket>();

/** A socket to the app at `url`, signed in with `token` (none: a stranger), over WebSocket only. */
export function openSocket(url: string, token?: string): TestSocket {
  const socket: TestSocket = connect(url, {
    path: '/socket.io',
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
  });
  open.add(socket);
  return socket;
}

/** Resolves once the socket is connected; rejects with the server's refusal. */
export const connected = (socket: TestSocket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

/** Resolves with the message the server refused the socket with; rejects if it connects. */
export const refused = (socket: TestSocket) =>
  new Promise<string>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', (error) => resolve(error.message));
  });

/** Closes every socket the tests opened; for afterAll. */
export function closeSockets(): void {
  for (const socket of open) socket.disconnect();
  open.clear();
}
