/**
 * How long a session lives (ASVS 3.3, 3.5): access tokens must carry an expiry; a session ends
 * SESSION_MAX_AGE_SECONDS after its sign-in however often it is refreshed; signing out with only
 * the bearer token ends the session as surely as with the refresh cookie.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logout, refreshToken } from '@sahaya/contract/auth/endpoints';
import { getMe } from '@sahaya/contract/profile/endpoints';
import { refreshTokens, sessions } from '../db/schema/auth.ts';
import { sha256 } from '../lib/tokens.ts';
import { SESSION_MAX_AGE_SECONDS } from '../modules/auth/sessions.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { createUser, loginAs } from '../test/factories.ts';
import { injectAs } from '../test/inject.ts';
import { DAY_MS } from '../lib/durations.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => close());

async function signIn() {
  const { user } = await createUser(app);
  const { accessToken, cookie } = await loginAs(app, user);
  return { user, accessToken, refresh: cookie.replace(/^refreshToken=/, ''), sessionId: decodeJwt(accessToken).sid as string };
}

const refresh = (token: string) => injectAs(app, null, refreshToken, {}, { cookies: { refreshToken: token } });
const me = (token: string) => injectAs(app, token, getMe);
const signedInAt = (sessionId: string, at: Date) => app.db.update(sessions).set({ createdAt: at }).where(eq(sessions.id, sessionId));

describe('access tokens', () => {
  it('refuses a correctly signed token that has no expiry', async () => {
    const { user, sessionId, accessToken } = await signIn();
    expect((await me(accessToken)).statusCode).toBe(200);
    const forever = await new SignJWT({ sub: user.id, role: user.role, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .sign(new TextEncoder().encode(app.config.jwtSecret));
    expect((await me(forever)).statusCode).toBe(401);
  });
});

describe('the session cap', () => {
  it('lets a refresh run only up to the cap after sign-in, then refuses it', async () => {
    const { sessionId, refresh: first } = await signIn();
    const signIn89DaysAgo = new Date(Date.now() - SESSION_MAX_AGE_SECONDS * 1000 + DAY_MS);
    await signedInAt(sessionId, signIn89DaysAgo);

    // A day is left: the new refresh token and the session last that day, not another 30.
    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    const next = res.cookies.find((c) => c.name === 'refreshToken')!.value;
    const cap = signIn89DaysAgo.getTime() + SESSION_MAX_AGE_SECONDS * 1000;
    const [token] = await app.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(next)));
    expect(token!.expiresAt.getTime()).toBe(cap);
    const [session] = await app.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session!.expiresAt.getTime()).toBe(cap);

    // Past the cap the refresh is refused, though its token is fresh.
    await signedInAt(sessionId, new Date(Date.now() - SESSION_MAX_AGE_SECONDS * 1000 - 1000));
    expect((await refresh(next)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('ends the session of a bearer token sent without the refresh cookie', async () => {
    const { accessToken, refresh: cookie, sessionId } = await signIn();
    const res = await injectAs(app, accessToken, logout);
    expect(res.statusCode).toBe(200);
    const [session] = await app.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session!.revokedAt).toBeInstanceOf(Date);
    expect((await me(accessToken)).statusCode).toBe(401);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('ends nothing for a forged bearer token', async () => {
    const { accessToken, sessionId } = await signIn();
    const forged = `${accessToken.slice(0, -4)}AAAA`;
    expect((await injectAs(app, forged, logout)).statusCode).toBe(200);
    const [session] = await app.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session!.revokedAt).toBeNull();
  });
});
