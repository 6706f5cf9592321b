import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { createUser, loginAs } from '../test/factories.ts';
import { SOCKET_AUTH_FAILED, userRoom } from './realtime.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await close();
});

function open(token?: string): Socket {
  const socket = connect(url, { path: '/socket.io', auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

const refused = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', (error) => resolve(error.message));
  });

describe('realtime', () => {
  it('lets a signed-in person connect and reaches them in their own room', async () => {
    const { user } = await createUser(app);
    const { accessToken } = await loginAs(app, user);
    const socket = open(accessToken);
    await connected(socket);

    const received = new Promise<unknown>((resolve) => socket.once('new-notification', resolve));
    // The room is joined right after the handshake; give the join a moment before emitting.
    await new Promise((resolve) => setTimeout(resolve, 100));
    app.realtime.to(userRoom(user.id)).emit('new-notification', { content: 'Hello' });
    expect(await received).toEqual({ content: 'Hello' });
  });

  it('refuses a socket without a token, with a bad token, or of a signed-out session', async () => {
    expect(await refused(open())).toBe(SOCKET_AUTH_FAILED);
    expect(await refused(open('not-a-token'))).toBe(SOCKET_AUTH_FAILED);

    const { user } = await createUser(app);
    const { accessToken, cookie } = await loginAs(app, user);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(await refused(open(accessToken))).toBe(SOCKET_AUTH_FAILED);
  });
});
