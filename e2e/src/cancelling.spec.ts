import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type ApiSession, callAs, signInThroughApi, tinyPng } from './harness/api.ts';
import { addVolunteer } from './harness/volunteers.ts';
import { AccessibilityAudit, settle } from './harness/audit.ts';
import { expectNoSeriousAxeViolations } from './harness/axe.ts';
import { expectFocused, expectPath, expectToast, expectVisible, test } from './harness/fixtures.ts';
import { featureEnglishWords, hindiPage, hindiText } from './harness/hindi.ts';
import { press, tabTo } from './harness/keyboard.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { createVerifiedUser, demo, logInAsUser } from './harness/people.ts';

/*
 * A person cancels what they asked for, by keyboard: an approved wheelchair loan not yet handed
 * over, from My Requests (its unit goes to the person waiting for it), and a help request a
 * volunteer accepted, from its page (the volunteer is told). Each Cancel asks first, saying what
 * happens; Escape keeps the request, focus comes back to where the person was, and the status
 * reads Cancelled after. Then the same in Hindi, for a pending loan and a waiting help request.
 */

const password = 'Sahaya@123';
const description = 'A light folding wheelchair with padded armrests, for trips to the clinic.';
const home = { street: '12 Gandhi Road', city: 'Wardha', state: 'Maharashtra', country: 'India', pincode: '442001' };

