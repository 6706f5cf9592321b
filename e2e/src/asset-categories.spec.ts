import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callAs, signInThroughApi, tinyPng } from './harness/api.ts';
import { AccessibilityAudit, settle } from './harness/audit.ts';
import { expectPath, expectToast, expectVisible, test } from './harness/fixtures.ts';
import { featureEnglishWords, hindiPage, hindiText, logInAsAdminInHindi } from './harness/hindi.ts';
import { press, tabTo } from './harness/keyboard.ts';
import { screenshotsAtBothWidths } from './harness/layout.ts';
import { randomLetters } from './harness/names.ts';
import { demo, logInAsAdmin } from './harness/people.ts';

/*
 * Categories as data (issue #41): the admin adds a hospital-bed category by keyboard, with its
 * Hindi name, code letters, longest loan and return checklist, then adds an asset in it, whose
 * form says what it starts with and whose code carries the new letters. The Categories page and
 * its dialog are checked with axe-core, photographed at 1280 and 375 px, and read in Hindi.
 */

const screenshots = (page: Page, name: string) => screenshotsAtBothWidths(page, `asset-categories-${name}`);
const assetsHindi = (english: string, values: Record<string, string | number> = {}) => hindiText('apps/web/src/features/assets', english, values);

interface Category {
  codePrefix: string;
  checklist: string[];
  names?: { en: string; hi?: string };
}

