/**
 * The privacy notice and consents (DPDP Act 2023): the sign-up form shows the notice purpose by
 * purpose, with a box for each purpose that may be refused; the privacy page itemises it in English
 * and in Hindi with the grievance officer and the Board; a person withdraws their consent to
 * notices by SMS, WhatsApp and e-mail by keyboard in Settings and their notices stop at once; and a
 * person who never chose under the current notice is asked in a dialog after signing in. Axe
 * checks each page and the dialog.
 */
import { expect, inject } from 'vitest';
import { callAs, signInThroughApi } from './harness/api.ts';
import { AccessibilityAudit, settle } from './harness/audit.ts';
import { expectPath, expectToast, expectVisible, test } from './harness/fixtures.ts';
import { hindiPage } from './harness/hindi.ts';
import { screenshotsAtBothWidths } from './harness/layout.ts';
import { tabTo } from './harness/keyboard.ts';
import { otpFrom, waitForMail } from './harness/mail.ts';
import { otpSubject, submitLogin, uniqueEmail } from './harness/people.ts';
import { asVisitor } from './harness/visitor.ts';

const password = 'Kindness@2024';
const messagesTitle = 'Notices by SMS, WhatsApp and e-mail';

interface Preferences {
  preferences: Record<string, { email: boolean; sms?: boolean; whatsapp?: boolean }>;
}

test('sign-up shows the notice purpose by purpose and records what was ticked; Settings withdraws SMS by keyboard and it stops at once', { timeout: 120_000 }, async ({ page }) => {
  const audit = new AccessibilityAudit(page);
  const email = uniqueEmail('consents');

  // The mobile number's tab shows the same notice.
  await page.goto('/user/register?with=phone', { waitUntil: 'networkidle' });
  await expectVisible(page.getByRole('checkbox', { name: messagesTitle }));
  await audit.page('the sign-up form by mobile number with the privacy notice', { axe: true });

  await page.goto('/user/register', { waitUntil: 'networkidle' });
  // The account's purpose is required, with no box; each other has one, unticked.
  await expectVisible(page.getByText('How we use your data', { exact: true }));
  await expectVisible(page.getByText('(required to have an account)').first());
  expect(await page.getByRole('checkbox', { name: 'Your account' }).count()).toBe(0);
  const sms = page.getByRole('checkbox', { name: messagesTitle });
  const help = page.getByRole('checkbox', { name: 'Help requests' });
  expect(await sms.isChecked()).toBe(false);
  // Each purpose opens to say why, what is taken and how long it is kept.
  await page.getByText('Why, what we take and how long we keep it').nth(3).click();
  await expectVisible(page.getByText(/Eight years after the gift/));
  await audit.page('the sign-up form with the privacy notice', { axe: true });
  await screenshotsAtBothWidths(page, 'consents-sign-up');

  await page.getByLabel('Name', { exact: true }).fill('Meera Nair');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await sms.check();
  await help.check();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectPath(page, '/user/verifyOtp');
  await page.getByLabel('OTP', { exact: true }).fill(otpFrom(await waitForMail({ to: email, subject: otpSubject })));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expectPath(page, '/user/login', 8_000);
  await page.waitForLoadState('networkidle');
  await submitLogin(page, email, password);
  await expectPath(page, '/user/dashboard');

  // Everything was answered at sign-up: nobody asks again.
  const session = await signInThroughApi(email, password, 'user');
  const mine = await callAs<{ askAgain: boolean; consents: { purpose: string; given: boolean }[] }>(session, 'GET', '/api/users/me/consents');
  expect(mine.askAgain).toBe(false);
  expect(Object.fromEntries(mine.consents.map((c) => [c.purpose, c.given]))).toMatchObject({ account: true, messages: true, helpRequests: true, family: false });
  expect(await page.getByRole('dialog').count()).toBe(0);

  // Settings, by keyboard: the switch of notices is on; Space turns it off.
  await page.goto('/user/profile/settings');
  await settle(page);
  const messages = page.getByRole('switch', { name: messagesTitle });
  await expectVisible(messages);
  expect(await messages.getAttribute('aria-checked')).toBe('true');
  // The account has no switch; it says how to withdraw it.
  expect(await page.getByRole('switch', { name: 'Your account' }).count()).toBe(0);
  await expectVisible(page.getByText(/To withdraw it, delete your account below/));
  await audit.page('Settings with the consents', { axe: true });
  await screenshotsAtBothWidths(page, 'consents-settings');
  await tabTo(page, messages, { limit: 80 });
  await page.keyboard.press('Space');
  await expectToast(page, 'Your consent is withdrawn. We stopped using your data for this at once.');
  await expect.poll(() => messages.getAttribute('aria-checked')).toBe('false');

  // It took effect at once: no topic goes by SMS, WhatsApp or e-mail any more.
  const reach = await callAs<Preferences>(session, 'GET', '/api/notifications/preferences');
  for (const topic of ['assetRequest', 'assistanceRequest', 'meeting', 'donation']) {
    expect(reach.preferences[topic]).toMatchObject({ email: false, sms: false, whatsapp: false });
  }
  audit.expectClean();
});

