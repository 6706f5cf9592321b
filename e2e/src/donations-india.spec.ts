import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { AccessibilityAudit, settle } from './harness/audit.ts';
import { expectFocused, expectPath, expectToast, expectVisible, personalPage, test } from './harness/fixtures.ts';
import { expectNoEnglishWords } from './harness/hindi.ts';
import { tabTo, press } from './harness/keyboard.ts';
import { horizontalOverflow, laptopViewport, screenshot } from './harness/layout.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { logInAsAdmin, logInAsUser } from './harness/people.ts';
import { startRazorpayApp, type RazorpayApp } from './harness/razorpay-app.ts';
import { downloaded } from './harness/downloads.ts';
import { chooseLanguage } from './harness/languages.ts';

/*
 * Donations as an Indian NGO takes them (issue 25), on an app whose payment provider is Razorpay,
 * played by the server's local stand-in: a person gives with a PAN, pays by UPI on the stand-in's
 * hosted page, comes back to the receipt number in the thank-you dialog and in the history; the
 * admin sees it with its mode, records a cash gift by keyboard, downloads Form 10BD, and is not
 * asked for the PAN of the cash gift, which is above ₹2,000 and so not deductible.
 */

const password = 'Sahaya@123';
const receiptNumberPattern = /SAH\/\d{4}-\d{2}\/\d{6,}/;
const form10bdHeader = [
  'Sr. No.',
  'ID Code',
  'Unique Identification Number',
  'Section Code',
  'Unique Registration Number',
  'Date of Issuance of URN',
  'Name of donor',
  'Address of donor',
  'Donation Type',
  'Mode of receipt',
  'Amount of donation',
];

/** Saves what the page looks like now (donations-india/ among the photographs), for a person to look at. */
const snapshot = (page: Page, name: string) => screenshot(page, `donations-india/${name}`);

/** A CSV line's cells, quotes taken off. */
const cellsOf = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"|([^,]+)|(?<=,|^)(?=,|$)/g)].map((m) => (m[1] ?? m[2] ?? '').replace(/""/g, '"'));

