import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as endpoints from '@sahaya/contract/auth/endpoints';
import type { Endpoint } from '@sahaya/contract/http';
import { authMessages, commonMessages, validation } from '@sahaya/contract/messages';
import { setUserBlocked } from '@sahaya/contract/people/endpoints';
import { otps, passwordResetTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/people.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs, signedIn } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { retryNow } from '../../test/jobs.ts';
import type { CapturedMail } from '../../plugins/infrastructure/mail.ts';
import { hashPassword } from '../../lib/password.ts';
import {
  lastMailTo,
  loginRequest,
  otpFrom,
  refreshCookieOf,
  registerPerson,
  resetTokenFrom,
  uniqueEmail,
  VALID_PASSWORD,
  wrongOtp,
} from '../../test/auth.ts';

// Hashing is watched, passing through to the real one, to see which answers pay for it.
vi.mock('../../lib/password.ts', async (real) => {
  const password = await real<typeof import('../../lib/password.ts')>();
  return { ...password, hashPassword: vi.fn(password.hashPassword) };
});

let app: FastifyInstance;
let mails: CapturedMail[];
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, mails, close } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => {
  await close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Sends a body to an auth endpoint with no token: every auth endpoint is public. */
const send = (endpoint: Endpoint, body: object) => injectAs(app, null, endpoint, { body });
const otpRowOf = async (email: string) => {
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  const [row] = await app.db.select().from(otps).where(eq(otps.userId, user!.id));
  return row!;
};

describe('POST /api/auth/register', () => {
  it('creates an unverified user, answers 201 with the address and mails a 6-digit code', async () => {
    const email = uniqueEmail('new');
    const res = await send(endpoints.register, { name: 'Asha Verma', email: email.toUpperCase(), password: VALID_PASSWORD });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ registeredMail: email, message: authMessages.registered(), code: 'REGISTERED' });

    await app.jobs.drain();
    const mail = lastMailTo(mails, email);
    expect(otpFrom(mail)).toMatch(/^\d{6}$/);
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: 'Asha Verma', role: 'user', isVerified: false });
    // The code is kept only as a hash.
    expect((await otpRowOf(email)).codeHash).not.toContain(otpFrom(mail));
  });

  it('refuses an email that is already registered, verified or not', async () => {
    const { email } = await registerPerson(app, mails);
    const res = await send(endpoints.register, { name: 'Someone Else', email, password: VALID_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: authMessages.emailTaken(), code: 'EMAIL_TAKEN', errors: { email: authMessages.emailTaken() } });

    const { user } = await createUser(app);
    const again = await send(endpoints.register, { name: 'Someone Else', email: user.email, password: VALID_PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: authMessages.emailTaken(), code: 'EMAIL_TAKEN' });
  });

  it('hashes the password for a taken email or number as for a new one, so the time of the answer tells nothing', async () => {
    const hashes = vi.mocked(hashPassword);
    const { email } = await registerPerson(app, mails);
    const { user } = await createUser(app, { phone: `+9198${String(Date.now()).slice(-8)}`, phoneVerifiedAt: new Date() });
    const cases: [object, number, string][] = [
      [{ name: 'Someone New', email: uniqueEmail('fresh'), password: VALID_PASSWORD }, 201, 'REGISTERED'],
      [{ name: 'Someone Else', email, password: VALID_PASSWORD }, 400, 'EMAIL_TAKEN'],
      [{ name: 'Someone Else', email: email.toUpperCase(), password: VALID_PASSWORD }, 400, 'EMAIL_TAKEN'],
      [{ name: 'Someone Else', phone: user.phone, password: VALID_PASSWORD }, 400, 'PHONE_TAKEN'],
    ];
    for (const [body, status, code] of cases) {
      hashes.mockClear();
      const res = await send(endpoints.register, body);
      expect([res.statusCode, res.json().code], code).toEqual([status, code]);
      expect(hashes, code).toHaveBeenCalledTimes(1);
    }
  });

  it('takes a name written in Hindi letters', async () => {
    const email = uniqueEmail('kamla');
    const res = await send(endpoints.register, { name: 'कमला देवी', email, password: VALID_PASSWORD });
    expect(res.statusCode).toBe(201);
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(user?.name).toBe('कमला देवी');
  });

  it('answers the spec messages per field for bad input', async () => {
    const res = await send(endpoints.register, { name: 'A', email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: commonMessages.validationFailed(),
      code: 'VALIDATION',
      errors: {
        name: validation.nameInvalid(),
        email: 'Enter a valid email!',
        password: 'Password must be atleast 8 characters!',
      },
    });
  });
});

