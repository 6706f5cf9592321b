import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { startExotelStandIn, type ExotelStandIn } from '../../apps/server/src/test/exotel-stand-in.ts';
import { AccessibilityAudit, settle, signIn } from './harness/audit.ts';
import { expectFocused, expectPath, expectVisible, personalPage, test } from './harness/fixtures.ts';
import { expectNoEnglishWords } from './harness/hindi.ts';
import { press, tabTo } from './harness/keyboard.ts';
import { screenshotsAtBothWidths } from './harness/layout.ts';
import { startAppServer, type AppServer } from './harness/app-server.ts';
import { startMailbox, type Mailbox } from './harness/mailbox.ts';
import { uniqueName } from './harness/names.ts';
import { demo, everyConsent, uniqueEmail } from './harness/people.ts';
import { asVisitor } from './harness/visitor.ts';
import { chooseLanguage } from './harness/languages.ts';

/*
 * Calls through the organisation's number (issue 38, Exotel): on an app whose calls go through
 * Exotel's local stand-in, a person whose request a volunteer took reads no number of theirs,
 * presses Call by keyboard and is told their phone will ring; Exotel is asked to ring the person,
 * then the volunteer, from the ExoPhone. The same page in Hindi. The shared app of the other
 * journeys has no Exotel, and shows numbers as before.
 */

const password = 'Sahaya@123';
const exotel = { sid: 'sahaya-ngo', apiKey: randomBytes(8).toString('hex'), apiToken: randomBytes(12).toString('hex'), callerId: '08047112233' };

let standIn: ExotelStandIn;
let mailbox: Mailbox;
let server: AppServer;

beforeAll(async () => {
  standIn = await startExotelStandIn(exotel);
  mailbox = await startMailbox();
  server = await startAppServer(mailbox.smtpUrl, {
    name: 'calls-server',
    env: {
      EXOTEL_SID: exotel.sid,
      EXOTEL_API_KEY: exotel.apiKey,
      EXOTEL_API_TOKEN: exotel.apiToken,
      EXOTEL_CALLER_ID: exotel.callerId,
      EXOTEL_API_URL: standIn.url,
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
  await standIn?.close();
});

/** One API call to this file's app; fails unless it succeeds. */
async function api<Reply = unknown>(method: string, path: string, body?: object, token?: string): Promise<Reply> {
  const res = await fetch(new URL(path, server.baseUrl), {
    method,
    headers: { 'content-type': 'application/json', ...asVisitor(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as Reply;
}

const signInAs = async (email: string, secret: string, role: 'user' | 'volunteer' | 'admin') =>
  (
    await api<{ accessToken: string }>('POST', role === 'admin' ? '/api/auth/admin/login' : '/api/auth/login', {
      data: { email, password: secret },
      selectedRole: role,
    })
  ).accessToken;

/** A person the admin registers on this app, with an e-mail address, a password and a mobile number. */
async function registered(kind: 'users' | 'volunteers', firstName: string) {
  const admin = await signInAs(demo.admin, demo.password, 'admin');
  const name = uniqueName(firstName);
  const phone = `9${randomInt(100_000_000, 999_999_999)}`;
  const email = uniqueEmail(firstName.toLowerCase());
  await api('POST', `/api/${kind}`, {
    name,
    email,
    password,
    phone,
    age: 70,
    gender: 'Female',
    fname: name.split(' ')[0],
    lname: name.split(' ')[1],
    street: '4 Temple Street',
    city: 'Nagpur',
    state: 'Maharashtra',
    country: 'India',
    pincode: '440001',
  }, admin);
  // A person an admin registers is asked the privacy notice at their first sign-in; this one has
  // answered it already, so the dialog does not cover the call buttons.
  const purposes = Object.fromEntries(everyConsent.map((purpose) => [purpose, true]));
  await api('PUT', '/api/users/me/consents', { purposes }, await signInAs(email, password, kind === 'users' ? 'user' : 'volunteer'));
  return { name, email, phone };
}

test('a person calls the volunteer who took their request through the organisation’s number, by keyboard, and reads no number', { timeout: 120_000 }, async ({ browser }) => {
  const person = await registered('users', 'Kamala');
  const volunteer = await registered('volunteers', 'Ravi');
  const personToken = await signInAs(person.email, password, 'user');
  const { addresses } = await api<{ addresses: { _id: string }[] }>('GET', '/api/addresses', undefined, personToken);
  const { assistanceRequest } = await api<{ assistanceRequest: { _id: string } }>(
    'POST',
    '/api/assistanceRequests',
    {
      type: 'volunteer',
      volunteerType: 'general',
      priority: 'normal',
      requestedDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
      requestedTime: '11:00',
      description: 'Please walk with me to the clinic.',
      addressId: addresses[0]!._id,
    },
    personToken,
  );
  await api('PATCH', `/api/assistanceRequests/${assistanceRequest._id}/status`, { action: 'approve' }, await signInAs(volunteer.email, password, 'volunteer'));

  const page = await personalPage(browser, { baseURL: server.baseUrl });
  try {
    const audit = new AccessibilityAudit(page);
    await signIn(page, '/user/login', person.email, password);
    await expectPath(page, '/user/dashboard');
    await page.goto(`/user/assistanceRequests/${assistanceRequest._id}`);
    const call = page.getByRole('button', { name: `Call ${volunteer.name}` });
    await expectVisible(call);
    // The volunteer's number is nowhere on the page, in any form.
    const digits = await page.evaluate('document.body.innerText.replace(/\\D/g, "")');
    expect(digits).not.toContain(volunteer.phone);
    await settle(page);
    await audit.page('a request whose parties call through the organisation', { axe: true });
    await screenshotsAtBothWidths(page, 'calls-request');

    // A retried journey finds its earlier try's calls placed already.
    const before = standIn.calls.length;
    await tabTo(page, call);
    await page.keyboard.press('Enter');
    const said = page.getByRole('status').filter({ hasText: 'Your phone will ring in a moment. Answer it, and we will connect you.' });
    await expectVisible(said);
    await expectFocused(call);
    await expect.poll(() => standIn.calls.length).toBe(before + 1);
    expect(standIn.calls[before]).toMatchObject({ from: `+91${person.phone}`, to: `+91${volunteer.phone}`, callerId: exotel.callerId });
    await audit.page('a call placed', { axe: true });

    // In Hindi: the same button and answer, in Hindi.
    await chooseLanguage(page, 'हिन्दी', { byKeyboard: true });
    const callHindi = page.getByRole('button', { name: `${volunteer.name} को कॉल करें` });
    await expectVisible(callHindi);
    await press(callHindi);
    await expectVisible(page.getByRole('status').filter({ hasText: 'आपका फ़ोन अभी बजेगा। उसे उठाइए, हम आपको जोड़ देंगे।' }));
    await expect.poll(() => standIn.calls.length).toBe(before + 2);
    await settle(page);
    await expectNoEnglishWords(page, 'a call placed, in Hindi', [...person.name.split(' '), ...volunteer.name.split(' '), 'Please', 'walk', 'with', 'me', 'to', 'the', 'clinic', 'Temple', 'Street', 'Nagpur', 'Maharashtra', 'Sahaya', ...volunteer.email.split(/[^A-Za-z0-9]+/)]);
    await audit.page('a call placed, in Hindi', { axe: true });
    await screenshotsAtBothWidths(page, 'calls-request-hi');
    audit.expectClean();
  } finally {
    await page.context().close();
  }
});
