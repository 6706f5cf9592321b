import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type ApiSession, callAs, signInThroughApi } from './harness/api.ts';
import { AccessibilityAudit, settle, signIn } from './harness/audit.ts';
import { expectFocused, expectPath, expectToast, expectVisible, personalPage, test } from './harness/fixtures.ts';
import { expectNoEnglishWords, hindiPage, hindiText } from './harness/hindi.ts';
import { press, tabTo } from './harness/keyboard.ts';
import { screenshotsAtBothWidths } from './harness/layout.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { createVerifiedUser, logInAsAdmin } from './harness/people.ts';
import { addVolunteer, nagpur, volunteerPassword } from './harness/volunteers.ts';

/*
 * Dispatch (issue 37) as a volunteer and a person live it: a volunteer goes on duty from their
 * dashboard by keyboard alone; a person asks for help nearby and reads that a volunteer was told;
 * the volunteer finds the notice in the bell, opens the request from it and accepts it, and now
 * reads the person's name and address. A volunteer who reads Hindi goes on duty in Hindi. Every
 * page is checked with axe-core and photographed at 1280 and 375 px. Everyone lives in Shillong,
 * where no other journey's volunteer or request is, and goes off duty at the end.
 */

const password = 'Sahaya@123';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const shillong = { city: 'East Khasi Hills', state: 'Meghalaya', country: 'India', pincode: '793001' };

/** Waits until the person's primary address has its location from the PIN code. */
async function located(session: ApiSession): Promise<void> {
  await expect
    .poll(async () => {
      const { addresses } = await callAs<{ addresses: { isPrimary: boolean; latitude: number | null }[] }>(session, 'GET', '/api/addresses');
      return addresses.find((a) => a.isPrimary)?.latitude ?? null;
    })
    .not.toBeNull();
}

/** A volunteer of Shillong, signed in on their dashboard once their address is located. */
async function volunteerOfShillong(page: Page) {
  const volunteer = await addVolunteer(shillong);
  const session = await signInThroughApi(volunteer.email, volunteerPassword, 'volunteer');
  await located(session);
  await signIn(page, '/user/login?role=volunteer', volunteer.email, volunteerPassword);
  await expectPath(page, '/volunteer/dashboard');
  return { ...volunteer, session };
}

const offDuty = (session: ApiSession) =>
  callAs(session, 'PUT', '/api/volunteers/me/availability', { onDuty: false, radiusKm: 10, addressId: null, skills: [] });

/** A new person who asks for a general volunteer the day after tomorrow, at home (in Shillong unless said). */
async function personAsks(firstName: string, home = shillong, description = 'Please help me carry groceries up the stairs.') {
  const name = uniqueName(firstName);
  const { email } = await createVerifiedUser(name, password);
  const person = await signInThroughApi(email, password, 'user');
  // The first address a person adds is their primary one.
  const address = await callAs<{ _id: string }>(person, 'POST', '/api/addresses', {
    fname: name.split(' ')[0],
    lname: name.split(' ')[1],
    street: `${randomLetters(4)} Police Bazar`,
    ...home,
  });
  await located(person);
  const { assistanceRequest } = await callAs<{ assistanceRequest: { _id: string } }>(person, 'POST', '/api/assistanceRequests', {
    type: 'volunteer',
    volunteerType: 'general',
    priority: 'normal',
    requestedDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
    requestedTime: '11:00',
    description,
    addressId: address._id,
  });
  return { name, email, requestId: assistanceRequest._id };
}

