/**
 * Sockets live no longer than their session (ASVS 3.3.1, 3.5.3): a sign-out, a password reset or
 * change, an account deletion and the expiry of the access token each close them, and a socket
 * whose session ended behind its back can do nothing more.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRevoked } from '@sahaya/contract/auth/events';
import { forgotPassword, logout, resetPassword } from '@sahaya/contract/auth/endpoints';
import { authMessages } from '@sahaya/contract/messages';
import { joinNotificationRoom } from '@sahaya/contract/notifications/events';
import { deleteAccount } from '@sahaya/contract/profile/endpoints';
import type { CapturedMail } from '../plugins/infrastructure/mail.ts';
import { sessions } from '../db/schema/auth.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { lastMailTo, resetTokenFrom } from '../test/auth.ts';
import { createUser, FACTORY_PASSWORD, loginAs } from '../test/factories.ts';
import { injectAs } from '../test/inject.ts';
import { closeSockets, connected, openSocket, type TestSocket } from '../test/socket.ts';

let app: FastifyInstance;
let mails: CapturedMail[];
let close: () => Promise<void>;
let url: string;

beforeAll(async () => {
  ({ app, mails, close } = await buildTestApp({ rateLimit: false }));
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  closeSockets();
  await close();
});

async function connectedPerson() {
  const { user } = await createUser(app);
  const { accessToken, cookie } = await loginAs(app, user);
  const socket = openSocket(url, accessToken);
  await connected(socket);
  return { user, accessToken, cookie, socket };
}

/** The reason the socket is given, if any, and how it was closed. */
function ending(socket: TestSocket): Promise<{ code?: string; message?: string; reason: string }> {
  let told: { code?: string; message?: string } = {};
  socket.once(sessionRevoked.name, ({ code, message }) => (told = { code, message }));
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve({ ...told, reason })));
}

describe('a socket is closed', () => {
  it('when its session signs out, even with only the bearer token', async () => {
    const { accessToken, socket } = await connectedPerson();
    const ended = ending(socket);
    expect((await injectAs(app, accessToken, logout)).statusCode).toBe(200);
    expect(await ended).toEqual({ code: 'LOGGED_OUT', message: authMessages.loggedOut(), reason: 'io server disconnect' });
  });

  it('when its password is reset by mail', async () => {
    const { user, socket } = await connectedPerson();
    const ended = ending(socket);
    await injectAs(app, null, forgotPassword, { body: { email: user.email } });
    await app.jobs.drain();
    const token = resetTokenFrom(lastMailTo(mails, user.email), app.config.publicUrl);
    expect((await injectAs(app, null, resetPassword, { body: { token, newPassword: 'Fresh@2024' } })).statusCode).toBe(200);
    expect(await ended).toEqual({ code: 'SESSION_EXPIRED', message: authMessages.sessionExpired(), reason: 'io server disconnect' });
  });

  it('when its account is deleted from another session', async () => {
    const { user, socket } = await connectedPerson();
    const other = await loginAs(app, user);
    const ended = ending(socket);
    const res = await injectAs(app, other.accessToken, deleteAccount, { body: { password: FACTORY_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect((await ended).reason).toBe('io server disconnect');
  });

  it('when its access token expires', async () => {
    const { user } = await createUser(app);
    const { accessToken } = await loginAs(app, user);
    // A token of the same session that expires in two or three seconds, as the 15-minute one does in time.
    const shortLived = await new SignJWT({ sub: user.id, role: user.role, sid: decodeJwt(accessToken).sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 3)
      .sign(new TextEncoder().encode(app.config.jwtSecret));
    const socket = openSocket(url, shortLived);
    // Listened for from the start: on a busy machine the close may come right behind the connection.
    const ended = ending(socket);
    await connected(socket);
    expect((await ended).reason).toBe('io server disconnect');
  });
});

describe('a socket whose session ended without it hearing', () => {
  it('is refused its next event and closed', async () => {
    const { user, socket } = await connectedPerson();
    // Revoked straight in the database, as another node without the socket would, and forgotten here
    // as that node's message has this one do; the notice to the socket itself never came.
    await app.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id));
    app.sessionCache.forget({ userId: user.id });
    const ended = ending(socket);
    const ack = await socket.emitWithAck(joinNotificationRoom.name, user.id);
    expect(ack).toEqual({ ok: false, message: authMessages.sessionExpired(), code: 'SESSION_EXPIRED' });
    expect(await ended).toEqual({ code: 'SESSION_EXPIRED', message: authMessages.sessionExpired(), reason: 'io server disconnect' });
  });
});
