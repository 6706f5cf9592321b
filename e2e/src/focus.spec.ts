import { randomInt } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { callAs, signInThroughApi, tinyPng, type ApiSession } from './harness/api.ts';
import { AccessibilityAudit, signIn } from './harness/audit.ts';
import { expectFocused, expectPath, expectVisible, test } from './harness/fixtures.ts';
import { tabTo } from './harness/keyboard.ts';
import { screenshot } from './harness/layout.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { createVerifiedUser, demo, everyConsent, logInAsAdmin, logInAsUser, uniqueEmail } from './harness/people.ts';

/*
 * Where focus goes, and what it may be hidden under: the sticky header, the toasts and the
 * reconnecting notice (WCAG 2.2 2.4.11, focus not obscured), and how a heading shows it has focus.
 */

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.first().boundingBox();
  if (!found) throw new Error(`${locator} has no box on screen`);
  return { top: found.y, bottom: found.y + found.height, left: found.x, right: found.x + found.width };
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Signs the demo user in with the keyboard alone: Tab to Email, type, Tab, type, Enter. */
async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/user/login');
  await page.waitForLoadState('networkidle');
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(demo.password);
  await page.keyboard.press('Enter');
}

test('after signing in with Enter, focus is on the page heading, underlined rather than boxed, and no frame surrounds the page', async ({ page }) => {
  await signInByKeyboard(page, demo.user);
  await expectPath(page, '/user/dashboard');
  const heading = page.getByRole('heading', { name: 'Welcome, Asha', level: 1 });
  await expectFocused(heading);
  const look = await heading.evaluate((element) => {
    const view = element.ownerDocument.defaultView!;
    const style = view.getComputedStyle(element);
    const main = view.getComputedStyle(element.closest('main')!);
    return { outline: style.outlineStyle, underline: style.textDecorationLine, mainOutline: main.outlineStyle };
  });
  expect(look).toEqual({ outline: 'none', underline: 'underline', mainOutline: 'none' });
});

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 600 },
]) {
  test(`at ${viewport.width} px the field focused after a failed submit is scrolled out from under the sticky header and clear of the toasts`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInByKeyboard(page, demo.user);
    await expectPath(page, '/user/dashboard');
    await page.goto('/user/assistanceRequest');
    const field = page.getByLabel('Assistance type');
    const date = page.getByLabel('Date', { exact: true });
    await expectVisible(date);
    // The page is scrolled so that the first field sits under the header, as after reading down
    // the form and back up a little; Enter in the date field sends the form, empty.
    await field.evaluate((element) => {
      const view = element.ownerDocument.defaultView!;
      view.scrollBy(0, element.getBoundingClientRect().top - 8);
    });
    expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(0);
    await date.evaluate((element) => (element as unknown as { focus(options: object): void }).focus({ preventScroll: true }));
    await page.keyboard.press('Enter');

    await expectFocused(field);
    await expectVisible(page.locator('[data-sonner-toast]'));
    const header = await box(page.locator('header').first());
    const focused = await box(field);
    expect(focused.top, 'the field starts below the header').toBeGreaterThanOrEqual(header.bottom);
    expect(focused.bottom, 'the field ends inside the window').toBeLessThanOrEqual(viewport.height);
    for (const toast of await page.locator('[data-sonner-toast]').all()) {
      expect(overlaps(focused, await box(toast)), 'a toast covers the focused field').toBe(false);
    }
    await screenshot(page, `focused-field-${viewport.width}`, { fullPage: false });
  });
}

test('at 375 px the reconnecting notice and a toast are both in sight, and the last control scrolls clear of them', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/user/login');
  await page.waitForLoadState('networkidle');

  // The server stops answering: the sign-in gets no answer, which turns the notice on and says so in a toast.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.route('**/readyz', (route) => route.abort('connectionrefused'));
  await page.getByLabel('Email', { exact: true }).fill(demo.user);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Reconnecting… Your work is kept.' });
  await expectVisible(notice);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Network Error' });
  await expectVisible(toast);
  // The spec's two words, and under them what they mean for the person, in plain words.
  await expectVisible(toast.getByText('Sahaya did not answer, so this did not go through. What you typed is kept: please try again in a moment.'));
  // The toast has finished sliding in before it is measured.
  await page.waitForTimeout(600);
  const noticeBox = await box(notice.locator('p'));
  const toastBox = await box(toast);
  await screenshot(page, 'reconnecting-and-toast-375', { fullPage: false });
  expect(overlaps(noticeBox, toastBox), 'the toast covers the reconnecting notice').toBe(false);
  expect(noticeBox.bottom).toBeLessThanOrEqual(667);
  expect(toastBox.top).toBeGreaterThanOrEqual(0);

  // Scrolled to the end, the page's last control stands above the toasts and the notice.
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  const last = await box(page.getByRole('link', { name: 'Register Now' }));
  expect(last.bottom, 'the last control can be scrolled above the toast').toBeLessThanOrEqual(Math.min(toastBox.top, noticeBox.top));
});

