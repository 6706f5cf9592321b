import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@sahaya/contract/messages';
import { buildTestApp } from '../../test/build-test-app.ts';
import { loginRequest, uniqueEmail } from './auth.testing.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => {
  await close();
});

const forgot = (email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email } });

describe('rate limits', () => {
  it('allows 10 login attempts a minute per address and email, then answers 429', async () => {
    const email = uniqueEmail('guesser');
    for (let i = 0; i < 10; i++) {
      expect((await loginRequest(app, email, `Wrong@${i}xyz`)).statusCode).toBe(400);
    }
    const limited = await loginRequest(app, email, 'Wrong@last1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(authMessages.tooManyRequests);

    // Somebody else signing in from the same address is not held up.
    expect((await loginRequest(app, uniqueEmail('other'), 'Wrong@other1')).statusCode).toBe(400);
  });

  it('allows 5 forgot-password requests a minute', async () => {
    const email = uniqueEmail('forgetful');
    for (let i = 0; i < 5; i++) expect((await forgot(email)).statusCode).toBe(200);
    const limited = await forgot(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(authMessages.tooManyRequests);
  });

  it('limits OTP checks', async () => {
    const email = uniqueEmail('otp');
    const verify = () => app.inject({ method: 'POST', url: '/api/auth/verifyOtp', payload: { email, otp: '000000' } });
    for (let i = 0; i < 10; i++) expect((await verify()).statusCode).toBe(400);
    expect((await verify()).statusCode).toBe(429);
  });
});
