
import { expect } from 'vitest';
import { AccessibilityAudit, settle } from './harness/audit.ts';
import { browserDay, expectFocused, expectPath, expectToast, expectVisible, test } from './harness/fixtures.ts';
import { callAs, signInThroughApi } from './harness/api.ts';
import { createVerifiedUser, logInAsUser } from './harness/people.ts';
import { press } from './harness/keyboard.ts';
import { screenshotsAtBothWidths } from './harness/layout.ts';

const password = 'Sahaya@123';
const description = 'My mother needs help to get to her eye check-up and back home.';

test('a person asks for an eldercare volunteer at an address added in place, then follows the request', async ({ page }) => {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 9.9312, longitude: 76.2673 });
  const { email } = await createVerifiedUser('Lakshmi Menon', password);
  await logInAsUser(page, email, password);
  const audit = new AccessibilityAudit(page);

  // My Requests starts empty, with the way to the form.
  await page.goto('/user/requests?tab=assistance');
  await settle(page);
  await expectVisible(page.getByText('You have not asked for assistance yet.'));
  await page.getByRole('tabpanel').getByRole('link', { name: 'Request Assistance' }).click();
  await expectPath(page, '/user/assistanceRequest');
  await settle(page);
  await audit.page('the assistance form', { axe: true });

  // Submitting the empty form shows every rule beside its field.
  const form = page.getByRole('form', { name: 'Request assistance' });
  await press(form.getByRole('button', { name: 'Submit Request' }));
  await expectToast(page, 'Please fix the errors in the form before submitting.');
  for (const message of [
    'Please select assistance type',
    'Please select priority level',
    'Please select a date',
    'Please select a time',
    'Please provide a description',
    'Please select an address',
  ]) {
    await expectVisible(form.getByText(message, { exact: true }));
  }
  await audit.axe('the assistance form with its errors');

  // The volunteer type appears for a volunteer request, and is required there.
  await form.getByLabel('Assistance type').selectOption('volunteer');
  await expectVisible(form.getByText('Please select volunteer type', { exact: true }));
  await form.getByLabel('Volunteer type').selectOption('eldercare');
  await form.getByLabel('Priority').selectOption('normal');
  const day = await browserDay(page, 1);
  await form.getByLabel('Date').fill(day);
  // The chosen day is said back in words under the field, whatever order the browser writes dates in.
  const inWords = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  await expectVisible(form.getByText(inWords, { exact: true }));
  await form.getByLabel('Time').selectOption('10:00');
  const descriptionField = form.getByLabel('Description');
  await descriptionField.fill('x'.repeat(501));
  await expectVisible(form.getByText('Description too long (max 500 characters)'));
  await descriptionField.fill(description);
  await expectVisible(form.getByText(`${description.length}/500 characters`));

  // A new address is added in place and becomes the chosen one; focus returns to its button.
  const addButton = form.getByRole('button', { name: 'Add new address' });
  await press(addButton);
  const dialog = page.getByRole('dialog', { name: 'Add address' });
  await dialog.getByRole('button', { name: 'Use my current location' }).click();
  await expectVisible(dialog.getByText('9.9312, 76.2673'));
  const address = {
    'First name': 'Lakshmi',
    'Last name (optional)': 'Menon',
    Street: '7 Temple Road',
    City: 'Kochi',
    State: 'Kerala',
    Country: 'India',
    Pincode: '682011',
  };
  for (const [label, value] of Object.entries(address)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await audit.axe('the Add address dialog of the assistance form');
  await press(dialog.getByRole('button', { name: 'Save address' }));
  await expectToast(page, 'Address created successfully!');
  await dialog.waitFor({ state: 'detached' });
  await expectFocused(addButton);
  const choice = form.getByRole('radio', { name: /7 Temple Road/ });
  await expect.poll(() => choice.isChecked()).toBe(true);
  await form.getByText('Please select an address', { exact: true }).waitFor({ state: 'detached' });
  // Nothing typed was lost on the way.
  expect(await descriptionField.inputValue()).toBe(description);

  await press(form.getByRole('button', { name: 'Submit Request' }));
  await expectToast(page, 'Request submitted successfully!');
  await expectPath(page, '/user/requests');
  await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('assistance');
  await settle(page);

  // My Requests shows it pending, with nobody assigned yet.
  const cards = page.getByRole('list', { name: 'Assistance requests' }).getByRole('listitem');
  await expect.poll(() => cards.count()).toBe(1);
  const card = cards.first();
  await expectVisible(card.getByRole('heading', { name: 'Eldercare volunteer' }));
  await expectVisible(card.getByText('Pending', { exact: true }));
  await expectVisible(card.getByText('Normal', { exact: true }));
  await expectVisible(card.getByText('Not assigned yet!'));
  await expectVisible(card.getByText(description.slice(0, 40), { exact: false }));
  await expectVisible(page.getByText('Showing 1 to 1 of 1 requests'));
  await audit.page('the assistance tab of My Requests', { axe: true });
  await page.getByLabel('Status').selectOption('approved');
  await expectVisible(page.getByText('No requests match this search or status.'));
  await page.getByLabel('Status').selectOption('pending');
  await expect.poll(() => cards.count()).toBe(1);

  // Its details: the pending alert, no chat yet, and the history.
  await card.getByRole('link', { name: /View More/ }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/user\/assistanceRequests\/[\w-]+$/);
  await settle(page);
  await expectVisible(page.getByRole('heading', { name: 'Eldercare volunteer', level: 1 }));
  await expectVisible(page.getByText('Request Pending', { exact: true }));
  await expectVisible(page.getByText("Your request is being reviewed. We'll notify you once it's approved."));
  await expectVisible(page.getByText('7 Temple Road'));
  expect(await page.getByRole('tab', { name: 'Chat' }).count()).toBe(0);
  await audit.page('the request details', { axe: true });
  await page.getByRole('tab', { name: 'History' }).click();
  await expectVisible(page.getByRole('list', { name: 'Request history' }).getByText('Assistance request submitted'));
  await audit.axe('the History tab of the request details');

  // An unknown request shows the not-found card with its way back.
  await page.goto('/user/assistanceRequests/00000000-0000-4000-8000-000000000000');
  await expectVisible(page.getByRole('heading', { name: 'Request Not Found' }));
  await expectVisible(page.getByText('Error fetching request details'));
  await audit.axe('the request not-found card');
  await page.getByRole('link', { name: 'Back to My Requests' }).click();
  await expectPath(page, '/user/requests');

  audit.expectClean();
});

