import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type ApiSession, callAs, signInThroughApi, tinyPng } from './harness/api.ts';
import { AccessibilityAudit, settle } from './harness/audit.ts';
import { downloaded } from './harness/downloads.ts';
import { expectFocused, expectPath, expectToast, expectVisible, personalPage, test } from './harness/fixtures.ts';
import { expectNoEnglishWords, hindiPage, hindiText, logInAsAdminInHindi } from './harness/hindi.ts';
import { screenshot, screenshotsAtBothWidths, shotsDir } from './harness/layout.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { resultsDir } from './harness/paths.ts';
import { createVerifiedUser, demo, logInAsAdmin, logInAsUser } from './harness/people.ts';
import { press, tabTo } from './harness/keyboard.ts';
import { indiaDayOf } from '@sahaya/contract/calendar-days';

/*
 * The admin's side of lending equipment: adding an asset with its image, editing its stock, its QR
 * code, and deciding a person's request for two units: approved with a comment (the stock drops,
 * and the person, My Requests open, sees the decision and the comment arrive), marked returned
 * needing repair by keyboard (the units wait out of stock in the asset's repairs until marked
 * ready), the asset's history telling it all; then an approval the stock can no longer cover is
 * refused with the server's reason; and the overdue loans, listed and saved as a call list. Every
 * page and dialog on the way is checked with axe-core, and the admin's pages are photographed at
 * 1280 and 375 px, in English and in Hindi.
 */

const password = 'Sahaya@123';
const repairNote = 'The left brake is loose.';

/** The page at a laptop's width and a phone's, saved for a look. */
const screenshots = (page: Page, name: string) => screenshotsAtBothWidths(page, `lending-admin-${name}`);

/** What the assets' pages say in Hindi, by their English. */
const assetsHindi = (english: string) => hindiText('apps/web/src/features/assets', english);

/**
 * Presses a control the way a keyboard user does, focus on it and Enter, which also reaches a button
 * that a toast happens to cover at the bottom right.
 */

/**
 * Tomorrow on India's calendar, as the API takes it (yyyy-MM-dd): the day after the first of the
 * availability's days, whatever the hour (after 18:30 UTC India is a day ahead).
 */
function tomorrow(): string {
  return indiaDayOf(new Date(Date.now() + 24 * 60 * 60 * 1000));
}

/** Opens a dialog with `open`, checks it with axe-core and closes it with Escape; focus must return to `opener`. */
async function auditDialogFrom(page: Page, audit: AccessibilityAudit, state: string, opener: Locator, dialog: Locator): Promise<void> {
  await opener.click();
  await expectVisible(dialog);
  await settle(page);
  await audit.axe(state);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocused(opener);
}

/** The request's card in Request Management, found by searching for its asset. */
async function requestCard(page: Page, assetName: string): Promise<Locator> {
  await page.goto('/admin/requestManagement?tab=assets');
  await page.getByLabel('Search', { exact: true }).fill(assetName);
  const card = page.getByRole('article', { name: assetName });
  await expectVisible(card);
  await expect.poll(() => page.getByRole('article').count()).toBe(1);
  return card;
}

/**
 * The rows of a downloaded CSV: every cell is quoted (quotes inside doubled), and an address holds
 * commas, so cells are read by their quotes; the byte order mark is dropped.
 */
function csvRows(bytes: Buffer): string[][] {
  return bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replace(/""/g, '"')));
}

/** The label in the QR dialog, saved as the PNG it is, for a look at what gets printed (none under SHOTS_DIR=none). */
async function saveLabel(image: Locator, name: string): Promise<void> {
  if (shotsDir === 'none') return;
  const src = await image.getAttribute('src');
  mkdirSync(shotsDir, { recursive: true });
  if (src?.startsWith('data:image/png;base64,')) writeFileSync(join(shotsDir, `${name}.png`), Buffer.from(src.slice(22), 'base64'));
}

/** A loan of one unit from tomorrow asked for by `person` and approved: the request's id. */
async function approvedLoanOf(admin: ApiSession, person: ApiSession, assetId: string): Promise<string> {
  const { assetRequest } = await callAs<{ assetRequest: { _id: string } }>(person, 'POST', `/api/assetRequests/${assetId}`, { requestedDate: tomorrow(), quantity: 1 });
  await callAs(admin, 'PATCH', `/api/assetRequests/${assetRequest._id}`, { status: 'approved' });
  return assetRequest._id;
}

async function expectStock(page: Page, assetPath: string, stocks: number): Promise<void> {
  await page.goto(assetPath);
  await expectVisible(page.getByText(`${stocks} in stock`, { exact: true }));
}

