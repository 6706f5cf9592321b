/**
 * Every error reply is `{ message, code, errors? }`, whoever raised it: a service's AppError, a
 * schema, Fastify itself (a body that is not JSON, too large, of the wrong kind, an unknown route)
 * or a fault nobody expected.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetRequestMessages } from '@sahaya/contract/assets/messages';
import { errorBody } from '@sahaya/contract/common';
import { city, pincode } from '@sahaya/contract/fields';
import { authMessages, commonMessages, validation } from '@sahaya/contract/messages';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

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
      // The contract's rules (one whose message is made from an argument) and one of zod's own words.
      instance.post('/api/test/place', { schema: { body: z.object({ city, pincode, count: z.number() }) } }, async () => ({}));
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
    expect(errorOf(res)).toEqual({ message, code: 'NOT_ENOUGH_STOCK', params: [2], errors: { quantity: message } });
  });

  it('answer a body that is not JSON, or empty, with MALFORMED_JSON', async () => {
    for (const payload of ['{"data": {"email": ', '']) {
      const res = await login(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res)).toEqual({ message: commonMessages.malformedJson(), code: 'MALFORMED_JSON' });
    }
  });

  it('answer a body of a kind the route does not take with UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await login('<email>a@b.c</email>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(errorOf(res)).toEqual({ message: commonMessages.unsupportedMediaType(), code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answer a body over the size limit with PAYLOAD_TOO_LARGE', async () => {
    const res = await login(JSON.stringify({ data: { email: 'x'.repeat(2 * 1024 * 1024) } }));
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toEqual({ message: commonMessages.payloadTooLarge(), code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answer a broken schema rule with VALIDATION and the field', async () => {
    const res = await login(JSON.stringify({ data: { email: 'not-an-email', password: 'x' }, selectedRole: 'user' }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'VALIDATION', errors: { email: 'Enter a valid email!' } });
  });

  it('answer a NUL character with NUL_CHARACTER', async () => {
    const res = await login(JSON.stringify({ data: { email: 'a\u0000@b.c', password: 'x' }, selectedRole: 'user' }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ message: commonMessages.nulCharacter(), code: 'NUL_CHARACTER' });
  });

  it('answer an unknown API route, or a method a route does not have, with ROUTE_NOT_FOUND', async () => {
    for (const [method, url] of [['GET', '/api/nothing-here'], ['DELETE', '/api/auth/login']] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(res)).toEqual({ message: commonMessages.notFound(), code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('answer an unexpected fault with INTERNAL and nothing of its details', async () => {
    const res = await app.inject('/api/test/crash');
    expect(res.statusCode).toBe(500);
    expect(errorOf(res)).toEqual({ message: commonMessages.internalError(), code: 'INTERNAL' });
    expect(res.body).not.toContain('10.0.0.7');
  });

  it('answer a database that cannot be reached with UNAVAILABLE, 503 and when to ask again', async () => {
    const res = await app.inject('/api/test/database-away');
    expect(res.statusCode).toBe(503);
    expect(errorOf(res)).toEqual({ message: commonMessages.unavailable(), code: 'UNAVAILABLE' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).not.toContain('secret-session-id');
  });

  describe('in the language of the request', () => {
    const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
    const badLogin = JSON.stringify({ data: { email: 'nobody@example.com', password: 'Wrong#pass1' }, selectedRole: 'user' });
    const invalidLogin = JSON.stringify({ data: { email: 'not-an-email', password: 'x' }, selectedRole: 'user' });
    const post = (payload: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': 'application/json', ...headers } });

    it('word a failed login in Hindi for a Hindi reader, and in the spec’s English otherwise, with the same code', async () => {
      const inHindi = await post(badLogin, hindi);
      const inEnglish = await post(badLogin);
      const inFrench = await post(badLogin, { 'accept-language': 'fr-FR' });
      expect(inHindi.statusCode).toBe(inEnglish.statusCode);
      expect(errorOf(inHindi)).toEqual({ message: 'ईमेल या पासवर्ड गलत है!', code: 'INVALID_CREDENTIALS' });
      expect(errorOf(inEnglish)).toEqual({ message: authMessages.invalidCredentials(), code: 'INVALID_CREDENTIALS' });
      expect(errorOf(inFrench)).toEqual(errorOf(inEnglish));
    });

    it('follow the language the person chose on the page (its cookie) before the browser’s, as success replies and pages do', async () => {
      const chosenHindi = await post(badLogin, { 'accept-language': 'en-US', cookie: 'sahaya-language=hi' });
      const chosenEnglish = await post(badLogin, { ...hindi, cookie: 'sahaya-language=en' });
      expect(errorOf(chosenHindi)).toEqual({ message: 'ईमेल या पासवर्ड गलत है!', code: 'INVALID_CREDENTIALS' });
      expect(errorOf(chosenEnglish)).toEqual({ message: authMessages.invalidCredentials(), code: 'INVALID_CREDENTIALS' });
    });

    it('word each field of a validation failure in Hindi', async () => {
      const res = await post(invalidLogin, hindi);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'VALIDATION', errors: { email: 'सही ईमेल लिखें!' } });
      expect(errorOf(await post(invalidLogin))).toMatchObject({ code: 'VALIDATION', errors: { email: 'Enter a valid email!' } });
    });

    it('word each field from the message id of its rule, arguments and all, and leave zod’s own words as they are', async () => {
      const place = (headers: Record<string, string> = {}) =>
        app.inject({ method: 'POST', url: '/api/test/place', payload: { city: ' ', pincode: 'ab', count: 'two' }, headers });
      const inHindi = errorOf(await place(hindi)).errors ?? {};
      const inEnglish = errorOf(await place()).errors ?? {};
      expect({ city: inHindi.city, pincode: inHindi.pincode }).toEqual({ city: 'शहर ज़रूरी है!', pincode: 'सही पिन कोड लिखें!' });
      expect({ city: inEnglish.city, pincode: inEnglish.pincode }).toEqual({ city: validation.required('City'), pincode: validation.pincodeInvalid() });
      // zod's own words, for a rule the contract gives no message, are not an id: they come as zod wrote them.
      expect(inHindi.count).toBe(inEnglish.count);
      expect(inEnglish.count).toMatch(/expected number/);
    });

    it('word a service’s error with its parameters in Hindi, and give the parameters', async () => {
      const res = await app.inject({ url: '/api/test/short', headers: hindi });
      const message = 'स्टॉक में सिर्फ़ 2 बचे हैं';
      expect(errorOf(res)).toEqual({ message, code: 'NOT_ENOUGH_STOCK', params: [2], errors: { quantity: message } });
    });

    it('word Fastify’s own refusals and unexpected faults in Hindi', async () => {
      expect(errorOf(await post('{"data": ', hindi))).toEqual({
        message: 'अनुरोध पढ़ा नहीं जा सका। कृपया पेज फिर से खोलें और दोबारा कोशिश करें।',
        code: 'MALFORMED_JSON',
      });
      expect(errorOf(await app.inject({ url: '/api/nothing-here', headers: hindi }))).toEqual({ message: 'नहीं मिला', code: 'ROUTE_NOT_FOUND' });
      expect(errorOf(await app.inject({ url: '/api/test/crash', headers: hindi }))).toEqual({
        message: 'कुछ गड़बड़ हुई, कृपया फिर से कोशिश करें।',
        code: 'INTERNAL',
      });
    });
  });
});
