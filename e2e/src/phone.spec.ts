import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { type ApiSession, callAs, signInThroughApi } from './harness/api.ts';
import { AccessibilityAudit, settle, signIn } from './harness/audit.ts';
import { expectFocused, expectPath, expectVisible, test } from './harness/fixtures.ts';
import { expectNoEnglishWords, hindiPage } from './harness/hindi.ts';
import { press, tabTo } from './harness/keyboard.ts';
import { screenshotsAtBothWidths } from './harness/layout.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { everyConsent } from './harness/people.ts';
import { smsCodeFor, waitForPhoneMessage } from './harness/phone-messages.ts';
import { addVolunteer, volunteerPassword } from './harness/volunteers.ts';
import { asVisitor } from './harness/visitor.ts';

/*
 * People with a phone number and no e-mail (issue 38), as they live it: one joins with their
 * number, confirms it with the code the SMS brings and signs in later with a code alone, by
 * keyboard; a volunteer registers a neighbour at the door in Hindi, and the neighbour, told by
 * SMS, signs in on a phone with a code; a person who turned on SMS and WhatsApp hears by both
 * that a volunteer took their request. The SMS and WhatsApp messages reach the gateways' local
 * stand-ins (harness/phone-inbox.ts). Every page is checked with axe-core and photographed at
 * 1280 and 375 px.
 */

const password = 'Sahaya@123';

/** A mobile number no other journey or run uses, as a person types it: ten digits. */
const uniquePhone = () => `9${randomInt(100_000_000, 999_999_999)}`;
/** Letters of Devanagari, to tell one run's neighbour from another's in a Hindi page. */
const hindiLetters = (count: number) => Array.from({ length: count }, () => 'कखगचजटडतदनपबमयरलवसह'[randomInt(20)]).join('');
/** The number as the server keeps and shows it. */
const international = (typed: string) => `+91${typed}`;
const spaced = (typed: string) => `+91 ${typed.slice(0, 5)} ${typed.slice(5)}`;

async function post<Reply>(path: string, body: unknown): Promise<Reply> {
  const res = await fetch(new URL(path, inject('baseUrl')), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...asVisitor() },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as Reply;
}

/** A person who joined with their number alone, confirmed by the SMS's code, signed in through the API. */
async function phonePerson(firstName: string): Promise<{ name: string; phone: string; session: ApiSession }> {
  const name = uniqueName(firstName);
  const phone = uniquePhone();
  await post('/api/auth/register', { name, phone, password, consents: everyConsent });
  await post('/api/auth/verifyOtp', { phone, otp: await smsCodeFor(phone) });
  const signedIn = await post<{ accessToken: string; user: { _id: string } }>('/api/auth/login', { data: { phone, password }, selectedRole: 'user' });
  return { name, phone, session: { token: signedIn.accessToken, id: signedIn.user._id } };
}