test('a volunteer goes on duty by keyboard, is told of a request nearby, opens it from the notice and accepts it', { timeout: 120_000 }, async ({ page, browser }) => {
  const audit = new AccessibilityAudit(page);
  const volunteer = await volunteerOfShillong(page);
  try {
    // On duty, by keyboard alone: the switch, then Save.
    const duty = page.getByRole('region', { name: 'Your duty' });
    await expectVisible(duty.getByText('You are off duty: no requests are sent to you.'));
    const onDuty = duty.getByRole('switch', { name: 'On duty' });
    await tabTo(page, onDuty);
    await page.keyboard.press('Space');
    await expect.poll(() => onDuty.getAttribute('aria-checked')).toBe('true');
    await expectVisible(duty.getByText('Not saved yet. Press Save to keep your changes.'));
    await expect.poll(() => duty.getByLabel('Where you start from').locator('option:checked').textContent()).toContain('4 Temple Street');
    await settle(page);
    await audit.page('the duty panel, switched on and not saved', { axe: true });
    await tabTo(page, duty.getByRole('button', { name: 'Save', exact: true }));
    await page.keyboard.press('Enter');
    await expectToast(page, 'You are on duty. Requests for help within 10 km of your place will be sent to you.');
    await expectVisible(duty.getByText('You are on duty: requests for help near you are sent to you.'));
    await screenshotsAtBothWidths(page, 'dispatch-duty');

    // A person in Shillong asks for a volunteer, and reads that one was told.
    const { name, email, requestId } = await personAsks('Banri');
    const requesterPage = await personalPage(browser);
    const requesterAudit = new AccessibilityAudit(requesterPage);
    try {
      await signIn(requesterPage, '/user/login', email, password);
      await expectPath(requesterPage, '/user/dashboard');
      await requesterPage.goto(`/user/assistanceRequests/${requestId}`);
      await expectVisible(requesterPage.getByText('We have told 1 volunteer near you.'));
      await settle(requesterPage);
      await requesterAudit.page('the request, with the volunteers told', { axe: true });
      await screenshotsAtBothWidths(requesterPage, 'dispatch-requester');
      requesterAudit.expectClean();
    } finally {
      await requesterPage.context().close();
    }

    // The volunteer finds the notice in the bell and opens the request from it.
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 }).toBe('Notifications, 1 unread');
    await press(bell);
    const panel = page.getByRole('region', { name: 'Notifications', exact: true });
    const notice = panel.getByRole('button', { name: /^Unread: Someone in East Khasi Hills, \d+ km from you, needs a general volunteer\./ });
    await expectVisible(notice);
    await audit.axe('the bell with the request nearby');
    await press(notice);
    await expectPath(page, `/volunteer/assistanceRequests/${requestId}`);
    await settle(page);
    // Before accepting, the person is their first name and their town.
    await expectVisible(page.getByText(name.split(' ')[0]!, { exact: true }));
    await expect.poll(() => page.getByText('Police Bazar').count()).toBe(0);
    await audit.page('an open request opened from its notice', { axe: true });
    await screenshotsAtBothWidths(page, 'dispatch-open-request');

    // Accepted by keyboard: the person's name and street are theirs to read now.
    await tabTo(page, page.getByRole('button', { name: 'Accept', exact: true }));
    await page.keyboard.press('Enter');
    await expectToast(page, `You accepted ${name.split(' ')[0]}'s request.`);
    await expectVisible(page.getByText(name, { exact: true }));
    await expectVisible(page.getByText(/Police Bazar/));
    await expectFocused(page.locator('h1'));
    await audit.page('the request accepted', { axe: true });
    audit.expectClean();
  } finally {
    await offDuty(volunteer.session);
  }
});

test('a volunteer who reads Hindi goes on duty, opens a request from its notice, thinks twice about declining and accepts it, in Hindi', { timeout: 120_000 }, async ({ browser }) => {
  const page = await hindiPage(browser);
  const audit = new AccessibilityAudit(page);
  try {
    const volunteer = await volunteerOfShillong(page);
    try {
      const duty = page.getByRole('region', { name: 'आपकी ड्यूटी' });
      const onDuty = duty.getByRole('switch', { name: 'ड्यूटी पर' });
      await tabTo(page, onDuty);
      await page.keyboard.press('Space');
      await expect.poll(() => onDuty.getAttribute('aria-checked')).toBe('true');
      await settle(page);
      await audit.page('the duty panel in Hindi', { axe: true });
      await tabTo(page, duty.getByRole('button', { name: 'सहेजें', exact: true }));
      await page.keyboard.press('Enter');
      await expectToast(page, hindiText('packages/contract', 'dispatchMessages.onDuty', { 0: 10 }));
      await screenshotsAtBothWidths(page, 'dispatch-duty-hi');

      // The notice reads in Hindi; the town is the one the person wrote.
      const { name, requestId } = await personAsks('Iba');
      const bell = page.getByRole('button', { name: /^सूचनाएँ/ });
      await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 }).toBe(hindiText('apps/web/src/features/notifications', 'Notifications, {badge} unread', { badge: 1 }));
      await press(bell);
      const nearYou = hindiText('packages/contract', 'dispatchMessages.notices.nearYou', {
        0: hindiText('packages/contract', 'dispatchMessages.kinds.general'),
        1: 'East Khasi Hills',
        2: '§',
      });
      // The distance is whatever the PIN codes' places give: any number of kilometres.
      const [before, after] = nearYou.split('§') as [string, string];
      const notice = page.getByRole('button', { name: new RegExp(`${escapeRegExp(before)}\\d+${escapeRegExp(after)}`) });
      await expectVisible(notice);
      await audit.axe('the bell with the request nearby, in Hindi');
      await press(notice);
      await expectPath(page, `/volunteer/assistanceRequests/${requestId}`);
      await settle(page);
      await expectNoEnglishWords(page, 'an open request opened from its notice', [...volunteer.name.split(' '), name.split(' ')[0]!, 'East Khasi Hills', 'Meghalaya', 'Please help me carry groceries up the stairs.']);
      await audit.page('an open request opened from its notice, in Hindi', { axe: true });
      await screenshotsAtBothWidths(page, 'dispatch-open-request-hi');

      // Decline asks first; Escape keeps the request and puts focus back on the button.
      const decline = page.getByRole('button', { name: hindiText('apps/web/src/features/assistance-requests', 'Decline'), exact: true });
      await tabTo(page, decline);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog');
      await expectVisible(dialog);
      await audit.axe('the decline dialog, in Hindi');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await expectFocused(decline);

      const accept = page.getByRole('button', { name: hindiText('apps/web/src/features/assistance-requests', 'Accept'), exact: true });
      await tabTo(page, accept);
      await page.keyboard.press('Enter');
      await expectVisible(page.getByText(name, { exact: true }));
      await expectVisible(page.getByText(/Police Bazar/));
      await audit.page('the request accepted, in Hindi', { axe: true });
      audit.expectClean();
    } finally {
      await offDuty(volunteer.session);
    }
  } finally {
    await page.context().close();
  }
});

