/**
 * People with a mobile number and no e-mail (issue 38): signing up by number with a code by SMS,
 * signing in with the password or a code alone, the growing waits between codes, a number idle a
 * year, a new password by SMS, a new number on the profile, and a person registered by the NGO.
 * The SMS go through MSG91's Flow API to its local stand-in, which keeps each one, so the test
 * reads the codes as the person's phone would. On PGlite by default, on PostgreSQL when DATABASE_URL is set.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as addressEndpoints from '@sahaya/contract/addresses/endpoints';
import * as assets from '@sahaya/contract/assets/endpoints';
import * as assistance from '@sahaya/contract/assistance-requests/endpoints';
import * as auth from '@sahaya/contract/auth/endpoints';
import * as dashboards from '@sahaya/contract/dashboards/endpoints';
import * as people from '@sahaya/contract/people/endpoints';
import * as profile from '@sahaya/contract/profile/endpoints';
import { users } from '../../db/schema/people.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, FACTORY_PASSWORD, insertAsset, loginAs, signedIn } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { startMsg91StandIn, type Msg91StandIn } from '../../test/msg91-stand-in.ts';

const AUTH_KEY = 'msg91-test-key';
const PASSWORD = 'Sahaya@123';
let app: FastifyInstance;
let close: () => Promise<void>;
let msg91: Msg91StandIn;

beforeAll(async () => {
  msg91 = await startMsg91StandIn({ authKey: AUTH_KEY });
  ({ app, close } = await buildTestApp({
    rateLimit: false,
    env: {
      MSG91_AUTH_KEY: AUTH_KEY,
      MSG91_API_URL: msg91.url,
      MSG91_TEMPLATE_OTP: 'tpl-otp',
      MSG91_TEMPLATE_NOTICE: 'tpl-notice',
      MSG91_TEMPLATE_REGISTERED: 'tpl-registered',
    },
  }));
});
afterAll(async () => {
  await close();
  await msg91.close();
});
beforeEach(() => {
  msg91.messages.length = 0;
});

let numbers = 0;
/** A mobile number of the test's own, as a person would type it. */
const newNumber = () => `98${String(Date.now() % 10_000_000).padStart(7, '0')}${++numbers % 10}`.slice(0, 10);
const stored = (typed: string) => `+91${typed}`;

/** The SMS sent to a number, once their jobs ran. */
async function textsTo(typed: string) {
  await app.jobs.drain();
  return msg91.messages.flatMap((m) =>
    m.recipients.filter((r) => r.mobiles === `91${typed}`).map((r): Record<string, string> => ({ ...r, template: m.templateId })),
  );
}
const lastCode = async (typed: string) => {
  const texts = (await textsTo(typed)).filter((t) => t.template === 'tpl-otp');
  return texts.at(-1)?.code;
};

async function registerByPhone(typed: string) {
  const res = await injectAs(app, null, auth.register, { body: { name: 'कमला देवी', phone: typed, password: PASSWORD } });
  expect(res.statusCode, res.body).toBe(201);
  return res;
}

