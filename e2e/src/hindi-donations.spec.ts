import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { indiaDayOf } from '@sahaya/contract/calendar-days';
import { formatCalendarDay } from '@sahaya/contract/format';
import { expectNoSeriousAxeViolations } from './harness/axe.ts';
import { expectFocused, expectPath, expectToast, expectVisible, test } from './harness/fixtures.ts';
import { downloaded } from './harness/downloads.ts';
import { expectNoEnglishWords, hindiPage, readAccountAsHindi } from './harness/hindi.ts';
import { screenshotsAtBothWidths } from './harness/layout.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { resultsDir } from './harness/paths.ts';
import { createVerifiedUser, demo } from './harness/people.ts';
import { press } from './harness/keyboard.ts';
import { chooseLanguage } from './harness/languages.ts';

/*
 * A person who reads Hindi gives ₹1,25,000 to health through the demo checkout: the donate page,
 * the checkout, the thank-you and the history all speak Hindi, the amount is written the Indian way
 * (lakh grouping) and the receipt is offered. An admin who reads Hindi records a cash gift, chooses
 * the year of Form 10BD and reads the receipts without a donor PAN. Each state is checked for
 * English words and with axe, and saved at a laptop's and a phone's width for a person to look at.
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
const screenshots = (page: Page, name: string) => screenshotsAtBothWidths(page, `hindi-donations-${name}`);

/** No English word of the interface on the page, its frame included, and no serious axe finding. */
async function expectHindi(page: Page, state: string, allowed: readonly string[]): Promise<void> {
  await page.locator('main').waitFor();
  await expectNoEnglishWords(page, state, allowed);
  await expectNoSeriousAxeViolations(page, state);
}

/** `count` random Devanagari letters: a name or note no other run of this journey has used, and no English word. */
function devanagariLetters(count: number): string {
  const letters = 'कखगघचछजझटठडढतथदधनपफबभमयरलवशसह';
  return Array.from({ length: count }, () => letters[randomInt(letters.length)]).join('');
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
    await chooseLanguage(page, 'हिन्दी');

    // The donate page: form, impact tiers and questions in Hindi, the amounts grouped for hi-IN.
    await expectVisible(page.getByRole('heading', { name: 'दान', level: 1, exact: true }));
    await expectVisible(page.getByRole('heading', { name: 'आपके दान का असर' }));
    await expectVisible(page.getByText('₹10,000', { exact: true }));
    await expectVisible(page.getByRole('note').filter({ hasText: 'यह एक डेमो है' }));
    await expectHindi(page, 'the donate page in Hindi', typed);
    await screenshots(page, 'donate-page');

    // The PAN for the 80G receipt: a wrong one is refused under the field, in Hindi.
    const pan = page.getByLabel('पैन, आपकी 80G टैक्स रसीद के लिए (ज़रूरी नहीं)');
    await pan.fill('ABC12');
    await pan.blur();
    await expectVisible(page.getByText('कृपया पैन ABCDE1234F की तरह लिखें', { exact: true }));
    await expectHindi(page, 'the donate page with a PAN refused, in Hindi', [...typed, 'ABC12', 'ABCDE1234F']);
    await pan.fill('');

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

    // Back on the donations page, thanked once the payment is confirmed, the heading read first,
    // with the receipt's number (of the demo series: DEMO is part of the number) and its download.
    await expectPath(page, '/user/donations');
    const thanks = page.getByRole('dialog', { name: 'आपके दान के लिए धन्यवाद!' });
    await expectVisible(thanks);
    await expectFocused(thanks.getByRole('heading', { name: 'आपके दान के लिए धन्यवाद!' }));
    await expectVisible(thanks.getByText('स्वास्थ्य अभियान के लिए आपका ₹1,25,000 का दान मिल गया है।', { exact: true }));
    await expectVisible(thanks.getByText('रसीद संख्या', { exact: true }));
    await expectVisible(thanks.getByText(/^DEMO\/\d{4}-\d{2}\/\d{6}$/));
    await expectVisible(thanks.getByText('डेमो — कोई पैसा नहीं दिया गया', { exact: true }));
    const download = thanks.getByRole('button', { name: 'रसीद डाउनलोड करें', exact: true });
    await expectVisible(download);
    await expectHindi(page, 'the thank-you dialog in Hindi', [...typed, 'DEMO']);
    await screenshots(page, 'thank-you');
    const receipt = await downloaded(page, () => press(download));
    expect(receipt.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await press(thanks.getByText('बंद करें', { exact: true }));
    await expect.poll(() => thanks.count()).toBe(0);

    // The history: the donation, its status, the demo badge and the receipt, in Hindi.
    const history = page.getByRole('button', { name: /^दान का इतिहास/ });
    await press(history);
    const row = page.getByRole('list', { name: 'आपके दान' }).getByRole('listitem').first();
    await expectVisible(row.getByText('₹1,25,000', { exact: true }));
    await expectVisible(row.getByText('पूरा हुआ', { exact: true }));
    await expectVisible(row.getByText('डेमो — कोई पैसा नहीं दिया गया', { exact: true }));
    await expectVisible(row.getByText(`स्वास्थ्य · ${formatCalendarDay(indiaDayOf(), 'hi')}`));
    const today = formatCalendarDay(indiaDayOf(), 'hi');
    await expectVisible(row.getByRole('button', { name: `${today} के ₹1,25,000 के दान की रसीद डाउनलोड करें` }));
    await expectVisible(page.getByRole('button', { name: 'विवरण डाउनलोड करें (पीडीएफ़)' }));
    await expectHindi(page, 'the donation history in Hindi', [...typed, 'DEMO']);
    await screenshots(page, 'history');
    // On a phone the list flows with the page instead of scrolling in a small box of its own.
    await page.setViewportSize({ width: 375, height: 800 });
    const list = page.getByRole('list', { name: 'आपके दान' });
    await expect.poll(() => list.evaluate((element) => element.ownerDocument.defaultView!.getComputedStyle(element).overflowY)).toBe('visible');
    // The anonymous box stays a 24 px target beside its label's two lines.
    const anonymous = (await page.getByRole('checkbox', { name: /^गुमनाम दान करें/ }).boundingBox())!;
    expect(Math.min(anonymous.width, anonymous.height), 'the anonymous checkbox at 375 px').toBeGreaterThanOrEqual(24);
  } catch (failure) {
    await page.screenshot({ path: join(resultsDir, `hindi-donations-failed.png`), fullPage: true }).catch(() => undefined);
    throw failure;
  } finally {
    await page.context().close();
  }
});

