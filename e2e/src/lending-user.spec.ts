import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type ApiSession, callAs, signInThroughApi, tinyPng } from './harness/api.ts';
import { AccessibilityAudit, settle } from './harness/audit.ts';
import { expectNoSeriousAxeViolations } from './harness/axe.ts';
import { expectFocused, expectPath, expectToast, expectVisible, test } from './harness/fixtures.ts';
import { afterLayout, horizontalOverflow, laptopViewport, screenshot } from './harness/layout.ts';
import { hindiPage } from './harness/hindi.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { createVerifiedUser, demo, logInAsUser } from './harness/people.ts';
import { press } from './harness/keyboard.ts';

const password = 'Sahaya@123';
const description = 'A light folding wheelchair with padded armrests, for trips to the clinic.';

interface AssetFields {
  name: string;
  category: 'wheelchair';
  description: string;
  stocks: number;
  image: string;
}

/** The admin adds a wheelchair of its own to the catalogue, so no other journey touches its stock. */
async function addWheelchair(admin: ApiSession, stocks: number): Promise<AssetFields & { _id: string }> {
  const form = new FormData();
  form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'wheelchair.png');
  const { imageUrl } = await callAs<{ imageUrl: string }>(admin, 'POST', '/api/assets/image', form);
  const letters = randomLetters(8);
  const fields: AssetFields = {
    name: `Wheelchair ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`,
    category: 'wheelchair',
    description,
    stocks,
    image: imageUrl,
  };
  const { asset } = await callAs<{ asset: { _id: string } }>(admin, 'POST', '/api/assets', fields);
  return { ...fields, _id: asset._id };
}

