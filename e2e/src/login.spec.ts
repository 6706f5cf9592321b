import { expect } from 'vitest';
import { expectFocused, expectPath, expectVisible, test } from './harness/fixtures.ts';
import { demo, submitLogin } from './harness/people.ts';

test('the demo volunteer logs in through the volunteer tab and lands on the volunteer dashboard', async ({ page }) => {
  await page.goto('/user/login');
  const volunteerTab = page.getByRole('button', { name: 'I am a volunteer' });
  await volunteerTab.click();
  await expect.poll(() => volunteerTab.getAttribute('aria-pressed')).toBe('true');
  // Registration is for users only, so the volunteer tab does not offer it.
  expect(await page.getByRole('link', { name: 'Register Now' }).count()).toBe(0);
  await submitLogin(page, demo.volunteer, demo.password);
  await expectPath(page, '/volunteer/dashboard');
});

test('the demo admin logs in on the admin login page and lands on the admin dashboard', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(demo.admin);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectPath(page, '/admin/dashboard');
});

test('a wrong password is told in the form beside the button, and focus stays on Login', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByLabel('Email', { exact: true }).fill(demo.user);
  await page.getByLabel('Password', { exact: true }).fill('Not-the-password1!');
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await login.focus();
  await page.keyboard.press('Enter');
  await expectVisible(page.locator('form').getByRole('alert').filter({ hasText: 'Invalid email or password!' }));
  await expectFocused(login);
});

test('what is typed into the login page before its script has run is kept, and signs the person in', async ({ page }) => {
  // The scripts are held back, as on a slow phone: the page the server prerendered is all there is.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/user/login', { waitUntil: 'commit' });
  await page.getByLabel('Email', { exact: true }).click();
  await page.keyboard.type(demo.user);
  await page.getByLabel('Password', { exact: true }).click();
  await page.keyboard.type(demo.password.slice(0, 4));

  // The app takes the page over under the person's fingers: nothing typed is lost, focus stays put.
  release();
  await page.getByRole('button', { name: 'Login', exact: true }).click({ trial: true });
  await page.keyboard.type(demo.password.slice(4));
  await expectFocused(page.getByLabel('Password', { exact: true }));
  expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(demo.user);
  await page.keyboard.press('Enter');
  await expectPath(page, '/user/dashboard');
});
