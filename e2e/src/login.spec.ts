import { expect } from 'vitest';
import { expectPath, test } from './harness/fixtures.ts';
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
