import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { type ApiSession, callAs, signInThroughApi, tinyPng } from './harness/api.ts';
import { AccessibilityAudit, settle } from './harness/audit.ts';
import { expectNoSeriousAxeViolations } from './harness/axe.ts';
import { browserSeeingQrCode } from './harness/fake-camera.ts';
import { expectFocused, expectPath, expectVisible, personalPage, test } from './harness/fixtures.ts';
import { expectNoEnglishWords, hindiPage, hindiText, readAccountAsHindi } from './harness/hindi.ts';
import { screenshotsAtBothWidths } from './harness/layout.ts';
import { press } from './harness/keyboard.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { createVerifiedUser, demo, logInAsAdmin } from './harness/people.ts';

/*
 * Checking equipment out and in by its QR code: the admin opens Scan, starts the camera (a fake
 * one that sees the asset's printed code), the asset opens with the approved loan, which is handed
 * over and then taken back in one tap, the unit back in stock. Without a camera the asset's link
 * is typed instead, by keyboard; and an admin who reads Hindi sees the page in Hindi.
 */

const password = 'Sahaya@123';
const phone = '9876501234';

/** An asset of the journey's own, so no other journey touches its stock. */
async function addWheelchair(admin: ApiSession, stocks: number): Promise<{ _id: string; name: string }> {
  const form = new FormData();
  form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'wheelchair.png');
  const { imageUrl } = await callAs<{ imageUrl: string }>(admin, 'POST', '/api/assets/image', form);
  const letters = randomLetters(8);
  const name = `Wheelchair ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
  const fields = { name, category: 'wheelchair', description: 'A folding wheelchair for trips to the clinic.', stocks, image: imageUrl };
  const { asset } = await callAs<{ asset: { _id: string } }>(admin, 'POST', '/api/assets', fields);
  return { _id: asset._id, name };
}

/** Tomorrow as the API takes it (yyyy-MM-dd). */
function tomorrow(): string {
  return new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A person with a phone number borrows one unit from tomorrow, and the admin approves it. */
async function approvedLoan(admin: ApiSession, assetId: string): Promise<{ borrower: string; requestId: string }> {
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
    requestedDate: tomorrow(),
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

/** A text of the contract in Hindi, by its key. */
const contractHindi = (key: string) => hindiText('packages/contract', key);

test('the admin scans an asset, hands an approved loan over and takes it back in one tap, and another back for repair', { timeout: 120_000 }, async () => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const asset = await addWheelchair(admin, 3);
  const { borrower } = await approvedLoan(admin, asset._id);
  const { borrower: secondBorrower } = await approvedLoan(admin, asset._id);
  expect(await stockOf(admin, asset._id)).toBe(1);

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
    await expectVisible(page.getByText('1 in stock', { exact: true }));
    expect(await page.getByText(/^In repair/).count()).toBe(0);

    const loans = page.getByRole('list', { name: 'Loans' });
    const loan = loans.getByRole('listitem').filter({ hasText: borrower });
    await expectVisible(loan.getByRole('heading', { name: borrower }));
    await expectVisible(loan.getByText('Not handed over yet'));
    expect(await loan.getByRole('link', { name: `Call ${borrower}, ${phone}` }).getAttribute('href')).toBe(`tel:${phone}`);
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

    // Taken back in one tap: in good condition, the unit back in stock, focus on the next loan.
    await press(loan.getByRole('button', { name: 'Take back' }));
    await expectVisible(page.getByRole('status').filter({ hasText: 'Marked as returned; the units are back in stock' }));
    await expect.poll(() => loan.count()).toBe(0);
    const second = loans.getByRole('listitem').filter({ hasText: secondBorrower });
    await expectFocused(second.getByRole('heading', { name: secondBorrower }));
    await expectVisible(page.getByText('2 in stock', { exact: true }));
    expect(await stockOf(admin, asset._id)).toBe(2);

    // The other comes back needing repair: the return dialog opens with that chosen, and asks what is wrong.
    await press(second.getByRole('button', { name: 'Needs repair…' }));
    const dialog = page.getByRole('dialog', { name: 'Mark returned' });
    await expectVisible(dialog);
    expect(await dialog.getByRole('radio', { name: 'Needs repair' }).isChecked()).toBe(true);
    await settle(page);
    await audit.axe('the return dialog for a repair');
    await dialog.getByLabel('What needs repair?').fill('The left brake is loose.');
    await press(dialog.getByRole('button', { name: 'Mark returned' }));
    await dialog.waitFor({ state: 'detached' });
    await expectVisible(page.getByText('No loans of this asset are out or waiting to be handed over.'));
    await expectVisible(page.getByText('In repair: 1', { exact: true }));
    await expectVisible(page.getByText('2 in stock', { exact: true }));
    expect(await stockOf(admin, asset._id)).toBe(2);
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

test('without a camera the admin types the asset link by keyboard and opens the asset', async ({ page }) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const asset = await addWheelchair(admin, 2);
  const { borrower } = await approvedLoan(admin, asset._id);

  // This browser has no camera: starting it says so, and the field takes focus.
  await logInAsAdmin(page);
  await page.goto('/admin/scan');
  await press(page.getByRole('button', { name: 'Start camera' }));
  await expectVisible(page.getByRole('alert').filter({ hasText: /camera/ }));
  const field = page.getByLabel('Asset link or code');
  await expectFocused(field);
  await settle(page);
  await expectNoSeriousAxeViolations(page, 'the Scan page without a camera');

  // Something that names no asset is refused next to the field.
  await page.keyboard.type('https://elsewhere.example.com/user/assets/nothing');
  await page.keyboard.press('Enter');
  await expectVisible(page.getByText("Enter the asset's link from this site, or its code."));
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');

  await field.fill('');
  await page.keyboard.type(`${new URL(page.url()).origin}/user/assets/${asset._id}`);
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { name: asset.name, level: 2 });
  await expectFocused(heading);
  await expectVisible(page.getByRole('list', { name: 'Loans' }).getByRole('heading', { name: borrower }));
});

test('an admin who reads Hindi scans and hands over in Hindi', async ({ browser }) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const asset = await addWheelchair(admin, 2);
  const { borrower } = await approvedLoan(admin, asset._id);
  const page = await hindiPage(browser);
  // The demo admin is shared, so its account is read as one whose language is Hindi rather than changed.
  await readAccountAsHindi(page);
  await page.goto('/admin/login', { waitUntil: 'networkidle' });
  await page.locator('input[type="email"]').fill(demo.admin);
  await page.locator('input[type="password"]').fill(demo.password);
  await page.locator('form button[type="submit"]').click();
  await expectPath(page, '/admin/dashboard');

  await page.goto('/admin/scan');
  await expectVisible(page.getByRole('heading', { name: 'स्कैन', level: 1 }));
  await page.locator('main button').first().click();
  await expectVisible(page.getByRole('alert'));
  await settle(page);
  await expectNoEnglishWords(page, 'the Scan page in Hindi without a camera', ['Sahaya Admin', 'Sahaya']);
  await expectNoSeriousAxeViolations(page, 'the Scan page in Hindi');
  await screenshots(page, 'hindi-no-camera');

  await page.locator('main input').fill(asset._id);
  await page.keyboard.press('Enter');
  await expectVisible(page.getByRole('heading', { name: asset.name, level: 2 }));
  await expectVisible(page.getByRole('heading', { name: borrower }));
  await settle(page);
  const typed = ['Sahaya Admin', 'Sahaya', asset.name, borrower];
  await expectNoEnglishWords(page, 'the scanned asset in Hindi', typed);
  await expectNoSeriousAxeViolations(page, 'the scanned asset in Hindi');
  await screenshots(page, 'hindi-asset');

  await press(page.getByRole('button', { name: 'सौंपें' }));
  await expectVisible(page.getByRole('status').filter({ hasText: contractHindi('assetRequestMessages.handedOver') }));
  await expectNoEnglishWords(page, 'the loan handed over in Hindi', typed);
});
