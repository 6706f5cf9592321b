import { randomInt } from 'node:crypto';
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { type ApiSession, callAs, signInThroughApi } from './harness/api.ts';
import { addVolunteer } from './harness/volunteers.ts';
import { AccessibilityAudit, auditDialog, settle, signIn } from './harness/audit.ts';
import { expectFocused, expectPath, expectToast, expectVisible, test } from './harness/fixtures.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { createVerifiedUser } from './harness/people.ts';
import { press } from './harness/keyboard.ts';
import { screenshotsAtBothWidths } from './harness/layout.ts';

const password = 'Sahaya@123';

/** Where a volunteer lives: in India, where the PIN code places the address, or somewhere nothing can. */
const unplaced = { city: 'Pokhara', state: 'Gandaki', country: 'Nepal', pincode: '336000' };

/**
 * What a screen reader says for a control: its name and description as Chromium's accessibility
 * tree has them (the element is found there by a mark set for the moment).
 */
async function spoken(control: Locator): Promise<{ name: string; description: string }> {
  const page = control.page();
  const cdp = await page.context().newCDPSession(page);
  try {
    await control.evaluate((element) => element.setAttribute('data-spoken', ''));
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-spoken]' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const node = nodes[0];
    return { name: String(node?.name?.value ?? ''), description: String(node?.description?.value ?? '') };
  } finally {
    await control.evaluate((element) => element.removeAttribute('data-spoken'));
    await cdp.detach();
  }
}

