/**
 * PostgreSQL away under a running node, played for real: the node's pool reaches the database
 * through a TCP proxy the test cuts (every connection dropped, new ones refused) and restores.
 * While it is cut, nobody is signed out: a signed-in call, a refresh, a login and a socket's
 * connection are answered 503 `UNAVAILABLE` (with Retry-After), never 401, and the refresh cookie
 * is kept; a chat message sent then fails with that code and is not stored, and one acknowledged
 * before is never lost. Restored, the same token and cookie work again without signing in.
 *
 * The embedded database (PGlite) lives in the process and cannot go away like this, so the file
 * runs only with DATABASE_URL set, as CI's PostgreSQL run does.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, refreshToken } from '@sahaya/contract/auth/endpoints';
import * as chats from '@sahaya/contract/chats/endpoints';
import { errorMessage } from '@sahaya/contract/error-codes';
import { getMe } from '@sahaya/contract/profile/endpoints';
import type { Ack } from '@sahaya/contract/socket';
import { openAssistanceRequest } from '../../test/assistance-request.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { createUser, FACTORY_PASSWORD, loginAs, type UserRow } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { closeSockets, connected, openSocket, type TestSocket } from '../../test/socket.ts';

const serverUrl = process.env.DATABASE_URL;

/** What a socket's connection was refused with: its message and the code in its data. */
const refusal = (socket: TestSocket) =>
  new Promise<{ message: string; code: unknown }>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', (error: Error & { data?: { code?: unknown } }) => resolve({ message: error.message, code: error.data?.code }));
  });

const joinAck = (socket: TestSocket, requestId: string) =>
  new Promise<Ack>((resolve) => socket.emit('join-conversation', requestId, (ack) => resolve(ack as Ack)));

/** The reply is the 503 of a database away: its code, its text and when to ask again. */
function expectUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toEqual({ code: 'UNAVAILABLE', message: errorMessage('UNAVAILABLE') });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe.skipIf(!serverUrl)(
  serverUrl ? 'with PostgreSQL cut off' : 'with PostgreSQL cut off (skipped: needs DATABASE_URL; PGlite cannot go away)',
  () => {
    let app: FastifyInstance;
    let close: () => Promise<void>;
    let proxy: TcpProxy;
    let url: string;
    let requester: { user: UserRow; token: string; cookie: string };
    let volunteer: { user: UserRow; token: string };
    let requestId: string;

    const me = (token: string) => injectAs(app, token, getMe);
    const refresh = (cookie: string) => injectAs(app, null, refreshToken, {}, { headers: { cookie } });
    const signIn = (user: UserRow) =>
      injectAs(app, null, login, { body: { data: { email: user.email, password: FACTORY_PASSWORD }, selectedRole: 'user' } });
    const send = (content: string) =>
      injectAs(app, requester.token, chats.sendMessage, {
        body: { requestId, receiverId: volunteer.user.id, content, uploadedMediaUrls: [] },
      });

    beforeAll(async () => {
      proxy = await startTcpProxy(serverUrl!);
      ({ app, close } = await buildTestApp({ rateLimit: false, env: { DATABASE_URL: proxy.through(serverUrl!) } }));
      url = await app.listen({ port: 0, host: '127.0.0.1' });

      const { user } = await createUser(app, { name: 'Asha Verma' });
      const signedIn = await loginAs(app, user);
      requester = { user, token: signedIn.accessToken, cookie: signedIn.cookie };
      const helper = (await createUser(app, { role: 'volunteer', name: 'Ravi Kumar' })).user;
      volunteer = { user: helper, token: (await loginAs(app, helper)).accessToken };
      requestId = await openAssistanceRequest(app, { id: user.id, token: requester.token }, volunteer.token);
    });

    afterAll(async () => {
      closeSockets();
      await proxy?.restore();
      await close?.();
      await proxy?.close();
    });

    it('answers 503 with its code, never 401, while the database is away, and takes the same token back after', async () => {
      expect((await me(requester.token)).statusCode).toBe(200);
      await proxy.cut();

      expectUnavailable(await me(requester.token));
      const refused = await refresh(requester.cookie);
      expectUnavailable(refused);
      // The cookie is kept: the browser sends it again once the database is back.
      expect(refused.cookies.find((c) => c.name === 'refreshToken')).toBeUndefined();
      expectUnavailable(await signIn(requester.user));
      // A token that is no good is still refused as such: that needs no database.
      expect((await me('not-a-token')).statusCode).toBe(401);

      await proxy.restore();
      expect((await me(requester.token)).statusCode).toBe(200);
      const renewed = await refresh(requester.cookie);
      expect(renewed.statusCode, renewed.body).toBe(200);
      requester.cookie = `refreshToken=${renewed.cookies.find((c) => c.name === 'refreshToken')!.value}`;
      expect((await signIn(requester.user)).statusCode).toBe(200);
    });

    it('refuses a socket with UNAVAILABLE, not as signed out, while the database is away', async () => {
      await proxy.cut();
      // A session the node has not found live in the last seconds, which it must ask the database about.
      app.sessionCache.clear();
      try {
        const refused = await refusal(openSocket(url, requester.token));
        expect(refused).toEqual({ message: errorMessage('UNAVAILABLE'), code: 'UNAVAILABLE' });
        const stranger = await refusal(openSocket(url, 'not-a-token'));
        expect(stranger.code).toBe('UNAUTHENTICATED');
      } finally {
        await proxy.restore();
      }
      await connected(openSocket(url, requester.token));
    });

    it('fails a chat message sent while the database is away with its code, and loses none it acknowledged', async () => {
      const socket = openSocket(url, requester.token);
      await connected(socket);
      const before = await send('Are you coming at nine?');
      expect(before.statusCode, before.body).toBe(201);

      await proxy.cut();
      try {
        expectUnavailable(await send('I am waiting at the gate.'));
        // The socket stays open, and its events are answered with the same code.
        expect(await joinAck(socket, requestId)).toEqual({ ok: false, code: 'UNAVAILABLE', message: errorMessage('UNAVAILABLE') });
      } finally {
        await proxy.restore();
      }

      expect(await joinAck(socket, requestId)).toEqual({ ok: true });
      const after = await send('I am waiting at the gate.');
      expect(after.statusCode, after.body).toBe(201);
      const conversation = await injectAs(app, volunteer.token, chats.conversation, { params: { requestId } });
      const contents = (conversation.json() as { messages: { content: string }[] }).messages.map((m) => m.content);
      expect(contents).toEqual(['Are you coming at nine?', 'I am waiting at the gate.']);
    });
  },
);