test('an admin who reads Hindi records a cash gift, chooses the year of Form 10BD and reads the receipts without a PAN, all in Hindi', async ({ browser }) => {
  // Written in Hindi, so that a gift an earlier try of this journey left on the list reads as Hindi too.
  const donor = `रमेश ${devanagariLetters(6)}`;
  const note = `दफ़्तर में नकद ${devanagariLetters(6)}`;
  const typed = ['Sahaya Admin', 'Sahaya', 'Admin'];
  // Receipt numbers and the form's name are written as the income-tax portal writes them.
  const codes = ['SAH', '10BD', '80G'];

  const page = await hindiPage(browser);
  try {
    // The demo admin is shared by every journey, so its account's language is never changed: the
    // account is read as one whose language is Hindi, so the page does not give it the browser's,
    // and a save of preferences is refused should one be sent all the same.
    await readAccountAsHindi(page);
    await page.route('**/api/users/me/preferences', (route) => route.abort());
    await page.goto('/admin/login', { waitUntil: 'networkidle' });
    await page.locator('input[type="email"]').fill(demo.admin);
    await page.locator('input[type="password"]').fill(demo.password);
    await page.locator('form button[type="submit"]').click();
    await expectPath(page, '/admin/dashboard');
    await page.goto('/admin/donations');
    await expectVisible(page.getByRole('heading', { name: 'दान प्रबंधन', level: 1 }));
    // Other journeys' donations, named and worded in English, are searched out of the table.
    await page.getByLabel('दान खोजें').fill(note);
    await expectVisible(page.getByRole('table', { name: 'दान' }).getByText('कोई दान नहीं मिला'));
    await expectVisible(page.getByLabel('फ़ॉर्म 10BD का वर्ष'));
    await expectVisible(page.getByRole('button', { name: 'फ़ॉर्म 10BD डाउनलोड करें (सीएसवी)' }));
    await expectVisible(page.getByRole('heading', { name: 'बिना दानदाता पैन वाली रसीदें' }));
    await expectHindi(page, 'Donation Management in Hindi', [...typed, ...codes]);

    // The offline gift: its form, a refusal under its field and the 80G note for cash, in Hindi.
    const record = page.getByRole('button', { name: 'ऑफ़लाइन दान दर्ज करें' });
    await press(record);
    const dialog = page.getByRole('dialog', { name: 'ऑफ़लाइन दान दर्ज करें' });
    await expectVisible(dialog);
    const amount = dialog.getByLabel('राशि (₹)');
    await amount.fill('3000');
    await expectVisible(dialog.getByRole('note').filter({ hasText: '₹2,000 से ज़्यादा के नकद दान पर धारा 80G की छूट नहीं मिलती।' }));
    await press(dialog.getByRole('button', { name: 'दान सहेजें' }));
    await expectVisible(dialog.getByText('कृपया दानदाता का नाम लिखें', { exact: true }));
    await expectHindi(page, 'the offline gift form with a refusal, in Hindi', [...typed, ...codes]);
    await screenshots(page, 'offline-gift');
    await dialog.getByLabel('दानदाता का नाम').fill(donor);
    await dialog.getByLabel('संदेश (ज़रूरी नहीं)').fill(note);
    // Closed by Escape, the form opens again as it was left.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocused(record);
    await press(record);
    await expectFocused(amount);
    expect([await amount.inputValue(), await dialog.getByLabel('दानदाता का नाम').inputValue(), await dialog.getByLabel('संदेश (ज़रूरी नहीं)').inputValue()]).toEqual([
      '3000',
      donor,
      note,
    ]);
    await expectHindi(page, 'the offline gift form opened again as it was left, in Hindi', [...typed, ...codes]);
    // ₹1,500 in cash can be deducted: the note goes, and the receipt is one to ask a PAN for.
    await dialog.getByLabel('राशि (₹)').fill('1500');
    await dialog.getByRole('note').filter({ hasText: 'धारा 80G की छूट नहीं मिलती' }).waitFor({ state: 'detached' });
    await press(dialog.getByRole('button', { name: 'दान सहेजें' }));
    await dialog.waitFor({ state: 'detached' });
    await expectVisible(page.locator('[data-sonner-toast]', { hasText: 'दान दर्ज हो गया। रसीद संख्या SAH/' }));
    // Saved, the next gift starts afresh; Cancel lets what was typed go.
    await press(record);
    await expectFocused(amount);
    expect(await amount.inputValue()).toBe('');
    await page.keyboard.type('700');
    await press(dialog.getByRole('button', { name: 'रद्द करें' }));
    await dialog.waitFor({ state: 'detached' });
    await press(record);
    await expectFocused(amount);
    expect(await amount.inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The gift in the table, and among the receipts without a donor PAN, its mode in Hindi.
    const row = page.getByRole('table', { name: 'दान' }).getByRole('row').filter({ hasText: donor });
    await expectVisible(row.getByText('नकद', { exact: true }));
    const reminder = page.getByRole('table', { name: 'बिना दानदाता पैन वाली रसीदें' }).getByRole('row').filter({ hasText: donor });
    await expectVisible(reminder.getByText('नकद', { exact: true }));
    await expectHindi(page, 'Donation Management with an offline gift, in Hindi', [...typed, ...codes]);
    await screenshots(page, 'admin');
  } catch (failure) {
    await page.screenshot({ path: join(resultsDir, `hindi-donations-admin-failed.png`), fullPage: true }).catch(() => undefined);
    throw failure;
  } finally {
    await page.context().close();
  }
});

test('a person who reads Hindi finds a checkout left unpaid for a day, said so in Hindi, and tries it again', async ({ browser }) => {
  // Gopal's ₹1,500 to health was never paid (demo data): its checkout expired after a day. The demo
  // person is shared by every run, so their account's language is read as Hindi and never saved.
  const typed = ['Gopal Rao', 'Gopal', 'Rao', 'For the night shelter roof repair.', 'DEMO'];
  const page = await hindiPage(browser);
  try {
    await readAccountAsHindi(page);
    await page.route('**/api/users/me/preferences', (route) => route.abort());
    await signIn(page, 'gopal.rao@sahaya.demo');
    await expectPath(page, '/user/dashboard');
    await page.goto('/user/donations');
    await expectVisible(page.getByRole('heading', { name: 'दान', level: 1, exact: true }));
    await press(page.getByRole('button', { name: /^दान का इतिहास/ }));
    const expired = page.getByRole('list', { name: 'आपके दान' }).getByRole('listitem').filter({ hasText: 'समय-सीमा खत्म' });
    await expectVisible(expired.getByText('₹1,500', { exact: true }));
    await expectVisible(expired.getByText('यह भुगतान पूरा नहीं हुआ।', { exact: true }));
    const tryAgain = expired.getByRole('button', { name: 'फिर से कोशिश करें: स्वास्थ्य अभियान के लिए ₹1,500' });
    await expectVisible(tryAgain);
    await expired.scrollIntoViewIfNeeded();
    await expectHindi(page, 'the history with an expired checkout, in Hindi', typed);
    await screenshots(page, 'history-expired');

    // A new checkout for the same gift; given up, the expired one stays as it was.
    await press(tryAgain);
    await expectVisible(page.getByRole('heading', { name: 'टेस्ट भुगतान', level: 1 }));
    await expectVisible(page.getByRole('button', { name: '₹1,500 का भुगतान करें (टेस्ट)' }));
    await expectVisible(page.getByText('स्वास्थ्य', { exact: true }));
    await press(page.getByRole('button', { name: 'रद्द करें', exact: true }));
    await expectToast(page, 'आपका दान पूरा नहीं हुआ। कृपया फिर से कोशिश करें।');
  } catch (failure) {
    await page.screenshot({ path: join(resultsDir, `hindi-donations-expired-failed.png`), fullPage: true }).catch(() => undefined);
    throw failure;
  } finally {
    await page.context().close();
  }
});
