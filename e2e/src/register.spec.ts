import { expect } from 'vitest';
import { AccessibilityAudit, settle } from './harness/audit.ts';
import { expectPath, expectVisible, test } from './harness/fixtures.ts';
import { otpFrom, waitForMail } from './harness/mail.ts';
import { otpSubject, submitLogin, uniqueEmail } from './harness/people.ts';

test('a new person registers, verifies the code from the mail, logs in and lands on the dashboard', async ({ page }) => {
  const email = uniqueEmail('new-person');
  const password = 'Kindness@2024';

  await page.goto('/user/register');
  await page.getByLabel('Name', { exact: true }).fill('Meera Nair');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();

  await expectPath(page, '/user/verifyOtp');
  expect(new URL(page.url()).searchParams.get('email')).toBe(email);

  const mail = await waitForMail({ to: email, subject: otpSubject });
  await page.getByLabel('OTP', { exact: true }).fill(otpFrom(mail));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expectVisible(page.getByText('Successfully verified your email, now you can login!'));
  const shownAt = Date.now();
  await expectPath(page, '/user/login', 6_000);
  // The message stays readable for about three seconds before the login page opens.
  expect(Date.now() - shownAt).toBeGreaterThan(1_500);

  await submitLogin(page, email, password);
  await expectPath(page, '/user/dashboard');
  await expectVisible(page.getByRole('heading', { name: 'Welcome, Meera' }));
});

test('a corrected age keeps the guardian’s details typed, and an adult’s age sends none of them', async ({ page }) => {
  const email = uniqueEmail('corrected-age');
  const audit = new AccessibilityAudit(page);
  await page.goto('/user/register');
  await page.getByLabel('Name', { exact: true }).fill('Anu Rao');
  await page.getByLabel('Email', { exact: true }).fill(email);
  const age = page.getByLabel('Age', { exact: true });
  await age.pressSequentially('16');
  const section = page.getByRole('group', { name: 'Parent or guardian' });
  await expectVisible(section);
  const guardian = {
    'Their name': 'Lata Rao',
    'How they are related': 'Mother',
    'Their mobile number': '9876543210',
    'Their e-mail address (if they have no mobile)': uniqueEmail('mother'),
  };
  for (const [label, value] of Object.entries(guardian)) await section.getByLabel(label, { exact: true }).fill(value);

  // 16 was meant to be 17: on the way the box is empty, and the section stays with what was typed.
  await age.press('End');
  await age.press('Backspace');
  await age.press('Backspace');
  expect(await age.inputValue()).toBe('');
  await expectVisible(section);
  await age.pressSequentially('17');
  for (const [label, value] of Object.entries(guardian)) expect(await section.getByLabel(label, { exact: true }).inputValue()).toBe(value);
  await settle(page);
  await audit.axe('the sign-up form with a corrected age');

  // An adult's age closes the section, and what it held is not sent.
  await age.fill('30');
  await section.waitFor({ state: 'detached' });
  await page.getByLabel('Password', { exact: true }).fill('Kindness@2024');
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/register');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  expect((await sent).postDataJSON()).not.toHaveProperty('guardian');
  await expectPath(page, '/user/verifyOtp');
  expect(new URL(page.url()).searchParams.get('next')).toBeNull();
  audit.expectClean();
});