describe('POST /api/auth/verifyOtp', () => {
  it('verifies the email with the mailed code, after which login works', async () => {
    const person = await registerPerson(app, mails);
    const before = await loginRequest(app, person.email, person.password);
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({ message: authMessages.notVerified(), code: 'EMAIL_NOT_VERIFIED' });

    const res = await send(endpoints.verifyOtp, { email: person.email, otp: person.otp });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.verified(), code: 'EMAIL_VERIFIED' });

    const after = await loginRequest(app, person.email, person.password);
    expect(after.statusCode).toBe(200);

    // The code works once; a verified account is answered as any wrong code, telling nothing of it.
    const again = await send(endpoints.verifyOtp, { email: person.email, otp: person.otp });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: authMessages.otpInvalid(), code: 'OTP_INVALID' });
  });

  it('rejects a wrong code', async () => {
    const person = await registerPerson(app, mails);
    const res = await send(endpoints.verifyOtp, { email: person.email, otp: wrongOtp(person.otp) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: authMessages.otpInvalid(), code: 'OTP_INVALID', errors: { otp: authMessages.otpInvalid() } });
  });

  it('rejects an expired code even when it is right', async () => {
    const person = await registerPerson(app, mails);
    const row = await otpRowOf(person.email);
    await app.db.update(otps).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(otps.id, row.id));
    const res = await send(endpoints.verifyOtp, { email: person.email, otp: person.otp });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: authMessages.otpExpired(), code: 'OTP_EXPIRED' });
  });

  it('invalidates the code after 5 wrong tries', async () => {
    const person = await registerPerson(app, mails);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await send(endpoints.verifyOtp, { email: person.email, otp: wrongOtp(person.otp) });
      expect(res.statusCode).toBe(400);
      messages.push(res.json().message);
    }
    expect(messages).toEqual([...Array(4).fill(authMessages.otpInvalid()), authMessages.otpTooManyAttempts()]);

    const right = await send(endpoints.verifyOtp, { email: person.email, otp: person.otp });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ message: authMessages.otpTooManyAttempts(), code: 'OTP_TOO_MANY_ATTEMPTS' });
  });

  it('counts no more than 5 tries when guesses arrive at the same time', async () => {
    const person = await registerPerson(app, mails);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => send(endpoints.verifyOtp, { email: person.email, otp: wrongOtp(person.otp) })),
    );
    expect(guesses.every((r) => r.statusCode === 400)).toBe(true);
    expect(guesses.filter((r) => r.json().message === authMessages.otpInvalid()).length).toBeLessThanOrEqual(4);
    expect((await otpRowOf(person.email)).attempts).toBe(5);

    const right = await send(endpoints.verifyOtp, { email: person.email, otp: person.otp });
    expect(right.json()).toMatchObject({ message: authMessages.otpTooManyAttempts(), code: 'OTP_TOO_MANY_ATTEMPTS' });
  });

  it('answers an unknown email like a wrong code, and an empty code with the spec message', async () => {
    const unknown = await send(endpoints.verifyOtp, { email: uniqueEmail('nobody'), otp: '123456' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: authMessages.otpInvalid(), code: 'OTP_INVALID' });

    const empty = await send(endpoints.verifyOtp, { email: uniqueEmail(), otp: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Please enter the Otp!', code: 'VALIDATION', errors: { otp: 'Please enter the Otp!' } });
  });
});

