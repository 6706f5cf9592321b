import { expect } from 'vitest';
import { expectPath, expectVisible, test } from './harness/fixtures.ts';
import { linkFrom, waitForMail } from './harness/mail.ts';
import { createVerifiedUser, logInAsUser, resetSubject } from './harness/people.ts';

test('a person who forgot the password resets it from the mailed link, and the link works only once', async ({ page }) => {
  const { email } = await createVerifiedUser('Gopal Rao', 'Original@123');
  const newPassword = 'Renewed@456';

  await page.goto('/user/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectVisible(page.getByText('Reset link has sent to your email!'));

  const mail = await waitForMail({ to: email, subject: resetSubject });
  const link = linkFrom(mail, `${new URL(page.url()).origin}/user/resetPassword?token=`);

  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectVisible(page.getByText('Password reset successfully!'));
  await expectPath(page, '/user/login', 6_000);

  await logInAsUser(page, email, newPassword);

  // Opening the same link again, logged out, says at once that it is used, before anything is typed,
  // and offers a new link.
  await page.evaluate('window.localStorage.clear()');
  await page.goto(link);
  await expectVisible(page.getByRole('alert').filter({ hasText: 'This reset link is invalid or has expired.' }));
  expect(await page.getByLabel('New Password', { exact: true }).count()).toBe(0);
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expectVisible(page.getByRole('dialog').getByLabel('Email', { exact: true }));
});