test('the admin adds an asset, edits its stock, makes its QR code, approves two units and takes them back', async ({ page, browser }) => {
  const letters = randomLetters(8);
  const assetName = `Wheelchair ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
  const requesterName = uniqueName('Savitri');
  const { email } = await createVerifiedUser(requesterName, password);
  const requester = await signInThroughApi(email, password, 'user');
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const audit = new AccessibilityAudit(page);

  await logInAsAdmin(page);
  await page.getByRole('link', { name: 'Asset Management' }).first().click();
  await expectPath(page, '/admin/assetManagement');
  await settle(page);
  await audit.page('the asset grid', { axe: true });

  // Add Asset: every field, and the image through the file picker.
  await page.getByRole('link', { name: 'Add Asset' }).click();
  await expectPath(page, '/admin/addAsset');
  await settle(page);
  // Submitting the empty form names every missing field beside it.
  await press(page.getByRole('button', { name: 'Add Asset', exact: true }));
  await expectVisible(page.getByText('Please enter the asset name'));
  await expectVisible(page.getByText('Please upload an image'));
  await audit.page('the Add Asset form with its errors', { axe: true });
  await page.getByLabel('Name', { exact: true }).fill(assetName);
  await page.getByLabel('Category').selectOption('wheelchair');
  await page.getByLabel('Description', { exact: true }).fill('A light folding wheelchair with padded armrests.');
  await page.getByLabel('Stocks').fill('5');
  // A file dropped onto the zone is checked first: one above 5 MB is refused with the spec's message.
  const tooLarge = await page.evaluateHandle(`(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(6 * 1024 * 1024)], 'large.png', { type: 'image/png' }));
    return transfer;
  })()`);
  await page.getByText('Drag and drop an image here, or').dispatchEvent('drop', { dataTransfer: tooLarge });
  await expectVisible(page.getByRole('alert').filter({ hasText: 'Image size should be less than 5MB' }));
  await page.getByLabel(/^Image/).setInputFiles({ name: 'wheelchair.png', mimeType: 'image/png', buffer: tinyPng });
  await expectVisible(page.getByText('wheelchair.png (0.00 MB)'));
  await expectVisible(page.getByRole('img', { name: 'Preview of wheelchair.png' }));
  await press(page.getByRole('button', { name: 'Add Asset', exact: true }));
  await expectToast(page, 'Asset added successfully!');
  await expectPath(page, '/admin/assetManagement');

  // The new asset in the grid, and its page.
  await page.getByLabel('Search by name').fill(assetName);
  await page.getByRole('link', { name: `View Details of ${assetName}` }).click();
  await expectVisible(page.getByRole('heading', { name: assetName, level: 1 }));
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('1');
  const assetPath = new URL(page.url()).pathname;
  const assetId = assetPath.split('/').pop()!;
  await expectVisible(page.getByText('5 in stock', { exact: true }));
  await expectVisible(page.getByText('In Stock', { exact: true }));
  await settle(page);
  await audit.page('the asset details', { axe: true });

  // Edit Asset: the stock becomes 6.
  const edit = page.getByRole('button', { name: 'Edit Asset' });
  await edit.click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Asset' });
  await expectVisible(editDialog.getByText("Make changes to your asset. Click save when you're done."));
  await audit.axe('the Edit Asset dialog');
  await editDialog.getByLabel('Stocks').fill('6');
  await press(editDialog.getByRole('button', { name: 'Save Changes' }));
  await expectToast(page, 'Asset updated successfully!');
  await editDialog.waitFor({ state: 'detached' });
  await expectFocused(edit);
  await expectVisible(page.getByText('6 in stock', { exact: true }));

  // Generate QR: a real code of the asset's page for people, to download or print.
  // The asset's short code, given when it was added, is on its card and on the label under the QR.
  const { asset: added } = await callAs<{ asset: { shortCode: string } }>(admin, 'GET', `/api/assets/${assetId}`);
  expect(added.shortCode).toMatch(/^WC-\d{4,}$/);
  await expectVisible(page.getByText(added.shortCode, { exact: true }));
  const generate = page.getByRole('button', { name: 'Generate QR' });
  await generate.click();
  const qrDialog = page.getByRole('dialog', { name: 'QR Code' });
  const qr = qrDialog.getByRole('img', { name: `QR code of ${assetName}, with its code ${added.shortCode} under it` });
  await expectVisible(qr);
  // The label is the code with a band beneath it, where the short code is written large.
  const label = await qr.evaluate((image) => {
    const { naturalWidth, naturalHeight } = image as unknown as { naturalWidth: number; naturalHeight: number };
    return { naturalWidth, naturalHeight };
  });
  expect(label.naturalWidth).toBeGreaterThan(100);
  expect(label.naturalHeight).toBeGreaterThan(label.naturalWidth + 60);
  await saveLabel(qr, 'lending-admin-qr-label');
  await screenshots(page, 'qr-label');
  await expectVisible(qrDialog.getByText(`/user/assets/${assetId}`));
  expect(await qrDialog.getByRole('link', { name: 'Download PNG' }).getAttribute('download')).toMatch(/^wheelchair-[a-z]+-qr\.png$/);
  await expectVisible(qrDialog.getByRole('button', { name: 'Print' }));
  await audit.axe('the QR code dialog');
  await page.keyboard.press('Escape');
  await qrDialog.waitFor({ state: 'detached' });
  await expectFocused(generate);

  await auditDialogFrom(
    page,
    audit,
    'the full-size image',
    page.getByRole('button', { name: `Enlarge the image of ${assetName}` }),
    page.getByRole('dialog', { name: assetName }),
  );

  // The history is the asset's real story.
  await page.getByRole('tab', { name: 'History' }).click();
  let history = page.getByRole('tabpanel', { name: 'History' });
  await expectVisible(history.getByText(/^Added by /));
  await expectVisible(history.getByText('Stock changed from 5 to 6', { exact: true }));

  // A person asks for two units for tomorrow, and keeps My Requests open on their own computer.
  await callAs(requester, 'POST', `/api/assetRequests/${assetId}`, { requestedDate: tomorrow(), quantity: 2 });
  const requesterPage = await personalPage(browser);
  await logInAsUser(requesterPage, email, password);
  await requesterPage.goto('/user/requests?tab=assets');
  const myRequest = requesterPage.getByRole('list', { name: 'Asset requests' }).getByRole('listitem').filter({ hasText: assetName });
  await expectVisible(myRequest.getByText('Pending', { exact: true }));
  const bell = requesterPage.getByRole('button', { name: /^Notifications/ });
  await expectVisible(bell);

  await page.getByRole('link', { name: 'Request Management' }).first().click();
  await expectPath(page, '/admin/requestManagement');
  let card = await requestCard(page, assetName);
  await expectVisible(page.getByText('Showing 1 to 1 of 1 requests'));
  await expectVisible(card.getByText('Pending', { exact: true }));
  await press(card.getByRole('button', { name: 'Show Details' }));
  await expectVisible(card.getByText('2 units'));
  await expectVisible(card.getByText(email));
  await settle(page);
  await audit.page('the asset requests with a card opened', { axe: true });
  await auditDialogFrom(
    page,
    audit,
    'the User Details dialog',
    card.getByRole('button', { name: requesterName, exact: true }),
    page.getByRole('dialog', { name: 'User Details' }),
  );

  // Approved with a comment: two units are reserved for the loan's days; they leave the shelf when
  // handed over. Each card's buttons are named by its request.
  await expectVisible(card.getByRole('button', { name: `Approve Request: ${assetName}, ${requesterName}`, exact: true }));
  await press(card.getByRole('button', { name: 'Approve Request' }));
  let decision = page.getByRole('dialog', { name: 'Approve Request' });
  await expectVisible(decision.getByText('Are you sure you want to approve this request?'));
  await audit.axe('the Approve Request dialog');
  await decision.getByLabel('Comment (optional)').fill('Collect them from the Jayanagar centre.');
  await press(decision.getByRole('button', { name: 'Approve', exact: true }));
  await decision.waitFor({ state: 'detached' });
  await expectVisible(card.getByText('Approved', { exact: true }));
  await expectVisible(card.getByRole('button', { name: 'Mark returned' }));
  // The person is told at once, and the open page shows the decision and the comment unreloaded.
  await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
  await expectVisible(myRequest.getByText('Approved', { exact: true }));
  await expectVisible(myRequest.getByText('Collect them from the Jayanagar centre.'));
  await expectStock(page, assetPath, 6);

  // The admin's asset page has an Availability tab too: each day's free units, and how many are
  // reserved: none today, two from tomorrow, the loan's first day.
  await press(page.getByRole('tab', { name: 'Availability' }));
  await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('availability');
  const days = page.getByRole('list', { name: 'Free units per day' }).getByRole('listitem');
  await expect.poll(() => days.count()).toBe(30);
  await expectVisible(days.first().getByText('6 free', { exact: true }));
  await expectVisible(days.nth(1).getByText('4 free', { exact: true }));
  await expectVisible(days.nth(1).getByText('2 reserved', { exact: true }));
  await expectVisible(page.getByRole('heading', { name: 'Reserved periods' }));
  await settle(page);
  await audit.axe("the admin's Availability tab");
  await screenshots(page, 'asset-availability');

  // Returned needing repair, chosen by keyboard: the choice and then the note are asked for beside them.
  card = await requestCard(page, assetName);
  // The card shows the loan's period: from tomorrow, due back 14 days later.
  await expectVisible(card.getByText(/ – due back /));
  await press(card.getByRole('button', { name: 'Mark returned' }));
  decision = page.getByRole('dialog', { name: 'Mark returned' });
  await expectVisible(decision.getByRole('group', { name: 'How did it come back?' }));
  await settle(page);
  await audit.axe('the Mark returned dialog');
  const returned = decision.getByRole('button', { name: 'Mark returned' });
  await press(returned);
  await expectVisible(decision.getByText('Choose how it came back: good or needs repair'));
  await tabTo(page, decision.getByRole('radio', { name: 'Came back in good condition' }), { backwards: true });
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  expect(await decision.getByRole('radio', { name: 'Needs repair' }).isChecked()).toBe(true);
  await press(returned);
  await expectVisible(decision.getByText('Please say what needs repair'));
  const note = decision.getByLabel('What needs repair?');
  await expect.poll(() => note.getAttribute('aria-invalid')).toBe('true');
  await settle(page);
  await audit.axe('the Mark returned dialog with its errors');
  await screenshots(page, 'mark-returned');
  await tabTo(page, note);
  await page.keyboard.type(repairNote);
  await tabTo(page, returned);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Marked as returned; the units wait for repair');
  await decision.waitFor({ state: 'detached' });
  await expectVisible(card.getByText('Completed', { exact: true }));
  await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 2 unread');
  await expectVisible(myRequest.getByText('Completed', { exact: true }));
  await requesterPage.context().close();

  // The two units wait for repair, out of stock, until the admin marks them ready.
  await expectStock(page, assetPath, 4);
  await expectVisible(page.getByText('In repair: 2', { exact: true }));
  const repairs = page.getByRole('list', { name: 'Units waiting for repair' });
  const repair = repairs.getByRole('listitem').filter({ hasText: repairNote });
  await expectVisible(repair.getByText(`2 units: ${repairNote}`));
  await expectVisible(repair.getByText(`From ${requesterName}'s loan`, { exact: false }));
  await settle(page);
  await audit.page('the asset with units in repair', { axe: true });
  await screenshots(page, 'asset-repairs');
  await press(repair.getByRole('button', { name: 'Mark ready' }));
  await expectToast(page, 'Marked ready; the units are back in stock');
  await expectVisible(page.getByText('No units are waiting for repair.'));
  // The button went with its unit: focus is on what the list now says, not lost to the page.
  await expectFocused(page.getByText('No units are waiting for repair.'));
  await expectVisible(page.getByText('6 in stock', { exact: true }));
  await expect.poll(() => page.getByText(/^In repair: /).count()).toBe(0);

  // The history tells the loan's story, newest first.
  await page.getByRole('tab', { name: 'History' }).click();
  history = page.getByRole('tabpanel', { name: 'History' });
  const events = history.getByRole('list', { name: 'Asset history' }).getByRole('listitem');
  await expectVisible(events.nth(0).getByText(/^2 units ready after repair, marked by /));
  await expectVisible(events.nth(1).getByText(`${requesterName} returned 2 units needing repair`, { exact: true }));
  await expectVisible(events.nth(1).getByText(`Needs repair: ${repairNote}`, { exact: true }));
  await expectVisible(events.filter({ hasText: `${requesterName}'s loan of 2 units, ` }).getByText(/, approved by /));
  await settle(page);
  await audit.axe('the History tab');
  await screenshots(page, 'asset-history');

  // Another request for three, then the stock falls to two: the approval is refused with the reason.
  await callAs(requester, 'POST', `/api/assetRequests/${assetId}`, { requestedDate: tomorrow(), quantity: 3 });
  const { asset } = await callAs<{ asset: Record<string, unknown> }>(admin, 'GET', `/api/assets/${assetId}`);
  await callAs(admin, 'PUT', `/api/assets/${assetId}`, {
    name: asset.name,
    category: asset.category,
    description: asset.description,
    image: asset.image,
    stocks: 2,
  });
  await page.goto('/admin/requestManagement?tab=assets');
  await page.getByLabel('Status').selectOption('pending');
  await page.getByLabel('Search', { exact: true }).fill(assetName);
  card = page.getByRole('article', { name: assetName });
  await expectVisible(card.getByText('Pending', { exact: true }));
  const approve = card.getByRole('button', { name: 'Approve Request' });
  await press(approve);
  decision = page.getByRole('dialog', { name: 'Approve Request' });
  const comment = decision.getByLabel('Comment (optional)');
  await comment.fill('Two can go now, the third next week.');
  await press(decision.getByRole('button', { name: 'Approve', exact: true }));
  // Said as a person would: "3 units", never "unit(s)".
  await expectVisible(decision.getByRole('alert').filter({ hasText: 'Cannot approve: 3 units asked, 2 left in stock.' }));
  // Closed by Escape, the dialog opens again for the same request and decision as it was left.
  await page.keyboard.press('Escape');
  await decision.waitFor({ state: 'detached' });
  await expectFocused(approve);
  await press(approve);
  await expectVisible(decision);
  expect(await comment.inputValue()).toBe('Two can go now, the third next week.');
  await settle(page);
  await audit.axe('the Approve Request dialog opened again as it was left');
  await press(decision.getByRole('button', { name: 'Cancel' }));
  // Nothing changed, and the keyboard carries on from the button that opened the dialog.
  await expectFocused(approve);
  // Cancelled, the comment is gone; and typing kept for approving is not offered for rejecting.
  await press(approve);
  await expect.poll(() => comment.inputValue()).toBe('');
  await comment.fill('Meant for the approval');
  await page.keyboard.press('Escape');
  await decision.waitFor({ state: 'detached' });
  await press(card.getByRole('button', { name: 'Reject Request' }));
  decision = page.getByRole('dialog', { name: 'Reject Request' });
  await expectVisible(decision.getByText('Are you sure you want to reject this request?'));
  await expect.poll(() => decision.getByLabel('Comment (optional)').inputValue()).toBe('');
  await press(decision.getByRole('button', { name: 'Reject', exact: true }));
  await decision.waitFor({ state: 'detached' });
  // Only pending requests are listed, and this one is not pending any more.
  await expectVisible(page.getByRole('heading', { name: 'No Requests Found' }));
  await expectVisible(page.getByText('No requests match your search criteria'));
  await expectStock(page, assetPath, 2);

  // A loan approved but never collected is taken back from its card, after a question: the unit is
  // straight back on the shelf.
  const uncollected = await approvedLoanOf(admin, requester, assetId);
  await page.goto('/admin/requestManagement?tab=assets&status=approved');
  await page.getByLabel('Search', { exact: true }).fill(assetName);
  card = page.getByRole('article', { name: assetName });
  await expectVisible(card.getByText('Approved', { exact: true }));
  await expect.poll(() => page.getByRole('article').count()).toBe(1);
  const takeBack = card.getByRole('button', { name: `Take back: ${assetName}, ${requesterName}`, exact: true });
  await press(takeBack);
  decision = page.getByRole('dialog', { name: 'Take back' });
  await expectVisible(decision.getByText('End this loan before it is handed over?', { exact: false }));
  await expectVisible(decision.getByText(`${assetName}, 1 unit, for ${requesterName}`));
  await settle(page);
  await audit.axe('the Take back dialog');
  await screenshots(page, 'take-back');
  await decision.getByLabel('Comment (optional)').fill('Nobody came to collect it.');
  await press(decision.getByRole('button', { name: 'Take back', exact: true }));
  await expectToast(page, 'Taken back; the units are back on the shelf');
  await decision.waitFor({ state: 'detached' });
  await expectVisible(page.getByRole('heading', { name: 'No Requests Found' }));
  const { assetRequests: mine } = await callAs<{ assetRequests: { _id: string; status: string; comment: string | null }[] }>(requester, 'GET', '/api/assetRequests/me?status=cancelled');
  expect(mine.find((request) => request._id === uncollected)).toMatchObject({ status: 'cancelled', comment: 'Nobody came to collect it.' });
  await expectStock(page, assetPath, 2);

  // The overdue loans (the demo's, whose return days have passed), oldest due first, with a phone to
  // call; the filter lives in the address, so the dashboard's link opens the same list.
  await page.goto('/admin/requestManagement?tab=assets');
  await page.getByLabel('Status').selectOption('overdue');
  await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('overdue');
  const list = page.getByRole('list', { name: 'Asset requests' });
  const overdue = list.getByRole('article');
  // The previous list stays on screen, greyed, until the overdue one has come.
  await expectVisible(page.getByText('Loans past their return day, the longest overdue first.'));
  await expect.poll(() => list.getAttribute('aria-busy')).toBe('false');
  const shown = await overdue.count();
  expect(shown).toBeGreaterThan(0);
  expect(await overdue.filter({ hasText: /Overdue · \d+ days? late/ }).count()).toBe(shown);
  const gopal = overdue.filter({ hasText: 'Transit Wheelchair' }).filter({ hasText: 'Gopal Rao' });
  await expectVisible(gopal.getByText('Overdue · 1 day late', { exact: true }));
  // An older row's ten digits read and dial as the Indian mobile number they are.
  expect(await gopal.getByRole('link', { name: 'Call +91 97400 98765' }).getAttribute('href')).toBe('tel:+919740098765');
  await settle(page);
  await audit.page('the overdue loans', { axe: true });
  await screenshots(page, 'overdue');
  const file = await downloaded(page, () => press(page.getByRole('button', { name: 'Download overdue list (CSV)' })));
  expect(file.name).toMatch(/^overdue_\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = csvRows(file.bytes);
  expect(rows[0]).toEqual(['Name', 'Phone', 'E-mail', 'Address', 'Asset', 'Code', 'Quantity', 'Due date', 'Days late']);
  expect(rows.length - 1).toBeGreaterThanOrEqual(shown);
  const gopalRow = rows.find((row) => row[0] === 'Gopal Rao' && row[4] === 'Transit Wheelchair');
  // Where a volunteer goes to collect it: Gopal's address.
  expect(gopalRow).toMatchObject({ 1: '9740098765', 2: 'gopal.rao@sahaya.demo', 3: '3 Malleshwaram 8th Cross, Bengaluru, Karnataka 560003, India', 6: '1', 8: '1' });
  expect(gopalRow?.[5]).toMatch(/^WC-\d{4,}$/);
  await page.goto('/admin/requestManagement?tab=assets&status=overdue');
  await expect.poll(() => page.getByLabel('Status').inputValue()).toBe('overdue');
  await expectVisible(page.getByRole('button', { name: 'Download overdue list (CSV)' }));

  audit.expectClean();
  // The whole life of a loan, from adding the asset to its overdue list, takes longer than one page's journey.
}, 180_000);