test('choosing Ambulance shows the emergency number at once, at the primary address chosen for the person', async ({ page }) => {
  const name = 'Joseph Thomas';
  const { email } = await createVerifiedUser(name, password);
  // The person's only saved address, outside India and without coordinates: India's PIN code
  // table cannot place it, so it has no location.
  const session = await signInThroughApi(email, password, 'user');
  await callAs(session, 'POST', '/api/addresses', {
    fname: 'Joseph',
    lname: 'Thomas',
    street: '3 Church Lane',
    city: 'Pokhara',
    state: 'Gandaki',
    country: 'Nepal',
    pincode: '336000',
  });
  await logInAsUser(page, email, password);
  const audit = new AccessibilityAudit(page);
  await page.goto('/user/assistanceRequest');
  await settle(page);
  const form = page.getByRole('form', { name: 'Request assistance' });

  // The address is chosen already; with no location, the form says an admin will assign a volunteer.
  await expect.poll(() => form.getByRole('radio', { name: /3 Church Lane/ }).isChecked()).toBe(true);
  await expectVisible(form.getByText('An admin will assign a volunteer to your request.', { exact: false }));

  // The number to call shows the moment Ambulance is chosen, before anything is sent.
  await form.getByLabel('Assistance type').selectOption('ambulance');
  expect(await form.getByLabel('Volunteer type').count()).toBe(0);
  const callNow = form.getByRole('note').getByRole('link', { name: /^Call \d+/ });
  await expectVisible(callNow);
  const formHref = await callNow.getAttribute('href');
  expect(formHref).toMatch(/^tel:\+?\d+$/);
  await audit.axe('the assistance form with Ambulance chosen');

  // In an emergency only the place is asked for: no priority, day or time, and the note is optional.
  for (const label of ['Priority', 'Date', 'Time', 'Description']) expect(await form.getByLabel(label, { exact: true }).count(), label).toBe(0);
  await expectVisible(form.getByLabel('Note (optional)'));
  const submit = form.getByRole('button', { name: 'Submit Request' });
  const alert = page.getByRole('alertdialog', { name: 'Call for an ambulance now' });

  // A request that cannot be sent (here the server is away) puts the number first all the same,
  // and the form is there to send again.
  await page.route('**/api/assistanceRequests', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 503, json: { message: 'Service Unavailable', code: 'UNAVAILABLE' } }) : route.fallback(),
  );
  await form.getByLabel('Note (optional)').fill('My father fell and cannot get up.');
  await press(submit);
  await expectVisible(alert.getByText('Your ambulance request could not be sent.', { exact: false }));
  expect(await alert.getByRole('link', { name: /^Call / }).getAttribute('href')).toBe(formHref);
  await audit.axe('the emergency number after an ambulance request that failed');
  await screenshotsAtBothWidths(page, 'ambulance-not-sent');
  await press(alert.getByRole('button', { name: 'Back to the form' }));
  await alert.waitFor({ state: 'detached' });
  await expectFocused(submit);
  expect(await form.getByLabel('Note (optional)').inputValue()).toBe('My father fell and cannot get up.');
  await page.unroute('**/api/assistanceRequests');
  await press(submit);

  // The number stays in front of the person, with the page still on the form behind it.
  await expectVisible(alert);
  const callHref = await alert.getByRole('link', { name: /^Call / }).getAttribute('href');
  expect(callHref).toMatch(/^tel:\+?\d+$/);
  expect(callHref).toBe(formHref);
  await expectPath(page, '/user/assistanceRequest');
  await audit.axe('the emergency number after an ambulance request');
  await press(alert.getByRole('button', { name: 'Continue to My Requests' }));
  await expectPath(page, '/user/requests');
  await settle(page);
  const cards = page.getByRole('list', { name: 'Assistance requests' }).getByRole('listitem');
  await expectVisible(cards.first().getByRole('heading', { name: 'Ambulance' }));
  await expectVisible(cards.first().getByText('Urgent', { exact: true }));

  // The request's own page keeps the number at hand while it is open.
  await cards.first().getByRole('link', { name: /View More/ }).click();
  await expectVisible(page.getByRole('heading', { name: 'Ambulance', level: 1 }));
  const onPage = page.getByRole('note').getByRole('link', { name: /^Call \d+/ });
  await expectVisible(onPage);
  expect(await onPage.getAttribute('href')).toBe(callHref);
  await expectVisible(page.getByRole('heading', { name: 'Emergency Contact' }));
  await settle(page);
  await audit.page('the ambulance request details', { axe: true });

  audit.expectClean();
});

