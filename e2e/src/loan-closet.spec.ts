import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type ApiSession, callAs, signInThroughApi, tinyPng } from './harness/api.ts';
import { AccessibilityAudit, settle, signIn } from './harness/audit.ts';
import { browserDay, expectFocused, expectToast, expectVisible, personalPage, test } from './harness/fixtures.ts';
import { hindiPage, hindiText } from './harness/hindi.ts';
import { press, tabTo } from './harness/keyboard.ts';
import { screenshotsAtBothWidths } from './harness/layout.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { createVerifiedUser, demo, logInAsAdmin, logInAsUser } from './harness/people.ts';

/*
 * Lending as a medical loan closet lends: a hospital bed lent for 90 days, renewed by its borrower,
 * booked by another person for after it comes back while it is still out (a renewal into that
 * booking is refused beside the date), brought back and checked item by item, and a borrower with a
 * loan past its day stopped before borrowing it. Every step a person takes is by keyboard.
 */

const password = 'Sahaya@123';
const checklist = ['Cleaned and disinfected', 'Rails lock'];
const screenshots = (page: Page, name: string) => screenshotsAtBothWidths(page, `loan-closet-${name}`);
const assetsHindi = (english: string, values?: Record<string, string | number>) => hindiText('apps/web/src/features/assets', english, values);