describe('POST /api/auth/resendOtp', () => {
  it('refuses a resend within 30 seconds with the seconds left', async () => {
    const person = await registerPerson(app, mails);
    const res = await send(endpoints.resendOtp, { email: person.email });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Please wait (2\d|30) seconds before requesting a new OTP\.$/);
  });

  it('sends a new code after the cooldown, and only the new code works', async () => {
    const person = await registerPerson(app, mails);
    const row = await otpRowOf(person.email);
    await app.db.update(otps).set({ createdAt: new Date(Date.now() - 31_000) }).where(eq(otps.id, row.id));

    const res = await send(endpoints.resendOtp, { email: person.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: authMessages.otpResent(), code: 'OTP_RESENT' });
    await app.jobs.drain();
    const fresh = otpFrom(lastMailTo(mails, person.email));

    if (fresh !== person.otp) {
      const old = await send(endpoints.verifyOtp, { email: person.email, otp: person.otp });
      expect(old.json()).toMatchObject({ message: authMessages.otpInvalid(), code: 'OTP_INVALID' });
    }
    const ok = await send(endpoints.verifyOtp, { email: person.email, otp: fresh });
    expect(ok.statusCode).toBe(200);
  });
});

describe('POST /api/auth/login', () => {
  it('signs a verified user in with a session reply and an httpOnly refresh cookie', async () => {
    const { user, password } = await createUser(app);
    const res = await loginRequest(app, user.email, password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: authMessages.loggedIn(),
      user: { id: user.id, _id: user.id, email: user.email, role: 'user', isBlocked: false },
    });
    expect(body.accessToken).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/password/i);

    const cookie = refreshCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Lax', maxAge: 30 * 24 * 60 * 60 });
    expect(cookie?.secure).toBeFalsy();
  });

  it('signs a volunteer in through the volunteer tab', async () => {
    const { user, password } = await createUser(app, { role: 'volunteer' });
    const res = await loginRequest(app, user.email, password, 'volunteer');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('volunteer');
  });

  it('answers a wrong password, on either tab, and an unknown email alike', async () => {
    const { user, password } = await createUser(app, { role: 'volunteer' });
    const answers = await Promise.all([
      loginRequest(app, user.email, 'Wrong@1234', 'user'),
      loginRequest(app, user.email, 'Wrong@1234', 'volunteer'),
      loginRequest(app, uniqueEmail('nobody'), password, 'volunteer'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: authMessages.invalidCredentials(), code: 'INVALID_CREDENTIALS' });
      expect(refreshCookieOf(res)).toBeUndefined();
    }
  });

  it('tells the right password on the other tab which tab signs it in, and signs nobody in', async () => {
    const volunteer = await createUser(app, { role: 'volunteer' });
    const user = await createUser(app);
    const answers = await Promise.all([
      loginRequest(app, volunteer.user.email, volunteer.password, 'user'),
      loginRequest(app, user.user.email, user.password, 'volunteer'),
    ]);
    expect(answers.map((res) => [res.statusCode, res.json()])).toEqual([
      [400, { message: authMessages.signInOnOtherTab.volunteer(), code: 'SIGN_IN_AS_VOLUNTEER' }],
      [400, { message: authMessages.signInOnOtherTab.user(), code: 'SIGN_IN_AS_USER' }],
    ]);
    expect(answers.map(refreshCookieOf)).toEqual([undefined, undefined]);
  });

  it('refuses an unverified account', async () => {
    const { user, password } = await createUser(app, { isVerified: false });
    const res = await loginRequest(app, user.email, password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: authMessages.notVerified(), code: 'EMAIL_NOT_VERIFIED' });
  });

  it('answers a blocked account with 401 "Your access is blocked!"', async () => {
    const { user, password } = await createUser(app, { isBlocked: true });
    const res = await loginRequest(app, user.email, password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Your access is blocked!', code: 'ACCOUNT_BLOCKED' });
  });

  it('names the missing fields', async () => {
    const res = await send(endpoints.login, { data: { email: '', password: '' }, selectedRole: 'user' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'Email is required!', password: 'Password is required!' });
  });
});

