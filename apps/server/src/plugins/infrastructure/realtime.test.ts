import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { closeSockets, connected, openSocket, refused, type TestSocket } from '../../test/socket.ts';
import { SOCKET_AUTH_FAILED } from '@sahaya/contract/events';
import { sessionRevoked } from '@sahaya/contract/auth/events';
import { newNotification } from '@sahaya/contract/notifications/events';
import { authMessages } from '@sahaya/contract/messages';
import type { Notification } from '@sahaya/contract/notifications/schemas';
import { clientEvent, type Ack } from '@sahaya/contract/socket';
import { email } from '@sahaya/contract/fields';
import { validation } from '@sahaya/contract/messages';
import { io } from 'socket.io-client';
import { z } from 'zod';

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
    endedSocket.once(sessionRevoked.name, ({ code, message }) => events.push(`ended ${code} ${message}`));
    const disconnected = new Promise<string>((resolve) => endedSocket.once('disconnect', resolve));

    const spared = await app.verifyAccessToken(kept.accessToken);
    await app.live.endSessions(user.id, { reason: 'SESSION_EXPIRED', keepSessionId: spared?.sessionId });

    expect(await disconnected).toBe('io server disconnect');
    // Whatever the kept socket was sent before this notification has arrived once it has.
    const later = new Promise((resolve) => keptSocket.once(newNotification.name, resolve));
    app.live.emitTo(user.id, newNotification, notification('Still here'));
    await later;
    expect(events).toEqual([`ended SESSION_EXPIRED ${authMessages.sessionExpired()}`, `kept ${newNotification.name}`]);
    expect(keptSocket.connected).toBe(true);
  });
});

describe('the events of one socket', () => {
  // Events of tests' own, registered before the sockets below connect (a socket takes the handlers
  // there are when it connects): the first waits as long as it is told to, or fails.
  const slow = clientEvent('test:slow', z.object({ waitMs: z.number(), fail: z.boolean() }));
  const quick = clientEvent('test:quick', z.object({}));
  // An event whose payload has a rule of the contract's, for the language of its refusal.
  const invite = clientEvent('test:invite', z.object({ email }));
  const handled: string[] = [];
  let slowStarted = 0;
  beforeAll(() => {
    app.live.on(slow, async (_socket, { waitMs, fail }) => {
      slowStarted += 1;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      handled.push('slow');
      if (fail) throw new Error('The slow handler failed');
      return {};
    });
    app.live.on(quick, async () => {
      handled.push('quick');
      return {};
    });
    app.live.on(invite, async () => ({}));
  });

  /** Emits an event by a name the contract's typed maps do not know, resolving with its ack. */
  const send = (socket: ReturnType<typeof open>, name: string, payload: unknown) =>
    new Promise<Ack>((resolve) => (socket as unknown as { emit(name: string, payload: unknown, ack: (reply: Ack) => void): void }).emit(name, payload, resolve));

  it('are handled in the order they came, though the first takes longer', async () => {
    const { user } = await createUser(app);
    const socket = open((await loginAs(app, user)).accessToken);
    await connected(socket);
    handled.length = 0;

    // A peer's answer and then its candidates: relayed in any other order, the candidates arrive first.
    const acks = await Promise.all([send(socket, slow.name, { waitMs: 150, fail: false }), send(socket, quick.name, {})]);

    expect(handled).toEqual(['slow', 'quick']);
    expect(acks).toEqual([{ ok: true }, { ok: true }]);
  });

  it('go on after one whose handler failed, and after one refused as invalid', async () => {
    const { user } = await createUser(app);
    const socket = open((await loginAs(app, user)).accessToken);
    await connected(socket);
    handled.length = 0;

    const acks = await Promise.all([
      send(socket, slow.name, { waitMs: 50, fail: true }),
      send(socket, slow.name, { waitMs: 'soon' }),
      send(socket, quick.name, {}),
    ]);

    expect(handled).toEqual(['slow', 'quick']);
    expect(acks.map((ack) => (ack.ok ? 'ok' : ack.code))).toEqual(['INTERNAL', 'VALIDATION', 'ok']);
  });

  it('refuse an invalid payload with the rule’s message in the language the handshake asked for', async () => {
    const { user } = await createUser(app);
    const { accessToken } = await loginAs(app, user);
    // The page's language cookie outweighs the browser's Accept-Language, as for an HTTP reply.
    const hindi = { 'accept-language': 'en-US,en;q=0.9', cookie: 'sahaya-language=hi' };
    const inHindi: TestSocket = io(url, { path: '/socket.io', auth: { token: accessToken }, transports: ['websocket'], reconnection: false, extraHeaders: hindi });
    const inEnglish = open(accessToken);
    try {
      await Promise.all([connected(inHindi), connected(inEnglish)]);
      const bad = { email: 'not-an-email' };
      expect(await send(inHindi, invite.name, bad)).toEqual({ ok: false, message: 'सही ईमेल लिखें!', code: 'VALIDATION' });
      expect(await send(inEnglish, invite.name, bad)).toEqual({ ok: false, message: validation.emailInvalid(), code: 'VALIDATION' });
    } finally {
      inHindi.close();
    }
  });

  it('are not handled once their socket has closed while they waited', async () => {
    const { user } = await createUser(app);
    const socket = open((await loginAs(app, user)).accessToken);
    await connected(socket);
    handled.length = 0;

    const before = slowStarted;
    void send(socket, slow.name, { waitMs: 150, fail: false });
    void send(socket, quick.name, {});
    await expect.poll(() => slowStarted).toBe(before + 1);
    socket.disconnect();
    await expect.poll(() => handled).toEqual(['slow']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(handled).toEqual(['slow']);
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
