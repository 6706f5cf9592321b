import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectFocused, expectVisible, uiTimeoutMs } from './fixtures.ts';

function hasFocus(locator: Locator): Promise<boolean> {
  return locator.first().evaluate((element) => element === element.ownerDocument.activeElement);
}

/**
 * Presses Tab (or Shift+Tab) until the locator's element has focus, as a keyboard user moves
 * through a page, and fails if it is not reached within `limit` presses: a control that Tab never
 * reaches cannot be used without a mouse.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}): Promise<void> {
  await expectVisible(target);
  for (let presses = 0; presses <= limit; presses++) {
    if (await hasFocus(target)) {
      await expectFocusVisible(target);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const landed = await page.evaluate<string>(
    '(document.activeElement?.outerHTML ?? "nothing").slice(0, 200)',
  );
  throw new Error(`${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target}; focus is on ${landed}`);
}

/**
 * The focused element shows it: an outline or a ring of at least 2 px that is not transparent, as
 * the app's `:focus-visible` style draws, rather than only a faint change of background.
 */
export async function expectFocusVisible(target: Locator): Promise<void> {
  await expectFocused(target);
  const indicator = await target.first().evaluate((element) => {
    const style = element.ownerDocument.defaultView!.getComputedStyle(element);
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && !style.outlineColor.endsWith(', 0)')
        ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
        : null;
    // Tailwind's rings are box shadows with no blur: "… 0px 0px 0px 2px".
    const ring = /0px 0px 0px [2-9]/.test(style.boxShadow) ? `ring ${style.boxShadow}` : null;
    return outline ?? ring;
  });
  expect(indicator, `a visible focus indicator on ${target}`).not.toBeNull();
}

/**
 * Presses a control the way a keyboard user does: focus on it, then Enter. On a prerendered page a
 * button is out of reach (inert) until the app has taken the page over, as it is for a person's Tab:
 * focus is tried again until it lands, so the Enter is not pressed on nothing.
 */
export async function press(control: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await control.focus();
        return hasFocus(control);
      },
      { timeout: uiTimeoutMs },
    )
    .toBe(true);
  await control.press('Enter');
}
