/**
 * Sign-in limits against guessing, with the limits on as in production: guesses are held by where
 * they come from, so nobody can lock an account's owner out by sending it wrong passwords, and
 * every refusal for too many says when to ask again.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/auth/endpoints';
import { authMessages } from '@sahaya/contract/messages';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, FACTORY_PASSWORD, type UserRow } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { uniqueEmail, VALID_PASSWORD } from '../../test/auth.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => {
  await close();
});

/** An address nobody else in these tests uses. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const WRONG = 'Wrong@1xyz';

function signIn(person: Pick<UserRow, 'email' | 'role'>, password: string, remoteAddress: string) {
  const admin = person.role === 'admin';
  const body = { data: { email: person.email, password }, selectedRole: admin ? 'admin' : person.role };
  return injectAs(app, null, admin ? endpoints.adminLogin : endpoints.login, { body }, { remoteAddress });
}

/** A 429 as every limit answers it: the code, the message, and how many seconds to wait. */
function expectHeldBack(res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }, atMostSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: authMessages.tooManyRequests(), code: 'RATE_LIMITED' });
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(atMostSeconds);
}

describe('password sign-in guessed at from many addresses', () => {
  for (const role of ['user', 'admin'] as const) {
    it(`still signs the ${role} in with the right password, from their own address`, async () => {
      const { user } = await createUser(app, { role });
      // Past the 20 that once held the account itself back: 25 wrong passwords, from 25 addresses.
      const guesses = await Promise.all(Array.from({ length: 25 }, () => signIn(user, WRONG, newAddress())));
      expect(guesses.map((res) => res.statusCode)).toEqual(Array(25).fill(400));

      const owner = await signIn(user, FACTORY_PASSWORD, newAddress());
      expect(owner.statusCode, owner.body).toBe(200);
      expect(owner.json()).toMatchObject({ accessToken: expect.any(String), user: { id: user.id, role } });
    });
  }
});

describe('guessing from one address', () => {
  it('is held at 10 wrong passwords for one account, right one included, with Retry-After, while the owner elsewhere gets in', async () => {
    const { user } = await createUser(app);
    const guesser = newAddress();
    // Spread over more than the minute of the per-try limit would be the same: these count refusals.
    for (let i = 0; i < 10; i++) expect((await signIn(user, WRONG, guesser)).statusCode).toBe(400);
    expectHeldBack(await signIn(user, WRONG, guesser), 15 * 60);
    // A guess that happens to be right is held back like the others: the guesser learns nothing.
    expectHeldBack(await signIn(user, FACTORY_PASSWORD, guesser), 15 * 60);
    expect((await signIn(user, FACTORY_PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('is held on the admin page too', async () => {
    const { user } = await createUser(app, { role: 'admin' });
    const guesser = newAddress();
    for (let i = 0; i < 10; i++) expect((await signIn(user, WRONG, guesser)).statusCode).toBe(400);
    expectHeldBack(await signIn(user, FACTORY_PASSWORD, guesser), 15 * 60);
    expect((await signIn(user, FACTORY_PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('is held at 30 wrong passwords over many accounts, with Retry-After', async () => {
    const guesser = newAddress();
    const strangers = Array.from({ length: 30 }, () => ({ email: uniqueEmail('stuffed'), role: 'user' as const }));
    for (const stranger of strangers) expect((await signIn(stranger, WRONG, guesser)).statusCode).toBe(400);
    expectHeldBack(await signIn({ email: uniqueEmail('stuffed'), role: 'user' }, WRONG, guesser), 5 * 60);
  });
});

describe('a new code asked for too soon', () => {
  it('is refused 429 with Retry-After, the seconds its message names', async () => {
    const email = uniqueEmail('impatient');
    const from = { remoteAddress: newAddress() };
    expect((await injectAs(app, null, endpoints.register, { body: { name: 'Meera Nair', email, password: VALID_PASSWORD } }, from)).statusCode).toBe(201);
    const res = await injectAs(app, null, endpoints.resendOtp, { body: { email } }, from);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'OTP_COOLDOWN', params: [expect.any(Number)] });
    const [seconds] = res.json<{ params: number[] }>().params;
    expect(res.headers['retry-after']).toBe(String(seconds));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(30);
  });
});
