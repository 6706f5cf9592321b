import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { expect, inject, test as base } from 'vitest';
import { laptopViewport } from './layout.ts';
import { resultsDir } from './paths.ts';
import { asVisitor } from './visitor.ts';

/** How long a person would reasonably wait for something to appear. */
export const uiTimeoutMs = 10_000;

interface TestFixtures {
  page: Page;
}
interface FileFixtures {
  browser: Browser;
}

function fileNameFor(testName: string): string {
  return testName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 100);
}

/**
 * A person at their own computer: a browser context of its own (no shared cookies or storage, its
 * own address) on the app under test. The fixture's page is one; a journey with two people opens
 * the second with this.
 */
export async function personalPage(
  browser: Browser,
  options: BrowserContextOptions = {},
  { notices = 'blocked' }: { notices?: 'blocked' | 'ask' } = {},
): Promise<Page> {
  const baseURL = options.baseURL ?? inject('baseUrl');
  const context = await browser.newContext({ baseURL, viewport: laptopViewport, extraHTTPHeaders: asVisitor(), ...options });
  context.setDefaultTimeout(uiTimeoutMs);
  const page = await context.newPage();
  // A browser that blocks the site's notices, unless the journey is about them: the offer to turn
  // them on (after a request is sent) is then not made, as on a device that already answered, and
  // does not come between a journey and what it checks.
  if (notices === 'blocked') {
    const { targetInfo } = await (await context.newCDPSession(page)).send('Target.getTargetInfo');
    await (await browser.newBrowserCDPSession()).send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: new URL(baseURL).origin,
      browserContextId: targetInfo.browserContextId,
    });
  }
  return page;
}

/** Journeys get a fresh browser context per test (no shared cookies or storage) opened on the app under test. */
export const test = base.extend<TestFixtures & FileFixtures>({
  browser: [
    // Vitest reads fixture dependencies from the destructuring pattern, so this fixture needs an empty one.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const browser = await chromium.connect(inject('browserWsEndpoint'));
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  page: async ({ browser, task }, use) => {
    const page = await personalPage(browser);
    const context = page.context();
    await use(page);
    if (task.result?.state === 'fail') {
      const path = join(resultsDir, `${fileNameFor(task.name)}.png`);
      await page.screenshot({ path, fullPage: true }).catch(() => undefined);
      console.log(`Screenshot of the failed journey: ${path}`);
    }
    await context.close();
  },
});

/** Fails unless the locator becomes visible, the way a person would wait for it. */
export async function expectVisible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: uiTimeoutMs });
}

/** The path part of the page's address, eventually equal to `path`. */
export async function expectPath(page: Page, path: string, timeout = uiTimeoutMs): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout }).toBe(path);
}

/** Fails unless the keyboard's focus comes to rest on the locator's element. */
export async function expectFocused(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.first().evaluate((element) => element === element.ownerDocument.activeElement), { timeout: uiTimeoutMs })
    .toBe(true);
}

/** What a field is read out with after its name: the texts its `aria-describedby` points to (hints, errors). */
export function descriptionOf(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id: string) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

/** A day on the browser's own calendar, `offset` days from today, as a date field takes it ("2026-11-25"). */
export function browserDay(page: Page, offset = 0): Promise<string> {
  return page.evaluate((days) => {
    const day = new Date();
    day.setDate(day.getDate() + days);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  }, offset);
}

/** A toast with `text` is on the page. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expectVisible(page.locator('[data-sonner-toast]', { hasText: text }));
}