describe('POST /api/auth/admin/login', () => {
  it('signs an admin in', async () => {
    const { user, password } = await createUser(app, { role: 'admin' });
    const res = await send(endpoints.adminLogin, { data: { email: user.email, password }, selectedRole: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: authMessages.loggedIn(), user: { id: user.id, role: 'admin' } });
    expect(refreshCookieOf(res)).toBeDefined();
  });

  it('refuses users and volunteers, and admins on the shared login page', async () => {
    const { user, password } = await createUser(app);
    const res = await send(endpoints.adminLogin, { data: { email: user.email, password }, selectedRole: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: authMessages.invalidCredentials(), code: 'INVALID_CREDENTIALS' });

    const admin = await createUser(app, { role: 'admin' });
    const shared = await loginRequest(app, admin.user.email, admin.password, 'user');
    expect(shared.statusCode).toBe(400);
    expect(shared.json()).toMatchObject({ message: authMessages.invalidCredentials(), code: 'INVALID_CREDENTIALS' });
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the email exists', async () => {
    const { user } = await createUser(app);
    const known = await send(endpoints.forgotPassword, { email: user.email });
    const unknown = await send(endpoints.forgotPassword, { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: authMessages.resetLinkSent(), code: 'RESET_LINK_SENT' });
    expect(unknown.json()).toEqual(known.json());
  });

  it('resets the password once with the mailed link and ends every session', async () => {
    const { user, password } = await createUser(app);
    const login = await loginRequest(app, user.email, password);
    const oldCookie = refreshCookieOf(login)!.value;

    await send(endpoints.forgotPassword, { email: user.email });
    await app.jobs.drain();
    const token = resetTokenFrom(lastMailTo(mails, user.email), app.config.publicUrl);
    const [stored] = await app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(stored!.tokenHash).not.toBe(token);

    const usable = async (t: string) => (await send(endpoints.checkResetToken, { token: t })).json();
    expect(await usable(token)).toEqual({ usable: true });

    const newPassword = 'Fresh@2024';
    const reset = await send(endpoints.resetPassword, { token, newPassword });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: authMessages.passwordReset(), code: 'PASSWORD_RESET_DONE' });

    expect((await loginRequest(app, user.email, password)).statusCode).toBe(400);
    expect((await loginRequest(app, user.email, newPassword)).statusCode).toBe(200);

    const refresh = await injectAs(app, null, endpoints.refreshToken, {}, { cookies: { refreshToken: oldCookie } });
    expect(refresh.statusCode).toBe(401);

    // The page of a used link says so as it opens.
    expect(await usable(token)).toEqual({ usable: false });
    const reuse = await send(endpoints.resetPassword, { token, newPassword: 'Other@2024' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ message: authMessages.resetTokenInvalid(), code: 'RESET_TOKEN_INVALID' });
  });

  it('refuses an expired link and an unknown token', async () => {
    const { user } = await createUser(app);
    await send(endpoints.forgotPassword, { email: user.email });
    await app.jobs.drain();
    const token = resetTokenFrom(lastMailTo(mails, user.email), app.config.publicUrl);
    await app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));

    const expired = await send(endpoints.resetPassword, { token, newPassword: 'Fresh@2024' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: authMessages.resetTokenInvalid(), code: 'RESET_TOKEN_INVALID' });

    const unknown = await send(endpoints.resetPassword, { token: 'not-a-token', newPassword: 'Fresh@2024' });
    expect(unknown.statusCode).toBe(400);

    for (const t of [token, 'not-a-token']) {
      const check = await send(endpoints.checkResetToken, { token: t });
      expect([check.statusCode, check.json()]).toEqual([200, { usable: false }]);
    }
    expect((await send(endpoints.checkResetToken, {})).statusCode).toBe(400);
  });

  it("checks the reset page's password rule", async () => {
    const res = await send(endpoints.resetPassword, { token: 'x', newPassword: 'abcdefgh' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ newPassword: 'Include numbers and a special characters!' });
  });
});

