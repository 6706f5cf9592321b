import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type ApiSession, callAs, signInThroughApi, tinyPng } from './harness/api.ts';
import { AccessibilityAudit, settle } from './harness/audit.ts';
import { browserDay, expectFocused, expectToast, expectVisible, personalPage, test } from './harness/fixtures.ts';
import { screenshotsAtBothWidths } from './harness/layout.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { resultsDir } from './harness/paths.ts';
import { createVerifiedUser, demo, logInAsAdmin, logInAsUser } from './harness/people.ts';
import { press, tabTo } from './harness/keyboard.ts';

/*
 * The equipment library of issue 27, as a loan closet lives it: a person asks for the only
 * wheelchair for a week (by keyboard alone, seeing the free units of each day first); the admin
 * approves; a second person finds none free and joins the waiting list; the wheelchair comes back
 * needing repair, so the second person is not told yet; once the admin marks the repair ready, the
 * second person is told in the bell that the unit is held for them, and asks for it. Every page and
 * open dialog is checked with axe-core, and the main pages are photographed at 1280 and 375 px.
 */

const password = 'Sahaya@123';
const description = 'A light folding wheelchair with padded armrests, for trips to the clinic.';
const repairNote = 'The left wheel wobbles and the brake is loose.';

/** The admin adds a wheelchair with one unit, so the first loan takes the last one. */
async function addWheelchair(admin: ApiSession): Promise<{ _id: string; name: string }> {
  const form = new FormData();
  form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'wheelchair.png');
  const { imageUrl } = await callAs<{ imageUrl: string }>(admin, 'POST', '/api/assets/image', form);
  const letters = randomLetters(8);
  const name = `Wheelchair ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
  const { asset } = await callAs<{ asset: { _id: string } }>(admin, 'POST', '/api/assets', {
    name,
    category: 'wheelchair',
    description,
    stocks: 1,
    image: imageUrl,
  });
  return { _id: asset._id, name };
}

/** The page at a laptop's width and a phone's, saved for a look. */
const screenshots = (page: Page, name: string) => screenshotsAtBothWidths(page, `equipment-library-${name}`);

/**
 * Types a day into a focused date field as a keyboard user does: its parts in the order the
 * browser's language shows them (month first in the United States, day first in India).
 */
async function typeDay(page: Page, field: Locator, day: string): Promise<void> {
  await tabTo(page, field);
  const [year, month, date] = day.split('-') as [string, string, string];
  const order = await page.evaluate<string[]>(
    `new Intl.DateTimeFormat(navigator.language).formatToParts(new Date(2001, 1, 3))
      .map((part) => part.type).filter((type) => ['year', 'month', 'day'].includes(type))`,
  );
  for (const part of order) await page.keyboard.type(part === 'year' ? year : part === 'month' ? month : date);
  expect(await field.inputValue()).toBe(day);
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

test('a person borrows the only wheelchair for a week; it comes back needing repair, and the next in line is told once it is ready', { timeout: 120_000 }, async ({
  page,
  browser,
}) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const asset = await addWheelchair(admin);
  const borrowerName = uniqueName('Kamala');
  const borrower = await createVerifiedUser(borrowerName, password);
  const waiterName = uniqueName('Radha');
  const waiter = await createVerifiedUser(waiterName, password);
  const waiterApi = await signInThroughApi(waiter.email, password, 'user');

  const first = await personalPage(browser);
  const second = await personalPage(browser);
  const audit = new AccessibilityAudit(first);
  const adminAudit = new AccessibilityAudit(page);
  const secondAudit = new AccessibilityAudit(second);
  try {
    // The borrower, by keyboard alone: the asset's page, the dialog, the period and the free days.
    await logInAsUser(first, borrower.email, password);
    await first.goto(`/user/assets/${asset._id}`);
    await expectVisible(first.getByRole('heading', { level: 1, name: asset.name }));
    await settle(first);
    await audit.page('the asset page', { axe: true });
    await screenshots(first, 'asset');

    const requestButton = first.getByRole('button', { name: 'Request Asset' });
    await tabTo(first, requestButton);
    await first.keyboard.press('Enter');
    const dialog = first.getByRole('dialog', { name: 'Request Asset' });
    await expectVisible(dialog);
    const start = await browserDay(first, 1);
    const end = await browserDay(first, 8);
    await typeDay(first, dialog.getByLabel('Date needed'), start);
    // The return day follows the start: 14 days later unless the person says otherwise.
    const returnBy = dialog.getByLabel('Return by');
    await expect.poll(() => returnBy.inputValue()).toBe(await browserDay(first, 15));
    await typeDay(first, returnBy, end);
    // Before asking, the person sees how many units are free on each day of the week.
    const days = dialog.getByRole('list', { name: 'Free units per day' }).getByRole('listitem');
    await expect.poll(() => days.count()).toBe(8);
    // Nothing is lent yet: the one unit is free on every day.
    expect(await days.allInnerTexts()).toEqual(Array.from({ length: 8 }, () => expect.stringContaining('1 free')));
    await settle(first);
    await audit.axe('the Request Asset dialog with the free days');
    await screenshots(first, 'request-dialog');
    await tabTo(first, dialog.getByRole('button', { name: 'Submit Request' }));
    await first.keyboard.press('Enter');
    await expectToast(first, 'Asset requested successfully!');
    await dialog.waitFor({ state: 'detached' });
    await expectFocused(requestButton);

    // The admin approves it: the only unit is lent.
    await logInAsAdmin(page);
    let card = await requestCard(page, asset.name);
    await press(card.getByRole('button', { name: 'Approve Request' }));
    let decision = page.getByRole('dialog', { name: 'Approve Request' });
    await expectVisible(decision);
    await settle(page);
    await adminAudit.axe('the Approve Request dialog');
    await press(decision.getByRole('button', { name: 'Approve', exact: true }));
    await decision.waitFor({ state: 'detached' });
    await expectVisible(card.getByText('Approved', { exact: true }));
    await adminAudit.page('the approved loan in Request Management', { axe: true });
    await screenshots(page, 'request-management');

    // The second person finds none free and joins the waiting list.
    await logInAsUser(second, waiter.email, password);
    await second.goto(`/user/assets/${asset._id}`);
    await expectVisible(second.getByRole('heading', { level: 1, name: asset.name }));
    const join = second.getByRole('button', { name: 'Join the waiting list' });
    await press(join);
    await expectVisible(second.getByText('You are number 1 in line'));
    await expectVisible(second.getByRole('button', { name: 'Leave the waiting list' }));
    await settle(second);
    await secondAudit.page('the asset page in the waiting list', { axe: true });
    await screenshots(second, 'waiting-list');
    await second.getByRole('tab', { name: 'Availability' }).click();
    // The reserved week is shown, by its days and units, without the borrower's name.
    const availability = second.getByRole('tabpanel', { name: 'Availability' });
    const reserved = availability.getByRole('list', { name: 'Reserved periods' }).getByRole('listitem');
    await expect.poll(() => reserved.count()).toBe(1);
    expect(await reserved.first().locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('dateTime')))).toEqual([start, end]);
    await expectVisible(reserved.first().getByText('1 unit', { exact: true }));
    expect(await availability.innerText()).not.toContain(borrowerName);
    await settle(second);
    await secondAudit.axe('the Availability tab of a lent asset');
    const bell = second.getByRole('button', { name: /^Notifications/ });
    await expectVisible(bell);
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');

    // The wheelchair comes back needing repair.
    card = await requestCard(page, asset.name);
    await press(card.getByRole('button', { name: 'Mark returned' }));
    decision = page.getByRole('dialog', { name: 'Mark returned' });
    await expectVisible(decision);
    await decision.getByRole('radio', { name: 'Needs repair' }).check();
    await decision.getByLabel('What needs repair?').fill(repairNote);
    await settle(page);
    await adminAudit.axe('the Mark returned dialog, needing repair');
    await screenshots(page, 'mark-returned');
    await press(decision.getByRole('button', { name: 'Mark returned' }));
    await expectToast(page, 'Marked as returned; the units wait for repair');
    await decision.waitFor({ state: 'detached' });
    await expectVisible(card.getByText('Completed', { exact: true }));

    // A unit in repair is no unit to lend: the second person is not told, and still waits.
    const waiting = await callAs<{ asset: { waitlistPosition: number | null; heldUntil: string | null } }>(
      waiterApi,
      'GET',
      `/api/assets/${asset._id}`,
    );
    expect(waiting.asset).toMatchObject({ waitlistPosition: 1, heldUntil: null });
    await second.waitForTimeout(1000);
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');

    // The admin's page of the asset: one unit in repair, one person waiting; the repair is done.
    await page.goto(`/admin/assets/${asset._id}`);
    await expectVisible(page.getByRole('heading', { name: asset.name, level: 1 }));
    await expectVisible(page.getByText('In repair: 1'));
    await expectVisible(page.getByText(/1 (person|people) waiting/));
    await expectVisible(page.getByText(repairNote));
    await settle(page);
    await adminAudit.page('the asset with a unit in repair', { axe: true });
    await screenshots(page, 'admin-asset-repairs');
    await press(page.getByRole('button', { name: /^Mark ready/ }));
    await expectToast(page, 'Marked ready; the units are back in stock');
    await expect.poll(() => page.getByText(repairNote).count()).toBe(0);

    // Its history tells the loan's story.
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('tabpanel', { name: 'History' });
    await expectVisible(history.getByText(new RegExp(`${borrowerName}.s loan of 1 unit`)));
    await expectVisible(history.getByText(repairNote));
    await settle(page);
    await adminAudit.axe('the History tab after the repair');
    await screenshots(page, 'admin-history');

    // Now the second person is told, in the bell, and the unit is held for them.
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 }).toBe('Notifications, 1 unread');
    await press(bell);
    const panel = second.getByRole('region', { name: 'Notifications', exact: true });
    await expectVisible(panel.getByText(new RegExp(`A unit of ${asset.name} is free for you\\.`)));
    await secondAudit.axe('the notice of the held unit');
    await second.keyboard.press('Escape');
    await second.reload();
    await expectVisible(second.getByText(/A unit is held for you until/));
    await settle(second);
    await secondAudit.axe('the asset page with the unit held');
    await screenshots(second, 'held');

    // And asks for it, by keyboard too.
    const requestHeld = second.getByRole('button', { name: 'Request Asset' });
    await tabTo(second, requestHeld);
    await second.keyboard.press('Enter');
    const secondDialog = second.getByRole('dialog', { name: 'Request Asset' });
    await expectVisible(secondDialog);
    await typeDay(second, secondDialog.getByLabel('Date needed'), await browserDay(second, 1));
    await settle(second);
    await secondAudit.axe('the Request Asset dialog for the held unit');
    await tabTo(second, secondDialog.getByRole('button', { name: 'Submit Request' }));
    await second.keyboard.press('Enter');
    await expectToast(second, 'Asset requested successfully!');
    await secondDialog.waitFor({ state: 'detached' });

    audit.expectClean();
    adminAudit.expectClean();
    secondAudit.expectClean();
  } catch (error) {
    for (const [who, shown] of [
      ['borrower', first],
      ['waiter', second],
    ] as const) {
      await shown.screenshot({ path: join(resultsDir, `equipment-library-${who}-failed.png`), fullPage: true }).catch(() => undefined);
    }
    throw error;
  } finally {
    await first.context().close();
    await second.context().close();
  }
});
