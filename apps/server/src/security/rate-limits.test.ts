/**
 * Rate limits and proxies (ASVS 2.2.1, 11.1.4): sign-in, codes, resets and sign-ups are counted per
 * address, per account and per both; the address is the client's only behind a configured proxy.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgotPassword, login, register, verifyOtp } from '@sahaya/contract/auth/endpoints';
import { confirmGuardian } from '@sahaya/contract/guardians/endpoints';
import { authMessages } from '@sahaya/contract/messages';
import { users } from '../db/schema/people.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { injectAs } from '../test/inject.ts';
import { uniqueEmail, VALID_PASSWORD } from '../test/auth.ts';
import { createUser, FACTORY_PASSWORD } from '../test/factories.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

// The app sits behind a proxy on this machine, so each test can come from addresses of its own and
// counts nothing another test (or another run against the same Redis) counted.
beforeAll(async () => {
  ({ app, close } = await buildTestApp({ env: { TRUST_PROXY: 'loopback' } }));
});
afterAll(async () => {
  await close();
});

/** An address nobody else in these tests uses. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

const tryLogin = (address: string, email: string, password = 'Wrong@1xyz', on = app) =>
  injectAs(on, null, login, { body: { data: { email, password }, selectedRole: 'user' } }, from(address));
const forgot = (address: string, email: string) => injectAs(app, null, forgotPassword, { body: { email } }, from(address));

/** How many of the answers had each status. */
const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((tally, { statusCode }) => ({ ...tally, [statusCode]: (tally[statusCode] ?? 0) + 1 }), {});

async function expectLimited(response: Promise<{ statusCode: number; json(): unknown }>) {
  const res = await response;
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: authMessages.tooManyRequests(), code: 'RATE_LIMITED' });
}

describe('rate limits', () => {
  it('allows 10 login attempts a minute per address and email, then answers 429', async () => {
    const address = newAddress();
    const email = uniqueEmail('guesser');
    for (let i = 0; i < 10; i++) expect((await tryLogin(address, email)).statusCode).toBe(400);
    await expectLimited(tryLogin(address, email));

    // Somebody else signing in from the same address is not held up.
    expect((await tryLogin(address, uniqueEmail('other'))).statusCode).toBe(400);
  });

  it('stops one address trying account after account', async () => {
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 30 }, () => tryLogin(address, uniqueEmail('stuffed'))));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(30).fill(400));
    await expectLimited(tryLogin(address, uniqueEmail('stuffed')));
    // The same account from another address is still answered.
    expect((await tryLogin(newAddress(), uniqueEmail('stuffed'))).statusCode).toBe(400);
  });

  it('never backs an account off for its successful sign-ins, however many', async () => {
    const { user } = await createUser(app);
    for (let i = 0; i < 35; i++) expect((await tryLogin(newAddress(), user.email, FACTORY_PASSWORD)).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from the configured proxy', async () => {
    const { app: direct, close: closeDirect } = await buildTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const email = uniqueEmail('spoofer');
      for (let i = 0; i < 10; i++) expect((await tryLogin(newAddress(), email, 'Wrong@1xyz', direct)).statusCode).toBe(400);
      // Every try came from this machine, whatever the header claimed.
      await expectLimited(tryLogin(newAddress(), email, 'Wrong@1xyz', direct));
    } finally {
      await closeDirect();
    }
  });

  it('allows 10 sign-ups per address in 10 minutes, and the refused one creates nothing', async () => {
    const address = newAddress();
    const signUp = (email: string) => injectAs(app, null, register, { body: { name: 'Meera Nair', email, password: VALID_PASSWORD } }, from(address));
    for (let i = 0; i < 10; i++) expect((await signUp(uniqueEmail('signup'))).statusCode).toBe(201);
    const email = uniqueEmail('signup');
    await expectLimited(signUp(email));
    expect(await app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('allows 5 forgot-password requests a minute', async () => {
    const address = newAddress();
    const email = uniqueEmail('forgetful');
    for (let i = 0; i < 5; i++) expect((await forgot(address, email)).statusCode).toBe(200);
    await expectLimited(forgot(address, email));
  });

  it('limits OTP checks per address and per account', async () => {
    const email = uniqueEmail('otp');
    const address = newAddress();
    const verify = (at: string) => injectAs(app, null, verifyOtp, { body: { email, otp: '000000' } }, from(at));
    for (let i = 0; i < 10; i++) expect((await verify(address)).statusCode).toBe(400);
    await expectLimited(verify(address));
    // The refusal above was not a wrong code; ten more wrong codes from elsewhere back the account off.
    for (let i = 0; i < 10; i++) expect((await verify(newAddress())).statusCode).toBe(400);
    await expectLimited(verify(newAddress()));
  });

  // Requests sent at the same moment must each be counted before any is answered: a limit of
  // refusals read before and raised after the answer let a whole burst through.
  describe('under a burst sent all at once', () => {
    it('lets one address have no more than 30 refused sign-ins', async () => {
      const address = newAddress();
      const answers = await Promise.all(Array.from({ length: 90 }, () => tryLogin(address, uniqueEmail('burst'))));
      expect(statuses(answers)).toEqual({ 400: 30, 429: 60 });
      await expectLimited(tryLogin(address, uniqueEmail('burst')));
    });

    it('lets one account have no more than 20 wrong codes, from however many addresses', async () => {
      const email = uniqueEmail('otp-burst');
      const answers = await Promise.all(
        Array.from({ length: 60 }, () => injectAs(app, null, verifyOtp, { body: { email, otp: '000000' } }, from(newAddress()))),
      );
      expect(statuses(answers)).toEqual({ 400: 20, 429: 40 });
    });

    it("lets one account have no more than 20 wrong guardian's codes, from however many addresses", async () => {
      const email = uniqueEmail('guardian-burst');
      const answers = await Promise.all(
        Array.from({ length: 60 }, () => injectAs(app, null, confirmGuardian, { body: { email, code: '000000' } }, from(newAddress()))),
      );
      expect(statuses(answers)).toEqual({ 400: 20, 429: 40 });
    });
  });
});
