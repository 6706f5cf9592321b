/**
 * Every error reply is `{ message, code, errors? }`, whoever raised it: a service's AppError, a
 * schema, Fastify itself (a body that is not JSON, too large, of the wrong kind, an unknown route)
 * or a fault nobody expected.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetRequestMessages } from '@sahaya/contract/assets/messages';
import { errorBody } from '@sahaya/contract/common';
import { commonMessages } from '@sahaya/contract/messages';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { AppError } from '../errors.ts';
import { buildTestApp } from '../test/build-test-app.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({
    rateLimit: false,
    beforeReady(instance) {
      instance.get('/api/test/crash', async () => {
        throw new Error('connection to the database lost at 10.0.0.7');
      });
      // What Drizzle throws when PostgreSQL shuts down under a query (57P01, admin shutdown).
      instance.get('/api/test/database-away', async () => {
        const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
        throw new DrizzleQueryError('select 1 from sessions where id = $1', ['secret-session-id'], shutdown);
      });
      instance.get('/api/test/short', async () => {
        throw new AppError('NOT_ENOUGH_STOCK', { params: [2], field: 'quantity' });
      });
    },
  }));
});
afterAll(async () => close());

/** The reply's body, checked against the contract's shape of every error reply. */
const errorOf = (res: { body: string }) => errorBody.strict().parse(JSON.parse(res.body));

const login = (payload: string | Buffer, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': contentType } });

describe('error replies', () => {
  it('carry the code and message of a service’s error, with its parameters and field', async () => {
    const res = await app.inject('/api/test/short');
    expect(res.statusCode).toBe(400);
    const message = assetRequestMessages.notEnoughStock(2);
    expect(errorOf(res)).toEqual({ message, code: 'NOT_ENOUGH_STOCK', errors: { quantity: message } });
  });

  it('answer a body that is not JSON, or empty, with MALFORMED_JSON', async () => {
    for (const payload of ['{"data": {"email": ', '']) {
      const res = await login(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res)).toEqual({ message: commonMessages.malformedJson, code: 'MALFORMED_JSON' });
    }
  });

  it('answer a body of a kind the route does not take with UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await login('<email>a@b.c</email>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(errorOf(res)).toEqual({ message: commonMessages.unsupportedMediaType, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answer a body over the size limit with PAYLOAD_TOO_LARGE', async () => {
    const res = await login(JSON.stringify({ data: { email: 'x'.repeat(2 * 1024 * 1024) } }));
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toEqual({ message: commonMessages.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answer a broken schema rule with VALIDATION and the field', async () => {
    const res = await login(JSON.stringify({ data: { email: 'not-an-email', password: 'x' }, selectedRole: 'user' }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'VALIDATION', errors: { email: 'Enter a valid email!' } });
  });

  it('answer a NUL character with NUL_CHARACTER', async () => {
    const res = await login(JSON.stringify({ data: { email: 'a\u0000@b.c', password: 'x' }, selectedRole: 'user' }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ message: commonMessages.nulCharacter, code: 'NUL_CHARACTER' });
  });

  it('answer an unknown API route, or a method a route does not have, with ROUTE_NOT_FOUND', async () => {
    for (const [method, url] of [['GET', '/api/nothing-here'], ['DELETE', '/api/auth/login']] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(res)).toEqual({ message: commonMessages.notFound, code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('answer an unexpected fault with INTERNAL and nothing of its details', async () => {
    const res = await app.inject('/api/test/crash');
    expect(res.statusCode).toBe(500);
    expect(errorOf(res)).toEqual({ message: commonMessages.internalError, code: 'INTERNAL' });
    expect(res.body).not.toContain('10.0.0.7');
  });

  it('answer a database that cannot be reached with UNAVAILABLE, 503 and when to ask again', async () => {
    const res = await app.inject('/api/test/database-away');
    expect(res.statusCode).toBe(503);
    expect(errorOf(res)).toEqual({ message: commonMessages.unavailable, code: 'UNAVAILABLE' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).not.toContain('secret-session-id');
  });
});