test('the privacy page itemises the notice, the officer and the Board, in English and in Hindi', async ({ page, browser }) => {
  const audit = new AccessibilityAudit(page);
  await page.goto('/privacy');
  await expectVisible(page.getByRole('heading', { name: 'What we use your data for' }));
  for (const title of ['Your account', 'Help requests', 'Borrowing equipment', 'Donations', messagesTitle, 'Family contacts', 'Your device’s location']) {
    await expectVisible(page.getByRole('heading', { name: title }));
  }
  await expectVisible(page.getByText(/Eight years after the gift/));
  await expectVisible(page.getByText(/Data Protection Board of India/));
  await expectVisible(page.getByRole('heading', { name: 'Questions and complaints' }));
  await audit.page('/privacy with the notice', { axe: true });
  audit.expectClean();

  const hindi = await hindiPage(browser);
  try {
    await hindi.context().addCookies([{ name: 'sahaya-language', value: 'hi', url: inject('baseUrl') }]);
    const hindiAudit = new AccessibilityAudit(hindi);
    await hindi.goto('/privacy');
    await expectVisible(hindi.getByRole('heading', { name: 'हम आपकी जानकारी का उपयोग किस लिए करते हैं' }));
    await expectVisible(hindi.getByRole('heading', { name: 'आपका खाता' }));
    await expectVisible(hindi.getByRole('heading', { name: 'दान' }));
    await expectVisible(hindi.getByText(/भारतीय डेटा संरक्षण बोर्ड/));
    await expectVisible(hindi.getByText(/आयकर कानून के अनुसार दान के आठ साल बाद तक/));
    await hindiAudit.page('/privacy in Hindi with the notice', { axe: true });
    await screenshotsAtBothWidths(hindi, 'consents-privacy-hi');
    hindiAudit.expectClean();
  } finally {
    await hindi.context().close();
  }
});

test('a person who never chose under the current notice is asked after signing in, and the answer is recorded', { timeout: 90_000 }, async ({ page }) => {
  // Joined through an older client, which sent no choices: only the account is recorded.
  const email = uniqueEmail('asked-again');
  const post = async (path: string, body: object) => {
    const res = await fetch(new URL(path, inject('baseUrl')), { method: 'POST', headers: { 'content-type': 'application/json', ...asVisitor() }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
  };
  await post('/api/auth/register', { name: 'Kamla Devi', email, password });
  await post('/api/auth/verifyOtp', { email, otp: otpFrom(await waitForMail({ to: email, subject: otpSubject })) });

  const audit = new AccessibilityAudit(page);
  await page.goto('/user/login', { waitUntil: 'networkidle' });
  await submitLogin(page, email, password);
  await expectPath(page, '/user/dashboard');
  const dialog = page.getByRole('dialog', { name: 'Your privacy choices' });
  await expectVisible(dialog);
  await expectVisible(dialog.getByText('(required to have an account)'));
  await audit.axe('the dialog asking again after sign-in');
  await screenshotsAtBothWidths(page, 'consents-asked-again');
  await dialog.getByRole('checkbox', { name: 'Family contacts' }).check();
  await dialog.getByRole('button', { name: 'Save my choices' }).click();
  await expectToast(page, 'Your choices are saved.');
  await dialog.waitFor({ state: 'detached' });

  const session = await signInThroughApi(email, password, 'user');
  const mine = await callAs<{ askAgain: boolean; consents: { purpose: string; given: boolean }[] }>(session, 'GET', '/api/users/me/consents');
  expect(mine.askAgain).toBe(false);
  expect(Object.fromEntries(mine.consents.map((c) => [c.purpose, c.given]))).toMatchObject({ account: true, family: true, messages: false });
  audit.expectClean();
});
