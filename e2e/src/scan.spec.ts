import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { ASSET_LOANS_PAGE_SIZE } from '@sahaya/contract/assets/schemas';
import { expect, inject } from 'vitest';
import { type ApiSession, callAs, signInThroughApi, tinyPng } from './harness/api.ts';
import { AccessibilityAudit, settle } from './harness/audit.ts';
import { downloaded } from './harness/downloads.ts';
import { expectNoSeriousAxeViolations } from './harness/axe.ts';
import { browserSeeingQrCode } from './harness/fake-camera.ts';
import { expectFocused, expectPath, expectVisible, personalPage, test } from './harness/fixtures.ts';
import { expectNoEnglishWords, hindiPage, hindiText, logInAsAdminInHindi } from './harness/hindi.ts';
import { screenshotsAtBothWidths } from './harness/layout.ts';
import { press, tabTo } from './harness/keyboard.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { createVerifiedUser, demo, logInAsAdmin } from './harness/people.ts';

/*
 * Checking equipment out and in by its QR code: the admin opens Scan, starts the camera (a fake
 * one that sees the asset's printed code), the asset opens with the approved loans: one handed
 * over and then taken back in one tap, the unit back in stock; one nobody collected taken back
 * after a question; one back needing repair, its dialog starting on that choice. Without a camera
 * the short code under the QR is typed instead, by keyboard, as people type it; and an admin who
 * reads Hindi sees the page in Hindi. An asset booked for more loans than a page holds finds its
 * borrower by name, or by the pages.
 */

const password = 'Sahaya@123';
const phone = '9876501234';

