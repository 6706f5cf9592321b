import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, type CryptoKey, exportJWK, generateKeyPair, type JWTVerifyGetKey, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as endpoints from '@sahaya/contract/auth/endpoints';
import { authMessages } from '@sahaya/contract/messages';
import { users } from '../../db/schema/people.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { loginRequest, uniqueEmail } from '../../test/auth.ts';
import { verifyGoogleIdToken } from './google.ts';

const CLIENT_ID = 'sahaya-test.apps.googleusercontent.com';

// Google's key set is swapped for a local one, so tokens signed in the test verify like real ones.
const google = vi.hoisted(() => ({ keys: undefined as JWTVerifyGetKey | undefined }));
vi.mock('./google.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./google.ts')>()),
  googleKeys: () => google.keys,
}));

let privateKey: CryptoKey;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  google.keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256' }] });
  ({ app, close } = await buildTestApp({ rateLimit: false, env: { GOOGLE_CLIENT_ID: CLIENT_ID } }));
});
afterAll(async () => {
  await close();
});

interface TokenOptions {
  sub?: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  audience?: string;
  issuer?: string;
  key?: CryptoKey;
  expiresIn?: string;
}

function idToken(options: TokenOptions = {}) {
  return new SignJWT({
    email: options.email ?? uniqueEmail('google'),
    email_verified: options.emailVerified ?? true,
    name: options.name ?? 'Kiran Rao',
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject(options.sub ?? randomUUID())
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(options.key ?? privateKey);
}

const googleLogin = async (token: string | Promise<string>) =>
  injectAs(app, null, endpoints.googleLogin, { body: { idToken: await token } });

describe('verifyGoogleIdToken', () => {
  const verify = async (options: TokenOptions) =>
    verifyGoogleIdToken(await idToken(options), { clientId: CLIENT_ID, keys: google.keys! });

  it('accepts both spellings of the issuer and reads the person', async () => {
    const short = await verify({ issuer: 'accounts.google.com', sub: 'g-1', email: 'Kiran@Example.Test' });
    expect(short).toEqual({ googleId: 'g-1', email: 'kiran@example.test', emailVerified: true, name: 'Kiran Rao' });
    expect(await verify({ issuer: 'https://accounts.google.com' })).not.toBeNull();
  });

  it('rejects a wrong audience, issuer, key or an expired token', async () => {
    const other = await generateKeyPair('RS256');
    expect(await verify({ audience: 'someone-else.apps.googleusercontent.com' })).toBeNull();
    expect(await verify({ issuer: 'https://evil.example' })).toBeNull();
    expect(await verify({ key: other.privateKey })).toBeNull();
    expect(await verify({ expiresIn: '-1m' })).toBeNull();
    expect(await verifyGoogleIdToken('not.a.token', { clientId: CLIENT_ID, keys: google.keys! })).toBeNull();
  });
});

describe('POST /api/auth/google-login', () => {
  it('creates a verified user on the first sign-in and finds them again later', async () => {
    const sub = randomUUID();
    const email = uniqueEmail('first');
    const first = await googleLogin(idToken({ sub, email }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: authMessages.loggedIn(),
      user: { email, name: 'Kiran Rao', role: 'user', isVerified: true },
    });
    expect(first.cookies.some((c) => c.name === 'refreshToken' && c.httpOnly)).toBe(true);

    const again = await googleLogin(idToken({ sub, email }));
    expect(again.json().user.id).toBe(first.json().user.id);
    const rows = await app.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ googleId: sub, passwordHash: null });
  });

  it('gives a new account the language of the page it was opened from, for its mails', async () => {
    const email = uniqueEmail('hindi');
    const token = await idToken({ email });
    const res = await injectAs(app, null, endpoints.googleLogin, { body: { idToken: token } }, { headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
    expect(res.statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(row?.language).toBe('hi');
  });

  it('links Google to an existing account with the same verified email', async () => {
    const { user, password } = await createUser(app);
    const res = await googleLogin(idToken({ email: user.email }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, isVerified: true });
    expect((await loginRequest(app, user.email, password)).statusCode).toBe(200);
  });

  it('drops a password nobody verified when the owner arrives through Google', async () => {
    const { user, password } = await createUser(app, { isVerified: false });
    const res = await googleLogin(idToken({ email: user.email }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, isVerified: true });
    const stale = await loginRequest(app, user.email, password);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ message: authMessages.invalidCredentials(), code: 'INVALID_CREDENTIALS' });
  });

  it('refuses a token for another audience', async () => {
    const res = await googleLogin(idToken({ audience: 'someone-else.apps.googleusercontent.com' }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: authMessages.googleFailed(), code: 'GOOGLE_FAILED' });
  });

  it('refuses an email Google has not verified', async () => {
    const res = await googleLogin(idToken({ emailVerified: false }));
    expect(res.statusCode).toBe(401);
  });

  it('answers a blocked person with 401 "Your access is blocked!"', async () => {
    const { user } = await createUser(app, { isBlocked: true });
    const res = await googleLogin(idToken({ email: user.email }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Your access is blocked!', code: 'ACCOUNT_BLOCKED' });
  });

  it('keeps staff accounts on their own sign-in pages', async () => {
    const { user } = await createUser(app, { role: 'admin' });
    const res = await googleLogin(idToken({ email: user.email }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: authMessages.roleMismatch(), code: 'ROLE_MISMATCH' });
  });

  it('answers 503 when Google sign-in is not configured', async () => {
    app.config.googleClientId = undefined;
    try {
      const res = await googleLogin(idToken());
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: authMessages.googleNotConfigured(), code: 'GOOGLE_NOT_CONFIGURED' });
    } finally {
      app.config.googleClientId = CLIENT_ID;
    }
  });
});
