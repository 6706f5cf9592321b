/**
 * What every route checks of its input before its schema: a body nested deeper than any form makes
 * is refused with 400 (code TOO_DEEP) rather than walked until the stack runs out, and a guarded
 * route still answers a stranger 401 first, before it parses the body at all.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '@sahaya/contract/auth/endpoints';
import { createCheckoutSession } from '@sahaya/contract/donations/endpoints';
import { MAX_INPUT_DEPTH } from '../../lib/input-check.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let userToken: string;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  const { user } = await createUser(app);
  userToken = (await loginAs(app, user)).accessToken;
});
afterAll(async () => close());

/** `depth` arrays inside each other, as raw JSON text: 5,000 of them is a 10 KB body. */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** `depth` objects inside each other, each under the key "a". */
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Sends raw JSON text, which no typed helper would build. */
const send = (path: string, payload: string, token?: string) =>
  app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('a deeply nested body', () => {
  it('is refused with 400 TOO_DEEP on a public route, whether arrays or objects', async () => {
    for (const payload of [nestedArrays(5000), nestedObjects(3000), `{"data":${nestedArrays(MAX_INPUT_DEPTH)}}`]) {
      const res = await send(login.path, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'TOO_DEEP' });
    }
  });

  it('is refused with 400 TOO_DEEP for a signed-in person, and answered 401 to a stranger on a guarded route', async () => {
    const signedIn = await send(createCheckoutSession.path, nestedObjects(3000), userToken);
    expect(signedIn.statusCode, signedIn.body).toBe(400);
    expect(signedIn.json()).toMatchObject({ code: 'TOO_DEEP' });
    const stranger = await send(createCheckoutSession.path, nestedObjects(3000));
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('as deep as the limit is read on to the schema as usual', async () => {
    // The body object is one level and its field the rest: exactly MAX_INPUT_DEPTH in all.
    const res = await send(login.path, `{"data":${nestedArrays(MAX_INPUT_DEPTH - 1)}}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
  });
});