/** An asset of the journey's own, so no other journey touches its stock. */
async function addWheelchair(admin: ApiSession, stocks: number): Promise<{ _id: string; name: string; shortCode: string }> {
  const form = new FormData();
  form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'wheelchair.png');
  const { imageUrl } = await callAs<{ imageUrl: string }>(admin, 'POST', '/api/assets/image', form);
  const letters = randomLetters(8);
  const name = `Wheelchair ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
  const fields = { name, category: 'wheelchair', description: 'A folding wheelchair for trips to the clinic.', stocks, image: imageUrl };
  const { asset } = await callAs<{ asset: { _id: string; shortCode: string } }>(admin, 'POST', '/api/assets', fields);
  return { _id: asset._id, name, shortCode: asset.shortCode };
}

/** The code as a person types it from the label: `WC-0042` as `wc-42`, `WC 0042` or `wc0042`. */
function typedCode(shortCode: string, style: 'short' | 'spaced' | 'joined'): string {
  const [letters = '', digits = ''] = shortCode.split('-');
  if (style === 'short') return `${letters.toLowerCase()}-${Number(digits)}`;
  return style === 'spaced' ? `${letters} ${digits}` : `${letters.toLowerCase()}${digits}`;
}

/** The day `days` after today as the API takes it (yyyy-MM-dd). */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * A person with a phone number borrows one unit from tomorrow (or `later` days after it, so the
 * Scan page lists the loans in a known order, soonest first), and the admin approves it.
 */
async function approvedLoan(admin: ApiSession, assetId: string, later = 0): Promise<{ borrower: string; requestId: string }> {
  const borrower = uniqueName('Savitri');
  const { email } = await createVerifiedUser(borrower, password);
  const person = await signInThroughApi(email, password, 'user');
  await callAs(person, 'PUT', '/api/users', {
    name: borrower,
    age: 68,
    gender: 'Female',
    phone,
    street: '12 Temple Street',
    city: 'Madurai',
    state: 'Tamil Nadu',
    country: 'India',
    pincode: '625001',
  });
  const { assetRequest } = await callAs<{ assetRequest: { _id: string } }>(person, 'POST', `/api/assetRequests/${assetId}`, {
    requestedDate: daysFromNow(1 + later),
    quantity: 1,
  });
  await callAs(admin, 'PATCH', `/api/assetRequests/${assetRequest._id}`, { status: 'approved' });
  return { borrower, requestId: assetRequest._id };
}

async function stockOf(admin: ApiSession, assetId: string): Promise<number> {
  const { asset } = await callAs<{ asset: { stocks: number } }>(admin, 'GET', `/api/assets/${assetId}`);
  return asset.stocks;
}

/** The page at a laptop's width and a phone's, saved for a look. */
const screenshots = (page: Page, name: string) => screenshotsAtBothWidths(page, `scan-${name}`);

/** A text of the contract in Hindi, by its key; one of the assets' pages, by its English. */
const contractHindi = (key: string) => hindiText('packages/contract', key);
const assetsHindi = (english: string) => hindiText('apps/web/src/features/assets', english);

test('the admin scans an asset, hands an approved loan over and takes it back in one tap, takes back one nobody collected, and another back for repair', { timeout: 150_000 }, async () => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const asset = await addWheelchair(admin, 4);
  const { borrower } = await approvedLoan(admin, asset._id);
  const { borrower: uncollected, requestId: uncollectedId } = await approvedLoan(admin, asset._id, 1);
  const { borrower: secondBorrower } = await approvedLoan(admin, asset._id, 2);
  // Approval reserves the units for the loans' days: they leave the shelf when handed over.
  expect(await stockOf(admin, asset._id)).toBe(4);

  // The code printed for the asset holds its page's address on this site.
  const origin = new URL(inject('baseUrl')).origin;
  const browser = await browserSeeingQrCode(`${origin}/user/assets/${asset._id}`, `scan-${asset._id}`);
  try {
    const page = await personalPage(browser);
    const audit = new AccessibilityAudit(page);
    await logInAsAdmin(page);
    await page.getByRole('link', { name: 'Scan', exact: true }).first().click();
    await expectPath(page, '/admin/scan');
    await expectVisible(page.getByRole('heading', { name: 'Scan', level: 1 }));
    await settle(page);
    await audit.page('the Scan page', { axe: true });
    await screenshots(page, 'scanner');

    // The camera reads the code, stops, and the asset opens with focus on its name.
    await press(page.getByRole('button', { name: 'Start camera' }));
    const heading = page.getByRole('heading', { name: asset.name, level: 2 });
    await expectVisible(heading);
    await expectFocused(heading);
    await expect.poll(() => new URL(page.url()).searchParams.get('asset')).toBe(asset._id);
    await expect.poll(() => page.locator('video').evaluate((video) => (video as unknown as { srcObject: unknown }).srcObject)).toBeNull();
    // Approved, not handed over: the units are on the shelf, reserved for their loans' days.
    await expectVisible(page.getByText('4 in stock', { exact: true }));
    await expectVisible(page.getByText(`Code ${asset.shortCode}`, { exact: true }));
    expect(await page.getByText(/^In repair/).count()).toBe(0);

    const loans = page.getByRole('list', { name: 'Loans' });
    const loan = loans.getByRole('listitem').filter({ hasText: borrower });
    await expectVisible(loan.getByRole('heading', { name: borrower }));
    await expectVisible(loan.getByText('Not handed over yet'));
    // Numbers read as people write them and dial in their international form, from any phone.
    const spaced = `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
    expect(await loan.getByRole('link', { name: `Call ${borrower}, ${spaced}` }).getAttribute('href')).toBe(`tel:+91${phone}`);
    await settle(page);
    await audit.page('the scanned asset with its loan', { axe: true });
    await screenshots(page, 'asset');

    // Handed over: said in the live region, the loan now shows it, focus stays on the loan.
    await press(loan.getByRole('button', { name: 'Hand over' }));
    const status = page.getByRole('status').filter({ hasText: 'Marked as handed over' });
    await expectVisible(status);
    await expectVisible(loan.getByText('Handed over', { exact: true }));
    await expect.poll(() => loan.getByRole('button', { name: 'Hand over' }).count()).toBe(0);
    await expectFocused(loan.getByRole('heading', { name: borrower }));
    // The unit left the shelf with the borrower.
    expect(await stockOf(admin, asset._id)).toBe(3);

    // Taken back in one tap: in good condition, the unit back in stock, focus on the next loan.
    await press(loan.getByRole('button', { name: 'Take back', exact: true }));
    await expectVisible(page.getByRole('status').filter({ hasText: 'Marked as returned; the units are back in stock' }));
    await expect.poll(() => loan.count()).toBe(0);
    const next = loans.getByRole('listitem').filter({ hasText: uncollected });
    await expectFocused(next.getByRole('heading', { name: uncollected }));
    await expectVisible(page.getByText('4 in stock', { exact: true }));
    expect(await stockOf(admin, asset._id)).toBe(4);

    // A loan nobody collected is taken back after a question that says what follows: its unit goes
    // straight back on the shelf, and the borrower is told.
    await press(next.getByRole('button', { name: 'Take back…' }));
    const takeBack = page.getByRole('dialog', { name: 'Take back' });
    await expectVisible(takeBack.getByText('End this loan before it is handed over?', { exact: false }));
    await expectVisible(takeBack.getByText(`${asset.name}, 1 unit, for ${uncollected}`));
    await settle(page);
    await audit.axe('the Take back dialog');
    await screenshots(page, 'take-back-dialog');
    await takeBack.getByLabel('Comment (optional)').fill('Nobody came for it; ask again when you need it.');
    await press(takeBack.getByRole('button', { name: 'Take back', exact: true }));
    await takeBack.waitFor({ state: 'detached' });
    await expect.poll(() => next.count()).toBe(0);
    await expectVisible(page.getByText('4 in stock', { exact: true }));
    expect(await stockOf(admin, asset._id)).toBe(4);
    const { assetRequests } = await callAs<{ assetRequests: { _id: string; status: string }[] }>(admin, 'GET', `/api/assetRequests?search=${encodeURIComponent(uncollected)}`);
    expect(assetRequests.find((request) => request._id === uncollectedId)?.status).toBe('cancelled');

    // The last comes back needing repair: the return dialog opens with that chosen, focus on it (the
    // choice the admin asked for, not the first), and asks what is wrong; its subject says "1 unit".
    const second = loans.getByRole('listitem').filter({ hasText: secondBorrower });
    await press(second.getByRole('button', { name: 'Needs repair…' }));
    const dialog = page.getByRole('dialog', { name: 'Mark returned' });
    await expectVisible(dialog);
    expect(await dialog.getByRole('radio', { name: 'Needs repair' }).isChecked()).toBe(true);
    await expectFocused(dialog.getByRole('radio', { name: 'Needs repair' }));
    await expectVisible(dialog.getByText(`${asset.name}, 1 unit, for ${secondBorrower}`));
    expect(await dialog.getByText('unit(s)').count()).toBe(0);
    await settle(page);
    await audit.axe('the return dialog for a repair');
    await screenshots(page, 'return-dialog');
    // By keyboard from the choice: Tab reaches the note, typed, then on to the button.
    await page.keyboard.press('Tab');
    await expectFocused(dialog.getByLabel('What needs repair?'));
    await page.keyboard.type('The left brake is loose.');
    await press(dialog.getByRole('button', { name: 'Mark returned' }));
    await dialog.waitFor({ state: 'detached' });
    await expectVisible(page.getByText('No loans of this asset are out or waiting to be handed over.'));
    await expectVisible(page.getByText('In repair: 1', { exact: true }));
    await expectVisible(page.getByText('3 in stock', { exact: true }));
    expect(await stockOf(admin, asset._id)).toBe(3);
    await settle(page);
    await audit.axe('the asset after the loan came back');

    // Scan another starts the camera again, which reads the same sticker: the asset opens anew and
    // its name takes focus (opening the camera a second time may take a moment on a busy machine).
    await press(page.getByRole('button', { name: 'Scan another' }));
    await expect.poll(() => page.evaluate('document.activeElement?.textContent ?? ""'), { timeout: 20_000 }).toBe(asset.name);
    await expectFocused(heading);
    expect(new URL(page.url()).searchParams.get('asset')).toBe(asset._id);
    audit.expectClean();
  } finally {
    await browser.close();
  }
});