/** India's financial year of today, as Form 10BD names it: `2026-27`. */
function currentFinancialYear(): string {
  const india = new Date(Date.now() + 330 * 60_000);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${start}-${String(start + 1).slice(2)}`;
}

/** The page at 375 px, checked for sideways scrolling and saved, then back to the laptop's size. */
async function onPhone(page: Page, audit: AccessibilityAudit, name: string): Promise<void> {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.waitForTimeout(300);
  const overflow = await horizontalOverflow(page);
  if (overflow) audit.note(`Sideways scrolling on ${name} at 375 px: ${overflow}`);
  await snapshot(page, `${name}-375`);
  await page.setViewportSize(laptopViewport);
  await page.waitForTimeout(200);
}

describe('donations through Razorpay', () => {
  let app: RazorpayApp;

  beforeAll(async () => {
    app = await startRazorpayApp();
  });

  afterAll(async () => {
    await app?.stop();
  });

  test('a person gives by UPI with their PAN and reads the receipt number; the admin records a cash gift by keyboard and downloads Form 10BD', async ({ browser }) => {
    const name = uniqueName('Radha');
    const email = await app.createVerifiedUser(name, password);
    const note = `For the ambulance ${randomLetters(8)}`;
    const page = await personalPage(browser, { baseURL: app.baseUrl });
    const audit = new AccessibilityAudit(page);
    try {
      await logInAsUser(page, email, password);
      await page.goto('/user/donations');
      await expectVisible(page.getByRole('heading', { name: 'Donations', level: 1 }));

      // The page names Razorpay's ways to pay, UPI first, and no demo note.
      await expectVisible(page.getByText('Pay by UPI, cards, net banking and wallets through Razorpay.', { exact: true }));
      expect(await page.getByRole('note').filter({ hasText: 'This is a demo' }).count()).toBe(0);
      await settle(page);
      await audit.page('the donate page with Razorpay', { axe: true });
      await snapshot(page, 'donate-1280');
      await onPhone(page, audit, 'donate');

      // A PAN that is not one is refused under its field, in the contract's words, and nothing is sent.
      const pan = page.getByLabel('PAN, for your 80G tax receipt (optional)');
      await pan.fill('ABCDE123');
      await pan.blur();
      await expectVisible(page.getByText('Please enter a PAN like ABCDE1234F'));
      expect(await pan.getAttribute('aria-invalid')).toBe('true');
      await press(page.getByRole('button', { name: '₹500', exact: true }));
      await press(page.getByRole('button', { name: 'Donate ₹500' }));
      await expectFocused(pan);
      expect(new URL(page.url()).pathname).toBe('/user/donations');
      await settle(page);
      await audit.axe('the donate page with a PAN refused');

      // Typed in small letters, kept in capitals.
      await pan.fill('abcde1234f');
      expect(await pan.inputValue()).toBe('ABCDE1234F');
      await page.getByLabel('Campaign').selectOption('health');
      await page.getByLabel('Message (optional)').fill(note);
      await press(page.getByRole('button', { name: 'Donate ₹500' }));

      // Razorpay's hosted page (the stand-in's) asks for ₹500, in paise on the link.
      await expectVisible(page.getByRole('heading', { name: 'Pay ₹500.00' }));
      expect(page.url().startsWith(app.standIn.url)).toBe(true);
      const link = [...app.standIn.links.values()].at(-1);
      expect(link?.amount).toBe(50_000);
      expect(link?.currency).toBe('INR');
      await page.getByRole('button', { name: 'Pay by UPI' }).click();

      // Back on the page: thanked with the receipt number, which says it was mailed too.
      await expectPath(page, '/user/donations');
      const thanks = page.getByRole('dialog', { name: 'Thank you for your donation!' });
      await expectVisible(thanks);
      await expectVisible(thanks.getByText('Your donation of ₹500 to the Health campaign has been received.', { exact: false }));
      await expectVisible(thanks.getByText(receiptNumberPattern));
      const receiptNumber = receiptNumberPattern.exec((await thanks.textContent()) ?? '')?.[0] ?? '';
      expect(receiptNumber).toMatch(receiptNumberPattern);
      await expectVisible(thanks.getByText('We have sent the receipt to your e-mail as well.'));
      await settle(page);
      await audit.axe('the thank-you dialog with the receipt number');
      await snapshot(page, 'thank-you-1280');
      await page.setViewportSize({ width: 375, height: 800 });
      await snapshot(page, 'thank-you-375');
      await page.setViewportSize(laptopViewport);
      await page.keyboard.press('Escape');
      await thanks.waitFor({ state: 'detached' });
      // Razorpay's parameters do not stay in the address.
      expect(new URL(page.url()).search).toBe('');

      // The history: the receipt number and the mode, in plain words.
      await press(page.getByRole('button', { name: /Donation History/ }));
      const row = page.getByRole('list', { name: 'Your donations' }).getByRole('listitem').first();
      await expectVisible(row.getByText('Completed'));
      await expectVisible(row.getByText(`Receipt number ${receiptNumber} · UPI`));
      await settle(page);
      await audit.axe('the history with a receipt number');
      await snapshot(page, 'history-1280');
      await onPhone(page, audit, 'history');

      // The PAN was kept on the profile: the next donation starts with it.
      await page.reload();
      await expect.poll(() => page.getByLabel('PAN, for your 80G tax receipt (optional)').inputValue()).toBe('ABCDE1234F');

      // Razorpay's event comes late: back from paying, the dialog says the payment is being
      // confirmed, and thanks with the receipt number by itself once the event has come.
      const webhookUrl = `${app.baseUrl}/api/donations/webhook/razorpay`;
      app.standIn.setWebhookUrl('http://127.0.0.1:9/not-listening');
      await press(page.getByRole('button', { name: '₹100', exact: true }));
      await press(page.getByRole('button', { name: 'Donate ₹100' }));
      await expectVisible(page.getByRole('heading', { name: 'Pay ₹100.00' }));
      await page.getByRole('button', { name: 'Pay by card' }).click();
      await expectPath(page, '/user/donations');
      const confirming = page.getByRole('dialog', { name: 'Confirming your payment…' });
      await expectVisible(confirming.getByText('We are waiting for the payment of ₹100 to the General campaign to be confirmed.', { exact: false }));
      await settle(page);
      await audit.axe('the dialog while the payment is being confirmed');
      const late = app.standIn.deliveries.at(-1)?.event;
      expect(late && JSON.parse(late.body).event).toBe('payment_link.paid');
      app.standIn.setWebhookUrl(webhookUrl);
      expect(await app.standIn.deliver(late!)).toBe(200);
      const thankedLate = page.getByRole('dialog', { name: 'Thank you for your donation!' });
      await expectVisible(thankedLate.getByText(receiptNumberPattern));
      expect(receiptNumberPattern.exec((await thankedLate.textContent()) ?? '')?.[0]).not.toBe(receiptNumber);
      await page.keyboard.press('Escape');
      await thankedLate.waitFor({ state: 'detached' });
      await press(page.getByRole('button', { name: /Donation History/ }));
      await expectVisible(page.getByRole('list', { name: 'Your donations' }).getByText(/· Card$/));

      // The profile's Edit Profile holds the PAN given at checkout, to change or remove.
      await page.goto('/user/profile');
      await press(page.getByRole('button', { name: 'Edit Profile' }));
      const editProfile = page.getByRole('dialog', { name: 'Edit Profile' });
      expect(await editProfile.getByLabel('PAN, for your 80G tax receipts (optional)').inputValue()).toBe('ABCDE1234F');
      await settle(page);
      await audit.axe('Edit Profile with the PAN');
      await press(editProfile.getByRole('button', { name: 'Cancel' }));
      await editProfile.waitFor({ state: 'detached' });

      // In Hindi: Razorpay's ways to pay, the PAN's field and the history's receipt number and mode.
      await page.goto('/user/donations');
      await chooseLanguage(page, 'हिन्दी', { byKeyboard: true });
      await expectVisible(page.getByText('Razorpay के ज़रिए यूपीआई, कार्ड, नेट बैंकिंग, और वॉलेट से भुगतान करें।', { exact: true }));
      await expectVisible(page.getByLabel('पैन, आपकी 80G टैक्स रसीद के लिए (ज़रूरी नहीं)'));
      await press(page.getByRole('button', { name: /^दान का इतिहास/ }));
      await expectVisible(page.getByText(`रसीद संख्या ${receiptNumber} · यूपीआई`, { exact: true }));
      await expectNoEnglishWords(page, 'the donate page with Razorpay in Hindi', ['Razorpay', 'SAH', 'ABCDE1234F', note, ...name.split(' ')]);
      await settle(page);
      await audit.axe('the donate page with Razorpay in Hindi');
      await snapshot(page, 'donate-hindi-1280');
      await onPhone(page, audit, 'donate-hindi');
      await chooseLanguage(page, 'English', { byKeyboard: true });
      await expectVisible(page.getByRole('heading', { name: 'Donations', level: 1 }));

      // The admin's table shows the receipt number and the mode.
      await page.context().clearCookies();
      await page.evaluate('window.localStorage.clear(); window.sessionStorage.clear()');
      await logInAsAdmin(page);
      await page.goto('/admin/donations');
      await expectVisible(page.getByRole('heading', { name: 'Donation Management', level: 1 }));
      await page.getByLabel('Search donations').fill(note);
      const table = page.getByRole('table', { name: 'Donations' });
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      const tableRow = table.getByRole('row').nth(1);
      for (const text of ['₹500', 'UPI', 'Completed']) await expectVisible(tableRow.getByText(text, { exact: true }));
      await expectVisible(tableRow.getByText(receiptNumber));
      await settle(page);
      await audit.page('Donation Management with Razorpay', { axe: true });
      await snapshot(page, 'admin-1280');
      await page.setViewportSize({ width: 375, height: 800 });
      const card = page.getByRole('list', { name: 'Donations' }).getByRole('listitem').first();
      await expectVisible(card.getByText(`Receipt number ${receiptNumber} · UPI`));
      await page.setViewportSize(laptopViewport);
      await onPhone(page, audit, 'admin');

      // A cash gift, recorded by keyboard.
      const donor = uniqueName('Gopal');
      const giftNote = `Cash at the office ${randomLetters(8)}`;
      const record = page.getByRole('button', { name: 'Record offline gift' });
      await tabTo(page, record);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Record an offline gift' });
      await expectVisible(dialog);
      const amount = dialog.getByLabel('Amount (₹)');
      await expectFocused(amount);
      await page.keyboard.type('5000');
      // Cash over ₹2,000: the receipt will say it is not deductible, and the form says so now.
      await expectVisible(dialog.getByRole('note').filter({ hasText: 'Cash donations above ₹2,000 are not deductible under section 80G.' }));
      expect(await dialog.getByLabel('How it was received').inputValue()).toBe('cash');
      // Saved without a donor's name: the refusal sits under the name, which takes the focus.
      await tabTo(page, dialog.getByRole('button', { name: 'Save gift' }));
      await page.keyboard.press('Enter');
      const donorName = dialog.getByLabel('Donor’s name');
      await expectVisible(dialog.getByText('Please enter the donor’s name'));
      await expectFocused(donorName);
      expect(await donorName.getAttribute('aria-invalid')).toBe('true');
      await settle(page);
      await audit.axe('the offline gift dialog with an error');
      await page.keyboard.type(donor);
      // A day to come is refused by the date's field.
      const receivedOn = dialog.getByLabel('Received on');
      const today = await receivedOn.inputValue();
      const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      await receivedOn.fill(tomorrow);
      await tabTo(page, dialog.getByLabel('Message (optional)'));
      await page.keyboard.type(giftNote);
      await tabTo(page, dialog.getByRole('button', { name: 'Save gift' }));
      await page.keyboard.press('Enter');
      await expectVisible(dialog.getByText('The day received cannot be in the future'));
      await receivedOn.fill(today);
      await tabTo(page, dialog.getByLabel('Cheque number or bank reference (optional)'));
      await page.keyboard.type('Counter slip 12');
      await snapshot(page, 'offline-gift-1280');
      await settle(page);
      await audit.axe('the offline gift dialog');
      // The receipts without a donor PAN, counted before the gift and read again after it.
      const withoutPanCount = page.getByText(/^Receipts without a PAN: \d+$/);
      const countBefore = await withoutPanCount.textContent();
      const reminderRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/donations/without-pan');
      await tabTo(page, dialog.getByRole('button', { name: 'Save gift' }));
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expectToast(page, 'Gift recorded. Receipt number SAH/');
      const toastText = (await page.locator('[data-sonner-toast]', { hasText: 'Gift recorded.' }).textContent()) ?? '';
      const cashReceipt = receiptNumberPattern.exec(toastText)?.[0] ?? '';
      expect(cashReceipt).toMatch(receiptNumberPattern);
      expect(cashReceipt).not.toBe(receiptNumber);
      // Focus goes back to the button that opened the form.
      await expectFocused(record);

      // The table shows the gift, completed, with its receipt number, mode and reference.
      await page.getByLabel('Search donations').fill(giftNote);
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      const giftRow = table.getByRole('row').nth(1);
      for (const text of ['₹5,000', 'Cash', 'Completed', donor, 'Counter slip 12']) await expectVisible(giftRow.getByText(text, { exact: true }));
      await expectVisible(giftRow.getByText(cashReceipt));

      // It has no donor PAN, but cash above ₹2,000 is not deductible whatever PAN is given
      // (section 80G(5D)): the reminder at the end of the page, read again, does not ask for one.
      const reminder = page.getByRole('table', { name: 'Receipts without a donor PAN' });
      expect((await (await reminderRead).json()).donations.map((d: { receiptNumber: string }) => d.receiptNumber)).not.toContain(cashReceipt);
      await expect.poll(() => withoutPanCount.textContent()).toBe(countBefore);
      expect(await reminder.getByText(cashReceipt).count()).toBe(0);
      expect(await reminder.getByText(receiptNumber).count()).toBe(0);

      // A cheque from the person, linked to their account through a search of users by name.
      const chequeNote = `Cheque by post ${randomLetters(8)}`;
      await press(record);
      await expectVisible(dialog);
      await page.keyboard.type('1000');
      await dialog.getByLabel('How it was received').selectOption('cheque');
      const account = dialog.getByLabel('Donor’s account (optional)');
      await account.fill(name.split(' ')[1] ?? name);
      const linkToPerson = dialog.getByRole('button', { name: `Link to ${name} (${email})` });
      await press(linkToPerson);
      await expectVisible(dialog.getByText(`Linked to ${name} (${email})`));
      const unlink = dialog.getByRole('button', { name: 'Unlink' });
      await expectFocused(unlink);
      // The account's name and e-mail fill the donor's fields.
      expect(await dialog.getByLabel('Donor’s name').inputValue()).toBe(name);
      expect(await dialog.getByLabel('Donor’s e-mail (optional)').inputValue()).toBe(email);
      await settle(page);
      await audit.axe('the offline gift dialog with an account linked');
      await page.keyboard.press('Enter');
      await expectFocused(dialog.getByLabel('Donor’s account (optional)'));
      await press(dialog.getByRole('button', { name: `Link to ${name} (${email})` }));
      await dialog.getByLabel('Cheque number or bank reference (optional)').fill('Cheque 004512');
      await dialog.getByLabel('Message (optional)').fill(chequeNote);
      await press(dialog.getByRole('button', { name: 'Save gift' }));
      await dialog.waitFor({ state: 'detached' });
      await page.getByLabel('Search donations').fill(chequeNote);
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      for (const text of ['₹1,000', 'Cheque', name, 'Cheque 004512']) await expectVisible(table.getByRole('row').nth(1).getByText(text, { exact: true }));

      // Form 10BD of this financial year, as the portal's template has it.
      const year = currentFinancialYear();
      const yearChoice = page.getByLabel('Form 10BD for');
      expect(await yearChoice.inputValue()).toBe(year);
      const form = await downloaded(page, () => press(page.getByRole('button', { name: 'Download Form 10BD (CSV)' })));
      expect(form.name).toBe(`form_10bd_${year}.csv`);
      const lines = form.bytes.toString('utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
      expect(cellsOf(lines[0] ?? '')).toEqual(form10bdHeader);
      expect(lines.some((line) => line.includes(name))).toBe(true);
      await settle(page);
      await audit.page('Donation Management after an offline gift', { axe: true });
      await snapshot(page, 'admin-after-gift-1280');
      await onPhone(page, audit, 'admin-after-gift');

      audit.expectClean();
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
