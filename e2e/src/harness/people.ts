import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { expectPath } from './fixtures.ts';
import { otpFrom, waitForMail } from './mail.ts';
import { asVisitor } from './visitor.ts';

/** Demo accounts seeded by the server (SEED_DEMO), shared by every journey, so journeys never change them. */
export const demo = {
  password: 'Sahaya@123',
  user: 'user@sahaya.demo',
  volunteer: 'volunteer@sahaya.demo',
  admin: 'admin@sahaya.demo',
} as const;

export const otpSubject = 'Your Sahaya verification code';
export const resetSubject = 'Reset your Sahaya password';

/** An address no other journey or run uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
}

async function post(path: string, body: unknown): Promise<void> {
  const res = await fetch(new URL(path, inject('baseUrl')), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...asVisitor() },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
}

/**
 * Every purpose of the privacy notice, as a person who ticked them all on the sign-up form: a person
 * who chose nothing under the current notice is asked again in a dialog after signing in.
 */
export const everyConsent = ['account', 'helpRequests', 'loans', 'donations', 'messages', 'family', 'location'];

/** Registers and verifies a person through the API, for journeys that start from an existing account. */
export async function createVerifiedUser(name: string, password: string, email = uniqueEmail('person')): Promise<{ email: string }> {
  await post('/api/auth/register', { name, email, password, consents: everyConsent });
  const otp = otpFrom(await waitForMail({ to: email, subject: otpSubject }));
  await post('/api/auth/verifyOtp', { email, otp });
  return { email };
}

/** Fills the shared login page's form on whichever tab is selected and submits it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs the demo admin in through the admin login page and waits for the admin dashboard. */
export async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  // The app must have taken the page over before Submit does what it says.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email', { exact: true }).fill(demo.admin);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectPath(page, '/admin/dashboard');
}

/** Logs a person in as a user through the login page and waits for the user dashboard. */
export async function logInAsUser(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/user/login');
  // The login page is prerendered; its Login button works once the app has taken the page over.
  await page.waitForLoadState('networkidle');
  await submitLogin(page, email, password);
  await expectPath(page, '/user/dashboard');
}