test('without a camera the admin types the code under the QR as people type it, by keyboard, and opens the asset', async ({ page }) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const asset = await addWheelchair(admin, 2);
  const { borrower } = await approvedLoan(admin, asset._id);

  // This browser has no camera: starting it says so, and the field takes focus.
  await logInAsAdmin(page);
  await page.goto('/admin/scan');
  await press(page.getByRole('button', { name: 'Start camera' }));
  await expectVisible(page.getByRole('alert').filter({ hasText: /camera/ }));
  const field = page.getByLabel('Asset code or link');
  await expectFocused(field);
  await settle(page);
  await expectNoSeriousAxeViolations(page, 'the Scan page without a camera');

  // Something that is no code is refused next to the field, saying what a code looks like.
  await page.keyboard.type('https://elsewhere.example.com/user/assets/nothing');
  await page.keyboard.press('Enter');
  await expectVisible(page.getByText('Type the code under the QR, like WC-0042'));
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  await expectFocused(field);
  await settle(page);
  await expectNoSeriousAxeViolations(page, 'the Scan page refusing what is no code');
  await screenshots(page, 'no-code');

  // A code no asset has is said as the asset would carry it.
  await field.fill('');
  await page.keyboard.type('ws 98765');
  await page.keyboard.press('Enter');
  await expectVisible(page.getByText('No asset has the code WS-98765'));
  await expectFocused(field);

  // The asset's own code, typed short and in small letters, opens it.
  await field.fill('');
  await page.keyboard.type(typedCode(asset.shortCode, 'short'));
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { name: asset.name, level: 2 });
  await expectFocused(heading);
  expect(new URL(page.url()).searchParams.get('asset')).toBe(asset._id);
  await expectVisible(page.getByRole('list', { name: 'Loans' }).getByRole('heading', { name: borrower }));

  // Scan another, and the code as printed with a space instead of the dash, then run together.
  for (const style of ['spaced', 'joined'] as const) {
    await press(page.getByRole('button', { name: 'Scan another' }));
    await expectFocused(field);
    await field.fill('');
    await page.keyboard.type(typedCode(asset.shortCode, style));
    await page.keyboard.press('Enter');
    await expectFocused(heading);
  }
});

