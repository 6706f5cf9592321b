/**
 * Bad bytes (ASVS 5.1): a NUL character in any text and a broken multipart body are the caller's
 * mistake, answered with 400 and a message; nothing is written and nothing is logged as a failure.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgotPassword, login, register } from '@sahaya/contract/auth/endpoints';
import { commonMessages } from '@sahaya/contract/messages';
import { createUser as createPerson, listUsers } from '@sahaya/contract/people/endpoints';
import { updateProfile, uploadCertificate } from '@sahaya/contract/profile/endpoints';
import { uploadImage } from '@sahaya/contract/uploads/endpoints';
import { createAddress } from '@sahaya/contract/addresses/endpoints';
import { buildTestApp } from '../test/build-test-app.ts';
import { createUser, loginAs } from '../test/factories.ts';
import { injectAs } from '../test/inject.ts';
import { multipartBody, PNG } from '../test/files.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let userToken: string;
let adminToken: string;
const failures: string[] = [];

beforeAll(async () => {
  ({ app, close } = await buildTestApp({
    rateLimit: false,
    // Any answer of 500 fails the test: these are the caller's mistakes, not the server's.
    beforeReady: (instance) => {
      instance.addHook('onResponse', async (request, reply) => {
        if (reply.statusCode >= 500) failures.push(`${request.method} ${request.url}`);
      });
    },
  }));
  const { user } = await createUser(app);
  userToken = (await loginAs(app, user)).accessToken;
  const { user: admin } = await createUser(app, { role: 'admin' });
  adminToken = (await loginAs(app, admin)).accessToken;
});
afterAll(async () => close());

const NUL = 'Asha\u0000Verma';

describe('a NUL character in text', () => {
  it('is refused with 400 wherever text is taken, and changes nothing', async () => {
    const answers = await Promise.all([
      injectAs(app, null, login, { body: { data: { email: `a${NUL}@example.test`, password: 'Secret@123' }, selectedRole: 'user' } }),
      injectAs(app, null, register, { body: { name: NUL, email: 'nul@example.test', password: 'Secret@123' } }),
      injectAs(app, null, forgotPassword, { body: { email: `nul${NUL}@example.test` } }),
      injectAs(app, userToken, createAddress, {
        body: { fname: 'Asha', lname: 'Verma', street: NUL, city: 'Kochi', state: 'Kerala', country: 'India', pincode: '682001' },
      }),
      injectAs(app, userToken, updateProfile, { body: { name: NUL } }),
      injectAs(app, adminToken, listUsers, { query: { search: NUL } }),
      injectAs(app, adminToken, createPerson, { multipart: multipartBody(null, { name: NUL, email: 'x@example.test' }) }),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(commonMessages.nulCharacter());
    }
    expect(failures).toEqual([]);
  });
});

describe('a broken multipart body', () => {
  it('without a boundary, truncated or empty, is answered 400', async () => {
    const { payload, headers } = multipartBody({ field: 'file', filename: 'a.png', contentType: 'image/png', data: PNG });
    const truncated = payload.subarray(0, payload.length - 20);
    const answers = await Promise.all([
      injectAs(app, userToken, uploadImage, { multipart: { headers: { 'content-type': 'multipart/form-data' }, payload } }),
      injectAs(app, userToken, uploadImage, { multipart: { headers, payload: truncated } }),
      injectAs(app, userToken, uploadCertificate, { multipart: { headers, payload: truncated } }),
      injectAs(app, adminToken, createPerson, { multipart: { headers: { 'content-type': 'multipart/form-data' }, payload } }),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(commonMessages.badMultipart());
    }
    // A form cut short inside a file it should not carry has simply sent none of its fields.
    const form = await injectAs(app, adminToken, createPerson, { multipart: { headers, payload: truncated } });
    expect(form.statusCode).toBe(400);
    expect(form.json().errors).toMatchObject({ name: 'Name is required!' });
    expect(failures).toEqual([]);
  });
});
