/**
 * The languages Sahaya speaks, as a journey meets them: the header's language switch, and the
 * script and font each language is read in.
 */
import type { Locator, Page } from 'playwright-core';
import { expectFocused, expectVisible } from './fixtures.ts';
import { press, tabTo } from './keyboard.ts';

/** The header's language switch: the button naming the language shown, which opens the choices. */
export const languageToggle = (page: Page): Locator => page.locator('button[aria-expanded]:has(svg.lucide-languages)').filter({ visible: true }).first();

/** A language's button among the switch's choices, by its name in its own script. */
export const languageChoice = (page: Page, name: string): Locator =>
  page.locator('fieldset').filter({ visible: true }).getByRole('button', { name, exact: true });

/**
 * Chooses the language named `name` (in its own script) in the header's switch: by the mouse, or
 * by the keyboard alone (Enter on the switch, Tab to the language, Enter), after which focus is
 * back on the switch.
 */
export async function chooseLanguage(page: Page, name: string, { byKeyboard = false } = {}): Promise<void> {
  const toggle = languageToggle(page);
  if (!byKeyboard) {
    await toggle.click();
    await languageChoice(page, name).click();
    return;
  }
  await press(toggle);
  const choice = languageChoice(page, name);
  await expectVisible(choice);
  await tabTo(page, choice, { limit: 12 });
  await page.keyboard.press('Enter');
  await expectFocused(toggle);
}

/** Each language beside English and Hindi: its name in its own script, its script's letters and the family of its web font. */
export const moreLanguages = {
  bn: { name: 'বাংলা', letters: /\p{Script=Bengali}/u, font: 'Noto Sans Bengali' },
  mr: { name: 'मराठी', letters: /\p{Script=Devanagari}/u, font: 'Noto Sans Devanagari' },
  te: { name: 'తెలుగు', letters: /\p{Script=Telugu}/u, font: 'Noto Sans Telugu' },
  ta: { name: 'தமிழ்', letters: /\p{Script=Tamil}/u, font: 'Noto Sans Tamil' },
  gu: { name: 'ગુજરાતી', letters: /\p{Script=Gujarati}/u, font: 'Noto Sans Gujarati' },
  kn: { name: 'ಕನ್ನಡ', letters: /\p{Script=Kannada}/u, font: 'Noto Sans Kannada' },
  ml: { name: 'മലയാളം', letters: /\p{Script=Malayalam}/u, font: 'Noto Sans Malayalam' },
  ur: { name: 'اردو', letters: /\p{Script=Arabic}/u, font: 'Noto Nastaliq Urdu' },
} as const;
export type MoreLanguage = keyof typeof moreLanguages;
