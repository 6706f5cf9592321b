/**
 * Security headers (ASVS 14.4): the Content Security Policy names only this site, plus Google's
 * sign-in and the S3 server when they are configured; stored files are sandboxed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/build-test-app.ts';
import { PDF, PNG } from '../test/files.ts';

const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );

describe('the Content Security Policy', () => {
  it('allows images and connections from this site only', async () => {
    const { app, close } = await buildTestApp({ rateLimit: false, env: { PUBLIC_URL: 'https://help.example.org' } });
    try {
      const csp = directives((await app.inject('/healthz')).headers['content-security-policy']);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp['connect-src']).toEqual(["'self'", 'wss://help.example.org']);
      expect(csp['script-src']).toEqual(["'self'"]);
      // No form is ever sent by the browser itself (see contentSecurityPolicy).
      expect(csp['form-action']).toEqual(["'none'"]);
    } finally {
      await close();
    }
  });

  it("lets a meeting's room connect to Janus as browsers reach it, when Janus is configured", async () => {
    const { app, close } = await buildTestApp({ rateLimit: false, env: { JANUS_URL: 'ws://127.0.0.1:8188', JANUS_PUBLIC_URL: 'wss://meet.example.org/janus' } });
    try {
      const csp = directives((await app.inject('/healthz')).headers['content-security-policy']);
      expect(csp['connect-src']).toEqual(["'self'", 'ws://localhost:3000', 'wss://meet.example.org']);
    } finally {
      await close();
    }
  });

  it("adds Google's and the S3 server's hosts only when they are configured", async () => {
    const { app, close } = await buildTestApp({
      rateLimit: false,
      env: { GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com', S3_ENDPOINT: 'https://files.example.org:9000', S3_BUCKET: 'sahaya' },
    });
    try {
      const csp = directives((await app.inject('/healthz')).headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'", 'https://accounts.google.com']);
      expect(csp['connect-src']).toEqual(["'self'", 'ws://localhost:3000', 'https://accounts.google.com', 'https://files.example.org:9000']);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://files.example.org:9000']);
    } finally {
      await close();
    }
  });
});

describe('stored files', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await buildTestApp({ rateLimit: false }));
  });
  afterAll(async () => close());

  it('are sandboxed, private certificates and public pictures alike', async () => {
    const owner = crypto.randomUUID();
    const accept = ['png', 'pdf'] as const;
    const certificate = await app.storage.save({ data: PDF, ownerId: owner, visibility: 'private', accept, notAccepted: 'NOT_A_CERTIFICATE' });
    const picture = await app.storage.save({ data: PNG, ownerId: owner, visibility: 'public', accept, notAccepted: 'NOT_A_CERTIFICATE' });
    for (const url of [certificate.url, picture.url]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(directives(res.headers['content-security-policy'])).toHaveProperty('sandbox');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