/** A loan of one unit by a new person, approved: the request's id. */
async function approvedLoan(admin: ApiSession, assetId: string, name: string): Promise<string> {
  const { email } = await createVerifiedUser(name, password);
  const person = await signInThroughApi(email, password, 'user');
  const { assetRequest } = await callAs<{ assetRequest: { _id: string } }>(person, 'POST', `/api/assetRequests/${assetId}`, {
    requestedDate: tomorrow(),
    quantity: 1,
  });
  await callAs(admin, 'PATCH', `/api/assetRequests/${assetRequest._id}`, { status: 'approved' });
  return assetRequest._id;
}

test('an admin who reads Hindi reads the repairs, the history, the overdue loans and the return dialog in Hindi', async ({ browser }) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const letters = randomLetters(8);
  const assetName = `Wheelchair ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
  const description = 'A light folding wheelchair with padded armrests.';
  const form = new FormData();
  form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'wheelchair.png');
  const { imageUrl } = await callAs<{ imageUrl: string }>(admin, 'POST', '/api/assets/image', form);
  const { asset } = await callAs<{ asset: { _id: string; shortCode: string } }>(admin, 'POST', '/api/assets', {
    name: assetName,
    category: 'wheelchair',
    description,
    stocks: 2,
    image: imageUrl,
  });
  const shortCode = asset.shortCode;
  const borrower = uniqueName('Kamala');
  const first = await approvedLoan(admin, asset._id, borrower);
  await callAs(admin, 'PATCH', `/api/assetRequests/${first}`, { status: 'completed', condition: 'needs-repair', note: repairNote });
  const other = uniqueName('Lalitha');
  await approvedLoan(admin, asset._id, other);
  const typed = [assetName, description, borrower, other, repairNote, asset._id, shortCode, 'Sahaya Admin'];

  const page = await hindiPage(browser);
  try {
    await logInAsAdminInHindi(page);

    await page.goto(`/admin/assets/${asset._id}`);
    await expectVisible(page.getByText('मरम्मत में: 1', { exact: true }));
    await expectVisible(page.getByText(`1 यूनिट: ${repairNote}`));
    await expectVisible(page.getByRole('button', { name: 'तैयार दर्ज करें' }));
    await settle(page);
    await expectNoEnglishWords(page, 'the asset with a unit in repair in Hindi', typed);
    await screenshots(page, 'hindi-asset-repairs');

    // The label in Hindi: the code under the QR is the same letters and digits in every language.
    const qrButton = page.getByRole('button', { name: assetsHindi('Generate QR') });
    await press(qrButton);
    const qrDialog = page.getByRole('dialog', { name: assetsHindi('QR Code') });
    await expectVisible(qrDialog.getByRole('img'));
    await settle(page);
    await expectNoEnglishWords(page, 'the QR label in Hindi', [...typed, 'PNG']);
    await screenshots(page, 'hindi-qr-label');
    await page.keyboard.press('Escape');
    await qrDialog.waitFor({ state: 'detached' });

    // The Availability tab: a day with too few units says why, in Hindi (the loan is reserved from tomorrow).
    await page.getByRole('tab', { name: assetsHindi('Availability') }).click();
    const availability = page.getByRole('tabpanel', { name: assetsHindi('Availability') });
    const tomorrow = availability.getByRole('list', { name: assetsHindi('Free units per day') }).getByRole('listitem').nth(1);
    await expectVisible(tomorrow.getByText(assetsHindi('In repair'), { exact: true }));
    await expectVisible(tomorrow.getByText('1 आरक्षित', { exact: true }));
    await settle(page);
    await expectNoEnglishWords(page, 'the Availability tab in Hindi', typed);
    await screenshots(page, 'hindi-asset-availability');

    await page.getByRole('tab', { name: 'इतिहास' }).click();
    const history = page.getByRole('tabpanel', { name: 'इतिहास' });
    await expectVisible(history.getByText(`${borrower} ने 1 यूनिट लौटाए, जिनकी मरम्मत चाहिए`, { exact: true }));
    await expectVisible(history.getByText(`मरम्मत चाहिए: ${repairNote}`, { exact: true }));
    await expectNoEnglishWords(page, 'the history in Hindi', typed);
    await screenshots(page, 'hindi-asset-history');

    await page.goto('/admin/requestManagement?tab=assets&status=overdue');
    await expectVisible(page.getByRole('button', { name: 'देर वाले उधारों की सूची डाउनलोड करें (CSV)' }));
    await expectVisible(page.getByText('जिन उधारों की वापसी की तारीख़ निकल गई है, सबसे ज़्यादा देर वाले पहले।'));
    await screenshots(page, 'hindi-overdue');
    // The call list is headed in Hindi for an admin who reads Hindi.
    const file = await downloaded(page, () => press(page.getByRole('button', { name: 'देर वाले उधारों की सूची डाउनलोड करें (CSV)' })));
    expect(csvRows(file.bytes)[0]).toEqual(['नाम', 'फ़ोन', 'ईमेल', 'पता', 'उपकरण', 'कोड', 'संख्या', 'लौटाने की तारीख़', 'कितने दिन की देर']);

    await page.goto('/admin/requestManagement?tab=assets');
    await page.getByPlaceholder('उपकरण या अनुरोध करने वाले का नाम').fill(other);
    const card = page.getByRole('article', { name: assetName });
    await expectVisible(card);
    await press(card.getByRole('button', { name: 'लौटाया गया दर्ज करें' }));
    const dialog = page.getByRole('dialog', { name: 'लौटाया गया दर्ज करें' });
    await dialog.getByRole('radio', { name: 'मरम्मत चाहिए' }).check();
    await press(dialog.getByRole('button', { name: 'लौटाया गया दर्ज करें' }));
    await expectVisible(dialog.getByText('कृपया बताएँ कि किस चीज़ की मरम्मत चाहिए'));
    await expectNoEnglishWords(page, 'the return dialog in Hindi', typed);
    await screenshots(page, 'hindi-mark-returned');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Not yet collected, the loan can also be taken back; the dialog says what follows, in Hindi.
    await press(card.getByRole('button', { name: hindiText('apps/web/src/features/assets', 'Take back: {subject}', { subject: `${assetName}, ${other}` }) }));
    const takeBack = page.getByRole('dialog', { name: assetsHindi('Take back') });
    await expectVisible(takeBack.getByText(assetsHindi('End this loan before it is handed over? Its units go back on the shelf, the first person waiting is offered them, and the borrower is told.')));
    await settle(page);
    await expectNoEnglishWords(page, 'the Take back dialog in Hindi', typed);
    await screenshots(page, 'hindi-take-back');
  } catch (error) {
    await page.screenshot({ path: join(resultsDir, 'lending-admin-hindi-failed.png'), fullPage: true }).catch(() => undefined);
    throw error;
  } finally {
    await page.context().close();
  }
});

test('an unknown asset shows the not-found card, whose link returns to the list at the same page', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto(`/admin/assets/${randomUUID()}?page=2`);
  await expectVisible(page.getByRole('heading', { name: 'Oops! Asset Not Found' }));
  await page.getByRole('link', { name: 'Back to Assets' }).click();
  await expectPath(page, '/admin/assetManagement');
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
});

/**
 * The drawing that stands in for a missing picture inside `container`, as a person sees it: its
 * background and the icon drawn on it. A photo that failed to load must not be there instead.
 */
async function fallbackDrawing(container: Locator): Promise<string> {
  const drawing = container.locator(':is([aria-hidden="true"], [role="img"]):has(> svg)').first();
  await expectVisible(drawing);
  expect(await container.locator('img').count(), 'a broken photo beside the drawing').toBe(0);
  return drawing.evaluate((element) => `${element.ownerDocument.defaultView?.getComputedStyle(element).backgroundImage} ${element.innerHTML}`);
}

test('an asset whose picture does not load shows one drawing of its category in the catalogue, on its pages and in the admin lists', async ({ page, browser }) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const letters = randomLetters(8);
  const assetName = `Airbed ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
  const form = new FormData();
  form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'airbed.png');
  const { imageUrl } = await callAs<{ imageUrl: string }>(admin, 'POST', '/api/assets/image', form);
  const { asset } = await callAs<{ asset: { _id: string } }>(admin, 'POST', '/api/assets', {
    name: assetName,
    category: 'airbed',
    description: 'An air mattress with a quiet pump.',
    stocks: 4,
    image: imageUrl,
  });
  const requesterName = uniqueName('Sarita');
  const { email } = await createVerifiedUser(requesterName, password);
  const requester = await signInThroughApi(email, password, 'user');
  await callAs(requester, 'POST', `/api/assetRequests/${asset._id}`, { requestedDate: tomorrow(), quantity: 1 });

  // The picture's file cannot be fetched, as when storage loses it: every place falls back.
  const brokenPicture = `**${new URL(imageUrl, 'http://sahaya.test').pathname}`;
  const person = await personalPage(browser);
  await person.context().route(brokenPicture, (route) => route.abort());
  await page.context().route(brokenPicture, (route) => route.abort());
  const drawings: Record<string, string> = {};
  try {
    await logInAsUser(person, email, password);
    await person.goto(`/user/assets?search=${encodeURIComponent(assetName)}`);
    const card = person.getByRole('list', { name: 'Assets' }).getByRole('listitem').filter({ hasText: assetName });
    drawings['the catalogue'] = await fallbackDrawing(card);
    await screenshot(person, 'fallback-catalogue-1280');
    await person.setViewportSize({ width: 375, height: 800 });
    await screenshot(person, 'fallback-catalogue-375');
    await person.setViewportSize({ width: 1280, height: 800 });

    await card.getByRole('link', { name: `View Details of ${assetName}` }).click();
    await expectVisible(person.getByRole('heading', { level: 1, name: assetName }));
    const enlarge = person.getByRole('button', { name: `Enlarge the picture of ${assetName}` });
    drawings['the asset page'] = await fallbackDrawing(enlarge);
    await screenshot(person, 'fallback-details-1280');
    await enlarge.click();
    // Alone in the dialog, the drawing is named for what it is.
    const enlarged = person.getByRole('dialog', { name: assetName });
    await expectVisible(enlarged.getByRole('img', { name: `No picture of ${assetName} yet` }));
    drawings['the enlarged picture'] = await fallbackDrawing(enlarged);
    await person.keyboard.press('Escape');

    await person.goto('/user/requests?tab=assets');
    const myRequest = person.getByRole('list', { name: 'Asset requests' }).getByRole('listitem').filter({ hasText: assetName });
    drawings['My Requests'] = await fallbackDrawing(myRequest);

    await logInAsAdmin(page);
    await page.goto(`/admin/assetManagement?search=${encodeURIComponent(assetName)}`);
    const tile = page.getByRole('list', { name: 'Assets' }).getByRole('listitem').filter({ hasText: assetName });
    drawings['the admin grid'] = await fallbackDrawing(tile);
    await screenshot(page, 'fallback-admin-grid-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'fallback-admin-grid-375');
    await page.setViewportSize({ width: 1280, height: 800 });

    await tile.getByRole('link', { name: `View Details of ${assetName}` }).click();
    await expectVisible(page.getByRole('heading', { name: assetName, level: 1 }));
    drawings["the admin's asset page"] = await fallbackDrawing(page.getByRole('button', { name: `Enlarge the image of ${assetName}` }));
    await screenshot(page, 'fallback-admin-details-1280');

    drawings['Request Management'] = await fallbackDrawing(await requestCard(page, assetName));
    await screenshot(page, 'fallback-request-management-1280');
  } finally {
    await person.context().close();
  }
  for (const [place, drawing] of Object.entries(drawings)) expect(drawing, `the drawing in ${place}`).toBe(drawings['the catalogue']);
});