/** Tomorrow as the API takes a day (yyyy-MM-dd). */
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The admin adds a wheelchair of its own, so no other journey touches its stock. */
async function addWheelchair(admin: ApiSession, stocks: number): Promise<{ _id: string; name: string }> {
  const form = new FormData();
  form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'wheelchair.png');
  const { imageUrl } = await callAs<{ imageUrl: string }>(admin, 'POST', '/api/assets/image', form);
  const letters = randomLetters(8);
  const name = `Wheelchair ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
  const { asset } = await callAs<{ asset: { _id: string } }>(admin, 'POST', '/api/assets', { name, category: 'wheelchair', description, stocks, image: imageUrl });
  return { _id: asset._id, name };
}

/** A person signed up and signed in through the API, with one saved address. */
async function personWithAddress(first: string): Promise<{ name: string; email: string; session: ApiSession; addressId: string }> {
  const name = uniqueName(first);
  const { email } = await createVerifiedUser(name, password);
  const session = await signInThroughApi(email, password, 'user');
  const [fname, lname] = name.split(' ') as [string, string];
  const { _id: addressId } = await callAs<{ _id: string }>(session, 'POST', '/api/addresses', { fname, lname, ...home });
  return { name, email, session, addressId };
}

/** The person asks for an eldercare volunteer for tomorrow at their address. */
async function askForHelp(person: { session: ApiSession; addressId: string }, words: string): Promise<string> {
  const { assistanceRequest } = await callAs<{ assistanceRequest: { _id: string } }>(person.session, 'POST', '/api/assistanceRequests', {
    type: 'volunteer',
    volunteerType: 'eldercare',
    priority: 'normal',
    requestedDate: tomorrow(),
    requestedTime: '10:00',
    description: words,
    addressId: person.addressId,
  });
  return assistanceRequest._id;
}

const assetsHindi = (id: string, values?: Record<string, string>) => hindiText('apps/web/src/features/assets', id, values);
const assistanceHindi = (id: string, values?: Record<string, string>) => hindiText('apps/web/src/features/assistance-requests', id, values);
const contractHindi = (key: string) => hindiText('packages/contract', key);


/** Nothing is loading, no English word of the feature is left, and axe finds nothing serious. */
async function expectHindi(page: Page, state: string, allowed: readonly string[]): Promise<void> {
  await settle(page);
  expect(await featureEnglishWords(page, allowed), `English words on ${state}`).toEqual([]);
  await expectNoSeriousAxeViolations(page, state);
}

test('a person cancels an approved wheelchair loan and a help request a volunteer accepted, by keyboard, each after a question that says what happens', async ({
  page,
}) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const asset = await addWheelchair(admin, 1);
  const person = await personWithAddress('Kamala');
  // The loan is approved, not yet handed over; someone else waits in line for the only unit.
  const { assetRequest } = await callAs<{ assetRequest: { _id: string } }>(person.session, 'POST', `/api/assetRequests/${asset._id}`, {
    requestedDate: tomorrow(),
    quantity: 1,
  });
  await callAs(admin, 'PATCH', `/api/assetRequests/${assetRequest._id}`, { status: 'approved' });
  const waiting = await signInThroughApi((await createVerifiedUser(uniqueName('Gauri'), password)).email, password, 'user');
  await callAs(waiting, 'POST', `/api/assets/${asset._id}/waitlist`);
  // A help request a volunteer has accepted.
  const helpId = await askForHelp(person, `Please walk with my mother ${randomLetters(6)} to the clinic.`);
  const volunteer = await addVolunteer();
  const volunteerSession = await signInThroughApi(volunteer.email, password, 'volunteer');
  await callAs(volunteerSession, 'PATCH', `/api/assistanceRequests/${helpId}/status`, { action: 'approve' });
  const audit = new AccessibilityAudit(page);

  await logInAsUser(page, person.email, password);
  await page.goto('/user/requests?tab=assets');
  await settle(page);
  const requests = page.getByRole('list', { name: 'Asset requests' }).getByRole('listitem');
  await expect.poll(() => requests.count()).toBe(1);
  const card = requests.first();
  await expectVisible(card.getByText('Approved', { exact: true }));

  // The question says what happens; Escape keeps the request, and focus is back on Cancel.
  const cancel = card.getByRole('button', { name: `Cancel request for ${asset.name}` });
  await press(cancel);
  const question = page.getByRole('alertdialog', { name: `Cancel your request for ${asset.name}?` });
  await expectVisible(question);
  await expectVisible(question.getByText(`${asset.name} goes back on the shelf for others, and the next person waiting for it is offered it. This cannot be undone.`));
  // Focus starts on the way out, so Enter pressed by habit cancels nothing.
  await expectFocused(question.getByRole('button', { name: 'Keep request' }));
  await audit.axe('the question before cancelling a loan');
  await page.keyboard.press('Escape');
  await question.waitFor({ state: 'detached' });
  await expectFocused(cancel);
  await expectVisible(card.getByText('Approved', { exact: true }));

  // Asked again and confirmed by Tab and Enter: cancelled, said so, and focus on the request's name.
  await press(cancel);
  await expectVisible(question);
  const confirm = question.getByRole('button', { name: 'Cancel request' });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Request cancelled');
  await question.waitFor({ state: 'detached' });
  await expectVisible(card.getByText('Cancelled', { exact: true }));
  expect(await cancel.count()).toBe(0);
  await expectFocused(card.getByRole('heading', { name: asset.name }));
  await audit.page('My Requests with a cancelled loan', { axe: true });
  // The status filter finds it under its new status.
  await page.getByLabel('Status').selectOption('cancelled');
  await expect.poll(() => requests.count()).toBe(1);

  // The unit is back on the shelf and held for the person waiting (the turn is a queued job).
  await expect
    .poll(async () => (await callAs<{ asset: { stocks: number; heldUntil: string | null } }>(waiting, 'GET', `/api/assets/${asset._id}`)).asset, {
      timeout: 30_000,
      interval: 1_000,
    })
    .toMatchObject({ stocks: 1, heldUntil: expect.any(String) });

  // The help request's page: the question names the volunteer, who is told.
  await page.goto(`/user/assistanceRequests/${helpId}`);
  await settle(page);
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Eldercare volunteer' }));
  const cancelHelp = page.getByRole('button', { name: 'Cancel request: Eldercare volunteer' });
  await press(cancelHelp);
  const helpQuestion = page.getByRole('alertdialog', { name: 'Cancel this request?' });
  await expectVisible(helpQuestion.getByText(`${volunteer.name}, the volunteer who took it, is told not to come, and the chat closes. This cannot be undone.`));
  await audit.axe('the question before cancelling accepted help');
  await tabTo(page, helpQuestion.getByRole('button', { name: 'Cancel request' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Request cancelled');
  await helpQuestion.waitFor({ state: 'detached' });
  // The button is gone: focus is on the request's title, above its status.
  await expectFocused(page.getByRole('heading', { level: 1, name: 'Eldercare volunteer' }));
  await expectVisible(page.locator('main').getByText('Cancelled', { exact: true }));
  expect(await cancelHelp.count()).toBe(0);
  expect(await page.getByRole('tab', { name: 'Chat' }).count()).toBe(0);
  await audit.page('a cancelled help request', { axe: true });

  const notices = await callAs<{ data: { content: string; requestId: string | null }[] }>(volunteerSession, 'GET', '/api/notifications');
  expect(notices.data.filter((notice) => notice.requestId === helpId).map((notice) => notice.content)).toContain(
    `${person.name} has cancelled their assistance request. You no longer need to go.`,
  );

  audit.expectClean();
});

test('a person who reads Hindi cancels a pending wheelchair request from My Requests and a waiting help request from its card, all in Hindi', async ({
  browser,
}) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const asset = await addWheelchair(admin, 3);
  const person = await personWithAddress('Lakshmi');
  await callAs(person.session, 'PUT', '/api/users/me/preferences', { language: 'hi' });
  await callAs(person.session, 'POST', `/api/assetRequests/${asset._id}`, { requestedDate: tomorrow(), quantity: 1 });
  const words = `Please bring groceries ${randomLetters(6)} on Sunday.`;
  await askForHelp(person, words);
  const typed = [person.name, asset.name, words, words.slice(0, 50).trimEnd(), ...Object.values(home)];
  const cancelled = 'रद्द';

  const page = await hindiPage(browser);
  try {
    await page.goto('/user/login', { waitUntil: 'networkidle' });
    await page.locator('input[type="email"]').fill(person.email);
    await page.locator('input[type="password"]').fill(password);
    await page.locator('form button[type="submit"]').click();
    await expectPath(page, '/user/dashboard');

    // The wheelchair, pending: the question says nothing was lent yet.
    await page.goto('/user/requests?tab=assets');
    const requests = page.getByRole('list', { name: 'उपकरण अनुरोध' }).getByRole('listitem');
    await expect.poll(() => requests.count()).toBe(1);
    const cancel = requests.first().getByRole('button', { name: assetsHindi('Cancel request for {asset}', { asset: asset.name }) });
    await press(cancel);
    const question = page.getByRole('alertdialog', { name: assetsHindi('Cancel your request for {asset}?', { asset: asset.name }) });
    await expectVisible(
      question.getByText(assetsHindi('Your request is withdrawn before the admin decides, and what you asked for stays free for others. This cannot be undone.')),
    );
    await expectHindi(page, 'the question before cancelling a pending request, in Hindi', typed);
    await tabTo(page, question.getByRole('button', { name: assetsHindi('Cancel request') }));
    await page.keyboard.press('Enter');
    await expectToast(page, contractHindi('assetRequestMessages.cancelled'));
    await question.waitFor({ state: 'detached' });
    await expectVisible(requests.first().getByText(cancelled, { exact: true }));
    await expectFocused(requests.first().getByRole('heading', { name: asset.name }));
    await expectHindi(page, 'My Requests with a cancelled request, in Hindi', typed);

    // The help request, waiting for a volunteer, cancelled from its card.
    await page.goto('/user/requests?tab=assistance');
    const cards = page.getByRole('list', { name: 'सहायता अनुरोध' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(1);
    await press(cards.first().getByRole('button', { name: new RegExp(`^${assistanceHindi('Cancel request: {label}', { label: '' })}`) }));
    const helpQuestion = page.getByRole('alertdialog', { name: assistanceHindi('Cancel this request?') });
    await expectVisible(helpQuestion.getByText(assistanceHindi("It is taken off the volunteers' list, so nobody comes for it. This cannot be undone.")));
    await expectHindi(page, 'the question before cancelling a waiting help request, in Hindi', typed);
    await tabTo(page, helpQuestion.getByRole('button', { name: assistanceHindi('Cancel request') }));
    await page.keyboard.press('Enter');
    await expectToast(page, contractHindi('assistanceMessages.cancelled'));
    await helpQuestion.waitFor({ state: 'detached' });
    await expectVisible(cards.first().getByText(cancelled, { exact: true }));
    await expectFocused(cards.first().getByRole('heading', { level: 2 }));
    await expectHindi(page, 'the assistance tab with a cancelled request, in Hindi', typed);
  } finally {
    await page.context().close();
  }
});
