import { randomInt } from 'node:crypto';

import { expect } from 'vitest';
import { callAs, signInThroughApi } from './harness/api.ts';
import { AccessibilityAudit, settle, signIn } from './harness/audit.ts';
import { browserDay, expectFocused, expectPath, expectToast, expectVisible, personalPage, test } from './harness/fixtures.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { createVerifiedUser, demo, everyConsent, logInAsUser, uniqueEmail } from './harness/people.ts';
import { press } from './harness/keyboard.ts';

const password = 'Sahaya@123';

/** The admin adds a volunteer whose only address is saved with its PIN code, 110002 (Daryaganj, New Delhi). */
async function addVolunteerIn110002(): Promise<{ email: string }> {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const name = uniqueName('Ravi');
  const email = uniqueEmail('volunteer');
  await callAs(admin, 'POST', '/api/volunteers', {
    consents: everyConsent,
    name,
    email,
    password,
    fname: name.split(' ')[0],
    lname: name.split(' ')[1],
    age: 34,
    gender: 'Male',
    phone: `98${randomInt(10_000_000, 99_999_999)}`,
    street: '9 Netaji Subhash Marg',
    city: 'New Delhi',
    state: 'Delhi',
    country: 'India',
    pincode: '110002',
  });
  return { email };
}

test('a request at an address saved with only its PIN code reaches a volunteer near that PIN code', async ({ page, browser }) => {
  // Nobody in this journey shares their location: the browser is never asked for it.
  const { email } = await createVerifiedUser(uniqueName('Kamala'), password);
  await logInAsUser(page, email, password);
  const audit = new AccessibilityAudit(page);

  await page.goto('/user/assistanceRequest');
  await settle(page);
  const form = page.getByRole('form', { name: 'Request assistance' });
  await form.getByLabel('Assistance type').selectOption('volunteer');
  await form.getByLabel('Volunteer type').selectOption('general');
  await form.getByLabel('Priority').selectOption('normal');
  await form.getByLabel('Date').fill(await browserDay(page, 1));
  await form.getByLabel('Time').selectOption('10:00');
  // A word no other request has, so the volunteer can search for exactly this one.
  const word = `Pin${randomLetters(8)}`;
  await form.getByLabel('Description').fill(`Please help me carry groceries home ${word}.`);

  // The address is added with its PIN code only; the form says the location will come from it.
  const addButton = form.getByRole('button', { name: 'Add new address' });
  await press(addButton);
  const dialog = page.getByRole('dialog', { name: 'Add address' });
  await expectVisible(dialog.getByText('Location: from the PIN code (approximate)'));
  const address = {
    'First name': 'Kamala',
    'Last name (optional)': 'Devi',
    Street: '4 Janpath',
    City: 'New Delhi',
    State: 'Delhi',
    Country: 'India',
    Pincode: '110001',
  };
  for (const [label, value] of Object.entries(address)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await expectVisible(dialog.getByText('Location: from PIN code 110001 (approximate)'));
  expect(await dialog.getByText('No location: distance matching unavailable').count()).toBe(0);
  // PIN codes place addresses in India only: elsewhere the form says there will be no location.
  await dialog.getByLabel('Country', { exact: true }).fill('Singapore');
  await expectVisible(dialog.getByText('No location: distance matching unavailable'));
  await dialog.getByLabel('Country', { exact: true }).fill('India');
  await expectVisible(dialog.getByText('Location: from PIN code 110001 (approximate)'));
  await audit.axe('the Add address dialog with a PIN-code location');
  await press(dialog.getByRole('button', { name: 'Save address' }));
  await expectToast(page, 'Address created successfully!');
  await dialog.waitFor({ state: 'detached' });
  await expectFocused(addButton);
  await expect.poll(() => form.getByRole('radio', { name: /4 Janpath/ }).isChecked()).toBe(true);

  await press(form.getByRole('button', { name: 'Submit Request' }));
  await expectToast(page, 'Request submitted successfully!');
  await expectPath(page, '/user/requests');

  // The address book says where the location came from.
  await page.goto('/user/profile/info');
  const saved = page.getByRole('list', { name: 'Saved addresses' });
  await expectVisible(saved.getByRole('listitem').filter({ hasText: '4 Janpath' }).getByText('Location: from PIN code 110001 (approximate)'));
  await settle(page);
  await audit.page('the address book with a PIN-code location', { axe: true });
  audit.expectClean();

  // A volunteer whose own address has only its PIN code, a few km away, finds the request nearby.
  const volunteer = await addVolunteerIn110002();
  const volunteerPage = await personalPage(browser);
  try {
    const volunteerAudit = new AccessibilityAudit(volunteerPage);
    await signIn(volunteerPage, '/user/login?role=volunteer', volunteer.email, password);
    await expectPath(volunteerPage, '/volunteer/dashboard');
    await volunteerPage.goto('/volunteer/assistanceRequests');
    await settle(volunteerPage);
    await volunteerPage.getByLabel('Search requests').fill(word);
    await expect.poll(() => new URL(volunteerPage.url()).searchParams.get('search')).toBe(word);
    const card = volunteerPage.getByRole('article').filter({ hasText: word });
    await expectVisible(card);
    await expectVisible(card.getByRole('button', { name: /Accept/ }));
    await settle(volunteerPage);
    await volunteerAudit.page('Nearby with a request found by PIN codes', { axe: true });
    volunteerAudit.expectClean();
  } finally {
    await volunteerPage.context().close();
  }
});