/** Tomorrow as the API takes it (yyyy-MM-dd). */
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Four assets whose names share a word no other run uses, each asked for once by one person. */
async function fourAssetRequests(): Promise<string> {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const word = `Focus${randomLetters(6)}`;
  const { email } = await createVerifiedUser(uniqueName('Meera'), 'Sahaya@123');
  const requester = await signInThroughApi(email, 'Sahaya@123', 'user');
  const numberWords = ['One', 'Two', 'Three', 'Four'];
  for (const number of [1, 2, 3, 4]) {
    const form = new FormData();
    form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'walker.png');
    const { imageUrl } = await callAs<{ imageUrl: string }>(admin, 'POST', '/api/assets/image', form);
    const { asset } = await callAs<{ asset: { _id: string } }>(admin, 'POST', '/api/assets', {
      name: `Walker ${word} ${numberWords[number - 1]}`,
      category: 'walkingStick',
      description: 'A folding walker with a seat.',
      stocks: 5,
      image: imageUrl,
    });
    await callAs(requester, 'POST', `/api/assetRequests/${asset._id}`, { requestedDate: tomorrow(), quantity: 1 });
  }
  return word;
}

/** Decides on a card's request with the keyboard alone: Enter on its button, Tab to the dialog's confirm, Enter. */
async function decideByKeyboard(page: Page, card: Locator, action: 'Approve' | 'Reject'): Promise<void> {
  await card.getByRole('button', { name: `${action} Request` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `${action} Request` });
  await expectVisible(dialog);
  await tabTo(page, dialog.getByRole('button', { name: action, exact: true }));
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

test('after deciding on a request by keyboard, focus stays with the card, or goes to the next, the previous, then the empty list', async ({ page }) => {
  const word = await fourAssetRequests();
  await page.goto('/admin/login');
  await page.waitForLoadState('networkidle');
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(demo.admin);
  await page.keyboard.press('Tab');
  await page.keyboard.type(demo.password);
  await page.keyboard.press('Enter');
  await expectPath(page, '/admin/dashboard');

  await page.goto(`/admin/requestManagement?tab=assets&search=${word}`);
  const cards = page.getByRole('list', { name: 'Asset requests' }).getByRole('article');
  await expect.poll(() => cards.count()).toBe(4);
  const names = await cards.evaluateAll((all) => all.map((card) => card.querySelector('h2')?.textContent ?? ''));

  // Approved, the first request stays in the list (with Mark returned): focus is on its card.
  await decideByKeyboard(page, cards.first(), 'Approve');
  await expectVisible(cards.first().getByRole('button', { name: 'Mark returned' }));
  await expectFocused(page.getByRole('heading', { name: names[0], level: 2 }));

  // Among the pending ones a decided request leaves the list: focus goes to the one after it, or,
  // after the last, to the one before it.
  await page.goto(`/admin/requestManagement?tab=assets&search=${word}&status=pending`);
  await expect.poll(() => cards.count()).toBe(3);
  await decideByKeyboard(page, cards.first(), 'Approve');
  await expect.poll(() => cards.count()).toBe(2);
  await expectFocused(page.getByRole('heading', { name: names[2], level: 2 }));
  await decideByKeyboard(page, cards.last(), 'Reject');
  await expect.poll(() => cards.count()).toBe(1);
  await expectFocused(page.getByRole('heading', { name: names[2], level: 2 }));

  // The last one decided, the list is empty: focus is on what the empty list says.
  await decideByKeyboard(page, cards.first(), 'Approve');
  await expectFocused(page.getByRole('heading', { name: 'No Requests Found' }));
});

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 720 },
]) {
  test(`at ${viewport.width} px the toast of a failed sign-in leaves the Login button just pressed in sight, and says why plainly`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const audit = new AccessibilityAudit(page);
    await page.goto('/user/login');
    await page.waitForLoadState('networkidle');

    // A balancer answers 503 with its own page: the server is away for a moment.
    const unavailable = (route: { fulfill(options: object): Promise<void> }) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<html><body>503 Service Unavailable</body></html>' });
    await page.route('**/api/**', unavailable);
    await page.route('**/readyz', unavailable);
    await page.getByLabel('Email', { exact: true }).fill(demo.user);
    await page.getByLabel('Password', { exact: true }).fill(demo.password);
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await login.click();

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Sahaya could not be reached just now, so this did not go through.' });
    await expectVisible(toast);
    // The toast has slid into place, and the page has moved the button clear of it.
    await page.waitForTimeout(700);
    await expectFocused(login);
    const button = await box(login);
    await screenshot(page, `focus/login-unavailable-${viewport.width}`, { fullPage: false });
    expect(overlaps(button, await box(toast)), 'the toast covers the Login button').toBe(false);
    const notice = page.getByRole('status').filter({ hasText: 'Reconnecting… Your work is kept.' }).locator('p');
    if (await notice.count()) expect(overlaps(button, await box(notice)), 'the reconnecting notice covers the Login button').toBe(false);
    expect(button.top, 'the Login button is in the window').toBeGreaterThanOrEqual(0);
    expect(button.bottom, 'the Login button is in the window').toBeLessThanOrEqual(viewport.height);
    await audit.axe(`the login page after a failed sign-in at ${viewport.width} px`);
    audit.expectClean();
  });
}

