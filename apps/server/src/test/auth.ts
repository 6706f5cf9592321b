/** Small helpers shared by the auth tests: reading mails, cookies and registering people. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { login, register } from '@sahaya/contract/auth/endpoints';
import type { CapturedMail } from '../plugins/infrastructure/mail.ts';
import { injectAs } from './inject.ts';

export const VALID_PASSWORD = 'Secret@123';

/** A fresh email for each test, so tests never share accounts (the rate limit store may be shared too). */
export const uniqueEmail = (label = 'person') => `${label}-${randomUUID().slice(0, 8)}@example.test`;

export function lastMailTo(mails: readonly CapturedMail[], to: string): CapturedMail {
  const mail = mails.filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`No mail was sent to ${to}`);
  return mail;
}

export function otpFrom(mail: CapturedMail): string {
  expect(mail.subject).toBe('Your Sahaya verification code');
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('The mail holds no 6-digit code');
  return code;
}

export function resetTokenFrom(mail: CapturedMail, publicUrl: string): string {
  expect(mail.subject).toBe('Reset your Sahaya password');
  const prefix = `${publicUrl.replace(/\/+$/, '')}/user/resetPassword?token=`;
  const line = mail.text.split('\n').find((l) => l.startsWith(prefix));
  if (!line) throw new Error('The mail holds no reset link');
  return decodeURIComponent(line.slice(prefix.length).trim());
}

/** Any code but the right one, so a wrong guess is never right by chance. */
export const wrongOtp = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export function refreshCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((c) => c.name === 'refreshToken');
}

export async function registerPerson(
  app: FastifyInstance,
  mails: readonly CapturedMail[],
  overrides: { name?: string; email?: string; password?: string } = {},
) {
  const body = { name: 'Meera Nair', email: uniqueEmail(), password: VALID_PASSWORD, ...overrides };
  const response = await injectAs(app, null, register, { body });
  expect(response.statusCode).toBe(201);
  // The code is mailed by a job once the answer has left.
  await app.jobs.drain();
  return { ...body, otp: otpFrom(lastMailTo(mails, body.email)) };
}

export const loginRequest = (
  app: FastifyInstance,
  email: string,
  password: string,
  selectedRole: 'user' | 'volunteer' = 'user',
) => injectAs(app, null, login, { body: { data: { email, password }, selectedRole } });
