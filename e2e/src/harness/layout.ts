import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { resultsDir } from './paths.ts';

export interface NarrowViewport {
  name: string;
  width: number;
  height: number;
}

/** The journeys' usual window: a laptop. */
export const laptopViewport = { width: 1280, height: 800 };

/**
 * Widths at which a page must reflow without scrolling sideways (WCAG 1.4.10): a small phone, and a
 * 1280 × 800 laptop zoomed to 200 %, whose CSS viewport is half as wide and half as tall.
 */
export const narrowViewports: NarrowViewport[] = [
  { name: '320 px wide', width: 320, height: 640 },
  { name: '1280 px at 200 % zoom', width: 640, height: 400 },
];

/** Waits two frames, long enough for media queries and the React renders they cause to settle. */
export async function afterLayout(page: Page): Promise<void> {
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
}

/**
 * Null when the page does not scroll sideways (document.scrollingElement.scrollWidth <= clientWidth);
 * otherwise how wide it is and the innermost elements that stick out past the window's right edge.
 */
export async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(`(() => {
    const root = document.scrollingElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const limit = root.clientWidth;
    const sticksOut = (element) => element.getBoundingClientRect().right > limit + 0.5;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && ![...element.children].some(sticksOut))
      .slice(0, 6)
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const classes = typeof element.className === 'string' ? element.className.trim().split(/\\s+/).slice(0, 4).join('.') : '';
        const text = (element.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 50);
        return '    <' + element.tagName.toLowerCase() + (classes ? ' .' + classes : '') + '> ' +
          Math.round(rect.left) + '–' + Math.round(rect.right) + ' px' + (text ? ' "' + text + '"' : '');
      });
    return 'the page is ' + root.scrollWidth + ' px wide in a ' + limit + ' px window:\\n' + culprits.join('\\n');
  })()`);
}

/**
 * Where the journeys' photographs go: SHOTS_DIR, or the results folder (emptied by every run of the
 * journeys). SHOTS_DIR=none takes none: CI, which keeps no results, spends its minutes on checks.
 */
export const shotsDir = process.env.SHOTS_DIR ?? resultsDir;

/** Where the photograph `{name}.png` goes, its folder made (a name may start with one, `chat/`); null under SHOTS_DIR=none. */
function shotPath(name: string): string | null {
  if (shotsDir === 'none') return null;
  const path = join(shotsDir, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  return path;
}

/**
 * The page as it is now, saved as `{name}.png` for a person to look at: the whole page, or only the
 * window (for a dialog, which scrolls within itself).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const path = shotPath(name);
  if (path) await page.screenshot({ path, fullPage });
}

/** One part of the page as it is now (a panel, a form), saved as `{name}.png` for a person to look at. */
export async function screenshotOf(part: Locator, name: string): Promise<void> {
  const path = shotPath(name);
  if (path) await part.screenshot({ path });
}

/** The window sizes photographs are taken at, by width: a laptop's and a phone's. */
const shotViewports = { 1280: { width: 1280, height: 800 }, 375: { width: 375, height: 812 } } as const;

export interface BothWidthsOptions {
  /**
   * Photographs only the window, with this element scrolled to the middle of its scrolling box:
   * for a dialog, which scrolls within itself, so what is said under the element shows too.
   */
  showing?: Locator;
}

/** The page, or one part of it, at each width, saved as `{name}-{width}.png`; then the window as it was. */
async function screenshotsAt(target: Page | Locator, name: string, widths: (keyof typeof shotViewports)[], { showing }: BothWidthsOptions = {}): Promise<void> {
  if (shotsDir === 'none') return;
  const page = 'goto' in target ? target : target.page();
  const viewport = page.viewportSize() ?? laptopViewport;
  for (const width of widths) {
    await page.setViewportSize(shotViewports[width]);
    await showing?.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await afterLayout(page);
    if ('goto' in target) await screenshot(target, `${name}-${width}`, { fullPage: !showing });
    else await screenshotOf(target, `${name}-${width}`);
  }
  await page.setViewportSize(viewport);
}

/**
 * The whole page (or, given a locator, that part of it) at a laptop's width and a phone's, saved as
 * `{name}-1280.png` and `{name}-375.png` for a person to look at, then the window as it was.
 */
export async function screenshotsAtBothWidths(target: Page | Locator, name: string, options: BothWidthsOptions = {}): Promise<void> {
  await screenshotsAt(target, name, [1280, 375], options);
}

/** The whole page at a phone's width, saved as `{name}-375.png` for a person to look at, then the window as it was. */
export async function screenshotOnPhone(page: Page, name: string): Promise<void> {
  await screenshotsAt(page, name, [375]);
}
