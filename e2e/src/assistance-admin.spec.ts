import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { callAs, signInThroughApi } from './harness/api.ts';
import { AccessibilityAudit, auditDialog, settle } from './harness/audit.ts';
import { expectFocused, expectPath, expectVisible, test, uiTimeoutMs } from './harness/fixtures.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { createVerifiedUser, demo, everyConsent, logInAsAdmin, uniqueEmail } from './harness/people.ts';

const password = 'Sahaya@123';

/** A person asks for a medical volunteer at an address of theirs; the description carries a word no other request has. */
async function askForHelp() {
  const name = uniqueName('Meera');
  const { email } = await createVerifiedUser(name, password);
  const person = await signInThroughApi(email, password, 'user');
  const [first, last] = name.split(' ') as [string, string];
  const { _id: addressId } = await callAs<{ _id: string }>(person, 'POST', '/api/addresses', {
    fname: first,
    lname: last,
    street: '21 Lake View Road',
    city: 'Mysuru',
    state: 'Karnataka',
    country: 'India',
    pincode: '570001',
    latitude: 12.3 + randomInt(0, 50) / 1000,
    longitude: 76.6 + randomInt(0, 50) / 1000,
  });
  const word = `Neem${randomLetters(6)}`;
  const description = `My father needs his dressing changed after surgery ${word}, every morning this week.`;
  const post = () =>
    callAs<{ assistanceRequest: { _id: string } }>(person, 'POST', '/api/assistanceRequests', {
      type: 'volunteer',
      volunteerType: 'medical',
      priority: 'urgent',
      requestedDate: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
      requestedTime: '09:00',
      description,
      addressId,
    });
  const { assistanceRequest } = await post();
  return { name, email, word, description, id: assistanceRequest._id, post };
}

/** The admin adds a volunteer through the API, as the Add Volunteer form does. */
async function addVolunteer(): Promise<{ name: string; email: string; id: string }> {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const volunteer = { name: uniqueName('Arjun'), email: uniqueEmail('volunteer') };
  const reply = await callAs<{ volunteer: { _id: string } }>(admin, 'POST', '/api/volunteers', {
    consents: everyConsent,
    ...volunteer,
    password,
    fname: volunteer.name.split(' ')[0],
    lname: volunteer.name.split(' ')[1],
    age: 31,
    gender: 'Male',
    phone: `98${randomInt(10_000_000, 99_999_999)}`,
    street: '7 Market Street',
    city: 'Mysuru',
    state: 'Karnataka',
    country: 'India',
    pincode: '570002',
  });
  return { ...volunteer, id: reply.volunteer._id };
}