test('an admin reads who was told of a request and what they answered, and finds the unanswered one by its filter and badge', async ({ page }) => {
  const audit = new AccessibilityAudit(page);
  // A volunteer on duty in Shillong is told of a request there and declines it.
  const volunteer = await addVolunteer(shillong);
  const session = await signInThroughApi(volunteer.email, volunteerPassword, 'volunteer');
  await located(session);
  await callAs(session, 'PUT', '/api/volunteers/me/availability', { onDuty: true, radiusKm: 10, addressId: null, skills: [] });
  let told: Awaited<ReturnType<typeof personAsks>>;
  try {
    told = await personAsks('Wanbok', shillong, `Medicines from the chemist ${randomLetters(8)}.`);
    await expect
      .poll(async () => (await callAs<{ data: { requestId: string | null }[] }>(session, 'GET', '/api/notifications')).data.some((n) => n.requestId === told.requestId))
      .toBe(true);
    await callAs(session, 'PATCH', `/api/assistanceRequests/${told.requestId}/status`, { action: 'reject' });
  } finally {
    await offDuty(session);
  }
  // Nobody is on duty in Nagpur: the admins are told of this one at once.
  const word = `Unanswered${randomLetters(6)}`;
  const alone = await personAsks('Sunita', nagpur, `A ride to the clinic ${word}.`);

  await logInAsAdmin(page);
  await expectVisible(page.getByText('Unanswered Requests'));
  await page.goto('/admin/requestManagement?tab=assistance');
  const onlyUnanswered = page.getByRole('checkbox', { name: 'Unanswered only' });
  await tabTo(page, onlyUnanswered);
  await page.keyboard.press('Space');
  await expect.poll(() => new URL(page.url()).searchParams.get('unanswered')).toBe('true');
  const card = page.getByRole('article').filter({ hasText: word });
  await expectVisible(card.getByText('Unanswered', { exact: true }));
  const cards = page.getByRole('list', { name: 'Assistance requests' }).getByRole('article');
  await expect.poll(async () => (await cards.count()) === (await cards.filter({ hasText: 'Unanswered' }).count())).toBe(true);
  await settle(page);
  await audit.page('the Assistance Requests tab filtered to Unanswered', { axe: true });

  await page.goto(`/admin/assistanceRequests/${alone.requestId}`);
  await expectVisible(page.getByText(/The admins were told on .* that no volunteer had accepted\./));
  await expectVisible(page.getByText('No volunteer has been told of this request.'));

  await page.goto(`/admin/assistanceRequests/${told.requestId}`);
  const list = page.getByRole('list', { name: 'Volunteers told' });
  const row = list.getByRole('listitem').filter({ hasText: volunteer.name });
  await expectVisible(row);
  await expectVisible(row.getByText('Declined'));
  await settle(page);
  await audit.page('a request with who was told', { axe: true });
  await screenshotsAtBothWidths(page, 'dispatch-who-was-told');
  audit.expectClean();
});