test('what a person has typed into the form survives a reload and a session that ran out, until the request is sent', async ({ page }) => {
  const { email } = await createVerifiedUser('Anil Kumar', password);
  const session = await signInThroughApi(email, password, 'user');
  const place = { fname: 'Anil', lname: 'Kumar', city: 'Kochi', state: 'Kerala', country: 'India', pincode: '682011' };
  await callAs(session, 'POST', '/api/addresses', { ...place, street: '1 Home Street' });
  await callAs(session, 'POST', '/api/addresses', { ...place, street: '2 Daughter Lane' });
  await logInAsUser(page, email, password);
  const audit = new AccessibilityAudit(page);
  await page.goto('/user/assistanceRequest');
  await settle(page);
  const form = page.getByRole('form', { name: 'Request assistance' });
  await expect.poll(() => form.getByRole('radio', { name: /1 Home Street/ }).isChecked()).toBe(true);

  const day = await browserDay(page, 1);
  const long = `${description} She walks slowly with a stick, so please allow time on the stairs; the lift at the clinic is often out of order.`;
  await form.getByLabel('Assistance type').selectOption('volunteer');
  await form.getByLabel('Volunteer type').selectOption('eldercare');
  await form.getByLabel('Priority').selectOption('urgent');
  await form.getByLabel('Date').fill(day);
  await form.getByLabel('Time').selectOption('10:00');
  await form.getByLabel('Description').fill(long);
  await form.getByRole('radio', { name: /2 Daughter Lane/ }).check();

  const expectAsTyped = async () => {
    await expect.poll(() => form.getByLabel('Description').inputValue()).toBe(long);
    expect(await form.getByLabel('Assistance type').inputValue()).toBe('volunteer');
    expect(await form.getByLabel('Volunteer type').inputValue()).toBe('eldercare');
    expect(await form.getByLabel('Priority').inputValue()).toBe('urgent');
    expect(await form.getByLabel('Date').inputValue()).toBe(day);
    expect(await form.getByLabel('Time').inputValue()).toBe('10:00');
    await expect.poll(() => form.getByRole('radio', { name: /2 Daughter Lane/ }).isChecked()).toBe(true);
  };

  await page.reload();
  await settle(page);
  await expectAsTyped();
  await audit.axe('the assistance form brought back as it was left');

  // The session runs out before the request is sent: signed in again, the form is as it was.
  await page.context().clearCookies();
  await page.evaluate("window.localStorage.removeItem('sahaya.auth')");
  await page.reload();
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/user/assistanceRequest');
  await logInAsUser(page, email, password);
  await page.goto('/user/assistanceRequest');
  await settle(page);
  await expectAsTyped();

  // Once sent, the form starts empty again.
  await press(form.getByRole('button', { name: 'Submit Request' }));
  await expectToast(page, 'Request submitted successfully!');
  await expectPath(page, '/user/requests');
  await page.goto('/user/assistanceRequest');
  await settle(page);
  await expect.poll(() => form.getByRole('radio', { name: /1 Home Street/ }).isChecked()).toBe(true);
  expect(await form.getByLabel('Description').inputValue()).toBe('');
  expect(await form.getByLabel('Assistance type').inputValue()).toBe('');
  audit.expectClean();
});
