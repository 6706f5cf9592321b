import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { AccessibilityAudit } from './harness/audit.ts';
import { expectVisible, personalPage, test } from './harness/fixtures.ts';

/*
 * The privacy page says how long chats are kept. It is prerendered with the default number of
 * days; once the app reads the runtime settings (GET /api/config) it says the configured
 * CHAT_RETENTION_DAYS instead.
 */

const keptFor = (page: Page, days: string) =>
  page.getByRole('listitem').filter({ hasText: 'Chat messages' }).filter({ hasText: `for ${days} after the request they belong to is completed` });

test('the prerendered privacy page says the default time chats are kept, before any script runs', async ({ browser }) => {
  const page = await personalPage(browser, { javaScriptEnabled: false });
  try {
    await page.goto('/privacy');
    await expectVisible(page.getByRole('heading', { name: 'Privacy policy' }));
    await expectVisible(keptFor(page, '365 days'));
  } finally {
    await page.context().close();
  }
});

test('the privacy page says the configured CHAT_RETENTION_DAYS once the settings are read', async ({ page }) => {
  // The app under test runs with the default; the settings' reply says 30, as a server with CHAT_RETENTION_DAYS=30 would.
  await page.route('**/api/config', async (route) => {
    const reply = await route.fetch();
    await route.fulfill({ response: reply, json: { ...(await reply.json()), chatRetentionDays: 30 } });
  });
  await page.goto('/privacy');
  await expectVisible(keptFor(page, '30 days'));
  expect(await keptFor(page, '365 days').count()).toBe(0);
  const audit = new AccessibilityAudit(page);
  await audit.page('/privacy with 30 days');
  audit.expectClean();
});
