/**
 * A parent's or lawful guardian's consent (DPDP Act 2023 s. 9; Rules 2025, Rules 10 and 11): a person
 * under 18 is refused without one on every way in (sign-up by e-mail or number, the admin's Add User
 * and Add Volunteer, a volunteer at the door), and with one the account waits for the code sent to
 * them. SMS go to MSG91's local stand-in, mails to the test mailer, read as the guardian would.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as auth from '@sahaya/contract/auth/endpoints';
import * as endpoints from '@sahaya/contract/guardians/endpoints';
import * as people from '@sahaya/contract/people/endpoints';
import { guardians } from '../../db/schema/consents.ts';
import { users } from '../../db/schema/people.ts';
import type { CapturedMail } from '../../plugins/infrastructure/mail.ts';
import { wrongOtp } from '../../test/auth.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedIn } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { startMsg91StandIn, type Msg91StandIn } from '../../test/msg91-stand-in.ts';

const AUTH_KEY = 'msg91-test-key';
const PASSWORD = 'Sahaya@123';
let app: FastifyInstance;
let close: () => Promise<void>;
let mails: CapturedMail[];
let msg91: Msg91StandIn;

beforeAll(async () => {
  msg91 = await startMsg91StandIn({ authKey: AUTH_KEY });
  ({ app, mails, close } = await buildTestApp({
    rateLimit: false,
    env: {
      MSG91_AUTH_KEY: AUTH_KEY,
      MSG91_API_URL: msg91.url,
      MSG91_TEMPLATE_OTP: 'tpl-otp',
      MSG91_TEMPLATE_NOTICE: 'tpl-notice',
      MSG91_TEMPLATE_REGISTERED: 'tpl-registered',
      MSG91_TEMPLATE_GUARDIAN: 'tpl-guardian',
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
const newNumber = () => `97${String(Date.now() % 10_000_000).padStart(7, '0')}${++numbers % 10}`.slice(0, 10);
const stored = (typed: string) => `+91${typed}`;
const newEmail = (label: string) => `${label}-${Date.now()}-${++numbers}@example.test`;

async function textsTo(typed: string) {
  await app.jobs.drain();
  return msg91.messages.flatMap((m) => m.recipients.filter((r) => r.mobiles === `91${typed}`).map((r): Record<string, string> => ({ ...r, template: m.templateId })));
}
/** The newest code sent to a number: the sign-in code's template, or a guardian's. */
const lastCode = async (typed: string, template = 'tpl-otp') => (await textsTo(typed)).filter((t) => t.template === template).at(-1)?.code as string | undefined;
async function guardianMailCode(to: string) {
  await app.jobs.drain();
  const mail = mails.filter((m) => m.to === to).at(-1);
  expect(mail?.subject).toBe('Do you agree? A code from Sahaya');
  return /\b(\d{6})\b/.exec(mail!.text)![1]!;
}
const count = async (table: typeof users | typeof guardians) => (await app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const guardianRow = async (userId: string) => (await app.db.select().from(guardians).where(eq(guardians.userId, userId)))[0];
const userByPhone = async (typed: string) => (await app.db.select().from(users).where(eq(users.phone, stored(typed))))[0]!;
const passwordLogin = (phone: string) => injectAs(app, null, auth.login, { body: { data: { phone, password: PASSWORD }, selectedRole: 'user' } });

/** A 16-year-old signs up by number with their mother's number, and verifies their own. */
async function minorByPhone() {
  const typed = newNumber();
  const mother = newNumber();
  const res = await injectAs(app, null, auth.register, {
    body: { name: 'Anu Rao', phone: typed, password: PASSWORD, age: 16, guardian: { name: 'Lata Rao', relation: 'Mother', phone: mother } },
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({ registeredPhone: stored(typed), guardianPending: true });
  const own = await lastCode(typed);
  expect((await injectAs(app, null, auth.verifyOtp, { body: { phone: typed, otp: own! } })).statusCode).toBe(200);
  // The guardian's own template: a code to give to the person, not the sign-in code's "do not share".
  expect(await lastCode(mother, 'tpl-otp')).toBeUndefined();
  const guardianCode = await lastCode(mother, 'tpl-guardian');
  expect(guardianCode).toMatch(/^\d{6}$/);
  return { typed, mother, guardianCode: guardianCode!, user: await userByPhone(typed) };
}

describe('signing up under 18', () => {
  it('is refused without a parent or guardian, by e-mail and by number, on the age, and nothing is stored', async () => {
    const [before, guardiansBefore] = [await count(users), await count(guardians)];
    for (const body of [
      { name: 'Anu Rao', email: newEmail('anu'), password: PASSWORD, age: 15 },
      { name: 'Anu Rao', phone: newNumber(), password: PASSWORD, age: '17' },
    ]) {
      const res = await injectAs(app, null, auth.register, { body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'UNDER_18', errors: { age: expect.stringContaining('parent or guardian') } });
    }
    expect(await count(users)).toBe(before);
    expect(await count(guardians)).toBe(guardiansBefore);
    expect(await textsTo(newNumber())).toEqual([]);
  });

  it('with a guardian: the account cannot sign in until the code sent to them is given back', async () => {
    const { typed, guardianCode, user } = await minorByPhone();
    expect(user.age).toBe(16);
    const early = await passwordLogin(typed);
    expect(early.statusCode, early.body).toBe(403);
    expect(early.json()).toMatchObject({ code: 'GUARDIAN_CONFIRMATION_PENDING' });
    // A code to the number does not get round it.
    await injectAs(app, null, auth.phoneCode, { body: { phone: typed } });
    const byCode = await injectAs(app, null, auth.phoneLogin, { body: { phone: typed, code: (await lastCode(typed))!, selectedRole: 'user' } });
    expect(byCode.json()).toMatchObject({ code: 'GUARDIAN_CONFIRMATION_PENDING' });

    const wrong = await injectAs(app, null, endpoints.confirmGuardian, { body: { phone: typed, code: wrongOtp(guardianCode) } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID', errors: { code: expect.any(String) } });
    expect(await guardianRow(user.id)).toMatchObject({ attempts: 1, confirmedAt: null });

    const right = await injectAs(app, null, endpoints.confirmGuardian, { body: { phone: typed, code: guardianCode } });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ code: 'GUARDIAN_CONFIRMED' });
    expect((await guardianRow(user.id))!.confirmedAt).toBeInstanceOf(Date);
    expect((await passwordLogin(typed)).statusCode).toBe(200);
    // Used once.
    expect((await injectAs(app, null, endpoints.confirmGuardian, { body: { phone: typed, code: guardianCode } })).json()).toMatchObject({ code: 'OTP_INVALID' });
  });

  it('paces a new code to the guardian, which replaces the old one', async () => {
    const { typed, mother, guardianCode, user } = await minorByPhone();
    const soon = await injectAs(app, null, endpoints.resendGuardianCode, { body: { phone: typed } });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: 'OTP_COOLDOWN' });
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    // Half a minute later (the code was sent 31 seconds ago).
    await app.db
      .update(guardians)
      .set({ codeExpiresAt: sql`${guardians.codeExpiresAt} - interval '31 seconds'` })
      .where(eq(guardians.userId, user.id));
    msg91.messages.length = 0;
    const later = await injectAs(app, null, endpoints.resendGuardianCode, { body: { phone: typed } });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({ code: 'GUARDIAN_CODE_RESENT' });
    const fresh = await lastCode(mother, 'tpl-guardian');
    expect(fresh).toMatch(/^\d{6}$/);
    expect(fresh).not.toBe(guardianCode);
    expect((await injectAs(app, null, endpoints.confirmGuardian, { body: { phone: typed, code: guardianCode } })).json()).toMatchObject({ code: 'OTP_INVALID' });
    expect((await injectAs(app, null, endpoints.confirmGuardian, { body: { phone: typed, code: fresh! } })).statusCode).toBe(200);
  });

  it('drops the code after five wrong tries: even the right one is refused then', async () => {
    const { typed, guardianCode, user } = await minorByPhone();
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await injectAs(app, null, endpoints.confirmGuardian, { body: { phone: typed, code: wrongOtp(guardianCode) } })).json().code);
    }
    expect(answers).toEqual(['OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_TOO_MANY_ATTEMPTS']);
    expect((await guardianRow(user.id))!.codeHash).toBeNull();
    expect((await injectAs(app, null, endpoints.confirmGuardian, { body: { phone: typed, code: guardianCode } })).json()).toMatchObject({ code: 'OTP_TOO_MANY_ATTEMPTS' });
    expect((await passwordLogin(typed)).statusCode).toBe(403);
  });

  it("does not let one person confirm with another's guardian code", async () => {
    const a = await minorByPhone();
    const b = await minorByPhone();
    const res = await injectAs(app, null, endpoints.confirmGuardian, { body: { phone: b.typed, code: a.guardianCode } });
    expect(res.json()).toMatchObject({ code: 'OTP_INVALID' });
    expect((await guardianRow(b.user.id))!.confirmedAt).toBeNull();
    expect((await guardianRow(a.user.id))!.confirmedAt).toBeNull();
  });

  it("refuses the person's own number as the guardian's, changing nothing", async () => {
    const before = await count(users);
    const typed = newNumber();
    const res = await injectAs(app, null, auth.register, {
      body: { name: 'Anu Rao', phone: typed, password: PASSWORD, age: 14, guardian: { name: 'Lata Rao', relation: 'Mother', phone: typed } },
    });
    expect(res.json()).toMatchObject({ code: 'GUARDIAN_CONTACT_OWN', errors: { 'guardian.phone': expect.any(String) } });
    expect(await count(users)).toBe(before);
  });

  it('an adult with a lawful guardian: the code goes by mail, and the account waits too', async () => {
    const email = newEmail('ravi');
    const guardianEmail = newEmail('guardian');
    const res = await injectAs(app, null, auth.register, {
      body: { name: 'Ravi Kumar', email, password: PASSWORD, age: 34, guardian: { reason: 'lawfulGuardian', name: 'Suresh Kumar', relation: 'Brother', email: guardianEmail } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ guardianPending: true });
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(await guardianRow(user!.id)).toMatchObject({ reason: 'lawfulGuardian', email: guardianEmail, phone: null });
    const code = await guardianMailCode(guardianEmail);
    const confirmed = await injectAs(app, null, endpoints.confirmGuardian, { body: { email, code } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('an adult who names a guardian without saying they have a lawful one records none', async () => {
    const email = newEmail('meera');
    const res = await injectAs(app, null, auth.register, {
      body: { name: 'Meera Iyer', email, password: PASSWORD, age: 40, guardian: { name: 'Suresh Kumar', relation: 'Brother', email: newEmail('g') } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().guardianPending).toBeUndefined();
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(await guardianRow(user!.id)).toBeUndefined();
  });
});

describe('registered by the NGO under 18', () => {
  const body = (typed: string, extra: object = {}) => ({
    name: 'Raju Patil',
    age: 17,
    gender: 'Male',
    phone: typed,
    fname: 'Raju',
    lname: 'Patil',
    street: '4 Temple Street',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    pincode: '411004',
    ...extra,
  });

  it('is refused without a guardian on Add User and Add Volunteer, and at the door, changing nothing', async () => {
    const admin = await signedIn(app, 'admin');
    const volunteer = await signedIn(app, 'volunteer');
    const before = await count(users);
    for (const [token, endpoint] of [
      [admin.token, people.createUser],
      [admin.token, people.createVolunteer],
      [volunteer.token, people.createUser],
    ] as const) {
      const typed = newNumber();
      const res = await injectAs(app, token, endpoint, { body: body(typed) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'UNDER_18', errors: { age: expect.any(String) } });
      expect(await textsTo(typed)).toEqual([]);
    }
    expect(await count(users)).toBe(before);
  });

  it('a 17-year-old at the door with a guardian: the guardian is texted, the admin sees them, and sign-in waits for the code', async () => {
    const volunteer = await signedIn(app, 'volunteer');
    const typed = newNumber();
    const father = newNumber();
    const res = await injectAs(app, volunteer.token, people.createUser, {
      body: body(typed, { guardian: { name: 'Mohan Patil', relation: 'Father', phone: father } }),
    });
    expect(res.statusCode, res.body).toBe(201);
    // No SMS tells the person to sign in yet; their father gets the code.
    expect(await textsTo(typed)).toEqual([]);
    const code = await lastCode(father, 'tpl-guardian');
    expect(code).toMatch(/^\d{6}$/);
    const user = await userByPhone(typed);

    const admin = await signedIn(app, 'admin');
    const details = await injectAs(app, admin.token, people.getUser, { params: { id: user.id } });
    expect(details.json().user.guardian).toEqual({ reason: 'minor', name: 'Mohan Patil', relation: 'Father', phone: stored(father), email: null, confirmedAt: null });

    await injectAs(app, null, auth.phoneCode, { body: { phone: typed } });
    const early = await injectAs(app, null, auth.phoneLogin, { body: { phone: typed, code: (await lastCode(typed))!, selectedRole: 'user' } });
    expect(early.statusCode).toBe(403);
    expect((await injectAs(app, null, endpoints.confirmGuardian, { body: { phone: typed, code: code! } })).statusCode).toBe(200);
    await injectAs(app, null, auth.phoneCode, { body: { phone: typed } });
    const later = await injectAs(app, null, auth.phoneLogin, { body: { phone: typed, code: (await lastCode(typed))!, selectedRole: 'user' } });
    expect(later.statusCode, later.body).toBe(200);
    const confirmed = await injectAs(app, admin.token, people.getUser, { params: { id: user.id } });
    expect(confirmed.json().user.guardian.confirmedAt).toEqual(expect.any(String));
  });
});