test('the admin finds a pending assistance request, assigns a volunteer and sees it approved with its history', async ({ page }) => {
  const request = await askForHelp();
  const volunteer = await addVolunteer();
  const audit = new AccessibilityAudit(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await logInAsAdmin(page);

  await page.goto('/admin/requestManagement');
  await page.getByRole('tab', { name: 'Assistance Requests' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('assistance');
  // The search waits for the typing to rest, then keeps it in the address.
  await page.getByLabel('Search', { exact: true }).fill(request.word);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(request.word);
  await expectVisible(page.getByText('Showing 1 to 1 of 1 requests'));
  const card = page.getByRole('article').filter({ hasText: 'Not assigned yet!' });
  await expectVisible(card.getByRole('heading', { name: 'Medical volunteer' }));
  // The description is cut at 50 characters.
  await expectVisible(card.getByText(`${request.description.slice(0, 50).trimEnd()}...`));
  await expectVisible(card.getByText('Pending'));
  await expectVisible(card.getByText('Urgent'));
  await settle(page);
  await audit.page('the Assistance Requests tab', { axe: true });

  // A filter that leaves it out shows the empty state; clearing it brings the card back.
  await page.getByLabel('Priority').selectOption('normal');
  await expectVisible(page.getByRole('heading', { name: 'No Assistance Requests Found' }));
  await page.getByLabel('Priority').selectOption('urgent');
  await expectVisible(card);

  await card.getByRole('link', { name: 'View More' }).click();
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Medical volunteer' }));
  expect(new URL(page.url()).pathname).toMatch(/^\/admin\/assistanceRequests\/[\w-]+$/);
  await expectVisible(page.getByText(request.description));
  await expectVisible(page.getByText(request.name));
  await expectVisible(page.getByText('Not assigned yet!'));
  await settle(page);
  await audit.page('the assistance request details', { axe: true });
  await page.getByRole('button', { name: 'Share' }).click();
  await expectVisible(page.locator('[data-sonner-toast]', { hasText: 'Link copied to clipboard!' }));

  // The dialog is checked, and closing it puts focus back on its opener.
  const opener = page.getByRole('button', { name: 'Assign Volunteer' });
  const dialog = page.getByRole('dialog', { name: 'Assign Volunteer' });
  await auditDialog(page, audit, 'the Assign Volunteer dialog', dialog, async () => {
    await opener.click();
    await expectVisible(dialog.getByRole('list', { name: 'Volunteers' }));
    await audit.reflow('the Assign Volunteer dialog', { axe: true });
  });
  await expectFocused(opener);

  // Show all lists every volunteer, 5 at a time: reaching the end of the list brings the next ones.
  await opener.click();
  await dialog.getByRole('button', { name: 'Show all' }).click();
  await expect.poll(() => dialog.getByRole('button', { name: 'Show all' }).getAttribute('aria-pressed')).toBe('true');
  const items = dialog.getByRole('list', { name: 'Volunteers' }).getByRole('listitem');
  await expect.poll(() => items.count(), { timeout: uiTimeoutMs }).toBe(5);
  await items.last().scrollIntoViewIfNeeded();
  await expect.poll(() => items.count(), { timeout: uiTimeoutMs }).toBeGreaterThan(5);
  await dialog.getByRole('button', { name: 'Available Only' }).click();

  await dialog.getByLabel('Search volunteers').fill(volunteer.name);
  const row = dialog.getByRole('listitem').filter({ hasText: volunteer.email });
  await expectVisible(row);
  await expectVisible(row.getByText('Tasks on hand: 0'));
  await expectVisible(row.getByText('Available', { exact: true }));
  await expect.poll(() => dialog.getByRole('listitem').count(), { timeout: uiTimeoutMs }).toBe(1);
  await dialog.getByRole('button', { name: 'Show all' }).click();
  await expectVisible(row);
  await row.getByRole('button', { name: `Assign ${volunteer.name}` }).click();
  await expectVisible(page.locator('[data-sonner-toast]', { hasText: 'Volunteer assigned successfully' }));
  await dialog.waitFor({ state: 'detached' });

  // The page refreshes: approved, with the volunteer, and nothing left to assign.
  await expectVisible(page.getByText('Approved', { exact: true }));
  await expectVisible(page.getByText(volunteer.name).first());
  await expect.poll(() => opener.count(), { timeout: uiTimeoutMs }).toBe(0);
  // Its opener is gone, so focus lands on the page's heading rather than the document body.
  await expectFocused(page.getByRole('heading', { level: 1 }));
  await page.getByRole('tab', { name: 'History' }).click();
  await expectVisible(page.getByText(`Assigned to ${volunteer.name} by an admin`));
  await expectVisible(page.getByText('Assistance request submitted'));
  await audit.axe('the assistance request history');

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Assistance Requests' }).click();
  await expectPath(page, '/admin/requestManagement');
  expect(new URL(page.url()).searchParams.get('tab')).toBe('assistance');
  await page.getByLabel('Search', { exact: true }).fill(request.word);
  await expectVisible(page.getByRole('article').filter({ hasText: volunteer.name }).getByText('Approved'));

  audit.expectClean();
});

test('a volunteer at the task limit cannot be assigned, and a refusal from the server is shown in the dialog', async ({ page }) => {
  const request = await askForHelp();
  const busy = await addVolunteer();
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  // Four tasks on hand, one short of the limit: asked by others, as a person keeps at most five open.
  for (let task = 0; task < 4; task++) {
    const { id } = await askForHelp();
    await callAs(admin, 'PATCH', `/api/assistanceRequests/${id}/assignVolunteer`, { volunteerId: busy.id });
  }
  await logInAsAdmin(page);
  await page.goto(`/admin/assistanceRequests/${request.id}`);
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Medical volunteer' }));

  const opener = page.getByRole('button', { name: 'Assign Volunteer' });
  const dialog = page.getByRole('dialog', { name: 'Assign Volunteer' });
  await opener.click();
  await dialog.getByLabel('Search volunteers').fill(busy.name);
  const row = dialog.getByRole('listitem').filter({ hasText: busy.email });
  await expectVisible(row.getByText('Tasks on hand: 4'));
  const assign = row.getByRole('button', { name: `Assign ${busy.name}` });
  expect(await assign.isEnabled()).toBe(true);

  // Meanwhile another admin gives them a fifth task: the server refuses, and says why, here.
  const { assistanceRequest: fifth } = await request.post();
  await callAs(admin, 'PATCH', `/api/assistanceRequests/${fifth._id}/assignVolunteer`, { volunteerId: busy.id });
  await assign.click();
  await expectVisible(dialog.getByRole('alert').filter({ hasText: 'Tasks limit Reached: a volunteer holds at most 5 requests at a time.' }));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocused(opener);

  // Opened again, the list knows: not among the available ones, and disabled when all are shown.
  await opener.click();
  await dialog.getByLabel('Search volunteers').fill(busy.name);
  await expectVisible(dialog.getByText('No volunteers found'));
  await dialog.getByRole('button', { name: 'Show all' }).click();
  await expectVisible(row.getByText('Tasks on hand: 5'));
  await expectVisible(row.getByText('Tasks limit Reached', { exact: true }));
  await expectVisible(row.getByText('Busy', { exact: true }));
  expect(await assign.isDisabled()).toBe(true);
});

test('a request at a place without a location is marked Needs assignment, and the filter brings it first', async ({ page }) => {
  const name = uniqueName('Savitri');
  const { email } = await createVerifiedUser(name, password);
  const person = await signInThroughApi(email, password, 'user');
  // Outside India and without coordinates: India's PIN code table cannot place it, nor can anybody.
  const { _id: addressId, address } = await callAs<{ _id: string; address: { latitude: number | null } }>(person, 'POST', '/api/addresses', {
    fname: name.split(' ')[0],
    lname: name.split(' ')[1],
    street: '2 Old Fort Lane',
    city: 'Pokhara',
    state: 'Gandaki',
    country: 'Nepal',
    pincode: '336000',
  });
  expect(address.latitude).toBeNull();
  const word = `Ashoka${randomLetters(6)}`;
  await callAs(person, 'POST', '/api/assistanceRequests', {
    type: 'volunteer',
    volunteerType: 'general',
    priority: 'normal',
    requestedDate: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
    requestedTime: '11:00',
    description: `Groceries from the market ${word} for the week.`,
    addressId,
  });
  const located = await askForHelp();
  const audit = new AccessibilityAudit(page);
  await logInAsAdmin(page);
  await page.goto('/admin/requestManagement?tab=assistance');

  const onlyThese = page.getByRole('checkbox', { name: 'Needs assignment only' });
  await onlyThese.check();
  await expect.poll(() => new URL(page.url()).searchParams.get('needsAssignment')).toBe('true');
  const card = page.getByRole('article').filter({ hasText: word });
  await expectVisible(card);
  await expectVisible(card.getByText('Needs assignment', { exact: true }));
  // Every card the filter shows needs an admin; a request volunteers can find nearby is left out.
  const cards = page.getByRole('list', { name: 'Assistance requests' }).getByRole('article');
  await expect.poll(() => page.getByRole('article').filter({ hasText: located.word }).count()).toBe(0);
  await expect
    .poll(async () => (await cards.count()) === (await cards.filter({ hasText: 'Needs assignment' }).count()))
    .toBe(true);
  await settle(page);
  await audit.page('the Assistance Requests tab filtered to Needs assignment', { axe: true });

  // Without the filter, the located request is there without the badge.
  await onlyThese.uncheck();
  await page.getByLabel('Search', { exact: true }).fill(located.word);
  await expectVisible(page.getByText('Showing 1 to 1 of 1 requests'));
  const locatedCard = page.getByRole('article').filter({ hasText: 'Not assigned yet!' });
  await expectVisible(locatedCard.getByRole('heading', { name: 'Medical volunteer' }));
  expect(await locatedCard.getByText('Needs assignment', { exact: true }).count()).toBe(0);
  audit.expectClean();
});

test('at 200 % zoom the Assign Volunteer list has the dialog\'s height, not a strip under the search', async ({ page }) => {
  const request = await askForHelp();
  await logInAsAdmin(page);
  // 1280 x 800 at 200 % zoom is a 640 x 400 viewport.
  await page.setViewportSize({ width: 640, height: 400 });
  await page.goto(`/admin/assistanceRequests/${request.id}`);
  await page.getByRole('button', { name: 'Assign Volunteer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Volunteer' });
  await dialog.getByRole('button', { name: 'Show all' }).click();
  const items = dialog.getByRole('list', { name: 'Volunteers' }).getByRole('listitem');
  await expect.poll(() => items.count(), { timeout: uiTimeoutMs }).toBeGreaterThanOrEqual(3);
  await items.nth(2).scrollIntoViewIfNeeded();
  // Scrolled to the volunteers, the list fills most of the dialog (it was a 96 px strip under the search).
  // The box the list is drawn in: where it scrolls by itself, only what that box shows is seen.
  const list = dialog.getByRole('list', { name: 'Volunteers' }).locator('..');
  const shownShare = async () => {
    const [outer, inner] = [(await dialog.boundingBox())!, (await list.boundingBox())!];
    const top = Math.max(outer.y, inner.y);
    const bottom = Math.min(outer.y + outer.height, inner.y + inner.height);
    return Math.max(0, bottom - top) / outer.height;
  };
  await expect.poll(shownShare).toBeGreaterThan(0.6);
});

test('an unknown assistance request shows its not-found card with the way back to the list', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/admin/assistanceRequests/00000000-0000-4000-8000-000000000000');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Request Not Found' }));
  await expectVisible(page.getByRole('alert').filter({ hasText: 'Error fetching request details' }));
  await page.getByRole('link', { name: 'Back to Assistance Requests' }).click();
  await expectPath(page, '/admin/requestManagement');
  await expectVisible(page.getByRole('tab', { name: 'Assistance Requests', selected: true }));
});
