import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/auth/endpoints';
import { authMessages } from '@sahaya/contract/messages';
import { otps, refreshTokens, sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/people.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { type InjectExtra, injectAs } from '../../test/inject.ts';
import { sha256 } from '../../lib/tokens.ts';
import { loginRequest, refreshCookieOf } from '../../test/auth.ts';
import { CONCURRENT_REFRESH_GRACE_MS } from './sessions.ts';
import { removeSpentSignIns, signInCleanup } from './auth.upkeep.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

const GUARDED = '/api/test/whoami';

beforeAll(async () => {
  ({ app, close } = await buildTestApp({
    rateLimit: false,
    // A guarded route of the test's own shows what any protected call sees of a token.
    beforeReady: (instance) => {
      instance.get(GUARDED, { onRequest: instance.guard('signedIn') }, async (request) => request.auth);
    },
  }));
});
afterAll(async () => {
  await close();
});

/** The refresh cookie as the browser sends it back, or none at all. */
const cookie = (token?: string): InjectExtra => ({ cookies: token ? { refreshToken: token } : {} });
const refresh = (token?: string) => injectAs(app, null, endpoints.refreshToken, {}, cookie(token));
const whoami = (accessToken: string) =>
  app.inject({ method: 'GET', url: GUARDED, headers: { authorization: `Bearer ${accessToken}` } });
const logout = (token?: string) => injectAs(app, null, endpoints.logout, {}, cookie(token));

async function signIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const { user, password } = await createUser(app, overrides);
  const res = await loginRequest(app, user.email, password, user.role === 'volunteer' ? 'volunteer' : 'user');
  expect(res.statusCode).toBe(200);
  return { user, accessToken: res.json().accessToken as string, cookie: refreshCookieOf(res)!.value };
}

describe('access token', () => {
  it('carries the person, role and session', async () => {
    const { user, accessToken } = await signIn({ role: 'volunteer' });
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({ sub: user.id, role: 'volunteer', sid: expect.any(String) });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    const [session] = await app.db.select().from(sessions).where(eq(sessions.id, claims.sid as string));
    expect(session?.userId).toBe(user.id);
  });
});

describe('guarded calls', () => {
  it('accept the access token of a live session', async () => {
    const { user, accessToken } = await signIn();
    const res = await whoami(accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: user.id, role: 'user' });
  });

  it('refuse a tampered token, a foreign signature and an unsigned token', async () => {
    const { accessToken } = await signIn();
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    const forged = await new SignJWT({ role: 'admin', sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-to-sign'));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;

    for (const token of [`${header}.${promoted}.${signature}`, forged, unsigned, 'garbage']) {
      const res = await whoami(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: authMessages.unauthorized(), code: 'UNAUTHENTICATED' });
    }
    expect((await app.inject({ method: 'GET', url: GUARDED })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/refreshToken', () => {
  it('rotates the refresh token on every use and keeps only its hash', async () => {
    const { cookie, accessToken } = await signIn();
    const first = await refresh(cookie);
    expect(first.statusCode).toBe(200);
    const next = refreshCookieOf(first);
    expect(next).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Lax' });
    expect(next!.value).not.toBe(cookie);
    const { accessToken: renewed } = first.json();
    expect(decodeJwt(renewed).sid).toBe(decodeJwt(accessToken).sid);

    const stored = await app.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(stored.some((row) => row.hash === cookie || row.hash === next!.value)).toBe(false);

    const second = await refresh(next!.value);
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole session when an old token is used again', async () => {
    const { cookie } = await signIn();
    const first = await refresh(cookie);
    const rotated = refreshCookieOf(first)!.value;
    const renewed = first.json().accessToken as string;
    expect((await whoami(renewed)).statusCode).toBe(200);

    // Past the grace period of racing tabs, an old token can only be a copy.
    await app.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - CONCURRENT_REFRESH_GRACE_MS - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256(cookie)));
    const reuse = await refresh(cookie);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ message: authMessages.sessionExpired(), code: 'SESSION_EXPIRED' });
    // The browser is told to drop the cookie.
    expect(refreshCookieOf(reuse)?.value).toBe('');

    // The newer token of the same session stopped working too, and so did its access tokens.
    const after = await refresh(rotated);
    expect(after.statusCode).toBe(401);
    expect((await whoami(renewed)).statusCode).toBe(401);
  });

  it('keeps the session when two tabs refresh with the same token at once', async () => {
    const { cookie, accessToken } = await signIn();
    const [a, b] = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const tokens = [refreshCookieOf(a)!.value, refreshCookieOf(b)!.value];
    expect(new Set(tokens).size).toBe(2);
    // Each tab goes on with a token of its own; the session is the same and still alive.
    for (const token of tokens) expect((await refresh(token)).statusCode).toBe(200);
    expect(decodeJwt(a.json().accessToken).sid).toBe(decodeJwt(accessToken).sid);
  });

  it('refuses a missing or unknown token', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('made-up-token')).statusCode).toBe(401);
  });

  it('refuses a blocked person and an expired session', async () => {
    const blocked = await signIn();
    await app.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.user.id));
    expect((await refresh(blocked.cookie)).statusCode).toBe(401);

    const expired = await signIn();
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.user.id));
    expect((await refresh(expired.cookie)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const { cookie, accessToken } = await signIn();
    const res = await logout(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.loggedOut(), code: 'LOGGED_OUT' });
    expect(refreshCookieOf(res)).toMatchObject({ value: '', path: '/api/auth' });

    const [session] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, decodeJwt(accessToken).sid as string));
    expect(session?.revokedAt).toBeInstanceOf(Date);
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await whoami(accessToken)).statusCode).toBe(401);
  });

  it('succeeds without a cookie', async () => {
    expect((await logout()).statusCode).toBe(200);
  });
});

