import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeViolations, seriousAxeViolations } from './axe.ts';
import { expectVisible, uiTimeoutMs } from './fixtures.ts';
import { afterLayout, horizontalOverflow, laptopViewport, narrowViewports } from './layout.ts';

/**
 * Checks one page after another in one signed-in browser and reports every finding together at
 * the end, so a single run lists all that needs fixing instead of stopping at the first page.
 */
export class AccessibilityAudit {
  readonly #page: Page;
  readonly #findings: string[] = [];
  /** How many states were checked with axe-core, and how many widths with the reflow check. */
  axeRuns = 0;
  reflowRuns = 0;

  constructor(page: Page) {
    this.#page = page;
  }

  /** axe-core on the page as it is now: serious or critical WCAG 2 A/AA violations are findings. */
  async axe(state: string): Promise<void> {
    this.axeRuns++;
    const serious = await seriousAxeViolations(this.#page);
    if (serious.length > 0) this.#findings.push(`axe-core on ${state} (${this.#path()}):\n${describeViolations(serious)}`);
  }

  /**
   * The page at 320 px and at 200 % zoom must not scroll sideways; the window is put back to the
   * laptop's size afterwards. `axe` also runs axe-core at each width, for pages whose narrow layout
   * is different markup (cards instead of a table, a menu button instead of links).
   */
  async reflow(state: string, options: { axe?: boolean } = {}): Promise<void> {
    for (const viewport of narrowViewports) {
      this.reflowRuns++;
      await this.#page.setViewportSize({ width: viewport.width, height: viewport.height });
      await afterLayout(this.#page);
      // A layout that follows its box's size (a chart) settles a moment after the window does.
      let overflow = await horizontalOverflow(this.#page);
      if (overflow) {
        await this.#page.waitForTimeout(500);
        overflow = await horizontalOverflow(this.#page);
      }
      if (overflow) this.#findings.push(`Sideways scrolling on ${state} at ${viewport.name} (${this.#path()}): ${overflow}`);
      if (options.axe) await this.axe(`${state} at ${viewport.name}`);
    }
    await this.#page.setViewportSize(laptopViewport);
    await afterLayout(this.#page);
  }

  /** Both checks: axe-core at the laptop's size, then the reflow check. */
  async page(state: string, options: { axe?: boolean } = {}): Promise<void> {
    await this.axe(state);
    await this.reflow(state, options);
  }

  /** Records a finding made by a check of the journey's own. */
  note(finding: string): void {
    this.#findings.push(finding);
  }

  /** Fails with every finding of the run, each naming the state, the rule or width and the elements. */
  expectClean(): void {
    if (this.#findings.length > 0) {
      throw new Error(`${this.#findings.length} accessibility finding(s):\n\n${this.#findings.join('\n\n')}`);
    }
  }

  #path(): string {
    const url = new URL(this.#page.url());
    return `${url.pathname}${url.search}`;
  }
}

/**
 * Signs in on a login page once the app has taken over the prerendered form, whose buttons are
 * out of reach until then. The fields are found by their kinds, so a page in any language will do.
 */
export async function signIn(page: Page, path: string, email: string, secret: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(secret);
  await page.locator('form button[type="submit"]').click();
}

/** The page has its heading and nothing on it is still loading. */
export async function settle(page: Page): Promise<void> {
  await expectVisible(page.locator('h1'));
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: uiTimeoutMs }).toBe(0);
}

/** Opens `path`, waits for it to settle and checks it (see {@link AccessibilityAudit.page}). */
export async function visit(page: Page, audit: AccessibilityAudit, path: string, options: { axe?: boolean } = {}): Promise<void> {
  await page.goto(path);
  await settle(page);
  await audit.page(path, options);
}

/** Opens a dialog with `open`, checks the page with it open, and closes it with Escape. */
export async function auditDialog(
  page: Page,
  audit: AccessibilityAudit,
  state: string,
  dialog: Locator,
  open: () => Promise<void>,
): Promise<void> {
  await open();
  await expectVisible(dialog);
  await audit.axe(state);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** The bell's panel open: checked by axe-core, and at each narrow width it must stay inside the window. */
export async function auditBell(page: Page, audit: AccessibilityAudit, state: string): Promise<void> {
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  await expectVisible(panel);
  await audit.axe(state);
  for (const viewport of narrowViewports) {
    await page.setViewportSize(viewport);
    await afterLayout(page);
    const box = await panel.boundingBox();
    expect(box, `the panel at ${viewport.name}`).not.toBeNull();
    expect(box!.x, `the panel's left edge at ${viewport.name}`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `the panel's right edge at ${viewport.name}`).toBeLessThanOrEqual(viewport.width);
    expect(await panel.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  await page.setViewportSize(laptopViewport);
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
}

/**
 * On a phone (320 px) the navigation hides behind a button: it is opened, checked with axe-core
 * and for reflow at that width, and closed with Escape.
 */
export async function auditPhoneNavigation(page: Page, audit: AccessibilityAudit, state: string, button: Locator): Promise<void> {
  const phone = narrowViewports[0]!;
  await page.setViewportSize(phone);
  await afterLayout(page);
  await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  await audit.axe(`${state} at ${phone.name}`);
  const overflow = await horizontalOverflow(page);
  if (overflow) audit.note(`Sideways scrolling on ${state} at ${phone.name}: ${overflow}`);
  await page.keyboard.press('Escape');
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
  await page.setViewportSize(laptopViewport);
  await afterLayout(page);
}