test('an admin who reads Hindi scans and hands over in Hindi', async ({ browser }) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const asset = await addWheelchair(admin, 2);
  const { borrower } = await approvedLoan(admin, asset._id);
  const page = await hindiPage(browser);
  await logInAsAdminInHindi(page);

  await page.goto('/admin/scan');
  await expectVisible(page.getByRole('heading', { name: 'स्कैन', level: 1 }));
  await page.locator('main button').first().click();
  await expectVisible(page.getByRole('alert'));
  await settle(page);
  // The example of a code in the hint is the same letters in every language.
  await expectNoEnglishWords(page, 'the Scan page in Hindi without a camera', ['Sahaya Admin', 'Sahaya', 'WC-0042']);
  await expectNoSeriousAxeViolations(page, 'the Scan page in Hindi');
  await screenshots(page, 'hindi-no-camera');

  // What is no code is refused in Hindi, saying what a code looks like; the code opens the asset.
  await page.locator('main input').fill('hello');
  await page.keyboard.press('Enter');
  await expectVisible(page.getByText(contractHindi('assetMessages.codeInvalid')));
  await settle(page);
  await expectNoEnglishWords(page, 'the Scan page in Hindi refusing what is no code', ['Sahaya Admin', 'Sahaya', 'WC-0042']);
  await expectNoSeriousAxeViolations(page, 'the Scan page in Hindi refusing what is no code');
  await screenshots(page, 'hindi-no-code');
  await page.locator('main input').fill(typedCode(asset.shortCode, 'spaced'));
  await page.keyboard.press('Enter');
  await expectVisible(page.getByRole('heading', { name: asset.name, level: 2 }));
  await expectVisible(page.getByRole('heading', { name: borrower }));
  await settle(page);
  const typed = ['Sahaya Admin', 'Sahaya', 'WC-0042', asset.name, asset.shortCode, borrower];
  await expectNoEnglishWords(page, 'the scanned asset in Hindi', typed);
  await expectNoSeriousAxeViolations(page, 'the scanned asset in Hindi');
  await screenshots(page, 'hindi-asset');

  await press(page.getByRole('button', { name: 'सौंपें' }));
  await expectVisible(page.getByRole('status').filter({ hasText: contractHindi('assetRequestMessages.handedOver') }));
  await expectNoEnglishWords(page, 'the loan handed over in Hindi', typed);

  // Back needing repair: the dialog, in Hindi, starts on the choice asked for.
  await press(page.getByRole('button', { name: assetsHindi('Needs repair…') }));
  const dialog = page.getByRole('dialog', { name: assetsHindi('Mark returned') });
  await expectFocused(dialog.getByRole('radio', { name: assetsHindi('Needs repair') }));
  await settle(page);
  await expectNoEnglishWords(page, 'the return dialog in Hindi', typed);
  await expectNoSeriousAxeViolations(page, 'the return dialog in Hindi');
  await screenshots(page, 'hindi-return-dialog');
});

