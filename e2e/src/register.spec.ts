import { expect } from 'vitest';
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