/** Types into a field reached by Tab, as a keyboard user does. */
async function typeInto(page: Page, field: ReturnType<Page['getByLabel']>, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('a person with only a phone joins, confirms the number with the SMS code and signs in with it, by keyboard', { timeout: 120_000 }, async ({ page }) => {
  const audit = new AccessibilityAudit(page);
  const name = uniqueName('Lakshmi');
  const phone = uniquePhone();

  // Sign-up: the mobile number is chosen on the toggle with the arrow keys, as in any radio group.
  await page.goto('/user/register', { waitUntil: 'networkidle' });
  const ways = page.getByRole('radiogroup', { name: 'Email or mobile number' });
  await tabTo(page, ways.getByRole('radio', { name: 'Email' }));
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => ways.getByRole('radio', { name: 'Mobile number' }).getAttribute('aria-checked')).toBe('true');
  await expectFocused(ways.getByRole('radio', { name: 'Mobile number' }));
  await typeInto(page, page.getByLabel('Name', { exact: true }), name);
  await typeInto(page, page.getByLabel('Mobile number', { exact: true }), `0${phone}`);
  await typeInto(page, page.getByLabel('Password', { exact: true }), password);
  await settle(page);
  await audit.page('sign-up with a mobile number', { axe: true });
  await screenshotsAtBothWidths(page, 'phone-register');
  await tabTo(page, page.getByRole('button', { name: 'Submit', exact: true }));
  await page.keyboard.press('Enter');

  // The code comes by SMS, to the number as it was typed (with its 0), kept in its international form.
  await expectPath(page, '/user/verifyOtp');
  expect(new URL(page.url()).searchParams.get('phone')).toBe(international(phone));
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Verify your mobile number' }));
  await expectVisible(page.getByText(spaced(phone)));
  await settle(page);
  await audit.page('verifying the mobile number', { axe: true });
  await screenshotsAtBothWidths(page, 'phone-verify');
  const otp = page.getByLabel('Code from the SMS');
  await expect.poll(() => otp.getAttribute('autocomplete')).toBe('one-time-code');
  await typeInto(page, otp, await smsCodeFor(phone));
  await tabTo(page, page.getByRole('button', { name: 'Verify', exact: true }));
  await page.keyboard.press('Enter');

  // Then signing in with the number and the password: the login page opens on the number.
  await expectPath(page, '/user/login', 15_000);
  expect(new URL(page.url()).searchParams.get('with')).toBe('phone');
  await expect.poll(() => page.getByRole('radio', { name: 'Mobile number' }).getAttribute('aria-checked')).toBe('true');
  await typeInto(page, page.getByLabel('Mobile number', { exact: true }), phone);
  await typeInto(page, page.getByLabel('Password', { exact: true }), password);
  await settle(page);
  await audit.page('signing in with a mobile number', { axe: true });
  await screenshotsAtBothWidths(page, 'phone-login');
  await tabTo(page, page.getByRole('button', { name: 'Login', exact: true }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/user/dashboard');
  await expectVisible(page.getByText(name.split(' ')[0]!).first());
  audit.expectClean();
});

test('a volunteer registers a neighbour at the door in Hindi; the neighbour, told by SMS, signs in on a phone with a code', { timeout: 150_000 }, async ({ browser }) => {
  const volunteer = await addVolunteer();
  const neighbour = { first: 'सावित्री', last: `बाई ${hindiLetters(3)}`, phone: uniquePhone() };
  const fullName = `${neighbour.first} ${neighbour.last}`;

  const page = await hindiPage(browser);
  try {
    await page.context().addCookies([{ name: 'sahaya-language', value: 'hi', url: inject('baseUrl') }]);
    const audit = new AccessibilityAudit(page);
    await signIn(page, '/user/login?role=volunteer', volunteer.email, volunteerPassword);
    await expectPath(page, '/volunteer/dashboard');

    // The menu's link, by keyboard; then the form, filled field by field.
    await press(page.getByRole('link', { name: 'किसी का खाता बनाएँ' }).first());
    await expectPath(page, '/volunteer/registerPerson');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'किसी का खाता बनाएँ' }));
    await typeInto(page, page.getByLabel('नाम', { exact: true }), fullName);
    await typeInto(page, page.getByLabel('उम्र'), '78');
    await tabTo(page, page.getByLabel('लिंग'));
    await page.getByLabel('लिंग').selectOption({ index: 2 });
    await typeInto(page, page.getByLabel('फ़ोन', { exact: true }), neighbour.phone);
    await typeInto(page, page.getByLabel('पहला नाम'), neighbour.first);
    await typeInto(page, page.getByLabel('उपनाम'), neighbour.last);
    await typeInto(page, page.getByLabel('गली'), '4 Temple Street');
    await typeInto(page, page.getByLabel('शहर'), 'नागपुर');
    await typeInto(page, page.getByLabel('राज्य'), 'महाराष्ट्र');
    expect(await page.getByLabel('राज्य').inputValue()).toBe('महाराष्ट्र');
    // The country is a choice that starts on India.
    expect(await page.getByLabel('देश').locator('option:checked').textContent()).toBe('भारत');
    await typeInto(page, page.getByLabel('पिन कोड'), '440001');
    await settle(page);
    await audit.page('registering a neighbour at the door, in Hindi', { axe: true });
    await screenshotsAtBothWidths(page, 'phone-door-hi');
    await tabTo(page, page.getByRole('button', { name: 'खाता बनाएँ', exact: true }));
    await page.keyboard.press('Enter');

    // Said plainly, where focus goes; the SMS reaches the neighbour's number.
    const said = page.getByRole('status').filter({ hasText: `${fullName} का सहाया पर खाता बन गया है।` });
    await expectVisible(said);
    await expectVisible(said.getByText(spaced(neighbour.phone)));
    await waitForPhoneMessage({ to: neighbour.phone, template: 'registered' });
    await expectNoEnglishWords(page, 'the neighbour registered, in Hindi', ['SMS', 'Street', 'Temple', volunteer.name, ...volunteer.name.split(' ')]);
    await audit.page('the neighbour registered, in Hindi', { axe: true });
    await tabTo(page, page.getByRole('button', { name: 'एक और खाता बनाएँ' }));
    audit.expectClean();
  } finally {
    await page.context().close();
  }

  // The neighbour, on a phone in Hindi: the number, a code, and in.
  const phonePage = await hindiPage(browser);
  try {
    await phonePage.context().addCookies([{ name: 'sahaya-language', value: 'hi', url: inject('baseUrl') }]);
    await phonePage.setViewportSize({ width: 375, height: 812 });
    const audit = new AccessibilityAudit(phonePage);
    await phonePage.goto('/user/login?with=phone', { waitUntil: 'networkidle' });
    await typeInto(phonePage, phonePage.getByLabel('मोबाइल नंबर', { exact: true }), neighbour.phone);
    await tabTo(phonePage, phonePage.getByRole('button', { name: 'इसके बजाय मुझे कोड भेजें' }));
    await phonePage.keyboard.press('Enter');
    await tabTo(phonePage, phonePage.getByRole('button', { name: 'कोड भेजें', exact: true }));
    await phonePage.keyboard.press('Enter');
    const code = phonePage.getByLabel('SMS में आया कोड');
    await expectFocused(code);
    await settle(phonePage);
    await expectNoEnglishWords(phonePage, 'signing in with a code, in Hindi', ['SMS', 'OTP']);
    await audit.page('signing in with a code, in Hindi at 375 px', { axe: true });
    await screenshotsAtBothWidths(phonePage, 'phone-login-code-hi');
    await phonePage.keyboard.type(await smsCodeFor(neighbour.phone));
    await tabTo(phonePage, phonePage.getByRole('button', { name: 'लॉग इन करें', exact: true }));
    await phonePage.keyboard.press('Enter');
    await expectPath(phonePage, '/user/dashboard');
    audit.expectClean();
  } finally {
    await phonePage.context().close();
  }
});

