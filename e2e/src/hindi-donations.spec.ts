import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatDate } from '@sahaya/contract/format';
import { expectNoSeriousAxeViolations } from './harness/axe.ts';
import { expectPath, expectVisible, test } from './harness/fixtures.ts';
import { expectNoEnglishWords, hindiPage } from './harness/hindi.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { resultsDir } from './harness/paths.ts';
import { createVerifiedUser } from './harness/people.ts';

/*
 * A person who reads Hindi gives ₹1,25,000 to health through the demo checkout: the donate page,
 * the checkout, the thank-you and the history all speak Hindi, the amount is written the Indian way
 * (lakh grouping) and the receipt is offered. Each state is checked for English words and with axe,
 * and saved at a laptop's and a phone's width for a person to look at.
 */

const password = 'Sahaya@123';

/** Signs in on the login page whatever its language, by the fields' kinds rather than their labels. */
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/user/login', { waitUntil: 'networkidle' });
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** The page at 1280 and at 375 px, saved for a look, then back to the laptop's width. */
async function screenshots(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(resultsDir, `hindi-donations-${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(resultsDir, `hindi-donations-${name}-375.png`), fullPage: true });
  if (viewport) await page.setViewportSize(viewport);
}

/** No English word of the interface on the page, its frame included, and no serious axe finding. */
async function expectHindi(page: Page, state: string, allowed: readonly string[]): Promise<void> {
  await page.locator('main').waitFor();
  await expectNoEnglishWords(page, state, allowed);
  await expectNoSeriousAxeViolations(page, state);
}

/** Presses a control the way a keyboard user does: focus on it, then Enter. */
async function press(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Enter');
}

test('a person who reads Hindi donates ₹1,25,000 through the demo checkout, is thanked and finds the receipt, all in Hindi', async ({ browser }) => {
  const name = uniqueName('Sushila');
  const { email } = await createVerifiedUser(name, password);
  const note = `Jaldi theek ho jaiye ${randomLetters(6)}`;
  // What the person typed, and their name in the header.
  const typed = [name, note, ...name.split(' ')];

  const page = await hindiPage(browser);
  try {
    await signIn(page, email);
    await expectPath(page, '/user/dashboard');

    // The account was made in English: the person chooses हिन्दी, which the account keeps.
    await page.goto('/user/donations');
    await page.getByRole('button', { name: 'हिन्दी', exact: true }).click();

    // The donate page: form, impact tiers and questions in Hindi, the amounts grouped for hi-IN.
    await expectVisible(page.getByRole('heading', { name: 'दान', level: 1, exact: true }));
    await expectVisible(page.getByRole('heading', { name: 'आपके दान का असर' }));
    await expectVisible(page.getByText('₹10,000', { exact: true }));
    await expectVisible(page.getByRole('note').filter({ hasText: 'यह एक डेमो है' }));
    await expectHindi(page, 'the donate page in Hindi', typed);
    await screenshots(page, 'donate-page');

    await page.getByLabel('या कोई और राशि लिखें (₹)').fill('125000');
    await page.getByLabel('अभियान', { exact: true }).selectOption('health');
    await page.getByLabel('संदेश (ज़रूरी नहीं)').fill(note);
    const donate = page.getByRole('button', { name: '₹1,25,000 दान करें' });
    await expectVisible(donate);
    await press(donate);

    // The demo checkout.
    await expectVisible(page.getByRole('heading', { name: 'टेस्ट भुगतान', level: 1 }));
    await expectVisible(page.getByText('स्वास्थ्य', { exact: true }));
    await expectVisible(page.getByText('₹1,25,000', { exact: true }));
    await expectHindi(page, 'the demo checkout in Hindi', typed);
    await screenshots(page, 'checkout');
    await press(page.getByRole('button', { name: '₹1,25,000 का भुगतान करें (टेस्ट)' }));

    // Back on the donations page, thanked once the payment is confirmed.
    await expectPath(page, '/user/donations');
    const thanks = page.getByRole('dialog', { name: 'आपके दान के लिए धन्यवाद!' });
    await expectVisible(thanks);
    await expectVisible(thanks.getByText('स्वास्थ्य अभियान के लिए आपका ₹1,25,000 का दान मिल गया है।', { exact: false }));
    await expectHindi(page, 'the thank-you dialog in Hindi', typed);
    await screenshots(page, 'thank-you');
    await press(thanks.getByText('बंद करें', { exact: true }));
    await expect.poll(() => thanks.count()).toBe(0);

    // The history: the donation, its status, the demo badge and the receipt, in Hindi.
    const history = page.getByRole('button', { name: /^दान का इतिहास/ });
    await press(history);
    const row = page.getByRole('list', { name: 'आपके दान' }).getByRole('listitem').first();
    await expectVisible(row.getByText('₹1,25,000', { exact: true }));
    await expectVisible(row.getByText('पूरा हुआ', { exact: true }));
    await expectVisible(row.getByText('डेमो — कोई पैसा नहीं दिया गया', { exact: true }));
    await expectVisible(row.getByText(`स्वास्थ्य · ${formatDate(new Date().toISOString(), 'hi')}`));
    const today = formatDate(new Date().toISOString(), 'hi');
    await expectVisible(row.getByRole('button', { name: `${today} के ₹1,25,000 के दान की रसीद डाउनलोड करें` }));
    await expectVisible(page.getByRole('button', { name: 'विवरण डाउनलोड करें (पीडीएफ़)' }));
    await expectHindi(page, 'the donation history in Hindi', typed);
    await screenshots(page, 'history');
  } catch (failure) {
    await page.screenshot({ path: join(resultsDir, `hindi-donations-failed.png`), fullPage: true }).catch(() => undefined);
    throw failure;
  } finally {
    await page.context().close();
  }
});