/** Tomorrow as the API takes it (yyyy-MM-dd). */
function tomorrow(): string {
  return new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** An urgent eldercare request (unless `kind` says otherwise) at `addressId`, its description carrying a word no other request has. */
async function postRequest(person: ApiSession, addressId: string, prefix: string, kind: object = {}) {
  const word = `${prefix}${randomLetters(6)}`;
  const description = `Please help my mother ${word} walk to the clinic and back.`;
  await callAs(person, 'POST', '/api/assistanceRequests', {
    type: 'volunteer',
    volunteerType: 'eldercare',
    priority: 'urgent',
    requestedDate: tomorrow(),
    requestedTime: '10:30',
    description,
    addressId,
    ...kind,
  });
  return { word, description };
}

/**
 * A person asks for an eldercare volunteer at an address of theirs with a location somewhere in
 * central India, chosen at random so that other runs' requests are rarely near it; the description
 * carries a word of its own, so the volunteer can search for exactly this request.
 */
async function askForEldercare() {
  const name = uniqueName('Lakshmi');
  const phone = `97${randomInt(10_000_000, 99_999_999)}`;
  const { email } = await createVerifiedUser(name, password);
  const person = await signInThroughApi(email, password, 'user');
  // The profile gives the phone number the volunteer will call.
  await callAs(person, 'PUT', '/api/users', {
    name,
    age: 68,
    gender: 'Female',
    phone,
    street: '3 Station Road',
    city: 'Wardha',
    state: 'Maharashtra',
    country: 'India',
    pincode: '442001',
  });
  const place = { latitude: 19 + randomInt(0, 300) / 100, longitude: 77 + randomInt(0, 300) / 100 };
  const [first, last] = name.split(' ') as [string, string];
  const { _id: addressId } = await callAs<{ _id: string }>(person, 'POST', '/api/addresses', {
    fname: first,
    lname: last,
    street: '12 Gandhi Road',
    city: 'Wardha',
    state: 'Maharashtra',
    country: 'India',
    pincode: '442001',
    ...place,
  });
  const { word, description } = await postRequest(person, addressId, 'Tulsi');
  return { name, email, phone, place, word, description, person, addressId };
}

test('a nearby volunteer finds an eldercare request, accepts it, follows it and marks it completed', async ({ page }) => {
  const request = await askForEldercare();
  const volunteer = await addVolunteer();
  const audit = new AccessibilityAudit(page);
  await page.context().grantPermissions(['geolocation', 'clipboard-read', 'clipboard-write']);
  // About 1.1 km north of the request.
  await page.context().setGeolocation({ latitude: request.place.latitude + 0.01, longitude: request.place.longitude });

  await signIn(page, '/user/login?role=volunteer', volunteer.email, password);
  await expectPath(page, '/volunteer/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Request List' }).first().click();
  await expectPath(page, '/volunteer/assistanceRequests');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Nearby Assistance Requests' }));
  await expectVisible(page.getByText('Showing requests within 25 km of your current location, nearest first.'));

  // Search waits for the typing to rest, then keeps the search in the address.
  await page.getByLabel('Search requests').fill(request.word);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(request.word);
  const card = page.getByRole('article').filter({ hasText: request.word });
  await expectVisible(card);
  await expectVisible(card.getByRole('heading', { name: 'Eldercare volunteer' }));
  await expectVisible(card.getByText('Urgent'));
  await expectVisible(card.getByText('Wardha, Maharashtra'));
  await expectVisible(card.getByText('about 1 km away'));
  // The time asked for reads as the form offered it, not as the 24-hour value it was sent as.
  await expectVisible(card.getByText(/, 10:30 am/));
  // Before accepting, the card names the person by first name only, with no way to reach or find them.
  const [firstName, lastName] = request.name.split(' ') as [string, string];
  await expectVisible(card.getByText(firstName, { exact: true }));
  const shown = (await card.textContent()) ?? '';
  for (const hidden of [lastName, request.phone, request.email, '12 Gandhi Road', '442001']) expect(shown).not.toContain(hidden);
  await expectVisible(card.getByText(/^about \d+ min to get there$/));
  await settle(page);
  await audit.page('the Nearby list', { axe: true });

  // The type filter: an ambulance filter hides it, eldercare shows it again.
  await page.getByLabel('Type').selectOption('ambulance');
  await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('ambulance');
  await expectVisible(page.getByRole('heading', { name: 'No requests near you' }));
  await page.getByLabel('Type').selectOption('eldercare');
  await expectVisible(card);

  // Decline asks first; Cancel leaves the request in place and focus back on Decline.
  const decline = card.getByRole('button', { name: /^Decline/ });
  await auditDialog(page, audit, 'the Decline confirmation', page.getByRole('alertdialog', { name: 'Decline this request?' }), () =>
    decline.click(),
  );
  await expectFocused(decline);
  await expectVisible(card);

  // Declining another request of the same person hides it from this volunteer only.
  const other = await postRequest(request.person, request.addressId, 'Basil');
  await page.getByLabel('Search requests').fill(other.word);
  const otherCard = page.getByRole('article').filter({ hasText: other.word });
  await expectVisible(otherCard);
  await otherCard.getByRole('button', { name: /^Decline/ }).click();
  await page.getByRole('alertdialog', { name: 'Decline this request?' }).getByRole('button', { name: 'Decline' }).click();
  // The spec's 'Status updated!', and beneath it what the decision did to whose request.
  await expectToast(page, 'Status updated!');
  await expectToast(page, `You declined ${firstName}'s request. It no longer shows in your list, and other volunteers can still take it.`);
  await expectVisible(page.getByRole('heading', { name: 'No requests near you' }));
  await page.getByLabel('Search requests').fill(request.word);
  await expectVisible(card);

  // Accept is said once: its word, then which request, from the button's own content; no label
  // written over it repeats the card's heading, and nothing describes it while it may be pressed.
  const accept = card.getByRole('button', { name: /^Accept/ });
  expect(await accept.getAttribute('aria-label')).toBeNull();
  const when = (await card.locator('dt', { hasText: 'When' }).locator('xpath=following-sibling::dd').textContent()) ?? '';
  expect(await spoken(accept)).toEqual({ name: `Accept (Eldercare volunteer for ${firstName}, ${when})`, description: '' });
  expect((await spoken(card.getByRole('button', { name: /^Decline/ }))).name).toBe(`Decline (Eldercare volunteer for ${firstName}, ${when})`);

  // Accepted by keyboard: the spec's words, with what happened and what comes next.
  await press(accept);
  await expectToast(page, 'Status updated!');
  await expectToast(page, `You accepted ${firstName}'s request. Their phone number and address are now on it. Call or chat with them to say when you will come.`);
  await expectVisible(page.getByRole('heading', { name: 'No requests near you' }));
  // Focus moved down to the empty list; the page is checked from its top, where nothing sits under the sticky header.
  await page.evaluate('window.scrollTo(0, 0)');
  await audit.axe('the Nearby list with the message of an accepted request');
  await screenshotsAtBothWidths(page, 'accepted-message');
  // The card that had focus is gone and no other follows it: the list's empty state takes focus, not the document body.
  await expectFocused(page.getByRole('heading', { name: 'No requests near you' }));

  // Processing: the accepted request, as cards and as a table (the choice is remembered).
  await page.getByRole('navigation').getByRole('link', { name: 'Processing Requests' }).first().click();
  await expectPath(page, '/volunteer/requests');
  await expectVisible(page.getByRole('tab', { name: 'Processing', selected: true }));
  const processing = page.getByRole('article').filter({ hasText: request.word });
  await expectVisible(processing);
  await expectVisible(processing.getByText('Approved'));
  await settle(page);
  await audit.page('the Processing tab as cards', { axe: true });
  await page.getByRole('button', { name: 'Table' }).click();
  await expectVisible(page.getByRole('table', { name: 'Requests' }).getByRole('row').filter({ hasText: request.word }));
  await audit.page('the Processing tab as a table', { axe: true });
  await page.reload();
  await expectVisible(page.getByRole('table', { name: 'Requests' }));
  expect(await page.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');
  await page.getByRole('button', { name: 'Cards' }).click();

  // The details: requester contact, place, history; the chat tab while approved.
  await processing.getByRole('link', { name: /^View details/ }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Eldercare volunteer' }));
  expect(new URL(page.url()).pathname).toMatch(/^\/volunteer\/assistanceRequests\/[\w-]+$/);
  // The details belong with the processing requests they were opened from, in the sidebar too.
  const sidebar = page.getByRole('navigation', { name: 'Volunteer' });
  expect(await sidebar.getByRole('link', { name: 'Processing Requests' }).getAttribute('aria-current')).toBe('page');
  expect(await sidebar.getByRole('link', { name: 'Request List' }).getAttribute('aria-current')).toBeNull();
  await expectVisible(page.getByText(request.name));
  // Numbers read as people write them and dial in their international form, from any phone.
  const spaced = `+91 ${request.phone.slice(0, 5)} ${request.phone.slice(5)}`;
  expect(await page.getByRole('link', { name: spaced }).getAttribute('href')).toBe(`tel:+91${request.phone}`);
  const mail = page.getByRole('link', { name: request.email });
  expect(await mail.getAttribute('href')).toBe(`mailto:${request.email}`);
  await expectVisible(page.getByText(request.description));
  await expectVisible(page.getByRole('tab', { name: 'Chat' }));
  await settle(page);
  await audit.page('the request details', { axe: true });
  await page.getByRole('button', { name: 'Share' }).click();
  await expectToast(page, 'Link copied to clipboard!');

  await page.getByRole('tab', { name: 'History' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('history');
  const history = page.getByRole('list', { name: 'Request history' });
  await expectVisible(history.getByText('Assistance request submitted'));
  await expectVisible(history.getByText(`Accepted by ${volunteer.name}`));
  await audit.axe('the request history');

  const markCompleted = page.getByRole('button', { name: 'Mark as completed' });
  await auditDialog(page, audit, 'the Mark as completed confirmation', page.getByRole('alertdialog', { name: 'Mark as completed?' }), () =>
    markCompleted.click(),
  );
  await expectFocused(markCompleted);
  await markCompleted.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark as completed' }).click();
  await expectToast(page, 'Status updated!');
  await expectToast(page, `You marked ${firstName}'s request done, and they have been told. Thank you for your help!`);
  await expectVisible(history.getByText(`Completed by ${volunteer.name}`));
  await expect.poll(() => page.getByRole('button', { name: 'Mark as completed' }).count()).toBe(0);
  // Once it is no longer theirs, the volunteer keeps the record but not the person's contact.
  await page.getByRole('tab', { name: 'Details' }).click();
  await expectVisible(page.getByText('Contact details are shown only while the request is yours.'));
  await expectVisible(page.getByText('The street and PIN code are shown only while the request is yours.'));
  expect(await page.getByRole('link', { name: request.phone }).count()).toBe(0);
  expect(await page.getByText('12 Gandhi Road').count()).toBe(0);

  // Completed: it has moved from the first tab to the second.
  await page.getByRole('link', { name: 'Back to Processing Requests' }).click();
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('completed');
  const completed = page.getByRole('article').filter({ hasText: request.word });
  await expectVisible(completed);
  await expectVisible(completed.getByText('Completed'));
  expect(await completed.getByRole('button', { name: /^Mark as completed/ }).count()).toBe(0);
  await settle(page);
  await audit.page('the Completed tab', { axe: true });
  audit.expectClean();
});

test('a volunteer holding five requests is told before pressing Accept, and Accept says why it is off', async ({ page }) => {
  const request = await askForEldercare();
  const volunteer = await addVolunteer();
  const session = await signInThroughApi(volunteer.email, password, 'volunteer');
  // Five requests, taken by the volunteer: the task limit. A person keeps at most five open, the
  // one the volunteer will see among them, so the fifth is a neighbour's.
  const neighbour = await askForEldercare();
  for (let i = 0; i < 5; i++) {
    const asker = i < 4 ? request : neighbour;
    await postRequest(asker.person, asker.addressId, 'Held');
  }
  // The volunteer takes them, found near each asker's place.
  const held = new Set<string>();
  for (const asker of [request, neighbour]) {
    const near = await callAs<{ nearbyRequests: { _id: string; description: string }[] }>(
      session,
      'GET',
      `/api/assistanceRequests/nearBy?latitude=${asker.place.latitude}&longitude=${asker.place.longitude}&search=Held`,
    );
    for (const found of near.nearbyRequests) held.add(found._id);
  }
  for (const taken of [...held].slice(0, 5)) {
    await callAs(session, 'PATCH', `/api/assistanceRequests/${taken}/status`, { action: 'approve' });
  }
  const audit = new AccessibilityAudit(page);
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: request.place.latitude + 0.01, longitude: request.place.longitude });
  await signIn(page, '/user/login?role=volunteer', volunteer.email, password);
  await expectPath(page, '/volunteer/dashboard');
  await page.goto(`/volunteer/assistanceRequests?search=${request.word}`);

  const notice = page.getByText('You hold 5 requests, the most a volunteer can hold at a time. Complete one to accept another.');
  await expectVisible(notice);
  const card = page.getByRole('article').filter({ hasText: request.word });
  const accept = card.getByRole('button', { name: /^Accept/ });
  await expectVisible(accept);
  expect(await accept.isDisabled()).toBe(true);
  // The reason is the button's description, so a screen reader says it with the button.
  const reasonId = await accept.getAttribute('aria-describedby');
  expect(reasonId).toBeTruthy();
  expect(await page.locator(`[id="${reasonId}"]`).textContent()).toContain('Complete one to accept another.');
  // Declining is still open to them.
  expect(await card.getByRole('button', { name: /^Decline/ }).isDisabled()).toBe(false);
  await settle(page);
  await audit.page('Nearby at the task limit', { axe: true });
  await page.getByRole('link', { name: 'Open Processing Requests' }).click();
  await expectPath(page, '/volunteer/requests');
  audit.expectClean();
});

test('the urgency badge sits top right on every nearby card, on a phone too', async ({ page }) => {
  const request = await askForEldercare();
  const ambulance = await postRequest(request.person, request.addressId, 'Siren', { type: 'ambulance', volunteerType: undefined });
  const transport = await postRequest(request.person, request.addressId, 'Ride', { volunteerType: 'transportation', priority: 'normal' });
  const volunteer = await addVolunteer();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: request.place.latitude + 0.01, longitude: request.place.longitude });
  await signIn(page, '/user/login?role=volunteer', volunteer.email, password);
  await expectPath(page, '/volunteer/dashboard');
  for (const [word, title, urgency] of [
    [ambulance.word, 'Ambulance', 'Urgent'],
    [transport.word, 'Transportation volunteer', 'Normal'],
  ] as const) {
    await page.goto(`/volunteer/assistanceRequests?search=${word}`);
    const card = page.getByRole('article').filter({ hasText: word });
    const heading = card.getByRole('heading', { name: title });
    const badge = card.getByText(urgency, { exact: true });
    await expectVisible(badge);
    const [cardBox, headingBox, badgeBox] = await Promise.all([card.boundingBox(), heading.boundingBox(), badge.boundingBox()]);
    // Level with the title's first line and against the card's right edge (inside its padding).
    expect(Math.abs(badgeBox!.y - headingBox!.y), title).toBeLessThan(8);
    expect(cardBox!.x + cardBox!.width - (badgeBox!.x + badgeBox!.width), title).toBeLessThan(24);
  }
});

