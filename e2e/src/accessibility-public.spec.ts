import { AccessibilityAudit, settle, visit } from './harness/audit.ts';
import { expectPath, expectVisible, test } from './harness/fixtures.ts';
import { linkFrom, waitForMail } from './harness/mail.ts';
import { uniqueName } from './harness/names.ts';
import { createVerifiedUser, demo, resetSubject, submitLogin } from './harness/people.ts';

/*
 * Every page of the public, sign-in, registration and password area and every dialog that opens
 * on them, checked with axe-core (no serious or critical WCAG 2 A/AA violation) and for reflow (no
 * sideways scrolling at 320 px or at 200 % zoom). The areas are in files of their own so that they
 * run side by side; each test reports all its findings at once.
 */

const password = 'Sahaya@123';

test('the public, sign-in, registration and password pages and their dialogs', async ({ page }) => {
  const audit = new AccessibilityAudit(page);
  for (const path of ['/home', '/about', '/contact', '/privacy', '/user/register', '/admin/login', '/no/such/page']) {
    await visit(page, audit, path);
  }
  await visit(page, audit, '/user/login');
  await page.getByRole('button', { name: 'I am a volunteer' }).click();
  await expectPath(page, '/user/login');
  await audit.page('the volunteer tab of /user/login');

  // A failed sign-in shows its error in the form.
  await submitLogin(page, demo.volunteer, 'Not-the-password1!');
  await expectVisible(page.locator('form').getByRole('alert'));
  await audit.axe('a failed sign-in on /user/login');

  // Forgot password: the dialog, and the reset page its mail links to, unused and used.
  const { email } = await createVerifiedUser(uniqueName('Reset'), password);
  const forgot = page.getByRole('dialog', { name: 'Forgot password?' });
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expectVisible(forgot);
  await audit.axe('the Forgot password dialog');
  await forgot.getByLabel('Email', { exact: true }).fill(email);
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  const link = linkFrom(await waitForMail({ to: email, subject: resetSubject }), `${new URL(page.url()).origin}/user/resetPassword?token=`);
  await page.goto(link);
  await settle(page);
  await audit.page('/user/resetPassword with a valid link');
  await visit(page, audit, '/user/resetPassword?token=00000000-0000-4000-8000-000000000000');

  await visit(page, audit, `/user/verifyOtp?email=${encodeURIComponent(email)}`);
  await visit(page, audit, '/user/verifyOtp');
  audit.expectClean();
});
