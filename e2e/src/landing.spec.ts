import { join } from 'node:path';
import { expect } from 'vitest';
import { expectPath, expectVisible, test } from './harness/fixtures.ts';
import { repoRoot } from './harness/paths.ts';

test('a visitor opening the site sees the landing page with the ways to help', async ({ page }) => {
  await page.goto('/');
  await expectPath(page, '/home');
  await expectVisible(page.getByRole('heading', { name: 'How You Can Help' }));
  for (const way of ['Donate', 'Volunteer', 'Request Help']) {
    await expectVisible(page.getByRole('heading', { name: way, exact: true }));
  }
  // `npm run screenshot -w e2e` refreshes the README's picture from this page.
  if (process.env.UPDATE_SCREENSHOT) {
    // Tall enough to show the hero and the three ways to help together.
    await page.setViewportSize({ width: 1280, height: 1180 });
    await page.screenshot({ path: join(repoRoot, 'docs/screenshot.png') });
  }
});

test('the Join as Volunteer call to action opens the login page on the volunteer tab', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('link', { name: 'Join as Volunteer' }).first().click();
  await expectPath(page, '/user/login');
  expect(new URL(page.url()).searchParams.get('role')).toBe('volunteer');
  await expect.poll(() => page.getByRole('button', { name: 'I am a volunteer' }).getAttribute('aria-pressed')).toBe('true');
});