test('a volunteer searches Nearby from another saved address, and from their current location', async ({ page }) => {
  const request = await askForEldercare();
  const volunteer = await addVolunteer();
  const session = await signInThroughApi(volunteer.email, password, 'volunteer');
  // A second place the volunteer often is, right by the request, and one the map cannot place.
  const [first, last] = volunteer.name.split(' ') as [string, string];
  const { _id: nearId } = await callAs<{ _id: string }>(session, 'POST', '/api/addresses', {
    fname: first,
    lname: last,
    street: '8 Lake Road',
    city: 'Wardha',
    state: 'Maharashtra',
    country: 'India',
    pincode: '442001',
    latitude: request.place.latitude + 0.02,
    longitude: request.place.longitude,
  });
  await callAs(session, 'POST', '/api/addresses', { fname: first, lname: last, street: '2 Lakeside', ...unplaced });

  const audit = new AccessibilityAudit(page);
  await signIn(page, '/user/login?role=volunteer', volunteer.email, password);
  await expectPath(page, '/volunteer/dashboard');
  await page.goto(`/volunteer/assistanceRequests?search=${request.word}`);

  // Until a place is chosen, the list is searched from the primary address, and the chooser says so.
  const chooser = page.getByRole('combobox', { name: 'Search from' });
  await expect.poll(() => chooser.isEnabled()).toBe(true);
  await expect.poll(() => chooser.locator('option:checked').textContent()).toBe('4 Temple Street, Nagpur (primary)');
  const options = await chooser.locator('option').evaluateAll((all) =>
    all.map((option) => ({ label: option.textContent, disabled: option.hasAttribute('disabled') })),
  );
  expect(options).toEqual([
    { label: '4 Temple Street, Nagpur (primary)', disabled: false },
    { label: '2 Lakeside, Pokhara (no location on the map)', disabled: true },
    { label: '8 Lake Road, Wardha', disabled: false },
    { label: 'My current location', disabled: false },
  ]);

  await chooser.selectOption({ label: '8 Lake Road, Wardha' });
  await expectVisible(page.getByText('Showing requests within 25 km of 8 Lake Road, Wardha, nearest first.'));
  await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(nearId);
  const card = page.getByRole('article').filter({ hasText: request.word });
  await expectVisible(card);
  await expectVisible(card.getByText('about 2 km away'));
  await settle(page);
  await audit.page('Nearby from a saved address', { axe: true });
  await screenshotsAtBothWidths(page, 'nearby-from-address');

  // The choice is kept in the page address: a reload searches from the same place.
  await page.reload();
  await expectVisible(page.getByRole('article').filter({ hasText: request.word }));
  await expect.poll(() => page.getByRole('combobox', { name: 'Search from' }).locator('option:checked').textContent()).toBe('8 Lake Road, Wardha');

  // The current location, once the browser shares it, about 1 km from the request.
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: request.place.latitude + 0.01, longitude: request.place.longitude });
  await page.getByRole('combobox', { name: 'Search from' }).selectOption({ label: 'My current location' });
  await expectVisible(page.getByText('Showing requests within 25 km of your current location, nearest first.'));
  await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe('current');
  await expectVisible(page.getByRole('article').filter({ hasText: request.word }).getByText('about 1 km away'));
  audit.expectClean();
});