test('the admin finds the borrower at the counter among more loans than a page holds, by name and by the pages', { timeout: 150_000 }, async ({ page }) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const asset = await addWheelchair(admin, ASSET_LOANS_PAGE_SIZE + 2);
  // A full page of loans booked from tomorrow on by one family, and after them the person who has come to collect.
  const regular = uniqueName('Kamala');
  const { email } = await createVerifiedUser(regular, password);
  const family = await signInThroughApi(email, password, 'user');
  for (let day = 1; day <= ASSET_LOANS_PAGE_SIZE; day++) {
    const { assetRequest } = await callAs<{ assetRequest: { _id: string } }>(family, 'POST', `/api/assetRequests/${asset._id}`, {
      requestedDate: daysFromNow(day),
      returnDate: daysFromNow(day + 1),
      quantity: 1,
    });
    await callAs(admin, 'PATCH', `/api/assetRequests/${assetRequest._id}`, { status: 'approved' });
  }
  const { borrower } = await approvedLoan(admin, asset._id, ASSET_LOANS_PAGE_SIZE);

  await logInAsAdmin(page);
  await page.goto(`/admin/scan?asset=${asset._id}`);
  await expectVisible(page.getByRole('heading', { name: asset.name, level: 2 }));
  const loans = page.getByRole('list', { name: 'Loans' });
  await expect.poll(() => loans.getByRole('listitem').count()).toBe(ASSET_LOANS_PAGE_SIZE);
  expect(await loans.getByRole('heading', { name: borrower }).count()).toBe(0);
  await expectVisible(page.getByText(`Total Loans: ${ASSET_LOANS_PAGE_SIZE + 1}`, { exact: true }));
  await settle(page);
  await expectNoSeriousAxeViolations(page, 'the loans of a busy asset');
  await screenshots(page, 'many-loans');

  // Her name typed in the search finds her loan; the typing keeps focus, and she is handed the unit.
  const search = page.getByLabel('Search by name');
  await tabTo(page, search);
  await page.keyboard.type(borrower.split(' ')[1]!);
  const hers = loans.getByRole('listitem').filter({ hasText: borrower });
  await expect.poll(() => loans.getByRole('listitem').count()).toBe(1);
  await expectVisible(hers.getByRole('heading', { name: borrower }));
  await expectVisible(page.getByText('Total Loans: 1', { exact: true }));
  await expectFocused(search);
  expect(new URL(page.url()).searchParams.get('asset')).toBe(asset._id);
  await press(hers.getByRole('button', { name: 'Hand over' }));
  await expectVisible(page.getByRole('status').filter({ hasText: 'Marked as handed over' }));
  await expectVisible(hers.getByText('Handed over', { exact: true }));
  await expectFocused(hers.getByRole('heading', { name: borrower }));

  // A name nobody borrowing has is said so.
  await search.fill('');
  await search.pressSequentially('Nobody Borrowing This');
  await expectVisible(page.getByText('No loan of this asset is for a borrower of that name.'));

  // Without a search, her loan is the first of the next page, where focus goes when it opens; and back.
  await search.fill('');
  await expect.poll(() => loans.getByRole('listitem').count()).toBe(ASSET_LOANS_PAGE_SIZE);
  const pages = page.getByRole('navigation', { name: 'Loans pages' });
  await press(pages.getByRole('button', { name: 'Next' }));
  await expectFocused(loans.getByRole('heading', { name: borrower }));
  await expectVisible(hers.getByText('Handed over', { exact: true }));
  expect(await loans.getByRole('listitem').count()).toBe(1);
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  expect(new URL(page.url()).searchParams.get('asset')).toBe(asset._id);
  await press(pages.getByRole('button', { name: 'Previous' }));
  await expectFocused(loans.getByRole('heading', { name: regular }).first());
  await expect.poll(() => loans.getByRole('listitem').count()).toBe(ASSET_LOANS_PAGE_SIZE);
});

/** The words of a downloaded PDF as poppler reads them, on one line. */
const pdfWords = (pdf: Buffer) => execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');

test('the admin prints the labels the Scan page reads, by keyboard: one from the asset\'s page, a sheet for a page of the list', async ({ page }) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const asset = await addWheelchair(admin, 2);
  await logInAsAdmin(page);

  // On the asset's page, Tab reaches Print label; Enter downloads the asset's label, named by its code.
  await page.goto(`/admin/assets/${asset._id}`);
  await expectVisible(page.getByRole('heading', { name: asset.name, level: 1 }));
  const printOne = page.getByRole('button', { name: 'Print label', exact: true });
  await tabTo(page, printOne);
  const label = await downloaded(page, () => page.keyboard.press('Enter'));
  expect(label.name).toBe(`asset-label_${asset.shortCode}.pdf`);
  expect(label.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfWords(label.bytes)).toContain(asset.name);
  expect(pdfWords(label.bytes)).toContain(asset.shortCode);

  // On the list, the sheet holds a label for each asset the page shows.
  await page.goto(`/admin/assetManagement?search=${encodeURIComponent(asset.name)}`);
  await expectVisible(page.getByRole('list', { name: 'Assets' }).getByRole('heading', { name: asset.name }));
  const sheet = await downloaded(page, () => press(page.getByRole('button', { name: 'Print labels for this page' })));
  expect(sheet.name).toBe(`asset-label_${asset.shortCode}.pdf`);
  expect(pdfWords(sheet.bytes)).toContain(asset.shortCode);
});
