import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { createUser, loginAs } from '../test/factories.ts';
import { closeSockets, connected, openSocket, refused } from '../test/socket.ts';
import { SOCKET_AUTH_FAILED } from '@sahaya/contract/events';
import { sessionRevoked } from '@sahaya/contract/auth/events';
import { newNotification } from '@sahaya/contract/notifications/events';
import type { Notification } from '@sahaya/contract/notifications/schemas';

let app: FastifyInstance;
let close: () => Promise<void>;
let url: string;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  closeSockets();
  await close();
});

const open = (token?: string) => openSocket(url, token);

function notification(content: string): Notification {
  const now = new Date().toISOString();
  return { _id: crypto.randomUUID(), type: 'system', content, requestId: null, topic: null, media: [], read: false, createdAt: now, timestamp: now };
}

describe('realtime', () => {
  it('lets a signed-in person connect and reaches them in their own room', async () => {
    const { user } = await createUser(app);
    const { accessToken } = await loginAs(app, user);
    const socket = open(accessToken);
    await connected(socket);

    // The socket is in its person's room before the connection completes: an emit right away reaches it.
    const received = new Promise<unknown>((resolve) => socket.once(newNotification.name, resolve));
    const hello = notification('Hello');
    app.live.emitTo(user.id, newNotification, hello);
    expect(await received).toEqual(hello);
  });

  it('refuses a socket without a token, with a bad token, or of a signed-out session', async () => {
    expect(await refused(open())).toBe(SOCKET_AUTH_FAILED);
    expect(await refused(open('not-a-token'))).toBe(SOCKET_AUTH_FAILED);

    const { user } = await createUser(app);
    const { accessToken, cookie } = await loginAs(app, user);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(await refused(open(accessToken))).toBe(SOCKET_AUTH_FAILED);
  });

  it('gives a refusal its code, for the client to branch on rather than on the text', async () => {
    const socket = open('not-a-token');
    const data = await new Promise<unknown>((resolve) => socket.once('connect_error', (error: Error & { data?: unknown }) => resolve(error.data)));
    expect(data).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('ends every socket of a person but those of the session it spares, saying why first', async () => {
    const { user } = await createUser(app);
    const kept = await loginAs(app, user);
    const ended = await loginAs(app, user);
    const keptSocket = open(kept.accessToken);
    const endedSocket = open(ended.accessToken);
    await Promise.all([connected(keptSocket), connected(endedSocket)]);
    const events: string[] = [];
    keptSocket.onAny((name: string) => events.push(`kept ${name}`));
    endedSocket.once(sessionRevoked.name, ({ message }) => events.push(`ended ${message}`));
    const disconnected = new Promise<string>((resolve) => endedSocket.once('disconnect', resolve));

    const spared = await app.verifyAccessToken(kept.accessToken);
    await app.live.endSessions(user.id, { message: 'Signed out elsewhere', keepSessionId: spared?.sessionId });

    expect(await disconnected).toBe('io server disconnect');
    // Whatever the kept socket was sent before this notification has arrived once it has.
    const later = new Promise((resolve) => keptSocket.once(newNotification.name, resolve));
    app.live.emitTo(user.id, newNotification, notification('Still here'));
    await later;
    expect(events).toEqual(['ended Signed out elsewhere', `kept ${newNotification.name}`]);
    expect(keptSocket.connected).toBe(true);
  });
});

describe.skipIf(!process.env.REDIS_URL)('realtime through Redis', () => {
  it('logs a broadcast that Redis can no longer take, rather than leaving it to end the process', async () => {
    const { app: node, close: closeNode } = await buildTestApp({ rateLimit: false });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await closeNode();
      // What a handler still running as the node closes does: its publish finds the connection closed.
      node.live.emitToRoom('user:nobody', newNotification, notification('Too late'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