test('without a shared location or an address with one, Nearby says how to fix it', async ({ page }) => {
  const volunteer = await addVolunteer(unplaced);
  const audit = new AccessibilityAudit(page);
  await signIn(page, '/user/login?role=volunteer', volunteer.email, password);
  await expectPath(page, '/volunteer/dashboard');
  await page.goto('/volunteer/assistanceRequests');
  await expectVisible(page.getByRole('button', { name: 'Use my location' }));
  await expectVisible(
    page.getByText('Add an address with its location to your profile, or share your location, to see requests near you.'),
  );
  await settle(page);
  await audit.page('Nearby with no place to search from', { axe: true });
  await page.getByRole('link', { name: 'Open my address book' }).click();
  await expectPath(page, '/volunteer/profile/info');
  audit.expectClean();
});

test('an unknown request shows the not-found card with the way back', async ({ page }) => {
  const volunteer = await addVolunteer();
  await signIn(page, '/user/login?role=volunteer', volunteer.email, password);
  await expectPath(page, '/volunteer/dashboard');
  await page.goto('/volunteer/assistanceRequests/00000000-0000-4000-8000-000000000000');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Request Not Found' }));
  await expectVisible(page.getByText('Error fetching request details'));
  await page.getByRole('link', { name: 'Back to Processing Requests' }).click();
  await expectPath(page, '/volunteer/requests');
});