test('a person who chose SMS and WhatsApp for their requests hears by both that a volunteer took one', { timeout: 120_000 }, async ({ page }) => {
  const person = await phonePerson('Parvati');
  const audit = new AccessibilityAudit(page);

  // On the settings page, by keyboard: WhatsApp agreed to, then both switches of help requests.
  const signedIn = await post<{ accessToken: string }>('/api/auth/login', { data: { phone: person.phone, password }, selectedRole: 'user' });
  expect(signedIn.accessToken).toBeTruthy();
  await page.goto('/user/login?with=phone', { waitUntil: 'networkidle' });
  await typeInto(page, page.getByLabel('Mobile number', { exact: true }), person.phone);
  await typeInto(page, page.getByLabel('Password', { exact: true }), password);
  await page.keyboard.press('Enter');
  await expectPath(page, '/user/dashboard');
  await page.goto('/user/profile/notifications');
  const agree = page.getByRole('switch', { name: 'Send me WhatsApp messages' });
  await tabTo(page, agree, { limit: 60 });
  await page.keyboard.press('Space');
  await expect.poll(() => agree.getAttribute('aria-checked')).toBe('true');
  for (const channel of ['By SMS', 'On WhatsApp']) {
    const toggle = page.getByRole('switch', { name: `Your requests for help ${channel}` });
    await tabTo(page, toggle, { limit: 60 });
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
  }
  await expectVisible(page.getByText('Saved').first());
  // Nothing is mailed to a person with no e-mail address, so no e-mail switch is offered.
  expect(await page.getByRole('switch', { name: 'Your requests for help By e-mail' }).count()).toBe(0);
  await settle(page);
  await audit.page('notices by SMS and WhatsApp turned on', { axe: true });
  await screenshotsAtBothWidths(page, 'phone-notices-settings');

  // A request for help, and a volunteer who takes it.
  const address = await callAs<{ _id: string }>(person.session, 'POST', '/api/addresses', {
    fname: person.name.split(' ')[0],
    lname: person.name.split(' ')[1],
    street: `${randomLetters(4)} Temple Street`,
    city: 'Nagpur',
    state: 'Maharashtra',
    country: 'India',
    pincode: '440001',
  });
  const { assistanceRequest } = await callAs<{ assistanceRequest: { _id: string } }>(person.session, 'POST', '/api/assistanceRequests', {
    type: 'volunteer',
    volunteerType: 'general',
    priority: 'normal',
    requestedDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
    requestedTime: '11:00',
    description: `Please walk with me to the clinic ${randomLetters(6)}.`,
    addressId: address._id,
  });
  const volunteer = await addVolunteer();
  const volunteerSession = await signInThroughApi(volunteer.email, volunteerPassword, 'volunteer');
  await callAs(volunteerSession, 'PATCH', `/api/assistanceRequests/${assistanceRequest._id}/status`, { action: 'approve' });

  // The same notice by SMS and on WhatsApp, with the words of the bell and a link to the request.
  for (const channel of ['sms', 'whatsapp'] as const) {
    const notice = await waitForPhoneMessage({ to: person.phone, template: 'notice', channel });
    expect(notice.values[0], `the ${channel} notice`).toMatch(/accepted|volunteer/i);
    expect(notice.values[1], `the ${channel} notice's link`).toContain(`/user/assistanceRequests/${assistanceRequest._id}`);
  }
  audit.expectClean();
});
