/** The auth calls of spec 1 §7 plus logout, mounted at /api/auth. Rules live in auth.service.ts. */
import type {} from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginBody,
  authenticateUserReply,
  emailBody,
  googleLoginBody,
  loginBody,
  refreshReply,
  registerBody,
  registerReply,
  resendOtpReply,
  resetPasswordBody,
  sessionReply,
  verifyOtpBody,
} from '@sahaya/contract/auth';
import { errorBody, idParams, messageBody } from '@sahaya/contract/common';
import * as auth from './auth.service.ts';
import { REFRESH_TOKEN_TTL_SECONDS } from './sessions.ts';

const REFRESH_COOKIE = 'refreshToken';
const REFRESH_COOKIE_PATH = '/api/auth';
const TAG = ['auth'];

/** The errors every auth call may answer with, documented once. */
const errors = { 400: errorBody, 401: errorBody, 429: errorBody };

/**
 * Limits count per address and email together, so guessing at one account is slowed down without
 * one busy network locking everybody behind it out. The body is only read after parsing, hence
 * the pre-handler hook.
 */
const limit = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${request.ip}|${emailOf(request.body)}`,
  },
});

function emailOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const record = body as { email?: unknown; data?: { email?: unknown } };
  const email = record.email ?? record.data?.email;
  return typeof email === 'string' ? email.toLowerCase() : '';
}

const userAgent = (request: FastifyRequest) => request.headers['user-agent'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.post(
    '/register',
    {
      schema: {
        tags: TAG,
        summary: 'Create an account and mail its verification code',
        body: registerBody,
        response: { 201: registerReply, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await auth.register(app, request.body)),
  );

  app.post(
    '/verifyOtp',
    {
      config: limit(10),
      schema: {
        tags: TAG,
        summary: 'Verify the email with the mailed code',
        body: verifyOtpBody,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => auth.verifyOtp(app, request.body),
  );

  app.post(
    '/resendOtp',
    {
      config: limit(10),
      schema: {
        tags: TAG,
        summary: 'Mail a new verification code (once every 30 seconds)',
        body: emailBody,
        response: { 200: resendOtpReply, ...errors },
      },
    },
    async (request) => auth.resendOtp(app, request.body),
  );

  app.post(
    '/login',
    {
      config: limit(10),
      schema: {
        tags: TAG,
        summary: 'Sign in as user or volunteer',
        body: loginBody,
        response: { 200: sessionReply, ...errors },
      },
    },
    async (request, reply) => {
      const { data, selectedRole } = request.body;
      const result = await auth.passwordLogin(app, { ...data, role: selectedRole, userAgent: userAgent(request) });
      return signedIn(reply, result);
    },
  );

  app.post(
    '/admin/login',
    {
      config: limit(10),
      schema: { tags: TAG, summary: 'Sign in as admin', body: adminLoginBody, response: { 200: sessionReply, ...errors } },
    },
    async (request, reply) => {
      const result = await auth.passwordLogin(app, { ...request.body.data, role: 'admin', userAgent: userAgent(request) });
      return signedIn(reply, result);
    },
  );

  app.post(
    '/google-login',
    {
      config: limit(10),
      schema: {
        tags: TAG,
        summary: 'Sign in with a Google ID token',
        body: googleLoginBody,
        response: { 200: sessionReply, ...errors, 503: errorBody },
      },
    },
    async (request, reply) => {
      const result = await auth.googleLogin(app, { idToken: request.body.idToken, userAgent: userAgent(request) });
      return signedIn(reply, result);
    },
  );

  app.post(
    '/refreshToken',
    {
      schema: {
        tags: TAG,
        summary: 'Trade the refresh cookie for a new access token',
        response: { 200: refreshReply, 401: errorBody },
      },
    },
    async (request, reply) => {
      try {
        const { accessToken, refreshToken } = await auth.refreshSession(app, request.cookies[REFRESH_COOKIE]);
        setRefreshCookie(reply, refreshToken);
        return { accessToken };
      } catch (error) {
        // A refresh token that no longer works is dropped, so the browser stops sending it.
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    { schema: { tags: TAG, summary: 'End the session of the refresh cookie', response: { 200: messageBody } } },
    async (request, reply) => {
      const result = await auth.logout(app, request.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply);
      return result;
    },
  );

  app.post(
    '/forgotPassword',
    {
      config: limit(5),
      schema: {
        tags: TAG,
        summary: 'Mail a password reset link',
        body: emailBody,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => auth.forgotPassword(app, request.body),
  );

  app.post(
    '/resetPassword',
    {
      config: limit(10),
      schema: {
        tags: TAG,
        summary: 'Choose a new password with a reset link',
        body: resetPasswordBody,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => auth.resetPassword(app, request.body),
  );

  app.post(
    '/authenticateUser/:id',
    {
      schema: {
        tags: TAG,
        summary: 'Tell whether a person is blocked',
        params: idParams,
        response: { 200: authenticateUserReply, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => auth.authenticateUser(app, request.params.id),
  );
};