describe('signing up with a mobile number alone', () => {
  it('takes the number as people write it, stores it in its international form, and texts the code', async () => {
    const typed = newNumber();
    const res = await registerByPhone(`+91 ${typed.slice(0, 5)} ${typed.slice(5)}`);
    expect(res.json()).toMatchObject({ registeredPhone: stored(typed), code: 'PHONE_REGISTERED' });
    const [row] = await app.db.select().from(users).where(eq(users.phone, stored(typed)));
    expect(row).toMatchObject({ email: null, isVerified: false, phoneVerifiedAt: null });
    const code = await lastCode(typed);
    expect(code).toMatch(/^\d{6}$/);

    // Not verified yet: the right password is told to verify first.
    const early = await injectAs(app, null, auth.login, { body: { data: { phone: typed, password: PASSWORD }, selectedRole: 'user' } });
    expect(early.json()).toMatchObject({ code: 'PHONE_NOT_VERIFIED' });

    const verified = await injectAs(app, null, auth.verifyOtp, { body: { phone: `0${typed}`, otp: code } });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ code: 'PHONE_VERIFIED' });
    const login = await injectAs(app, null, auth.login, { body: { data: { phone: typed, password: PASSWORD }, selectedRole: 'user' } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ email: null, phone: stored(typed), isVerified: true });
  });

  it('refuses a number that is not Indian, or neither e-mail nor number, on the field, and stores nothing', async () => {
    const before = (await app.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
    for (const [body, field] of [
      [{ name: 'Ravi Rao', phone: '+1 415 555 2671', password: PASSWORD }, 'phone'],
      [{ name: 'Ravi Rao', phone: '12345', password: PASSWORD }, 'phone'],
      // The e-mail form's empty field is the e-mail's; the number form's, the number's.
      [{ name: 'Ravi Rao', email: '', password: PASSWORD }, 'email'],
      [{ name: 'Ravi Rao', phone: '', password: PASSWORD }, 'phone'],
    ] as const) {
      const res = await injectAs(app, null, auth.register, { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect((await app.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n).toBe(before);
  });

  it('refuses a number another account signs in with, even twice at once', async () => {
    const typed = newNumber();
    const replies = await Promise.all([registerAttempt(typed), registerAttempt(typed)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(replies.find((r) => r.statusCode === 400)!.json()).toMatchObject({ code: 'PHONE_TAKEN', errors: { phone: expect.any(String) } });
  });

  it('keeps the number of an e-mail sign-up as a contact number, which another person may share', async () => {
    const typed = newNumber();
    await registerByPhone(typed);
    const res = await injectAs(app, null, auth.register, { body: { name: 'Arun Rao', email: `arun-${typed}@example.test`, phone: typed, password: PASSWORD } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ registeredMail: `arun-${typed}@example.test`, code: 'REGISTERED' });
  });
});

const registerAttempt = (typed: string) => injectAs(app, null, auth.register, { body: { name: 'Meena Iyer', phone: typed, password: PASSWORD } });

/** A verified person who signs in with their number. */
async function phonePerson(role: 'user' | 'volunteer' = 'user') {
  const typed = newNumber();
  const { user } = await createUser(app, { role, phone: stored(typed), phoneVerifiedAt: new Date() });
  return { typed, user };
}

describe('signing in with a code by SMS', () => {
  it('texts a code to a known number, and the same answer, with no SMS, to an unknown one', async () => {
    const { typed } = await phonePerson();
    const unknown = newNumber();
    const [known, stranger] = await Promise.all([
      injectAs(app, null, auth.phoneCode, { body: { phone: typed } }),
      injectAs(app, null, auth.phoneCode, { body: { phone: unknown } }),
    ]);
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual(known.json());
    expect(await textsTo(unknown)).toEqual([]);
    const code = await lastCode(typed);
    const session = await injectAs(app, null, auth.phoneLogin, { body: { phone: typed, code, selectedRole: 'user' } });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({ code: 'LOGGED_IN', accessToken: expect.any(String) });
    // Used once.
    const again = await injectAs(app, null, auth.phoneLogin, { body: { phone: typed, code, selectedRole: 'user' } });
    expect(again.json()).toMatchObject({ code: 'OTP_INVALID', errors: { code: expect.any(String) } });
  });

  it('ends a code after five wrong tries, even sent at once, and the right code then fails too', async () => {
    const { typed } = await phonePerson();
    await injectAs(app, null, auth.phoneCode, { body: { phone: typed } });
    const code = (await lastCode(typed))!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const tries = await Promise.all(Array.from({ length: 8 }, () => injectAs(app, null, auth.phoneLogin, { body: { phone: typed, code: wrong, selectedRole: 'user' } })));
    expect(tries.every((t) => t.statusCode === 400)).toBe(true);
    const right = await injectAs(app, null, auth.phoneLogin, { body: { phone: typed, code, selectedRole: 'user' } });
    expect(right.json()).toMatchObject({ code: 'OTP_TOO_MANY_ATTEMPTS' });
  });

  it('keeps one live code per number: an older one no longer works', async () => {
    const { typed } = await phonePerson();
    await injectAs(app, null, auth.phoneCode, { body: { phone: typed } });
    const first = await lastCode(typed);
    await injectAs(app, null, auth.phoneCode, { body: { phone: typed } });
    const second = await lastCode(typed);
    expect(second).not.toBe(first);
    const old = await injectAs(app, null, auth.phoneLogin, { body: { phone: typed, code: first, selectedRole: 'user' } });
    expect(old.statusCode).toBe(400);
    const fresh = await injectAs(app, null, auth.phoneLogin, { body: { phone: typed, code: second, selectedRole: 'user' } });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('refuses a code after ten minutes', async () => {
    const { typed } = await phonePerson();
    await injectAs(app, null, auth.phoneCode, { body: { phone: typed } });
    const code = await lastCode(typed);
    await app.db.execute(sql`update otps set expires_at = now() - interval '1 second' where phone = ${stored(typed)}`);
    const late = await injectAs(app, null, auth.phoneLogin, { body: { phone: typed, code, selectedRole: 'user' } });
    expect(late.json()).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('tells a volunteer on the user tab which tab to use, once the code is right', async () => {
    const { typed } = await phonePerson('volunteer');
    await injectAs(app, null, auth.phoneCode, { body: { phone: typed } });
    const code = await lastCode(typed);
    const res = await injectAs(app, null, auth.phoneLogin, { body: { phone: typed, code, selectedRole: 'user' } });
    expect(res.json()).toMatchObject({ code: 'SIGN_IN_AS_VOLUNTEER' });
  });

  it('asks a number idle for a year for a code, even with the right password', async () => {
    const { typed, user } = await phonePerson();
    await app.db.update(users).set({ lastSignInAt: new Date(Date.now() - 366 * 86_400_000) }).where(eq(users.id, user.id));
    const res = await injectAs(app, null, auth.login, { body: { data: { phone: typed, password: FACTORY_PASSWORD }, selectedRole: 'user' } });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toMatchObject({ code: 'PHONE_CODE_REQUIRED' });
    await injectAs(app, null, auth.phoneCode, { body: { phone: typed } });
    const session = await injectAs(app, null, auth.phoneLogin, { body: { phone: typed, code: await lastCode(typed), selectedRole: 'user' } });
    expect(session.statusCode).toBe(200);
    // Signed in now: the password works again.
    const again = await injectAs(app, null, auth.login, { body: { data: { phone: typed, password: FACTORY_PASSWORD }, selectedRole: 'user' } });
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('codes to a number, paced', () => {
  let limited: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    limited = await buildTestApp({ rateLimit: true });
  });
  afterAll(async () => limited.close());

  it('waits longer between codes, answers 429 with Retry-After, and the same to a number without an account', async () => {
    for (const typed of [newNumber(), newNumber()]) {
      const send = () => injectAs(limited.app, null, auth.phoneCode, { body: { phone: typed } });
      expect((await send()).statusCode).toBe(200);
      const soon = await send();
      expect(soon.statusCode).toBe(429);
      expect(soon.json()).toMatchObject({ code: 'RATE_LIMITED' });
      const wait = Number(soon.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(30);
    }
  });

  it('sends one code to a number of many asked for at once', async () => {
    const typed = newNumber();
    const replies = await Promise.all(Array.from({ length: 12 }, () => injectAs(limited.app, null, auth.phoneCode, { body: { phone: typed } })));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(11);
  });
});

describe('a new password by SMS', () => {
  it('texts a reset code and sets the password with it, signing out every session', async () => {
    const { typed, user } = await phonePerson();
    const { accessToken } = await loginAs(app, user);
    const asked = await injectAs(app, null, auth.forgotPassword, { body: { phone: typed } });
    expect(asked.json()).toMatchObject({ code: 'RESET_CODE_SENT' });
    const code = await lastCode(typed);
    const reset = await injectAs(app, null, auth.resetPassword, { body: { phone: typed, code, newPassword: 'Naya@4321' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${accessToken}` } })).statusCode).toBe(401);
    const login = await injectAs(app, null, auth.login, { body: { data: { phone: typed, password: 'Naya@4321' }, selectedRole: 'user' } });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('refuses a wrong code on its field and changes nothing', async () => {
    const { typed } = await phonePerson();
    await injectAs(app, null, auth.forgotPassword, { body: { phone: typed } });
    const res = await injectAs(app, null, auth.resetPassword, { body: { phone: typed, code: '000000', newPassword: 'Naya@4321' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { code: expect.any(String) } });
    const login = await injectAs(app, null, auth.login, { body: { data: { phone: typed, password: FACTORY_PASSWORD }, selectedRole: 'user' } });
    expect(login.statusCode, login.body).toBe(200);
  });
});

describe('a number on the profile', () => {
  it('is added with a code to it, and signs the person in from then on', async () => {
    const { user, token } = await signedIn(app, 'user');
    const typed = newNumber();
    const sent = await injectAs(app, token, profile.sendNewPhoneCode, { body: { phone: typed } });
    expect(sent.statusCode, sent.body).toBe(200);
    const wrong = await injectAs(app, token, profile.verifyNewPhone, { body: { phone: typed, code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    const saved = await injectAs(app, token, profile.verifyNewPhone, { body: { phone: typed, code: await lastCode(typed) } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ code: 'PHONE_SAVED', user: { phone: stored(typed), email: user.email } });
    await injectAs(app, null, auth.phoneCode, { body: { phone: typed } });
    const session = await injectAs(app, null, auth.phoneLogin, { body: { phone: typed, code: await lastCode(typed), selectedRole: 'user' } });
    expect(session.statusCode, session.body).toBe(200);
  });

  it('cannot take another account’s sign-in number, nor be swapped by the profile form', async () => {
    const { typed } = await phonePerson();
    const { token } = await signedIn(app, 'user');
    const taken = await injectAs(app, token, profile.sendNewPhoneCode, { body: { phone: typed } });
    expect(taken.json()).toMatchObject({ code: 'PHONE_TAKEN', errors: { phone: expect.any(String) } });

    const own = await phonePerson();
    const ownToken = (await loginAs(app, own.user)).accessToken;
    const swapped = await injectAs(app, ownToken, profile.updateProfile, {
      body: { name: 'Kamala Devi', age: 70, gender: 'Female', phone: newNumber(), street: '1 FC Road', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411004' },
    });
    expect(swapped.statusCode).toBe(409);
    expect(swapped.json()).toMatchObject({ code: 'PHONE_CHANGE_NEEDS_CODE', errors: { phone: expect.any(String) } });
  });
});

describe('a person registered by the NGO', () => {
  const body = (typed: string, extra: object = {}) => ({
    name: 'Savitri Bai',
    age: 78,
    gender: 'Female',
    phone: typed,
    fname: 'Savitri',
    lname: 'Bai',
    street: '4 Temple Street',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    pincode: '411004',
    ...extra,
  });

  it('by a volunteer at the door: a number and no e-mail or password, told by SMS, who registered them kept', async () => {
    const volunteer = await signedIn(app, 'volunteer');
    const typed = newNumber();
    const res = await injectAs(app, volunteer.token, people.createUser, { body: body(typed) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({ email: null, phone: stored(typed), isVerified: true });
    const [row] = await app.db.select().from(users).where(eq(users.phone, stored(typed)));
    expect(row).toMatchObject({ registeredBy: volunteer.user.id, passwordHash: null });
    const texts = await textsTo(typed);
    expect(texts.map((t) => t.template)).toEqual(['tpl-registered']);
    // The admin's details page names who registered them.
    const admin = await signedIn(app, 'admin');
    const details = await injectAs(app, admin.token, people.getUser, { params: { id: row!.id } });
    expect(details.json().user.registeredBy).toEqual({ _id: volunteer.user.id, name: volunteer.user.name });

    // They sign in with a code to the number.
    await injectAs(app, null, auth.phoneCode, { body: { phone: typed } });
    const session = await injectAs(app, null, auth.phoneLogin, { body: { phone: typed, code: await lastCode(typed), selectedRole: 'user' } });
    expect(session.statusCode, session.body).toBe(200);
  });

  it('by an admin with an e-mail address: no SMS saying the number signs them in, for it does not', async () => {
    const admin = await signedIn(app, 'admin');
    const typed = newNumber();
    const res = await injectAs(app, admin.token, people.createUser, { body: body(typed, { email: `savitri-${typed}@example.test`, password: PASSWORD }) });
    expect(res.statusCode, res.body).toBe(201);
    expect(await textsTo(typed)).toEqual([]);
  });

  it('refuses a volunteer choosing a password, and a number someone signs in with, changing nothing', async () => {
    const volunteer = await signedIn(app, 'volunteer');
    const typed = newNumber();
    const withPassword = await injectAs(app, volunteer.token, people.createUser, { body: body(typed, { password: PASSWORD }) });
    expect(withPassword.json()).toMatchObject({ code: 'PASSWORD_NOT_YOURS', errors: { password: expect.any(String) } });
    const { typed: used } = await phonePerson();
    const taken = await injectAs(app, volunteer.token, people.createUser, { body: body(used) });
    expect(taken.json()).toMatchObject({ code: 'PHONE_TAKEN' });
    expect(await app.db.select().from(users).where(eq(users.phone, stored(typed)))).toEqual([]);
    expect(await textsTo(typed)).toEqual([]);
  });

  it('is for admins and volunteers: a stranger gets 401 and a user 403, before the body is read', async () => {
    const stranger = await app.inject({ method: 'POST', url: '/api/users', payload: '{not json' , headers: { 'content-type': 'application/json' } });
    expect(stranger.statusCode).toBe(401);
    const user = await signedIn(app, 'user');
    const refused = await app.inject({ method: 'POST', url: '/api/users', payload: '{not json', headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` } });
    expect(refused.statusCode).toBe(403);
  });
});

describe('a person with a number alone, wherever they are named', () => {
  it('asks for help and borrows equipment, and every reply that names them says they have no e-mail address', async () => {
    const typed = newNumber();
    await injectAs(app, null, auth.register, { body: { name: 'Kamala Devi', phone: typed, password: PASSWORD } });
    await injectAs(app, null, auth.verifyOtp, { body: { phone: typed, otp: await lastCode(typed) } });
    const login = await injectAs(app, null, auth.login, { body: { data: { phone: typed, password: PASSWORD }, selectedRole: 'user' } });
    const token = login.json().accessToken as string;
    const place = await injectAs(app, token, addressEndpoints.createAddress, {
      body: { fname: 'Kamala', lname: 'Devi', street: '4 Temple Street', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411004' },
    });
    expect(place.statusCode, place.body).toBe(201);

    const help = await injectAs(app, token, assistance.createAssistanceRequest, { body: { type: 'ambulance', addressId: place.json().address._id } });
    expect(help.statusCode, help.body).toBe(201);
    expect(help.json().assistanceRequest.user).toMatchObject({ email: null, phone: stored(typed) });

    const asset = await insertAsset(app, { name: 'Wheelchair', description: 'Steel frame.', category: 'wheelchair', stocks: 2 });
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const loan = await injectAs(app, token, assets.requestAsset, { params: { id: asset.id }, body: { requestedDate: day(1), returnDate: day(8), quantity: 1 } });
    expect(loan.statusCode, loan.body).toBe(201);

    const admin = await signedIn(app, 'admin');
    const list = await injectAs(app, admin.token, assets.listAssetRequests, { query: { search: 'Kamala' } });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().assetRequests[0].user).toMatchObject({ email: null, phone: stored(typed) });
    const dashboard = await injectAs(app, admin.token, dashboards.getAdminDashboard);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
  });
});