/** Presses a control with the keyboard, then Tab to the confirming dialog's `confirm` and Enter. */
async function confirmByKeyboard(page: Page, control: Locator, title: string, confirm: string): Promise<void> {
  await control.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: title });
  await expectVisible(dialog);
  await tabTo(page, dialog.getByRole('button', { name: confirm, exact: true }));
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

/** The text of the list item (a card, a row, an address) that holds the focused element. */
function focusedItemText(page: Page): Promise<string> {
  return page.evaluate<string>('document.activeElement?.closest("li, tr")?.textContent ?? ""');
}

test('after deleting an address by keyboard, focus goes to the next address, then the previous one, then what the empty book says', async ({ page }) => {
  const password = 'Sahaya@123';
  const { email } = await createVerifiedUser(uniqueName('Lakshmi'), password);
  const person = await signInThroughApi(email, password, 'user');
  const word = randomLetters(6);
  for (const number of ['One', 'Two', 'Three']) {
    await callAs(person, 'POST', '/api/addresses', {
      fname: 'Lakshmi',
      lname: 'Rao',
      street: `${number} ${word} Street`,
      city: 'Mysuru',
      state: 'Karnataka',
      country: 'India',
      pincode: '570001',
    });
  }
  const audit = new AccessibilityAudit(page);
  await logInAsUser(page, email, password);
  await page.goto('/user/profile/info');
  const addresses = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
  await expect.poll(() => addresses.count()).toBe(3);
  const streets = await addresses.evaluateAll((all) => all.map((item) => /(One|Two|Three) \w{6} Street/.exec(item.textContent ?? '')?.[0] ?? ''));
  const address = (street: string) => addresses.filter({ hasText: street });
  const remove = (street: string) => confirmByKeyboard(page, page.getByRole('button', { name: `Delete: ${street}` }), 'Delete address', 'Delete');

  // The middle address goes: focus is on the one that followed it.
  await remove(streets[1]!);
  await expect.poll(() => addresses.count()).toBe(2);
  await expectFocused(address(streets[2]!));
  await screenshot(page, 'focus/address-deleted-1280', { fullPage: false });
  await audit.axe('the address book after a deletion');

  // The last one goes: focus is on the one before it.
  await remove(streets[2]!);
  await expect.poll(() => addresses.count()).toBe(1);
  await expectFocused(address(streets[0]!));

  // The book is empty: focus is on what it says.
  await remove(streets[0]!);
  await expectFocused(page.getByText('No saved addresses yet.'));
  audit.expectClean();
});

/** A volunteer the admin adds, and `count` pending requests of one person, each description with a word of its own (Task…). */
async function volunteerWithRequests(count: number): Promise<{ id: string; email: string; name: string; requestIds: string[] }> {
  const password = 'Sahaya@123';
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const volunteer = { name: uniqueName('Kiran'), email: uniqueEmail('volunteer') };
  const { volunteer: added } = await callAs<{ volunteer: { _id: string } }>(admin, 'POST', '/api/volunteers', {
    consents: everyConsent,
    ...volunteer,
    password,
    fname: volunteer.name.split(' ')[0],
    lname: volunteer.name.split(' ')[1],
    age: 29,
    gender: 'Female',
    phone: `97${randomInt(10_000_000, 99_999_999)}`,
    street: '12 Station Road',
    city: 'Mysuru',
    state: 'Karnataka',
    country: 'India',
    pincode: '570002',
  });
  const { email } = await createVerifiedUser(uniqueName('Meera'), password);
  const person: ApiSession = await signInThroughApi(email, password, 'user');
  const { _id: addressId } = await callAs<{ _id: string }>(person, 'POST', '/api/addresses', {
    fname: 'Meera',
    lname: 'Iyer',
    street: '3 Lake Road',
    city: 'Mysuru',
    state: 'Karnataka',
    country: 'India',
    pincode: '570001',
  });
  const requestIds: string[] = [];
  for (let made = 0; made < count; made++) {
    const word = `Task${randomLetters(6)}`;
    const { assistanceRequest } = await callAs<{ assistanceRequest: { _id: string } }>(person, 'POST', '/api/assistanceRequests', {
      type: 'volunteer',
      volunteerType: 'eldercare',
      priority: 'normal',
      requestedDate: tomorrow(),
      requestedTime: '10:30',
      description: `Please walk with my grandmother ${word} to the temple.`,
      addressId,
    });
    requestIds.push(assistanceRequest._id);
  }
  return { ...volunteer, id: added._id, requestIds };
}