describe('the hourly clean-up of sign-ins', () => {
  it('removes ended sessions, their tokens and spent codes a day after they end, and keeps the rest working', async () => {
    const live = await signIn();
    const revoked = await signIn();
    const ranOut = await signIn();
    const sessionOf = (accessToken: string) => decodeJwt(accessToken).sid as string;
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    expect((await logout(revoked.cookie)).statusCode).toBe(200);
    await app.db.update(sessions).set({ revokedAt: daysAgo(2) }).where(eq(sessions.id, sessionOf(revoked.accessToken)));
    await app.db.update(sessions).set({ expiresAt: daysAgo(2) }).where(eq(sessions.id, sessionOf(ranOut.accessToken)));
    // Within the margin: ended less than a day ago, kept for now.
    const justEnded = await signIn();
    expect((await logout(justEnded.cookie)).statusCode).toBe(200);
    // A live session's token that ran out long ago goes; its current token stays.
    const [stale] = await app.db
      .insert(refreshTokens)
      .values({ sessionId: sessionOf(live.accessToken), tokenHash: sha256(`stale-${live.user.id}`), expiresAt: daysAgo(3), usedAt: daysAgo(33) })
      .returning({ id: refreshTokens.id });
    const [oldCode, newCode] = await app.db
      .insert(otps)
      .values([
        { userId: live.user.id, codeHash: 'x', expiresAt: daysAgo(2) },
        { userId: live.user.id, codeHash: 'y', expiresAt: daysAgo(0.5) },
      ])
      .returning({ id: otps.id });

    await app.jobs.send(signInCleanup, {});
    await app.jobs.drain();

    const sessionIds = (await app.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    expect(sessionIds).toContain(sessionOf(live.accessToken));
    expect(sessionIds).toContain(sessionOf(justEnded.accessToken));
    expect(sessionIds).not.toContain(sessionOf(revoked.accessToken));
    expect(sessionIds).not.toContain(sessionOf(ranOut.accessToken));
    const tokenSessions = (await app.db.select({ sessionId: refreshTokens.sessionId }).from(refreshTokens)).map((row) => row.sessionId);
    expect(tokenSessions).not.toContain(sessionOf(revoked.accessToken));
    expect(await app.db.select().from(refreshTokens).where(eq(refreshTokens.id, stale!.id))).toEqual([]);
    const codes = (await app.db.select({ id: otps.id }).from(otps).where(eq(otps.userId, live.user.id))).map((row) => row.id);
    expect(codes).toEqual([newCode!.id]);
    expect(codes).not.toContain(oldCode!.id);

    // The live session still refreshes and still answers.
    const next = await refresh(live.cookie);
    expect(next.statusCode).toBe(200);
    expect((await whoami(next.json().accessToken)).statusCode).toBe(200);
    // The removed session's token is simply unknown.
    expect((await refresh(revoked.cookie)).statusCode).toBe(401);
  });

  it('works through a backlog larger than a batch', async () => {
    const { user } = await createUser(app);
    const ended = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    await app.db.insert(sessions).values(Array.from({ length: 7 }, () => ({ userId: user.id, expiresAt: ended })));
    const removed = await removeSpentSignIns(app.db, new Date(), undefined, 3);
    expect(removed.sessions).toBeGreaterThanOrEqual(7);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });
});