describe('POST /api/auth/authenticateUser/:id', () => {
  const ask = (id: string, token: string | null) => injectAs(app, token, endpoints.authenticateUser, { params: { id } });

  it('tells the holder of a token signed for the person whether they are blocked, once blocked and its token expired too', async () => {
    const { user } = await createUser(app);
    const { accessToken } = await loginAs(app, user);
    const res = await ask(user.id, accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isBlocked: false });

    // The block ends the session, and the app opened the next day holds an expired token: it is still theirs.
    const { token: admin } = await signedIn(app, 'admin');
    expect((await injectAs(app, admin, setUserBlocked, { params: { id: user.id, action: 'block' } })).statusCode).toBe(200);
    expect((await ask(user.id, accessToken)).json()).toEqual({ isBlocked: true });
    const expired = await app.signAccessToken({ sub: user.id, role: 'user', sid: randomUUID() });
    vi.useFakeTimers({ now: Date.now() + 24 * 60 * 60 * 1000, toFake: ['Date'] });
    try {
      expect((await ask(user.id, expired)).json()).toEqual({ isBlocked: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers anyone else 401 alike, whether the id has an account, is blocked, or is nobody’s', async () => {
    const { user } = await createUser(app);
    const { user: blocked } = await createUser(app, { isBlocked: true });
    const { user: other } = await createUser(app);
    const { accessToken: othersToken } = await loginAs(app, other);
    const forged = `${othersToken.slice(0, othersToken.lastIndexOf('.') + 1)}${'A'.repeat(43)}`;
    const nobody = '00000000-0000-4000-8000-000000000000';
    const answers = [];
    for (const id of [user.id, blocked.id, nobody]) {
      for (const token of [null, othersToken, forged, 'not-a-token']) {
        const res = await ask(id, token);
        answers.push([res.statusCode, res.json()]);
      }
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify([401, { message: authMessages.unauthorized(), code: 'UNAUTHENTICATED' }])]),
    );
    expect((await ask('nope', null)).statusCode).toBe(400);
  });
});

describe('when mail cannot be sent', () => {
  const mailDown = () => vi.spyOn(app.mailer, 'send').mockRejectedValueOnce(new Error('SMTP unavailable'));

  const mailsTo = (email: string) => mails.filter((mail) => mail.to === email);

  it('registration is answered, and the code is mailed once the mail server is back', async () => {
    await app.jobs.drain();
    const email = uniqueEmail('retry');
    mailDown();
    const res = await send(endpoints.register, { name: 'Asha Verma', email, password: VALID_PASSWORD });
    expect(res.statusCode).toBe(201);
    await app.jobs.drain();
    expect(mailsTo(email)).toEqual([]);

    await retryNow(app);
    await app.jobs.drain();
    expect(mailsTo(email)).toHaveLength(1);
    const verified = await send(endpoints.verifyOtp, { email, otp: otpFrom(lastMailTo(mails, email)) });
    expect(verified.json()).toEqual({ message: authMessages.verified(), code: 'EMAIL_VERIFIED' });
  });

  it('a resend is answered and holds the cooldown, and its code is mailed once the mail server is back', async () => {
    const person = await registerPerson(app, mails);
    const row = await otpRowOf(person.email);
    await app.db.update(otps).set({ createdAt: new Date(Date.now() - 31_000) }).where(eq(otps.id, row.id));
    mailDown();
    expect((await send(endpoints.resendOtp, { email: person.email })).statusCode).toBe(200);
    expect((await send(endpoints.resendOtp, { email: person.email })).statusCode).toBe(429);
    await app.jobs.drain();
    expect(mailsTo(person.email)).toHaveLength(1);

    await retryNow(app);
    await app.jobs.drain();
    expect(mailsTo(person.email)).toHaveLength(2);
    const verified = await send(endpoints.verifyOtp, { email: person.email, otp: otpFrom(lastMailTo(mails, person.email)) });
    expect(verified.json()).toEqual({ message: authMessages.verified(), code: 'EMAIL_VERIFIED' });
  });

  it('forgot password still answers the same, so accounts cannot be discovered', async () => {
    const { user } = await createUser(app);
    mailDown();
    const res = await send(endpoints.forgotPassword, { email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.resetLinkSent(), code: 'RESET_LINK_SENT' });
  });
});
