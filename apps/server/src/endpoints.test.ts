/**
 * The endpoint walk: the server serves exactly the contract's endpoints, and every guarded one
 * refuses a stranger with 401 (code UNAUTHENTICATED) and each wrong role with 403 (code FORBIDDEN)
 * before it reads anything — with path
 * parameters that are not ids, no body or a body of the wrong shape, and a multipart upload —
 * while the roles it allows get past the guard.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, type Role } from '@sahaya/contract/constants';
import { allEndpoints } from '@sahaya/contract/endpoints';
import { razorpayWebhook, stripeWebhook } from '@sahaya/contract/donations/endpoints';
import { allows, type Endpoint } from '@sahaya/contract/http';
import { authMessages } from '@sahaya/contract/messages';
import { buildTestApp } from './test/build-test-app.ts';
import { createUser, loginAs } from './test/factories.ts';
import { multipartBody, PNG } from './test/files.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  for (const role of roles) {
    const { user } = await createUser(app, { role });
    tokens[role] = (await loginAs(app, user)).accessToken;
  }
});
afterAll(async () => close());

const name = (e: Endpoint) => `${e.method} ${e.path}`;
const guarded = allEndpoints.filter((e) => e.access !== 'public');

/** The path with every parameter filled by text no schema accepts as an id. */
const junkPath = (e: Endpoint) => e.path.replace(/:[A-Za-z]+/g, 'not-an-id');

/** What a careless or hostile caller might send: nothing, a body of the wrong shape, or a file. */
function junkBodies(e: Endpoint) {
  const bodies: { payload?: string | Buffer; headers?: Record<string, string> }[] = [{}];
  if (e.method !== 'GET') {
    bodies.push({ payload: '{"unexpected": true', headers: { 'content-type': 'application/json' } });
    bodies.push(multipartBody({ filename: 'a.png', contentType: 'image/png', data: PNG }, { name: '' }));
  }
  return bodies;
}

function callAs(e: Endpoint, token: string | undefined, body: ReturnType<typeof junkBodies>[number] = {}) {
  return app.inject({
    method: e.method,
    url: junkPath(e),
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

describe('the endpoint walk', () => {
  it('serves every endpoint of the contract, and no API route outside it', () => {
    const documented = new Set<string>();
    const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    for (const [path, methods] of Object.entries(paths)) {
      for (const method of Object.keys(methods)) {
        if (method !== 'head') documented.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      }
    }
    expect([...documented].sort()).toEqual(allEndpoints.map(name).sort());
  });

  it.each(guarded.map((e) => [name(e), e] as const))('%s: 401 for a stranger whatever is sent', async (_name, e) => {
    for (const body of junkBodies(e)) {
      const res = await callAs(e, undefined, body);
      expect(res.statusCode, `${name(e)} with ${body.headers?.['content-type'] ?? 'no body'}`).toBe(401);
      expect(res.json()).toEqual({ message: authMessages.unauthorized(), code: 'UNAUTHENTICATED' });
    }
    const forged = await callAs(e, 'not-a-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: authMessages.unauthorized(), code: 'UNAUTHENTICATED' });
  });

  it.each(guarded.map((e) => [name(e), e] as const))('%s: 403 for each role it does not allow', async (_name, e) => {
    for (const role of roles.filter((r) => !allows(e.access, r))) {
      for (const body of junkBodies(e)) {
        const res = await callAs(e, tokens[role], body);
        expect(res.statusCode, `${name(e)} as ${role}`).toBe(403);
        expect(res.json()).toEqual({ message: authMessages.forbidden(), code: 'FORBIDDEN' });
      }
    }
  });

  it('lets anybody reach the payment webhooks, which answer by their own secret, not the guard', async () => {
    const webhooks = [
      [stripeWebhook, 'WEBHOOK_NOT_CONFIGURED'],
      [razorpayWebhook, 'RAZORPAY_WEBHOOK_NOT_CONFIGURED'],
    ] as const;
    for (const [e, code] of webhooks) {
      // This app has no webhook secrets: each webhook is off, and says so by its own code.
      const res = await callAs(e, undefined, { payload: '{}', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, name(e)).toBe(404);
      expect(res.json().code, name(e)).toBe(code);
    }
  });

  it.each(guarded.map((e) => [name(e), e] as const))('%s: past the guard for each role it allows', async (_name, e) => {
    for (const role of roles.filter((r) => allows(e.access, r))) {
      // Only the guard is under test: a reply of any other kind (400 for the junk, 404...) is past it.
      const res = await callAs(e, tokens[role]);
      expect([401, 403], `${name(e)} as ${role}: ${res.body}`).not.toContain(res.statusCode);
    }
  });
});
