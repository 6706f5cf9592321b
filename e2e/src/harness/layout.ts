import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
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

/**
 * The page as it is now, saved as `{name}.png` for a person to look at: the whole page, or only the
 * window (for a dialog, which scrolls within itself).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (shotsDir === 'none') return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage });
}

/**
 * The whole page at a laptop's width and a phone's, saved as `{name}-1280.png` and `{name}-375.png`
 * for a person to look at, then the window as it was.
 */
export async function screenshotsAtBothWidths(page: Page, name: string): Promise<void> {
  if (shotsDir === 'none') return;
  const viewport = page.viewportSize() ?? laptopViewport;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 812 });
    await afterLayout(page);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize(viewport);
}