/** A hospital bed of the journey's own, lent for up to 180 days and checked on its return. */
async function addBed(admin: ApiSession): Promise<{ _id: string; name: string }> {
  const form = new FormData();
  form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'bed.png');
  const { imageUrl } = await callAs<{ imageUrl: string }>(admin, 'POST', '/api/assets/image', form);
  const letters = randomLetters(8);
  const name = `Hospital Bed ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
  const fields = { name, category: 'airbed', description: 'A three-function hospital bed with rails.', stocks: 1, image: imageUrl, maxLoanDays: 180, checklist };
  const { asset } = await callAs<{ asset: { _id: string } }>(admin, 'POST', '/api/assets', fields);
  return { _id: asset._id, name };
}

/** The day `days` after today as the date box and the API take it, and as the page writes it for a reader of English. */
const dayWords = (day: string) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The person opens the bed's page and asks for it from `from` to `to` by keyboard, in the dialog. */
async function askFor(page: Page, assetId: string, from: string, to: string, hint: string, labels = { request: 'Request Asset', start: 'Date needed', end: 'Return by', submit: 'Submit Request' }) {
  await page.goto(`/user/assets/${assetId}`);
  await settle(page);
  await press(page.getByRole('button', { name: labels.request, exact: true }));
  const dialog = page.getByRole('dialog', { name: labels.request });
  await expectVisible(dialog.getByText(hint));
  await dialog.getByLabel(labels.start).fill(from);
  await dialog.getByLabel(labels.end).fill(to);
  return dialog;
}

test('a hospital bed is lent for 90 days, renewed, booked ahead while out, returned with its checklist, and a borrower with a loan overdue is stopped', { timeout: 180_000 }, async ({ page, browser }) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const bed = await addBed(admin);
  const sunita = uniqueName('Sunita');
  const { email } = await createVerifiedUser(sunita, password);
  const audit = new AccessibilityAudit(page);
  const today = await browserDay(page);
  const day = (offset: number) => browserDay(page, offset);

  // Sunita asks for the bed for 90 days: the dialog says how long the bed may be lent.
  await logInAsUser(page, email, password);
  await page.goto(`/user/assets/${bed._id}`);
  await expectVisible(page.getByText('Lent for up to 180 days; a loan can be renewed 2 times.'));
  const asked = await askFor(page, bed._id, today, await day(90), 'Up to 180 days after it');
  await press(asked.getByRole('button', { name: 'Submit Request' }));
  await expectToast(page, 'Asset requested successfully!');
  await asked.waitFor({ state: 'detached' });
  const { assetRequests } = await callAs<{ assetRequests: { _id: string; asset: { _id: string } }[] }>(admin, 'GET', `/api/assetRequests?search=${encodeURIComponent(bed.name)}`);
  const loan = assetRequests.find((request) => request.asset._id === bed._id)!;
  await callAs(admin, 'PATCH', `/api/assetRequests/${loan._id}`, { status: 'approved' });
  await callAs(admin, 'POST', `/api/assetRequests/${loan._id}/handover`);

  // While it is out, Meena (who reads Hindi) books it for after it comes back, and is approved.
  const meena = uniqueName('Meena');
  const { email: meenaEmail } = await createVerifiedUser(meena, password);
  await callAs(await signInThroughApi(meenaEmail, password, 'user'), 'PUT', '/api/users/me/preferences', { language: 'hi' });
  const hindi = await hindiPage(browser);
  try {
    await signIn(hindi, '/user/login', meenaEmail, password);
    await expect.poll(() => new URL(hindi.url()).pathname).not.toBe('/user/login');
    const booking = await askFor(hindi, bed._id, await day(130), await day(150), assetsHindi('Up to {maxLoanDays} days after it', { maxLoanDays: 180 }), {
      request: assetsHindi('Request Asset'),
      start: assetsHindi('Date needed'),
      end: assetsHindi('Return by'),
      submit: assetsHindi('Submit Request'),
    });
    await settle(hindi);
    await screenshots(hindi, 'booking-ahead-hi');
    await press(booking.getByRole('button', { name: assetsHindi('Submit Request') }));
    await booking.waitFor({ state: 'detached' });
  } finally {
    await hindi.context().close();
  }
  const { assetRequests: booked } = await callAs<{ assetRequests: { _id: string; user: { name: string } }[] }>(admin, 'GET', `/api/assetRequests?status=pending&search=${encodeURIComponent(meena)}`);
  const approval = await callAs<{ assetRequest: { status: string } }>(admin, 'PATCH', `/api/assetRequests/${booked[0]!._id}`, { status: 'approved' });
  expect(approval.assetRequest.status).toBe('approved');

  // Sunita renews from My Requests. Into Meena's days it is refused beside the date; before them it is renewed.
  await page.goto('/user/requests?tab=assets');
  const card = page.getByRole('list', { name: 'Asset requests' }).getByRole('listitem').filter({ hasText: bed.name });
  const renew = card.getByRole('button', { name: `Renew loan of ${bed.name}` });
  await press(renew);
  const dialog = page.getByRole('dialog', { name: `Renew your loan of ${bed.name}` });
  await expectVisible(dialog.getByText(`Due back on ${dayWords(await day(90))}. Renewals left: 2.`, { exact: false }));
  const newDate = dialog.getByLabel('New return date');
  expect(await newDate.inputValue()).toBe(await day(91));
  await newDate.fill(await day(140));
  await press(dialog.getByRole('button', { name: 'Renew loan' }));
  await expectVisible(dialog.getByText(`It is booked for someone else from ${dayWords(await day(130))}. Please bring it back by then.`));
  await expect.poll(() => newDate.getAttribute('aria-invalid')).toBe('true');
  await settle(page);
  await audit.axe('the Renew dialog refused for a booking');
  await screenshots(page, 'renew-refused');
  await newDate.fill(await day(120));
  await tabTo(page, dialog.getByRole('button', { name: 'Renew loan' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Loan renewed');
  await dialog.waitFor({ state: 'detached' });
  await expectVisible(card.getByText(dayWords(await day(120))));
  await expectVisible(card.getByText('1 of 2 times'));
  await expectFocused(renew);
  await settle(page);
  await audit.page('My Requests with a renewed loan', { axe: true });

  // The admin takes the bed back and ticks its checklist, every item, by keyboard.
  const adminPage = await personalPage(browser);
  try {
    const adminAudit = new AccessibilityAudit(adminPage);
    await logInAsAdmin(adminPage);
    await adminPage.goto(`/admin/requestManagement?tab=assets&status=approved`);
    await adminPage.getByLabel('Search', { exact: true }).fill(sunita);
    const request = adminPage.getByRole('article', { name: bed.name }).filter({ hasText: sunita });
    await expect.poll(() => adminPage.getByRole('article').count()).toBe(1);
    await press(request.getByRole('button', { name: 'Mark returned' }));
    const returning = adminPage.getByRole('dialog', { name: 'Mark returned' });
    const items = returning.getByRole('group', { name: 'Checked before it goes back' });
    await expectVisible(items.getByRole('checkbox', { name: checklist[0] }));
    await tabTo(adminPage, returning.getByRole('radio', { name: 'Came back in good condition' }));
    await adminPage.keyboard.press('Space');
    const confirm = returning.getByRole('button', { name: 'Mark returned' });
    await press(confirm);
    await expectVisible(items.getByText(`Check every item before marking it returned: ${checklist.join(', ')}`));
    await settle(adminPage);
    await adminAudit.axe('the return dialog with its checklist unticked');
    await screenshots(adminPage, 'return-checklist');
    for (const item of checklist) {
      await tabTo(adminPage, items.getByRole('checkbox', { name: item }));
      await adminPage.keyboard.press('Space');
    }
    await tabTo(adminPage, confirm);
    await adminPage.keyboard.press('Enter');
    await expectToast(adminPage, 'Marked as returned; the units are back in stock');
    await returning.waitFor({ state: 'detached' });
    const { asset } = await callAs<{ asset: { stocks: number } }>(admin, 'GET', `/api/assets/${bed._id}`);
    expect(asset.stocks).toBe(1);
    adminAudit.expectClean();
  } finally {
    await adminPage.context().close();
  }

  // Asha of the demo data has a walking stick past its return day: she is asked to bring it back first.
  const asha = await personalPage(browser);
  try {
    await logInAsUser(asha, demo.user, demo.password);
    const refused = await askFor(asha, bed._id, await day(160), await day(170), 'Up to 180 days after it');
    await press(refused.getByRole('button', { name: 'Submit Request' }));
    await expectVisible(refused.getByRole('alert').filter({ hasText: 'Please bring back Adjustable Walking Stick first: it was due back on' }));
  } finally {
    await asha.context().close();
  }
  audit.expectClean();
});

test('a walker that asks a deposit is handed over on the Scan page once its UPI payment is named, and its return refunds it, by keyboard', async ({ page }) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const form = new FormData();
  form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'walker.png');
  const { imageUrl } = await callAs<{ imageUrl: string }>(admin, 'POST', '/api/assets/image', form);
  const letters = randomLetters(8);
  const name = `Walker ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
  const { asset } = await callAs<{ asset: { _id: string } }>(admin, 'POST', '/api/assets', {
    name,
    category: 'walkingStick',
    description: 'A folding walker with wheels.',
    stocks: 1,
    image: imageUrl,
    depositRupees: 500,
  });
  const borrower = uniqueName('Ravi');
  const person = await signInThroughApi((await createVerifiedUser(borrower, password)).email, password, 'user');
  const { assetRequest } = await callAs<{ assetRequest: { _id: string } }>(person, 'POST', `/api/assetRequests/${asset._id}`, { requestedDate: await browserDay(page), quantity: 1 });
  await callAs(admin, 'PATCH', `/api/assetRequests/${assetRequest._id}`, { status: 'approved' });
  const audit = new AccessibilityAudit(page);

  await logInAsAdmin(page);
  await page.goto(`/admin/scan?asset=${asset._id}`);
  const loan = page.getByRole('list', { name: 'Loans' }).getByRole('listitem').filter({ hasText: borrower });
  await press(loan.getByRole('button', { name: 'Hand over…' }));
  const dialog = page.getByRole('dialog', { name: 'Deposit ₹500' });
  const handOver = dialog.getByRole('button', { name: 'Hand over', exact: true });
  // Not said how it was paid: asked beside the choice, and nothing is handed over.
  await press(handOver);
  await expectVisible(dialog.getByText('Choose how the deposit was paid: cash or UPI'));
  await settle(page);
  await audit.axe('the deposit dialog with its error');
  await screenshots(page, 'deposit');
  // UPI by the arrow keys, then its transaction id.
  await tabTo(page, dialog.getByRole('radio', { name: 'Cash' }), { backwards: true });
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  expect(await dialog.getByRole('radio', { name: 'UPI' }).isChecked()).toBe(true);
  await tabTo(page, dialog.getByLabel('UPI reference'));
  await page.keyboard.type('UPI412398765');
  await tabTo(page, handOver);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await expectVisible(page.getByRole('status').filter({ hasText: 'Marked as handed over' }));

  // Taken back, the return dialog refunds the deposit with the refund's reference.
  await press(loan.getByRole('button', { name: 'Take back…' }));
  const returning = page.getByRole('dialog', { name: 'Mark returned' });
  await expectVisible(returning.getByText('Refund the ₹500 deposit'));
  await settle(page);
  await audit.axe('the return dialog with a deposit to refund');
  await tabTo(page, returning.getByLabel('Refund reference (UPI)'));
  await page.keyboard.type('RFND55501234');
  await tabTo(page, returning.getByRole('button', { name: 'Mark returned' }));
  await page.keyboard.press('Enter');
  await returning.waitFor({ state: 'detached' });
  const { assetRequests } = await callAs<{ assetRequests: { _id: string; deposit: unknown }[] }>(person, 'GET', '/api/assetRequests/me');
  expect(assetRequests.find((request) => request._id === assetRequest._id)?.deposit).toMatchObject({
    rupees: 500,
    method: 'upi',
    reference: 'UPI412398765',
    refundedAt: expect.any(String),
    refundReference: 'RFND55501234',
  });
  audit.expectClean();
});