test('the admin adds a hospital-bed category by keyboard, then an asset in it that starts with its longest loan and checklist', async ({ page, browser }) => {
  const word = randomLetters(5);
  const name = `Hospital bed ${word.charAt(0).toUpperCase()}${word.slice(1)}`;
  const letters = `H${randomLetters(3).toUpperCase()}`;
  const audit = new AccessibilityAudit(page);

  await logInAsAdmin(page);
  await page.getByRole('link', { name: 'Categories' }).first().click();
  await expectPath(page, '/admin/assetCategories');
  await expectVisible(page.getByRole('heading', { name: 'Wheelchair' }));
  await settle(page);
  await audit.page('the Categories page', { axe: true });
  await screenshots(page, 'page');

  // Add Category, by keyboard: the dialog opens on its first field.
  await tabTo(page, page.getByRole('button', { name: 'Add Category' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await expectVisible(dialog);
  // Saving it empty names what is missing beside its field.
  await press(dialog.getByRole('button', { name: 'Add Category' }));
  await expectVisible(dialog.getByText('Please enter the name in English'));
  await expectVisible(dialog.getByText('Letters must be 2 to 4 capital letters, like HB'));
  await settle(page);
  await audit.axe('the Add Category dialog with its errors');
  await screenshots(page, 'dialog-errors');

  await dialog.getByLabel('Name in English').focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('अस्पताल बिस्तर');
  // The other languages' names are optional: the Tamil one is written now, the rest left for later.
  await tabTo(page, dialog.getByLabel('Name in தமிழ் (optional)'), { limit: 8 });
  await page.keyboard.type('மருத்துவமனை படுக்கை');
  // The key follows the English name; Tab passes it.
  await tabTo(page, dialog.getByLabel('Key'), { limit: 8 });
  await expect.poll(() => dialog.getByLabel('Key').inputValue()).toBe(`hospitalBed${word.charAt(0).toUpperCase()}${word.slice(1)}`);
  await page.keyboard.press('Tab');
  // First the Wheelchair's letters: the server refuses them beside the field.
  await page.keyboard.type('wc');
  await press(dialog.getByRole('button', { name: 'Add Category' }));
  await expectVisible(dialog.getByText('Another category already uses the letters WC'));
  // Closed by mistake and opened again, the dialog still holds all that was typed.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await press(page.getByRole('button', { name: 'Add Category' }));
  await expect.poll(() => dialog.getByLabel('Name in English').inputValue()).toBe(name);
  expect(await dialog.getByLabel('Name in தமிழ் (optional)').inputValue()).toBe('மருத்துவமனை படுக்கை');
  await dialog.getByLabel('Code letters').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(letters.toLowerCase());
  await page.keyboard.press('Tab');
  await page.keyboard.type('90');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Cleaned and disinfected');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Brakes work');
  // The drawings are one group of radio buttons: Tab reaches the chosen one, arrows move the choice.
  await tabTo(page, dialog.getByRole('radio', { name: 'Other equipment' }));
  for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowLeft');
  await expect.poll(() => dialog.getByRole('radio', { name: 'Hospital bed' }).isChecked()).toBe(true);
  await tabTo(page, dialog.getByRole('button', { name: 'Add Category' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Category added');
  await dialog.waitFor({ state: 'detached' });
  await expectVisible(page.getByRole('heading', { name }));
  await expectVisible(page.getByRole('list', { name: `Return checklist of ${name}` }).getByText('Brakes work'));

  // An asset in it: the form says what it starts with, and its code has the category's letters.
  await page.getByRole('link', { name: 'Asset Management' }).first().click();
  await page.getByRole('link', { name: 'Add Asset' }).click();
  await expectPath(page, '/admin/addAsset');
  await page.getByLabel('Category').selectOption({ label: name });
  await expectVisible(page.getByRole('status').filter({ hasText: 'Lent for at most 90 days. Checked at return: Cleaned and disinfected, Brakes work.' }));
  await settle(page);
  await audit.axe('the Add Asset form with a new category chosen');
  await screenshots(page, 'add-asset');
  await page.getByLabel('Name', { exact: true }).fill('Electric Hospital Bed');
  await page.getByLabel('Description', { exact: true }).fill('Three-motor bed with side rails and a pressure mattress.');
  await page.getByLabel('Stocks').fill('2');
  await page.getByLabel(/^Image/).setInputFiles({ name: 'bed.png', mimeType: 'image/png', buffer: tinyPng });
  await press(page.getByRole('button', { name: 'Add Asset', exact: true }));
  await expectToast(page, 'Asset added successfully!');
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const { assets } = await callAs<{ assets: { name: string; shortCode: string; category: string }[] }>(admin, 'GET', '/api/assets?search=Electric%20Hospital%20Bed');
  expect(assets.find((asset) => asset.category.startsWith('hospitalBed') && asset.shortCode.startsWith(letters))?.shortCode).toBe(`${letters}-0001`);
  const { categories: saved } = await callAs<{ categories: { key: string; names: Record<string, string> }[] }>(admin, 'GET', '/api/assetCategories');
  expect(saved.find((category) => category.names.en === name)?.names).toEqual({ en: name, hi: 'अस्पताल बिस्तर', ta: 'மருத்துவமனை படுக்கை' });

  // The page in Hindi: the categories named in Hindi; the letters and checklists are written data, as admins wrote them.
  const hindi = await hindiPage(browser);
  const hindiAudit = new AccessibilityAudit(hindi);
  await logInAsAdminInHindi(hindi);
  await hindi.goto('/admin/assetCategories');
  await expectVisible(hindi.getByRole('heading', { name: assetsHindi('Categories'), level: 1 }));
  await expectVisible(hindi.getByRole('heading', { name: 'अस्पताल बिस्तर' }).first());
  await settle(hindi);
  await hindiAudit.page('the Categories page in Hindi', { axe: true });
  const { categories } = await callAs<{ categories: Category[] }>(admin, 'GET', '/api/assetCategories');
  const written = categories.flatMap((category) => [category.codePrefix, ...category.checklist, ...(category.names?.hi ? [] : [category.names?.en ?? ''])]);
  expect(await featureEnglishWords(hindi, written), 'English words on the Categories page in Hindi').toEqual([]);
  await screenshots(hindi, 'page-hindi');
  await hindi.getByRole('button', { name: assetsHindi('Add Category') }).click();
  await expectVisible(hindi.getByRole('dialog', { name: assetsHindi('Add Category') }));
  await settle(hindi);
  await hindiAudit.axe('the Add Category dialog in Hindi');
  await screenshots(hindi, 'dialog-hindi');
  await hindi.close();

  audit.expectClean();
  hindiAudit.expectClean();
});
