import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { indiaDayOf } from '@sahaya/contract/calendar-days';
import { formatCalendarDay } from '@sahaya/contract/format';
import { AccessibilityAudit, settle } from './harness/audit.ts';
import { descriptionOf, expectFocused, expectPath, expectToast, expectVisible, test } from './harness/fixtures.ts';
import { tabTo, press } from './harness/keyboard.ts';
import { horizontalOverflow, laptopViewport, screenshot, screenshotsAtBothWidths } from './harness/layout.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { createVerifiedUser, demo, logInAsAdmin, logInAsUser } from './harness/people.ts';
import { downloaded } from './harness/downloads.ts';

const password = 'Sahaya@123';
const demoBadge = 'Demo — no money paid';
/** A demo gift's number: of the demo series, never the real one's (SAH/…). */
const demoReceiptNumber = /^DEMO\/\d{4}-\d{2}\/\d{6}$/;

/** Saves what the page looks like now (donations/ among the photographs), for a person to look at after the run. */
const snapshot = (page: Page, name: string) => screenshot(page, `donations/${name}`);

// A long journey, the admin's part included: on a busy machine it takes more than the minute most journeys get.
test('a person gives ₹500 to health through the test checkout, is thanked, and downloads the receipt; the admin finds and exports it', { timeout: 120_000 }, async ({ page }) => {
  const name = uniqueName('Lakshmi');
  const { email } = await createVerifiedUser(name, password);
  const note = `Get well soon ${randomLetters(8)}`;
  const audit = new AccessibilityAudit(page);

  await logInAsUser(page, email, password);
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Donations' }).click();
  await expectPath(page, '/user/donations');
  await expectVisible(page.getByRole('heading', { name: 'Donations', level: 1 }));
  await settle(page);
  await audit.page('the donations page', { axe: true });
  // Without a payment provider the checkout is the demo one, and the form says so before anybody pays.
  await expectVisible(page.getByRole('note').filter({ hasText: 'This is a demo: no money is taken' }));

  // ₹50 is chosen at first; the custom amount takes digits and one point only, and the minimum is ₹50.
  expect(await page.getByRole('button', { name: '₹50', exact: true }).getAttribute('aria-pressed')).toBe('true');
  const custom = page.getByLabel('Or enter another amount (₹)');
  await custom.pressSequentially('3a0.5.');
  expect(await custom.inputValue()).toBe('30.5');
  await press(page.getByRole('button', { name: 'Donate ₹30.50' }));
  await expectToast(page, 'Please donate minimum ₹50');
  // The toast goes; the amount field keeps the reason under it and takes focus, until it is typed again.
  await expectFocused(custom);
  expect(await custom.getAttribute('aria-invalid')).toBe('true');
  expect(await descriptionOf(custom)).toContain('Please donate minimum ₹50');
  await screenshotsAtBothWidths(page, 'donations/amount-refused');
  await custom.fill('');
  await expect.poll(() => custom.getAttribute('aria-invalid')).not.toBe('true');

  // ₹500 to Health, with a message, chosen with the keyboard.
  const fiveHundred = page.getByRole('button', { name: '₹500', exact: true });
  await tabTo(page, fiveHundred, { backwards: true });
  await page.keyboard.press('Enter');
  expect(await fiveHundred.getAttribute('aria-pressed')).toBe('true');
  await page.getByLabel('Campaign').selectOption('health');
  await page.getByLabel('Message (optional)').fill(note);
  await press(page.getByRole('button', { name: 'Donate ₹500' }));

  // The test checkout says what it is, and pays through the server.
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/user\/donations\/checkout\/demo_[0-9a-f]+$/);
  await expectVisible(page.getByRole('heading', { name: 'Test checkout' }));
  await expectVisible(page.getByText('Test payment.'));
  await expectVisible(page.getByText('Health'));
  await settle(page);
  await audit.page('the test checkout', { axe: true });
  await press(page.getByRole('button', { name: 'Pay ₹500 (test)' }));

  // Back on the page: the thank-you dialog names the campaign, from the donation's real state, and
  // its heading holds focus, so it is read first.
  await expectPath(page, '/user/donations');
  const thanks = page.getByRole('dialog', { name: 'Thank you for your donation!' });
  await expectVisible(thanks);
  await expectFocused(thanks.getByRole('heading', { name: 'Thank you for your donation!' }));
  await expectVisible(thanks.getByText('Your donation of ₹500 to the Health campaign has been received.', { exact: true }));
  // A demo gift's receipt number: short, of the demo series, and said to be demo; no mail was sent.
  const demoNumber = thanks.getByText(demoReceiptNumber);
  await expectVisible(demoNumber);
  const receiptNumber = (await demoNumber.first().textContent()) ?? '';
  expect(receiptNumber).toMatch(demoReceiptNumber);
  await expectVisible(thanks.getByText(demoBadge, { exact: true }));
  expect(await thanks.getByText('We have sent the receipt to your e-mail as well.').count()).toBe(0);
  await settle(page);
  await audit.axe('the thank-you dialog');
  await snapshot(page, 'thank-you-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await horizontalOverflow(page)).toBeNull();
  await snapshot(page, 'thank-you-375');
  await page.setViewportSize(laptopViewport);
  // Its receipt downloads from the dialog, by keyboard.
  const fromThanks = await downloaded(page, async () => {
    await tabTo(page, thanks.getByRole('button', { name: 'Download receipt', exact: true }));
    await page.keyboard.press('Enter');
  });
  expect(fromThanks.name).toMatch(/^donation_receipt_[0-9a-f-]{36}_\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(fromThanks.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await page.keyboard.press('Escape');
  await thanks.waitFor({ state: 'detached' });
  expect(new URL(page.url()).search).toBe('');
  // Focus is not lost: the page's heading holds it.
  await expectFocused(page.getByRole('heading', { name: 'Donations', level: 1 }));

  // The bell thanks the donor as well, live.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  await expectVisible(panel.getByRole('button', { name: /Thank you! Your donation of ₹500 to the Health campaign was received\./ }));
  await bell.click();
  await panel.waitFor({ state: 'detached' });

  // The history opens in place and holds the donation, completed, with its receipt.
  const historyToggle = page.getByRole('button', { name: /Donation History/ });
  await press(historyToggle);
  expect(await historyToggle.getAttribute('aria-expanded')).toBe('true');
  const rows = page.getByRole('list', { name: 'Your donations' }).getByRole('listitem');
  await expect.poll(() => rows.count()).toBe(1);
  const row = rows.first();
  await expectVisible(row.getByText('₹500'));
  await expectVisible(row.getByText('Completed'));
  await expectVisible(row.getByText(note));
  // Paid on the demo checkout: the row says no money was paid, with the number the dialog showed,
  // and its date reads as on every other page.
  await expectVisible(row.getByText(demoBadge, { exact: true }));
  await expectVisible(row.getByText(`Receipt number ${receiptNumber}`, { exact: true }));
  await expectVisible(row.getByText(`Health · ${formatCalendarDay(indiaDayOf())}`));
  expect(formatCalendarDay(indiaDayOf())).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await snapshot(page, 'history-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectVisible(row.getByText(demoBadge, { exact: true }));
  expect(await horizontalOverflow(page)).toBeNull();
  await snapshot(page, 'history-375');
  await page.setViewportSize(laptopViewport);
  await audit.axe('the open donation history');
  const receipt = await downloaded(page, () => press(row.getByRole('button', { name: /^Download receipt for ₹500/ })));
  expect(receipt.name).toMatch(/^donation_receipt_[0-9a-f-]{36}_\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(receipt.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const statement = await downloaded(page, () => press(page.getByRole('button', { name: 'Download statement (PDF)' })));
  expect(statement.name).toMatch(/^donation_statement_start_\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(statement.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // A financial year's statement, April to March, for a tax return.
  await page.getByLabel('Statement period').selectOption({ index: 1 });
  const yearly = await downloaded(page, () => press(page.getByRole('button', { name: 'Download statement (PDF)' })));
  expect(yearly.name).toMatch(/^donation_statement_\d{4}-04-01_\d{4}-03-31\.pdf$/);
  expect(yearly.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // A cancelled checkout comes back with the error toast and a failed donation.
  await press(page.getByRole('button', { name: '₹100', exact: true }));
  await press(page.getByRole('button', { name: 'Donate ₹100' }));
  await expectVisible(page.getByRole('heading', { name: 'Test checkout' }));
  await press(page.getByRole('button', { name: 'Cancel' }));
  await expectToast(page, 'Your donation was not completed. Please try again.');
  // The page was left for the checkout, so its history is folded again.
  await press(historyToggle);
  await expect.poll(() => rows.count()).toBe(2);
  await expectVisible(rows.first().getByText('Failed'));

  // The admin sees it in Donation Management, named, and exports it.
  await page.context().clearCookies();
  await page.evaluate('window.localStorage.clear(); window.sessionStorage.clear()');
  await logInAsAdmin(page);
  await page.goto('/admin/donations');
  await expectVisible(page.getByRole('heading', { name: 'Donation Management', level: 1 }));
  await page.getByLabel('Search donations').fill(note);
  const table = page.getByRole('table', { name: 'Donations' });
  await expect.poll(() => table.getByRole('row').count()).toBe(2);
  const tableRow = table.getByRole('row').nth(1);
  for (const text of ['₹500', 'Health', name, note, 'Completed', demoBadge]) await expectVisible(tableRow.getByText(text, { exact: true }));
  await expectVisible(page.getByText('Showing 1 to 1 of 1 donations'));
  await settle(page);
  await audit.page('Donation Management', { axe: true });
  // The message reads as a line of words, not one word a line: its cell is no taller than the row's
  // other text needs (two lines at most for this short note).
  const messageCell = tableRow.getByRole('cell', { name: note });
  const noteHeight = (await messageCell.getByText(note).boundingBox())?.height ?? 0;
  expect(noteHeight).toBeGreaterThan(0);
  expect(noteHeight).toBeLessThan(60);
  // All eight columns fit beside the sidebar: the table does not scroll sideways to show Receipt.
  const tableBox = page.getByRole('region', { name: 'Donations' });
  expect(await tableBox.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
  await snapshot(page, 'admin-1280');

  // On a phone the same donations are cards, each with every fact and its receipt; nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await table.waitFor({ state: 'hidden' });
  const card = page.getByRole('list', { name: 'Donations' }).getByRole('listitem');
  await expect.poll(() => card.count()).toBe(1);
  for (const text of ['₹500', 'Completed', demoBadge]) await expectVisible(card.getByText(text, { exact: true }));
  await expectVisible(card.getByText(`“${note}”`));
  await expectVisible(card.getByText(new RegExp(`Health · ${name}$`)));
  await expectVisible(card.getByRole('button', { name: /^Receipt for/ }));
  expect(await horizontalOverflow(page)).toBeNull();
  await settle(page);
  // The audit tries the page at other widths too, so the picture is taken first.
  await snapshot(page, 'admin-375');
  await audit.page('Donation Management on a phone', { axe: true });
  await page.setViewportSize(laptopViewport);
  await table.waitFor();

  await page.getByLabel('Campaign').selectOption('food');
  await expectVisible(table.getByText('No donations found'));
  await page.getByLabel('Campaign').selectOption('health');
  await expect.poll(() => table.getByRole('row').count()).toBe(2);

  const csv = await downloaded(page, () => press(page.getByRole('button', { name: 'Export' })));
  expect(csv.name).toMatch(/^donations_export_\d{4}-\d{2}-\d{2}\.csv$/);
  // A byte order mark first, so Excel on Windows reads UTF-8; then every cell quoted.
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.bytes.subarray(3).toString('utf8').trim().split('\n');
  expect(lines[0]).toBe(`"Date","Payment ID","Amount (INR)","Campaign","Donor","Message","Status","${demoBadge}"`);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"500.00","Health","${name}","${note}","completed","Yes"`);

  const adminReceipt = await downloaded(page, () => press(tableRow.getByRole('button', { name: /^Receipt for/ })));
  expect(adminReceipt.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The public impact page arrives drawn (its figures follow), is taken over by the app without a
  // hydration error, shows figures and a chart, and names no one.
  expect(await (await page.request.get('/impact')).text()).toContain('Our impact</h1>');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/impact');
  await expectVisible(page.getByRole('heading', { name: 'Our impact', level: 1 }));
  await expectVisible(page.getByText(/from \d+ donations?/).first());
  expect(await page.getByText(name).count()).toBe(0);
  await settle(page);
  await audit.page('the impact page', { axe: true });
  expect(errors).toEqual([]);

  audit.expectClean();
});

test('a checkout left unpaid for a day says so in the history, and is tried again for the same gift', async ({ page }) => {
  const audit = new AccessibilityAudit(page);
  // Fatima's ₹500 to Education was never paid (demo data): its checkout expired after a day.
  await logInAsUser(page, 'fatima.sheikh@sahaya.demo', demo.password);
  await page.goto('/user/donations');
  await expectVisible(page.getByRole('heading', { name: 'Donations', level: 1 }));
  await press(page.getByRole('button', { name: /Donation History/ }));
  const expired = page.getByRole('list', { name: 'Your donations' }).getByRole('listitem').filter({ hasText: 'Expired' });
  await expectVisible(expired.getByText('₹500', { exact: true }));
  await expectVisible(expired.getByText('This payment was not completed.', { exact: true }));
  // It has no receipt; it offers to pay again instead.
  expect(await expired.getByRole('button', { name: /^Download receipt/ }).count()).toBe(0);
  const tryAgain = expired.getByRole('button', { name: 'Try again: ₹500 to the Education campaign' });
  await expectVisible(tryAgain);
  await settle(page);
  await audit.axe('the history with an expired checkout');
  await expired.scrollIntoViewIfNeeded();
  await snapshot(page, 'history-expired-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await expired.scrollIntoViewIfNeeded();
  expect(await horizontalOverflow(page)).toBeNull();
  await snapshot(page, 'history-expired-375');
  await page.setViewportSize(laptopViewport);

  // Tried again by keyboard: a new checkout for the same amount and campaign.
  await tabTo(page, tryAgain);
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/user\/donations\/checkout\/demo_[0-9a-f]+$/);
  await expectVisible(page.getByRole('heading', { name: 'Test checkout' }));
  await expectVisible(page.getByText('Education', { exact: true }));
  await expectVisible(page.getByRole('button', { name: 'Pay ₹500 (test)' }));
  // Given up again, the expired gift stays as it was beside the new one.
  await press(page.getByRole('button', { name: 'Cancel' }));
  await expectToast(page, 'Your donation was not completed. Please try again.');
  await press(page.getByRole('button', { name: /Donation History/ }));
  await expectVisible(expired.getByText('This payment was not completed.', { exact: true }));
  audit.expectClean();
});

test('a checkout given up brings the form back as it was left, the PAN from the profile; a paid one starts it afresh', { timeout: 90_000 }, async ({ page }) => {
  const { email } = await createVerifiedUser(uniqueName('Ravi'), password);
  const audit = new AccessibilityAudit(page);
  const note = `For the reading room ${randomLetters(8)}`;
  const pan = `PQRST${String(Date.now()).slice(-4)}K`;
  await logInAsUser(page, email, password);
  await page.goto('/user/donations');
  await expectVisible(page.getByRole('heading', { name: 'Donations', level: 1 }));

  const custom = page.getByLabel('Or enter another amount (₹)');
  const campaign = page.getByLabel('Campaign');
  const message = page.getByLabel('Message (optional)');
  const panField = page.getByLabel('PAN, for your 80G tax receipt (optional)');
  const anonymous = page.getByLabel('Donate anonymously (your name is not shown with the donation)');
  await custom.fill('250');
  await campaign.selectOption('education');
  await message.fill(note);
  await panField.fill(pan);
  await anonymous.check();
  await press(page.getByRole('button', { name: 'Donate ₹250' }));
  await expectVisible(page.getByRole('heading', { name: 'Test checkout' }));
  await press(page.getByRole('button', { name: 'Cancel' }));
  await expectToast(page, 'Your donation was not completed. Please try again.');

  // Everything chosen is there to try again with; the PAN comes from the profile, where the
  // checkout kept it, and was never kept in the browser.
  await expect.poll(() => custom.inputValue()).toBe('250');
  expect(await campaign.inputValue()).toBe('education');
  expect(await message.inputValue()).toBe(note);
  expect(await anonymous.isChecked()).toBe(true);
  await expect.poll(() => panField.inputValue()).toBe(pan);
  expect(await page.evaluate('JSON.stringify(Object.entries(window.sessionStorage))')).not.toContain(pan);
  await expectVisible(page.getByRole('button', { name: 'Donate ₹250' }));
  await settle(page);
  await audit.axe('the donation form back from a checkout given up');

  // Paid this time: the gift is done with, and the form starts afresh.
  await press(page.getByRole('button', { name: 'Donate ₹250' }));
  await press(page.getByRole('button', { name: 'Pay ₹250 (test)' }));
  const thanks = page.getByRole('dialog', { name: 'Thank you for your donation!' });
  await expectVisible(thanks);
  await page.keyboard.press('Escape');
  await thanks.waitFor({ state: 'detached' });
  expect(await custom.inputValue()).toBe('');
  expect(await page.getByRole('button', { name: '₹50', exact: true }).getAttribute('aria-pressed')).toBe('true');
  expect(await campaign.inputValue()).toBe('general');
  expect(await message.inputValue()).toBe('');
  expect(await anonymous.isChecked()).toBe(false);
  audit.expectClean();
});
