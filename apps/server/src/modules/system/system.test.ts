import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CHAT_RETENTION_DAYS } from '@sahaya/contract/constants';
import { commonMessages } from '@sahaya/contract/messages';
import { setUserBlocked } from '@sahaya/contract/people/endpoints';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { sessions } from '../../db/schema/auth.ts';
import { memoryMailer } from '../../plugins/infrastructure/mail.ts';
import { buildTestApp, testConfig } from '../../test/build-test-app.ts';
import { createUser, loginAs, signedIn } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { checkReply } from '../../test/reply-check.ts';

describe('health, config and errors', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp({ rateLimit: false }));
  });
  afterAll(async () => {
    await close();
  });

  it('answers /healthz and /readyz', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    // With REDIS_URL set (the CI run on PostgreSQL and Redis), it also says `redis: 'up'`.
    expect(ready.json()).toMatchObject({ status: 'ok' });
  });

  it('tells the web app whether Google sign-in is set up, the emergency number, how long chats are kept, the Web Push key and whether calls go through Exotel', async () => {
    const response = await app.inject('/api/config');
    expect(response.json()).toEqual({
      googleClientId: null,
      emergencyNumber: '112',
      chatRetentionDays: DEFAULT_CHAT_RETENTION_DAYS,
      vapidPublicKey: app.config.vapid.publicKey,
      calls: false,
    });
    const configured = await buildTestApp({ env: { CHAT_RETENTION_DAYS: '30' } });
    try {
      expect((await configured.app.inject('/api/config')).json()).toMatchObject({ chatRetentionDays: 30 });
    } finally {
      await configured.close();
    }
  });

  it('publishes the OpenAPI document with the auth calls', async () => {
    const response = await app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/register']));
    expect((await app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: commonMessages.notFound(), code: 'ROUTE_NOT_FOUND' });
  });

  it('sends security headers with a strict content security policy', async () => {
    const response = await app.inject('/healthz');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('turns validation failures into the spec message with per-field errors', async () => {
    const one = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { data: { email: 'not-an-email', password: 'x' }, selectedRole: 'user' },
    });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual({ message: 'Enter a valid email!', code: 'VALIDATION', errors: { email: 'Enter a valid email!' } });

    const two = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: '', email: '' } });
    expect(two.statusCode).toBe(400);
    const body = two.json() as { message: string; code: string; errors: Record<string, string> };
    expect(body.message).toBe(commonMessages.validationFailed());
    expect(body.code).toBe('VALIDATION');
    expect(body.errors).toMatchObject({ name: 'Name is required!', email: 'Email is required!' });
  });

  it('rejects a body over the size limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('route guards', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await buildTestApp({
      rateLimit: false,
      // A guarded route of each kind, as later features will declare them.
      beforeReady(instance) {
        instance.get('/api/test/me', { onRequest: instance.guard('signedIn') }, async (request) => request.auth);
        instance.get('/api/test/admin', { onRequest: instance.guard(['admin']) }, async () => ({ ok: true }));
      },
    }));
  });
  afterAll(async () => {
    await close();
  });

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('lets a signed-in person through and names them', async () => {
    const { user } = await createUser(app);
    const { accessToken } = await loginAs(app, user);
    const response = await get('/api/test/me', accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: user.id, role: 'user' });
  });

  it('answers 401 without a token, with a tampered token and with a foreign signature', async () => {
    const { user } = await createUser(app);
    const { accessToken } = await loginAs(app, user);
    expect((await get('/api/test/me')).statusCode).toBe(401);

    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect((await get('/api/test/admin', `${header}.${forged}.${signature}`)).statusCode).toBe(401);
    expect((await get('/api/test/me', `${header}.${payload}.${signature.slice(0, -2)}xx`)).statusCode).toBe(401);

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await get('/api/test/me', `${none}.${payload}.`)).statusCode).toBe(401);
  });

  it('answers 403 when the role does not fit', async () => {
    const { user } = await createUser(app, { role: 'volunteer' });
    const { accessToken } = await loginAs(app, user);
    const response = await get('/api/test/admin', accessToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Forbidden Access', code: 'FORBIDDEN' });

    const admin = await createUser(app, { role: 'admin' });
    const adminToken = (await loginAs(app, admin.user)).accessToken;
    expect((await get('/api/test/admin', adminToken)).statusCode).toBe(200);
  });

  it('stops a token at once when its person is blocked or signs out, or its session expires', async () => {
    const { user } = await createUser(app);
    const { accessToken, cookie } = await loginAs(app, user);
    expect((await get('/api/test/me', accessToken)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await get('/api/test/me', accessToken)).statusCode).toBe(401);

    const blocked = await createUser(app);
    const blockedToken = (await loginAs(app, blocked.user)).accessToken;
    expect((await get('/api/test/me', blockedToken)).statusCode).toBe(200);
    const { token: admin } = await signedIn(app, 'admin');
    expect((await injectAs(app, admin, setUserBlocked, { params: { id: blocked.user.id, action: 'block' } })).statusCode).toBe(200);
    expect((await get('/api/test/me', blockedToken)).statusCode).toBe(401);

    // A session that ends a minute from now is good until then, not a moment after, though just found live.
    const expiring = await createUser(app);
    const expiringToken = (await loginAs(app, expiring.user)).accessToken;
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.userId, expiring.user.id));
    expect((await get('/api/test/me', expiringToken)).statusCode).toBe(200);
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    try {
      expect((await get('/api/test/me', expiringToken)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('readiness', () => {
  it('answers 503 on /readyz while the database is unreachable, 200 on /healthz', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sahaya-ready-'));
    const database = await openDatabase({ pgliteDir: 'memory://' });
    const app = await buildApp(testConfig(dir), { database, mailer: memoryMailer().mailer, rateLimit: false, logger: false, replyCheck: checkReply });
    await app.ready();
    await database.close();
    try {
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable' });
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
