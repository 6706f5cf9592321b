/**
 * The auth calls of spec 1 §7 plus logout, and the admin's block and unblock (spec 3 §7), which
 * end a person's sessions. Rules live in auth.registration.ts, auth.sign-in.ts, auth.recovery.ts
 * and auth.service.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as endpoints from '@sahaya/contract/auth/endpoints';
import { setUserBlocked, setVolunteerBlocked } from '@sahaya/contract/people/endpoints';
import { indianPhone } from '@sahaya/contract/fields';
import { sendNewPhoneCode, verifyNewPhone } from '@sahaya/contract/profile/endpoints';
import { AppError } from '../../errors.ts';
import { readingLanguage } from '../../lib/reading-language.ts';
import { route } from '../../plugins/http/route.ts';
import { bearerToken } from '../../plugins/http/auth.ts';
import type { Limit } from '../../plugins/http/rate-limit.ts';
import * as newPhone from './auth.new-phone.ts';
import * as recovery from './auth.recovery.ts';
import * as registration from './auth.registration.ts';
import { setBlocked } from './auth.service.ts';
import * as auth from './auth.sign-in.ts';
import { REFRESH_TOKEN_TTL_SECONDS } from './sessions.ts';
import { HOUR_MS, MINUTE_MS } from '../../lib/durations.ts';

const REFRESH_COOKIE = 'refreshToken';
const REFRESH_COOKIE_PATH = '/api/auth';

/** The e-mail address or mobile number a request names, as the account is known by it ('' for none). */
function accountOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const record = body as { email?: unknown; phone?: unknown; data?: { email?: unknown; phone?: unknown } };
  const email = record.email ?? record.data?.email;
  if (typeof email === 'string' && email.trim()) return email.toLowerCase();
  return phoneOf(body) ?? '';
}

/** The mobile number a request names, as it is stored, or null. */
function phoneOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as { phone?: unknown; data?: { phone?: unknown } };
  const phone = record.phone ?? record.data?.phone;
  return typeof phone === 'string' ? indianPhone(phone) : null;
}

const address = (request: FastifyRequest) => request.ip;
const account = (request: FastifyRequest) => accountOf(request.body);
const addressAndAccount = (request: FastifyRequest) => `${request.ip}|${accountOf(request.body)}`;
const number = (request: FastifyRequest) => phoneOf(request.body);
/** Codes by SMS from one address: counted only for a request that sends one. */
const addressSendingCode = (request: FastifyRequest) => (phoneOf(request.body) ? request.ip : null);

/**
 * A password sign-in is counted by where it comes from, never by the account alone: a limit of the
 * account is held before the password is checked, so anyone sending it wrong passwords would lock
 * its owner out, right password and all. Per address and account, every try, and over a longer
 * window every refusal: guessing at one account from one address is slowed, without one busy
 * network (a care home, an office) locking everybody behind it out. Per address, refusals: one
 * address cannot try account after account. Guesses from many addresses are each held by these;
 * the owner, signing in from their own, is not. The counts are far above what a person typing reaches.
 */
const signInLimits: Limit[] = [
  { name: 'login:try', max: 10, windowMs: MINUTE_MS, key: addressAndAccount },
  { name: 'login:guess', max: 10, windowMs: 15 * MINUTE_MS, key: addressAndAccount, failuresOnly: true },
  { name: 'login:address', max: 30, windowMs: 5 * MINUTE_MS, key: address, failuresOnly: true },
];
const otpLimits: Limit[] = [
  { name: 'otp:try', max: 10, windowMs: MINUTE_MS, key: addressAndAccount },
  { name: 'otp:account', max: 20, windowMs: HOUR_MS, key: account, failuresOnly: true },
];
/** Each of these sends a mail, so every request counts against the account. */
const resendLimits: Limit[] = [
  { name: 'resend:try', max: 10, windowMs: MINUTE_MS, key: addressAndAccount },
  { name: 'resend:account', max: 10, windowMs: HOUR_MS, key: account },
];
const forgotLimits: Limit[] = [
  { name: 'forgot:try', max: 5, windowMs: MINUTE_MS, key: addressAndAccount },
  { name: 'forgot:account', max: 10, windowMs: HOUR_MS, key: account },
  { name: 'forgot:address', max: 30, windowMs: 10 * MINUTE_MS, key: address },
];
/**
 * Each call that sends a code by SMS costs money and reaches a phone, whether or not the number
 * has an account, so every such request counts, for the number and for the address it came from:
 * the waits between codes to one number grow (30 seconds after the first, then 2 and 10 minutes),
 * with five an hour at most, and twenty an hour from one address. A refusal says when to ask again.
 */