test('after marking requests completed by keyboard, focus goes to the next card, the previous row, then what the empty tab says', async ({ page }) => {
  const volunteer = await volunteerWithRequests(3);
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  for (const requestId of volunteer.requestIds) {
    await callAs(admin, 'PATCH', `/api/assistanceRequests/${requestId}/assignVolunteer`, { volunteerId: volunteer.id });
  }
  await signIn(page, '/user/login?role=volunteer', volunteer.email, 'Sahaya@123');
  await expectPath(page, '/volunteer/dashboard');
  await page.goto('/volunteer/requests');
  const cards = page.getByRole('list', { name: 'Requests' }).getByRole('listitem');
  await expect.poll(() => cards.count()).toBe(3);
  const order = await cards.evaluateAll((all) => all.map((card) => /Task\w{6}/.exec(card.textContent ?? '')?.[0] ?? ''));
  const complete = (item: Locator) => confirmByKeyboard(page, item.getByRole('button', { name: /^Mark as completed/ }), 'Mark as completed?', 'Mark as completed');

  // The first card leaves the Processing tab: focus is on the title of the card that followed it.
  await complete(cards.filter({ hasText: order[0]! }));
  await expect.poll(() => cards.count()).toBe(2);
  await expect.poll(() => page.evaluate<string>('document.activeElement?.tagName ?? ""')).toBe('H3');
  await expect.poll(() => focusedItemText(page)).toContain(order[1]!);

  // As a table (cards stay in the page, hidden), the last row goes: focus is on the row before it.
  await page.getByRole('group', { name: 'Show requests as' }).getByRole('button', { name: 'Table' }).click();
  const rows = page.getByRole('table', { name: 'Requests' }).getByRole('row').filter({ hasText: /Task\w{6}/ });
  await expect.poll(() => rows.count()).toBe(2);
  await complete(rows.filter({ hasText: order[2]! }));
  await expect.poll(() => rows.count()).toBe(1);
  await expectFocused(rows.filter({ hasText: order[1]! }));

  // The tab is empty: focus is on what it says, in the table.
  await complete(rows.first());
  await expectFocused(page.getByText('You have no requests in progress. Accept one from the Request List.').locator('visible=true'));
});

test('after assigning a volunteer by keyboard, focus is on the request\'s title above its new status', async ({ page }) => {
  const volunteer = await volunteerWithRequests(1);
  await logInAsAdmin(page);
  await page.goto(`/admin/assistanceRequests/${volunteer.requestIds[0]}`);
  const opener = page.getByRole('button', { name: 'Assign Volunteer' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Assign Volunteer' });
  await expectVisible(dialog);
  await tabTo(page, dialog.getByLabel('Search volunteers'));
  await page.keyboard.type(volunteer.name);
  const assign = dialog.getByRole('listitem').filter({ hasText: volunteer.email }).getByRole('button', { name: `Assign ${volunteer.name}` });
  await tabTo(page, assign);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await expectVisible(page.getByText('Approved', { exact: true }));
  await expectFocused(page.getByRole('heading', { level: 1, name: 'Eldercare volunteer' }));
});

test('a page loaded afresh opens at its top, and back comes to where the page was scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const scrollY = () => page.evaluate<number>('window.scrollY');
  // Scrolled once the app has started: its first page starts at the top.
  const scrollTo = (y: number | string) => expect.poll(async () => (await page.evaluate(`window.scrollTo(0, ${y})`), scrollY()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await scrollTo('document.documentElement.scrollHeight').toBeGreaterThan(600);

  // A link from elsewhere, or an address typed: the privacy page opens at its heading, not at the landing page's place.
  await page.goto('/privacy');
  await expectVisible(page.getByRole('heading', { name: 'Privacy policy', level: 1 }));
  await page.waitForLoadState('networkidle');
  expect(await scrollY()).toBe(0);

  // Inside the app, back returns to the place the page was left at: where it stood as the link was
  // followed (pressing a link in the sticky header may first bring it clear of the header).
  await scrollTo(900).toBe(900);
  await page.evaluate("document.addEventListener('click', () => { window.scrollAtClick = window.scrollY; }, { capture: true })");
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expectPath(page, '/user/register');
  await page.goBack();
  await expectPath(page, '/privacy');
  const left = await page.evaluate<number>('window.scrollAtClick');
  expect(left).toBeGreaterThan(300);
  await expect.poll(scrollY).toBe(left);
});
