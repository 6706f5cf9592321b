import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { callAs, signInThroughApi, tinyPng } from './harness/api.ts';
import { AccessibilityAudit, settle } from './harness/audit.ts';
import { expectFocused, expectPath, expectToast, expectVisible, personalPage, test } from './harness/fixtures.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { createVerifiedUser, demo, logInAsAdmin, logInAsUser } from './harness/people.ts';
import { press } from './harness/keyboard.ts';

/*
 * The admin's side of lending equipment: adding an asset with its image, editing its stock, its QR
 * code, and deciding a person's request for two units: approved with a comment (the stock drops,
 * and the person, My Requests open, sees the decision and the comment arrive), marked returned (the
 * stock is back); then an approval the stock can no longer cover is refused
 * with the server's reason. Every page and dialog on the way is checked with axe-core.
 */

const password = 'Sahaya@123';

/**
 * Presses a control the way a keyboard user does, focus on it and Enter, which also reaches a button
 * that a toast happens to cover at the bottom right.
 */

/** Tomorrow as the API takes it (yyyy-MM-dd). */
function tomorrow(): string {
  return new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
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
  await page.getByLabel('Description').fill('A light folding wheelchair with padded armrests.');
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
  const generate = page.getByRole('button', { name: 'Generate QR' });
  await generate.click();
  const qrDialog = page.getByRole('dialog', { name: 'QR Code' });
  const qr = qrDialog.getByRole('img', { name: `QR code of ${assetName}` });
  await expectVisible(qr);
  expect(await qr.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(100);
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
  await expectVisible(page.getByText('Asset added'));
  await expectVisible(page.getByText('Asset updated'));

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
  await expectVisible(card.getByText('2 unit(s)'));
  await expectVisible(card.getByText(email));
  await settle(page);
  await audit.page('the asset requests with a card opened', { axe: true });
  await auditDialogFrom(
    page,
    audit,
    'the User Details dialog',
    card.getByRole('button', { name: requesterName }),
    page.getByRole('dialog', { name: 'User Details' }),
  );

  // Approved with a comment: two units leave the stock.
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
  await expectStock(page, assetPath, 4);

  // Returned: the two units are back.
  card = await requestCard(page, assetName);
  await press(card.getByRole('button', { name: 'Mark returned' }));
  decision = page.getByRole('dialog', { name: 'Mark returned' });
  await expectVisible(decision);
  await audit.axe('the Mark returned dialog');
  await press(decision.getByRole('button', { name: 'Mark returned' }));
  await decision.waitFor({ state: 'detached' });
  await expectVisible(card.getByText('Completed', { exact: true }));
  await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 2 unread');
  await expectVisible(myRequest.getByText('Completed', { exact: true }));
  await requesterPage.context().close();
  await expectStock(page, assetPath, 6);
  await page.getByRole('tab', { name: 'History' }).click();
  await expectVisible(page.getByText('Returned', { exact: true }));

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
  await press(card.getByRole('button', { name: 'Approve Request' }));
  decision = page.getByRole('dialog', { name: 'Approve Request' });
  await press(decision.getByRole('button', { name: 'Approve', exact: true }));
  await expectVisible(decision.getByRole('alert').filter({ hasText: 'Cannot approve: 3 unit(s) asked, 2 left in stock.' }));
  await press(decision.getByRole('button', { name: 'Cancel' }));
  // Nothing changed, and the keyboard carries on from the button that opened the dialog.
  await expectFocused(card.getByRole('button', { name: 'Approve Request' }));
  await press(card.getByRole('button', { name: 'Reject Request' }));
  decision = page.getByRole('dialog', { name: 'Reject Request' });
  await expectVisible(decision.getByText('Are you sure you want to reject this request?'));
  await press(decision.getByRole('button', { name: 'Reject', exact: true }));
  await decision.waitFor({ state: 'detached' });
  // Only pending requests are listed, and this one is not pending any more.
  await expectVisible(page.getByRole('heading', { name: 'No Requests Found' }));
  await expectVisible(page.getByText('No requests match your search criteria'));
  await expectStock(page, assetPath, 2);

  audit.expectClean();
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

async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
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