/** Tomorrow as the date box takes it (yyyy-MM-dd). */
function tomorrow(): string {
  return new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The calendar day `n` days after `day` (yyyy-MM-dd). */
function daysAfter(day: string, n: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + n * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

test('a person finds a wheelchair, asks for two for tomorrow, and follows the request in My Requests', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const asset = await addWheelchair(admin, 5);
  const { email } = await createVerifiedUser(uniqueName('Kamala'), password);
  const audit = new AccessibilityAudit(page);

  await logInAsUser(page, email, password);
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Assets' }).click();
  await expectPath(page, '/user/assets');
  await settle(page);
  await audit.page('the catalogue', { axe: true });

  // The search narrows the catalogue to the new wheelchair, with its stock badge and picture.
  await page.getByLabel('Search assets').fill(asset.name);
  const cards = page.getByRole('list', { name: 'Assets' }).getByRole('listitem');
  await expect.poll(() => cards.count()).toBe(1);
  const card = cards.first();
  await expectVisible(card.getByRole('heading', { name: asset.name }));
  await expectVisible(card.getByText('Only 5 in stock'));
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(asset.name);

  // Sorting and filtering keep the search; "Out of Stock" has no room for it.
  await page.getByLabel('Sort by').selectOption('name-asc');
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('name-asc');
  await page.getByLabel('Availability').selectOption('out-of-stock');
  await expectVisible(page.getByText('No assets found'));
  await page.getByLabel('Availability').selectOption('available');
  await expect.poll(() => cards.count()).toBe(1);

  // The dialog: no date, no request; a quantity above the stock (or 3) is not taken.
  const requestButton = card.getByRole('button', { name: `Request Asset for ${asset.name}` });
  await press(requestButton);
  const dialog = page.getByRole('dialog', { name: 'Request Asset' });
  await expectVisible(dialog);
  await audit.axe('the Request Asset dialog');
  const submit = dialog.getByRole('button', { name: 'Submit Request' });
  expect(await submit.isDisabled()).toBe(true);
  const date = dialog.getByLabel('Date needed');
  // Past days are not offered: the earliest is today (the server's day, if that is later).
  expect((await date.getAttribute('min')) ?? '').toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect((await date.getAttribute('min'))! >= new Date().toISOString().slice(0, 10)).toBe(true);
  await date.fill(tomorrow());
  // The return day follows the start: 14 days after it, offered from the day after to 30 days after.
  const returnBy = dialog.getByLabel('Return by');
  expect(await returnBy.inputValue()).toBe(daysAfter(tomorrow(), 14));
  expect(await returnBy.getAttribute('min')).toBe(daysAfter(tomorrow(), 1));
  expect(await returnBy.getAttribute('max')).toBe(daysAfter(tomorrow(), 30));
  await returnBy.fill(daysAfter(tomorrow(), 7));
  // Before asking, the units free on each day of the period: eight days, all five free on each.
  const freeDays = dialog.getByRole('list', { name: 'Free units per day' }).getByRole('listitem');
  await expect.poll(() => freeDays.count()).toBe(8);
  await expectVisible(freeDays.first().getByText('5 free'));
  await expectVisible(dialog.getByText('Every day of this period has at least 1 free.'));
  await audit.axe('the Request Asset dialog with the free units per day');
  const quantity = dialog.getByLabel('Quantity');
  await quantity.fill('4');
  expect(await quantity.inputValue()).toBe('1');
  await quantity.fill('2');
  expect(await quantity.inputValue()).toBe('2');
  await expectVisible(dialog.getByText('Every day of this period has at least 2 free.'));

  // Meanwhile the stock falls to one: the server refuses, the dialog stays open with what was typed.
  await callAs(admin, 'PUT', `/api/assets/${asset._id}`, { ...asset, _id: undefined, stocks: 1 });
  await press(submit);
  await expectVisible(dialog.getByText('Only 1 left in stock'));
  await expectToast(page, 'Only 1 left in stock');
  expect(await quantity.getAttribute('aria-invalid')).toBe('true');
  expect(await date.inputValue()).toBe(tomorrow());
  expect(await returnBy.inputValue()).toBe(daysAfter(tomorrow(), 7));
  expect(await quantity.inputValue()).toBe('2');
  // Closed by Escape, the dialog opens again for the asset as it was left, the refusal by its field.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocused(requestButton);
  await press(requestButton);
  await expectFocused(date);
  expect([await date.inputValue(), await returnBy.inputValue(), await quantity.inputValue()]).toEqual([tomorrow(), daysAfter(tomorrow(), 7), '2']);
  await expectVisible(dialog.getByText('Only 1 left in stock'));
  await audit.axe('the Request Asset dialog opened again as it was left');

  // Units come back, and the same request goes through.
  await callAs(admin, 'PUT', `/api/assets/${asset._id}`, { ...asset, _id: undefined, stocks: 5 });
  await press(submit);
  await expectToast(page, 'Asset requested successfully!');
  await dialog.waitFor({ state: 'detached' });
  await expectFocused(requestButton);
  // Sent, the next request starts afresh; Cancel lets what was typed go.
  await press(requestButton);
  await expectFocused(date);
  expect(await date.inputValue()).toBe('');
  await date.fill(tomorrow());
  await press(dialog.getByRole('button', { name: 'Cancel' }));
  await dialog.waitFor({ state: 'detached' });
  await press(requestButton);
  await expectFocused(date);
  expect([await date.inputValue(), await returnBy.inputValue(), await quantity.inputValue()]).toEqual(['', '', '1']);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // The asset's page: details, availability, the person's request, the picture and sharing.
  await press(card.getByRole('link', { name: `View Details of ${asset.name}` }));
  await expectPath(page, `/user/assets/${asset._id}`);
  await settle(page);
  await expectVisible(page.getByRole('heading', { level: 1, name: asset.name }));
  await expectVisible(page.getByText('Main Storage'));
  // The way back returns to the catalogue as it was left.
  expect(await page.getByRole('link', { name: 'Back to Assets' }).getAttribute('href')).toContain('filter=available');
  const mine = page.locator('div').filter({ has: page.getByRole('heading', { name: 'Your requests for this asset' }) }).last();
  await expectVisible(mine.getByText('Pending', { exact: true }));
  await audit.page('the asset page', { axe: true });

  await page.getByRole('tab', { name: 'Availability' }).click();
  await expectVisible(page.getByText('In stock now:'));
  // The next 30 days' free units; with no loan (a pending request reserves nothing) no list of
  // reserved periods, and no line saying none is reserved.
  await expect.poll(() => page.getByRole('list', { name: 'Free units per day' }).getByRole('listitem').count()).toBe(30);
  expect(await page.getByRole('heading', { name: 'Reserved periods' }).count()).toBe(0);
  expect(await page.getByText('No unit is reserved', { exact: false }).count()).toBe(0);
  await settle(page);
  await audit.axe('the Availability tab');

  const enlarge = page.getByRole('button', { name: `Enlarge the picture of ${asset.name}` });
  await press(enlarge);
  const picture = page.getByRole('dialog', { name: asset.name });
  await expectVisible(picture.getByRole('img', { name: asset.name }));
  await audit.axe('the enlarged picture');
  await page.keyboard.press('Escape');
  await picture.waitFor({ state: 'detached' });
  await expectFocused(enlarge);

  await page.getByRole('button', { name: 'Share' }).click();
  await expectToast(page, 'Link copied to clipboard!');
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(page.url());

  // My Requests shows it pending, with the range line; the status filter narrows the list.
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Requests' }).click();
  await expectPath(page, '/user/requests');
  await settle(page);
  const requests = page.getByRole('list', { name: 'Asset requests' }).getByRole('listitem');
  await expect.poll(() => requests.count()).toBe(1);
  await expectVisible(requests.first().getByRole('link', { name: asset.name }));
  await expectVisible(requests.first().getByText('Pending', { exact: true }));
  await expectVisible(requests.first().getByText('2', { exact: true }));
  // The period asked for, from its first day to its return day.
  await expectVisible(requests.first().locator(`time[datetime="${tomorrow()}"]`));
  await expectVisible(requests.first().locator(`time[datetime="${daysAfter(tomorrow(), 7)}"]`));
  await expectVisible(page.getByText('Showing 1 to 1 of 1 requests'));
  await audit.page('My Requests', { axe: true });
  await page.getByLabel('Status').selectOption('approved');
  await expectVisible(page.getByText('No requests match this search or status.'));
  await page.getByLabel('Status').selectOption('pending');
  await expect.poll(() => requests.count()).toBe(1);

  await page.getByRole('tab', { name: 'Assistance Requests' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('assistance');
  await audit.axe('the assistance tab of My Requests');

  // An unknown asset shows the not-found card with its way back.
  await page.goto('/user/assets/00000000-0000-4000-8000-000000000000');
  await expectVisible(page.getByRole('heading', { name: 'Asset Not Found' }));
  await expectVisible(page.getByText('Error fetching asset details'));
  await audit.axe('the asset not-found card');
  await page.getByRole('link', { name: 'Back to Assets' }).click();
  await expectPath(page, '/user/assets');

  audit.expectClean();
});

test('a person with no wheelchair free joins the waiting list, sees their place, leaves it, is told when units are free again, and asks for a unit held for them', async ({ page }) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const asset = await addWheelchair(admin, 0);
  const { email } = await createVerifiedUser(uniqueName('Savitri'), password);
  const audit = new AccessibilityAudit(page);

  await logInAsUser(page, email, password);
  await page.goto(`/user/assets/${asset._id}`);
  await settle(page);
  // None is free now; later days may be, so the person may still ask, or wait in line.
  await expectVisible(page.getByText('None is free now.', { exact: false }));
  const join = page.getByRole('button', { name: 'Join the waiting list' });
  await audit.page('the asset page with none free', { axe: true });

  // Joining says the person's place, moves focus to it and announces the change.
  await press(join);
  const place = page.getByText('You are number 1 in line.');
  await expectVisible(place);
  await expectFocused(place);
  await expectVisible(page.getByRole('status').filter({ hasText: 'You are on the waiting list' }));
  await audit.page('the asset page in the waiting list', { axe: true });

  // Leaving says so, with focus on what happened, and the way back in is offered again.
  await press(page.getByRole('button', { name: 'Leave the waiting list' }));
  const left = page.getByRole('status').filter({ hasText: 'You left the waiting list' });
  await expectVisible(left);
  await expectFocused(left);
  await expectVisible(join);

  // Meanwhile a unit comes back: the server says to ask for it instead, in place, and the page follows.
  await callAs(admin, 'PUT', `/api/assets/${asset._id}`, { ...asset, _id: undefined, stocks: 1 });
  await press(join);
  await expectVisible(page.getByRole('alert').filter({ hasText: 'Units are free now: ask for one instead' }));
  await expect.poll(() => page.getByRole('button', { name: 'Request Asset' }).isDisabled()).toBe(false);

  // Another wheelchair's only unit is out on someone else's loan; the person waits in line for it.
  const held = await addWheelchair(admin, 1);
  const other = await signInThroughApi((await createVerifiedUser(uniqueName('Gauri'), password)).email, password, 'user');
  const { assetRequest: loan } = await callAs<{ assetRequest: { _id: string } }>(other, 'POST', `/api/assetRequests/${held._id}`, {
    requestedDate: tomorrow(),
    quantity: 1,
  });
  await callAs(admin, 'PATCH', `/api/assetRequests/${loan._id}`, { status: 'approved' });
  await page.goto(`/user/assets/${held._id}`);
  await settle(page);
  await press(page.getByRole('button', { name: 'Join the waiting list' }));
  await expectFocused(page.getByText('You are number 1 in line.'));

  // The unit comes back: it is held for the person, who asks for it from the waiting list's own button.
  await callAs(admin, 'PATCH', `/api/assetRequests/${loan._id}`, { status: 'completed', condition: 'good' });
  // The turn is given by a queued job, so the page is opened again until it has run.
  const heldLine = page.getByText(/^A unit is held for you until .+\.$/);
  await expect
    .poll(
      async () => {
        await page.reload();
        await settle(page);
        return heldLine.count();
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(1);
  await audit.page('the asset page with a unit held', { axe: true });
  await press(page.getByRole('button', { name: 'Request it now' }));
  const dialog = page.getByRole('dialog', { name: 'Request Asset' });
  await dialog.getByLabel('Date needed').fill(tomorrow());
  await press(dialog.getByRole('button', { name: 'Submit Request' }));
  await expectToast(page, 'Asset requested successfully!');
  await dialog.waitFor({ state: 'detached' });
  // Focus is back on the page's Request button, which stays when the hold goes.
  await expectFocused(page.getByRole('button', { name: 'Request Asset' }));
  // Asked for, the person no longer waits.
  await expect.poll(() => page.getByRole('heading', { name: 'Waiting list' }).count()).toBe(0);

  audit.expectClean();
});

test('a person sees the days of a period short of units, is refused beside the quantity, and moves the period to days with enough', async ({ page }) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const asset = await addWheelchair(admin, 2);
  // Someone else has one of the two from tomorrow for three days.
  const other = await signInThroughApi((await createVerifiedUser(uniqueName('Gauri'), password)).email, password, 'user');
  const { assetRequest: loan } = await callAs<{ assetRequest: { _id: string } }>(other, 'POST', `/api/assetRequests/${asset._id}`, {
    requestedDate: tomorrow(),
    returnDate: daysAfter(tomorrow(), 3),
    quantity: 1,
  });
  await callAs(admin, 'PATCH', `/api/assetRequests/${loan._id}`, { status: 'approved' });
  const { email } = await createVerifiedUser(uniqueName('Radha'), password);
  const audit = new AccessibilityAudit(page);

  await logInAsUser(page, email, password);
  await page.goto(`/user/assets/${asset._id}`);
  await settle(page);
  await press(page.getByRole('button', { name: 'Request Asset' }));
  const dialog = page.getByRole('dialog', { name: 'Request Asset' });
  const start = dialog.getByLabel('Date needed');
  const returnBy = dialog.getByLabel('Return by');
  await start.fill(daysAfter(tomorrow(), 2));
  await returnBy.fill(daysAfter(tomorrow(), 8));
  const freeDays = dialog.getByRole('list', { name: 'Free units per day' }).getByRole('listitem');
  await expect.poll(() => freeDays.count()).toBe(7);
  // Two units are more than the shelf has now, but the period's later days have two free.
  const quantity = dialog.getByLabel('Quantity');
  await quantity.fill('2');
  expect(await quantity.inputValue()).toBe('2');
  // The loan's last two days have one free: marked in words, with why, and summed up above the days.
  await expect.poll(() => freeDays.filter({ hasText: 'Too few' }).count()).toBe(2);
  expect(await freeDays.filter({ hasText: 'Too few' }).filter({ hasText: 'Reserved for a loan' }).count()).toBe(2);
  await expectVisible(dialog.getByText(/^Too few free on 2 days, the first on .+\. Choose other days or fewer units\.$/));
  await audit.axe('the Request Asset dialog with days short of units');

  // Asked anyway, the server refuses beside the quantity, and what was typed stays.
  await press(dialog.getByRole('button', { name: 'Submit Request' }));
  // The day is written for the reader ("29 Nov 2026"), not as the server names it.
  const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${daysAfter(tomorrow(), 2)}T00:00:00Z`),
  );
  await expectVisible(dialog.getByText(`Only 1 available on ${shortDay}`, { exact: true }));
  await expectToast(page, `Only 1 available on ${shortDay}`);
  expect(await quantity.getAttribute('aria-invalid')).toBe('true');
  expect(await start.inputValue()).toBe(daysAfter(tomorrow(), 2));
  expect(await returnBy.inputValue()).toBe(daysAfter(tomorrow(), 8));
  await pictures(page, 'request-dialog-refused', { fullPage: false });

  // Moving the start keeps the loan's length of six days, past the other loan: every day has two.
  await start.fill(daysAfter(tomorrow(), 4));
  expect(await returnBy.inputValue()).toBe(daysAfter(tomorrow(), 10));
  await expectVisible(dialog.getByText('Every day of this period has at least 2 free.'));
  await press(dialog.getByRole('button', { name: 'Submit Request' }));
  await expectToast(page, 'Asset requested successfully!');
  await dialog.waitFor({ state: 'detached' });

  audit.expectClean();
});

/**
 * Pictures of a page at 1280 and 375 px, with nothing sticking out sideways: the whole page, or
 * only the window for a dialog (which scrolls within itself).
 */
async function pictures(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  for (const [label, viewport] of [
    ['1280', laptopViewport],
    ['375', { width: 375, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await afterLayout(page);
    expect(await horizontalOverflow(page), `${name} at ${label} px`).toBeNull();
    await screenshot(page, `${name}-${label}`, { fullPage });
  }
  await page.setViewportSize(laptopViewport);
}

// Nine pages and a dialog, each at two widths, in two languages: longer than one page's journey.
test('the availability, the request dialog and the waiting list fit at 1280 and 375 px, in English and Hindi', { timeout: 180_000 }, async ({ page, browser }) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const lent = await addWheelchair(admin, 2);
  const waited = await addWheelchair(admin, 0);
  // A wheelchair whose only unit is out with someone for a week, and a second that came back needing repair.
  const allOut = await addWheelchair(admin, 2);
  const holder = await signInThroughApi((await createVerifiedUser(uniqueName('Parvati'), password)).email, password, 'user');
  for (const days of [7, 3]) {
    const { assetRequest: out } = await callAs<{ assetRequest: { _id: string } }>(holder, 'POST', `/api/assetRequests/${allOut._id}`, {
      requestedDate: tomorrow(),
      returnDate: daysAfter(tomorrow(), days),
      quantity: 1,
    });
    await callAs(admin, 'PATCH', `/api/assetRequests/${out._id}`, { status: 'approved' });
    await callAs(admin, 'POST', `/api/assetRequests/${out._id}/handover`);
    if (days === 3) await callAs(admin, 'PATCH', `/api/assetRequests/${out._id}`, { status: 'completed', condition: 'needs-repair', note: 'Torn seat' });
  }
  const words = {
    en: { list: 'Free units per day', none: 'None free', lentOut: 'Lent out', inRepair: 'In repair' },
    hi: { list: 'हर दिन खाली उपकरण', none: 'कोई खाली नहीं', lentOut: 'उधार पर गए हैं', inRepair: 'मरम्मत में' },
  } as const;
  // Another person's approved loan of one unit for a week from tomorrow: a reserved period, without their name.
  const other = await createVerifiedUser(uniqueName('Gauri'), password);
  const otherSession = await signInThroughApi(other.email, password, 'user');
  const { assetRequest } = await callAs<{ assetRequest: { _id: string } }>(otherSession, 'POST', `/api/assetRequests/${lent._id}`, {
    requestedDate: tomorrow(),
    returnDate: daysAfter(tomorrow(), 7),
    quantity: 1,
  });
  await callAs(admin, 'PATCH', `/api/assetRequests/${assetRequest._id}`, { status: 'approved' });

  for (const language of ['en', 'hi'] as const) {
    const { email } = await createVerifiedUser(uniqueName('Lakshmi'), password);
    const session = await signInThroughApi(email, password, 'user');
    if (language === 'hi') await callAs(session, 'PUT', '/api/users/me/preferences', { language: 'hi' });
    await callAs(session, 'POST', `/api/assets/${waited._id}/waitlist`);
    await callAs(session, 'POST', `/api/assetRequests/${lent._id}`, { requestedDate: daysAfter(tomorrow(), 10), returnDate: daysAfter(tomorrow(), 12), quantity: 1 });
    const shown = language === 'hi' ? await hindiPage(browser) : page;
    try {
      // The login form by its fields' types, whatever the language of their labels.
      await shown.goto('/user/login', { waitUntil: 'networkidle' });
      await shown.locator('input[type="email"]').fill(email);
      await shown.locator('input[type="password"]').fill(password);
      await shown.locator('form button[type="submit"]').click();
      await expectPath(shown, '/user/dashboard');

      await shown.goto(`/user/assets/${lent._id}?tab=availability`);
      await settle(shown);
      await expect.poll(() => shown.getByRole('list', { name: language === 'hi' ? 'हर दिन खाली उपकरण' : 'Free units per day' }).getByRole('listitem').count()).toBe(30);
      await expectVisible(shown.locator(`time[datetime="${daysAfter(tomorrow(), 7)}"]`).first());
      await pictures(shown, `asset-availability-${language}`);

      await press(shown.getByRole('button', { name: language === 'hi' ? 'उपकरण का अनुरोध करें' : 'Request Asset' }).first());
      const dialog = shown.getByRole('dialog');
      await expectVisible(dialog);
      await dialog.locator('input[type="date"]').first().fill(tomorrow());
      await expect.poll(() => dialog.getByRole('listitem').count()).toBe(15);
      await pictures(shown, `request-dialog-${language}`, { fullPage: false });
      await shown.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // A day with no unit free says why, in words a borrower understands.
      await shown.goto(`/user/assets/${allOut._id}?tab=availability`);
      await settle(shown);
      const said = words[language];
      const tomorrowCell = shown.getByRole('list', { name: said.list }).getByRole('listitem').filter({ has: shown.locator(`time[datetime="${tomorrow()}"]`) });
      await expectVisible(tomorrowCell.getByText(said.none, { exact: true }));
      await expectVisible(tomorrowCell.getByText(said.lentOut, { exact: true }));
      await expectVisible(tomorrowCell.getByText(said.inRepair, { exact: true }));
      await expectNoSeriousAxeViolations(shown, `the Availability tab with days none free in ${language}`);
      await pictures(shown, `asset-availability-none-free-${language}`);

      await shown.goto(`/user/assets/${waited._id}`);
      await settle(shown);
      await expectVisible(shown.getByText(language === 'hi' ? /कतार में आपका नंबर \d+ है/ : /You are number \d+ in line/));
      await pictures(shown, `waiting-list-${language}`);

      // The person's requests, each with its period.
      await shown.goto('/user/requests');
      await settle(shown);
      await expectVisible(shown.locator(`time[datetime="${daysAfter(tomorrow(), 12)}"]`).first());
      await pictures(shown, `my-requests-${language}`);
    } finally {
      if (shown !== page) await shown.context().close();
    }
  }
});

/** The admin adds an asset with these fields and a picture, through the API. */
async function addAsset(admin: ApiSession, fields: Omit<AssetFields, 'image' | 'category'> & { category: string }): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'asset.png');
  const { imageUrl } = await callAs<{ imageUrl: string }>(admin, 'POST', '/api/assets/image', form);
  await callAs(admin, 'POST', '/api/assets', { ...fields, image: imageUrl });
}

/**
 * How many lines of a description a person sees: the lines of its text whose top is inside the
 * paragraph's box (the box clips the rest), and how many lines the text has in all.
 */
function linesOf(description: Locator): Promise<{ shown: number; total: number }> {
  return description.evaluate((paragraph) => {
    const range = paragraph.ownerDocument.createRange();
    range.selectNodeContents(paragraph);
    const box = paragraph.getBoundingClientRect();
    const tops = [...range.getClientRects()].map((rect) => rect.top).sort((a, b) => a - b);
    // The pieces of one line share a top, give or take a pixel for glyphs of another font.
    const lines = tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 2);
    return { shown: lines.filter((top) => top < box.bottom - 1).length, total: lines.length };
  });
}

test('a catalogue card shows three lines of a long description, in English or Hindi, and no part of a fourth', async ({ page }) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const letters = randomLetters(8);
  const token = `${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
  const english =
    'A sturdy steel-frame wheelchair with a padded seat, swing-away footrests, puncture-proof tyres and hand brakes ' +
    'for the helper. It folds flat for a car boot or an auto-rickshaw and suits daily indoor and outdoor use alike.';
  const hindi =
    'यह हवा वाला गद्दा बिस्तर पर लंबे समय तक लेटे रहने वाले लोगों के लिए है। इसका शांत पंप बारी-बारी से कोशिकाओं में हवा भरता है ' +
    'ताकि घाव न बनें। इसे साफ़ करना आसान है और यह घर पर देखभाल के लिए उपयुक्त है।';
  // The first name is long enough to take two lines, making its row taller than the other cards need.
  const cards = [
    { name: `${token} reclining wide chair`, category: 'wheelchair', description: english, stocks: 3 },
    { name: `${token} chair`, category: 'wheelchair', description: english, stocks: 3 },
    { name: `${token} airbed`, category: 'airbed', description: hindi, stocks: 3 },
  ];
  for (const card of cards) await addAsset(admin, card);
  const { email } = await createVerifiedUser(uniqueName('Lalita'), password);

  await logInAsUser(page, email, password);
  for (const [label, viewport] of [
    ['1280', laptopViewport],
    ['375', { width: 375, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/user/assets?search=${token}`);
    await settle(page);
    const list = page.getByRole('list', { name: 'Assets' }).getByRole('listitem');
    await expect.poll(() => list.count()).toBe(cards.length);
    for (const card of cards) {
      const item = list.filter({ has: page.getByRole('heading', { name: card.name }) });
      const lines = await linesOf(item.getByText(card.description.slice(0, 20)));
      expect(lines.total, `${card.name} at ${label} px has more than three lines to clamp`).toBeGreaterThan(3);
      expect(lines.shown, `lines of ${card.name}'s description seen at ${label} px`).toBe(3);
    }
    await screenshot(page, `catalogue-clamp-${label}`);
  }
});

test('a person with a loan past its return day is asked to bring it back first, by name, before borrowing again', async ({ page }) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const asset = await addWheelchair(admin, 3);
  // Gopal Rao of the demo data has had a Transit Wheelchair past its return day (the admin's overdue list shows it).
  await logInAsUser(page, 'gopal.rao@sahaya.demo', demo.password);
  await page.goto(`/user/assets?search=${encodeURIComponent(asset.name)}`);
  const card = page.getByRole('list', { name: 'Assets' }).getByRole('listitem').first();
  await press(card.getByRole('button', { name: `Request Asset for ${asset.name}` }));
  const dialog = page.getByRole('dialog', { name: 'Request Asset' });
  await dialog.getByLabel('Date needed').fill(tomorrow());
  await press(dialog.getByRole('button', { name: 'Submit Request' }));
  const alert = dialog.getByRole('alert').filter({ hasText: 'Please bring back Transit Wheelchair first: it was due back on' });
  await expectVisible(alert);
  await expectNoSeriousAxeViolations(page, 'the Request Asset dialog refused for an overdue loan');
  // Nothing was asked for: the dialog keeps the day typed, and the person's requests have no new one.
  expect(await dialog.getByLabel('Date needed').inputValue()).toBe(tomorrow());
});