export const codeTextLimits: Limit[] = [
  { name: 'sms-code:30s', max: 1, windowMs: MINUTE_MS / 2, key: number },
  { name: 'sms-code:2m', max: 2, windowMs: 2 * MINUTE_MS, key: number },
  { name: 'sms-code:10m', max: 3, windowMs: 10 * MINUTE_MS, key: number },
  { name: 'sms-code:number', max: 5, windowMs: HOUR_MS, key: number },
  { name: 'sms-code:address', max: 20, windowMs: HOUR_MS, key: addressSendingCode },
];
/** A reset link names no account; its token is long enough that the address limit is what matters. */
const resetLimits: Limit[] = [{ name: 'reset:address', max: 10, windowMs: MINUTE_MS, key: address }];
/** Sign-ups are counted per address only: each uses a new account. */
const registerLimits: Limit[] = [{ name: 'register:address', max: 10, windowMs: 10 * MINUTE_MS, key: address }];
const googleLimits: Limit[] = [{ name: 'google:address', max: 30, windowMs: 5 * MINUTE_MS, key: address }];

const userAgent = (request: FastifyRequest) => request.headers['user-agent'];

export async function authRoutes(app: FastifyInstance) {
  const cookieOptions = {
    httpOnly: true,
    path: REFRESH_COOKIE_PATH,
    sameSite: 'lax',
    secure: app.config.isProduction,
  } as const;
  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions, maxAge: REFRESH_TOKEN_TTL_SECONDS });
  const clearRefreshCookie = (reply: FastifyReply) => reply.clearCookie(REFRESH_COOKIE, cookieOptions);
  const signedIn = (reply: FastifyReply, result: auth.SignedIn) => {
    setRefreshCookie(reply, result.refreshToken);
    return result.reply;
  };

  route(app, endpoints.register, async ({ body, request }) => registration.register(app, body, readingLanguage(request)), {
    limits: [...registerLimits, ...codeTextLimits],
  });

  route(app, endpoints.verifyOtp, async ({ body }) => registration.verifyOtp(app, body), { limits: otpLimits });

  route(app, endpoints.resendOtp, async ({ body, request }) => registration.resendOtp(app, body, readingLanguage(request)), {
    limits: [...resendLimits, ...codeTextLimits],
  });

  route(app, endpoints.phoneCode, async ({ body }) => auth.sendSignInCode(app, body.phone), { limits: codeTextLimits });

  route(
    app,
    endpoints.phoneLogin,
    async ({ body, request, reply }) =>
      signedIn(reply, await auth.codeLogin(app, { phone: body.phone, code: body.code, role: body.selectedRole, userAgent: userAgent(request) })),
    { limits: otpLimits },
  );

  route(app, sendNewPhoneCode, async ({ auth: caller, body }) => newPhone.sendNewPhoneCode(app, caller.userId, body.phone), {
    limits: codeTextLimits,
  });
  route(app, verifyNewPhone, async ({ auth: caller, body }) => newPhone.verifyNewPhone(app, caller.userId, body), { limits: otpLimits });

  route(
    app,
    endpoints.login,
    async ({ body, request, reply }) => {
      const { data, selectedRole } = body;
      return signedIn(reply, await auth.passwordLogin(app, { ...data, role: selectedRole, userAgent: userAgent(request) }));
    },
    { limits: signInLimits },
  );

  route(
    app,
    endpoints.adminLogin,
    async ({ body, request, reply }) =>
      signedIn(reply, await auth.passwordLogin(app, { ...body.data, role: 'admin', userAgent: userAgent(request) })),
    { limits: signInLimits },
  );

  route(
    app,
    endpoints.googleLogin,
    async ({ body, request, reply }) =>
      signedIn(reply, await auth.googleLogin(app, { idToken: body.idToken, userAgent: userAgent(request), language: readingLanguage(request) })),
    { limits: googleLimits },
  );

  route(app, endpoints.refreshToken, async ({ request, reply }) => {
    try {
      const { accessToken, refreshToken } = await auth.refreshSession(app, request.cookies[REFRESH_COOKIE]);
      setRefreshCookie(reply, refreshToken);
      return { accessToken };
    } catch (error) {
      // A refresh token that no longer works is dropped, so the browser stops sending it. One the
      // server could not check (its database away for a moment) is kept, to be tried again.
      if (error instanceof AppError) clearRefreshCookie(reply);
      throw error;
    }
  });

  route(app, endpoints.logout, async ({ request, reply }) => {
    const result = await auth.logout(app, { refreshToken: request.cookies[REFRESH_COOKIE], accessToken: bearerToken(request) });
    clearRefreshCookie(reply);
    return result;
  });

  route(app, endpoints.forgotPassword, async ({ body }) => recovery.forgotPassword(app, body), {
    limits: [...forgotLimits, ...codeTextLimits],
  });

  // A reset with a code is a code given back: held as the other codes are, per account too.
  route(app, endpoints.resetPassword, async ({ body }) => recovery.resetPassword(app, body), { limits: [...resetLimits, ...otpLimits] });
  route(app, endpoints.checkResetToken, async ({ body }) => recovery.resetTokenState(app, body.token), { limits: resetLimits });

  const holderOf = auth.tokenHolder(app.config.jwtSecret);
  route(app, endpoints.authenticateUser, async ({ params, request }) => auth.authenticateUser(app, params.id, holderOf(bearerToken(request))));

  route(app, setUserBlocked, async ({ params }) => setBlocked(app, { role: 'user', ...params }));
  route(app, setVolunteerBlocked, async ({ params }) => setBlocked(app, { role: 'volunteer', ...params }));
}
