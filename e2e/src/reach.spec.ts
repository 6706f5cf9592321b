import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { browserDevice, decryptPush, startPushServiceStandIn, type PushServiceStandIn } from '../../apps/server/src/test/push-service-stand-in.ts';
import { startAppServer } from './harness/app-server.ts';
import { AccessibilityAudit } from './harness/audit.ts';
import { expectFocused, expectPath, expectVisible, personalPage, test } from './harness/fixtures.ts';
import { expectNoEnglishWords } from './harness/hindi.ts';
import { tabTo } from './harness/keyboard.ts';
import { laptopViewport, screenshot } from './harness/layout.ts';
import { otpFrom, waitForMail as waitForMailTo } from './harness/mail.ts';
import { startMailbox, type Mailbox } from './harness/mailbox.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { demo, everyConsent, otpSubject, uniqueEmail } from './harness/people.ts';
import { asVisitor } from './harness/visitor.ts';

/*
 * Reaching people who are not looking at the tab (issue #26), in the browser: a person who has just
 * asked to borrow equipment is offered notices on this device, turns them on, and when the loan is
 * approved the server's real encrypted push reaches a push service (the server's HTTPS stand-in);
 * the message it received is handed to the app's service worker, which shows the notice. The app
 * opened offline shows its own offline page, in the person's language. The notification settings
 * are used by keyboard, checked with axe, and saved at 1280 and 375 px in English and Hindi.
 *
 * Chromium without a real push service: `pushManager.subscribe` is given a subscription whose
 * endpoint is the stand-in's and whose keys this test holds (an init script), the permission is
 * granted through the browser's protocol, and the received message is delivered to the worker with
 * the DevTools protocol's ServiceWorker.deliverPushMessage, decrypted as the browser would.
 *
 * The journeys run on an app of their own, which trusts the stand-in's certificate.
 */

const password = 'Sahaya@123';

interface ReachApp {
  baseUrl: string;
  pushService: PushServiceStandIn;
  mailbox: Mailbox;
  stop(): Promise<void>;
}

async function startReachApp(): Promise<ReachApp> {
  const cleanUps: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp().catch(() => undefined);
  };
  try {
    const pushService = await startPushServiceStandIn();
    cleanUps.push(() => pushService.close());
    const mailbox = await startMailbox();
    cleanUps.push(() => mailbox.close());
    // The push service's certificate is its own; the server trusts it as it would a public one.
    const server = await startAppServer(mailbox.smtpUrl, { name: 'reach-server', env: { NODE_EXTRA_CA_CERTS: pushService.caFile } });
    cleanUps.push(() => server.stop());
    const { baseUrl } = server;
    return { baseUrl, pushService, mailbox, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

let app: ReachApp;

beforeAll(async () => {
  app = await startReachApp();
});
afterAll(async () => {
  await app?.stop();
});

/** One API call to this file's app, as `token`'s owner; fails unless it succeeds. */
async function api<Reply = unknown>(method: string, path: string, body?: object | FormData, token?: string): Promise<Reply> {
  const json = body !== undefined && !(body instanceof FormData);
  const res = await fetch(new URL(path, app.baseUrl), {
    method,
    headers: { ...asVisitor(), ...(token ? { authorization: `Bearer ${token}` } : {}), ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : body,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as Reply;
}

const waitForMail = (to: string, subject: string) => waitForMailTo({ to, subject, mailboxUrl: app.mailbox.httpUrl });

/** A person with a confirmed account on this app: their address. */
async function verifiedPerson(name: string): Promise<string> {
  const email = uniqueEmail('reach');
  await api('POST', '/api/auth/register', { name, email, password, consents: everyConsent });
  await api('POST', '/api/auth/verifyOtp', { email, otp: otpFrom(await waitForMail(email, otpSubject)) });
  return email;
}

const signIn = (email: string, secret: string, role: 'user' | 'admin') =>
  api<{ accessToken: string; user: { _id: string } }>('POST', role === 'admin' ? '/api/auth/admin/login' : '/api/auth/login', {
    data: { email, password: secret },
    selectedRole: role,
  });

/** A 1×1 PNG, enough for the server's file-type check. */
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function newAsset(adminToken: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'wheelchair.png');
  const { imageUrl } = await api<{ imageUrl: string }>('POST', '/api/assets/image', form, adminToken);
  const { asset } = await api<{ asset: { _id: string } }>(
    'POST',
    '/api/assets',
    { name, category: 'wheelchair', description: 'A light folding wheelchair.', stocks: 4, image: imageUrl },
    adminToken,
  );
  return asset._id;
}

/**
 * Chromium with a fake push service: `subscribe` answers a subscription at the stand-in's endpoint
 * with this test's keys (and remembers it, as the browser does, so a reload finds it);
 * `unsubscribe` forgets it.
 */
async function fakePushService(context: BrowserContext, subscription: { endpoint: string; p256dh: string; auth: string }): Promise<void> {
  // Page code, as the browser runs it (this project's tests are not compiled with the DOM's types).
  await context.addInitScript({
    content: `(() => {
      if (typeof PushManager === 'undefined') return;
      const fake = ${JSON.stringify(subscription)};
      const saved = 'reach-test-push-subscription';
      const toBase64 = (buffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)));
      const fromBase64 = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0)).buffer;
      const make = (applicationServerKey) => ({
        endpoint: fake.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey },
        getKey: () => null,
        toJSON: () => ({ endpoint: fake.endpoint, expirationTime: null, keys: { p256dh: fake.p256dh, auth: fake.auth } }),
        unsubscribe: async () => { localStorage.removeItem(saved); return true; },
      });
      PushManager.prototype.subscribe = async function (options) {
        const key = options.applicationServerKey;
        const bytes = key instanceof ArrayBuffer ? key : new Uint8Array(key.buffer, key.byteOffset, key.byteLength).slice().buffer;
        localStorage.setItem(saved, toBase64(bytes));
        return make(bytes);
      };
      PushManager.prototype.getSubscription = async function () {
        const key = localStorage.getItem(saved);
        return key ? make(fromBase64(key)) : null;
      };
    })();`,
  });
}

/** The id of the app's service worker registration, as the DevTools protocol names it. */
async function workerRegistrationId(cdp: CDPSession, baseUrl: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${baseUrl}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** The notices the app's service worker shows now. */
const shownNotices = (page: Page) =>
  page.evaluate<{ title: string; body: string; icon: string; url?: string }[]>(`(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, icon: n.icon, url: n.data?.url }));
  })()`);

/** Waits until the service worker controls the page, so what it keeps is kept. */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
}

const snapshot = (page: Page, name: string) => screenshot(page, `reach-${name}`);

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/user/login');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectPath(page, '/user/dashboard');
}

describe('reaching a person on their device', () => {
  test('after asking for a wheelchair a person turns on notices, and the approval arrives through the service worker', async ({ browser }) => {
    const name = uniqueName('Kamala');
    const email = await verifiedPerson(name);
    const admin = await signIn(demo.admin, demo.password, 'admin');
    const assetName = `Wheelchair ${randomLetters(6)}`;
    await newAsset(admin.accessToken, assetName);

    const phone = browserDevice(app.pushService.endpoint());
    const page = await personalPage(browser, { baseURL: app.baseUrl }, { notices: 'ask' });
    const context = page.context();
    await fakePushService(context, { endpoint: phone.subscription.endpoint, ...phone.subscription.keys });
    await logIn(page, email);
    await controlledByWorker(page);

    // Asking to borrow the wheelchair is what warrants the offer (never the first visit).
    await page.goto('/user/assets');
    await page.getByLabel('Search assets').fill(assetName);
    await page.getByRole('button', { name: `Request Asset for ${assetName}` }).click();
    const request = page.getByRole('dialog', { name: 'Request Asset' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await request.getByLabel('Date needed').fill(tomorrow);
    await request.getByLabel('Quantity').fill('1');
    await request.getByRole('button', { name: 'Submit Request' }).click();

    const offer = page.getByRole('dialog', { name: 'Get notices on this device?' });
    await expectVisible(offer);
    const audit = new AccessibilityAudit(page);
    await audit.axe('the offer of notices on this device');
    await snapshot(page, 'offer-1280');
    // The browser's own question is answered yes (the permission granted through its protocol).
    await context.grantPermissions(['notifications'], { origin: app.baseUrl });
    // Sahaya failing to save the device is said as that, not as the person's connection.
    await page.route('**/api/push/subscriptions', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal Server Error', code: 'INTERNAL' }) }),
    );
    await offer.getByRole('button', { name: 'Turn on notifications' }).click();
    await expectVisible(offer.getByRole('alert').getByText('Sahaya could not save this change just now. Please try again in a few minutes.'));
    expect(await offer.getByText('check your connection', { exact: false }).count()).toBe(0);
    await audit.axe('the offer of notices saying Sahaya could not save the device');
    await page.unroute('**/api/push/subscriptions');
    await offer.getByRole('button', { name: 'Turn on notifications' }).click();
    await expectVisible(page.getByText('Notices are on for this device.'));
    await offer.waitFor({ state: 'detached' });

    // The settings page says the device is on.
    await page.goto('/user/profile/notifications');
    await expect.poll(() => page.getByRole('switch', { name: 'Notices on this device' }).getAttribute('aria-checked')).toBe('true');

    // The admin approves the loan: the server pushes the notice, encrypted for this device, to its push service.
    const since = app.pushService.requests.length;
    const person = await signIn(email, password, 'user');
    const { assetRequests } = await api<{ assetRequests: { _id: string }[] }>('GET', '/api/assetRequests/me', undefined, person.accessToken);
    const [assetRequest] = assetRequests;
    await api('PATCH', `/api/assetRequests/${assetRequest!._id}`, { status: 'approved' }, admin.accessToken);
    const pushed = await app.pushService.waitForRequest({ endpoint: phone.subscription.endpoint, since, timeoutMs: 20_000 });
    expect(pushed.headers['content-encoding']).toBe('aes128gcm');
    const payload = decryptPush(pushed.body, phone);
    const notice = JSON.parse(payload) as { title: string; body: string; url: string };
    expect(notice.title + notice.body).toContain(assetName);

    // The same notice reaches the person through the mail server, with the one-click unsubscribe of
    // RFC 8058, which a mail program posts without the person signing in: loans' e-mail turns off.
    const mail = await waitForMail(email, notice.body);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
    expect(unsubscribeUrl, mail.headers['list-unsubscribe']).toBeDefined();
    const oneClick = await fetch(unsubscribeUrl!, {
      method: 'POST',
      headers: { ...asVisitor(), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const { preferences } = await api<{ preferences: Record<string, { email: boolean; push: boolean }> }>(
      'GET',
      '/api/notifications/preferences',
      undefined,
      person.accessToken,
    );
    // SMS and WhatsApp stay off until the person turns them on.
    expect(preferences.assetRequest).toEqual({ email: false, push: true, sms: false, whatsapp: false });
    expect(preferences.meeting).toEqual({ email: true, push: true, sms: false, whatsapp: false });

    // The browser hands the message to the app's service worker, which shows it.
    const cdp = await context.newCDPSession(page);
    const registrationId = await workerRegistrationId(cdp, app.baseUrl);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: app.baseUrl, registrationId, data: payload });
    await expect.poll(() => shownNotices(page)).toEqual([
      { title: notice.title, body: notice.body, icon: `${app.baseUrl}/icons/icon-192.png`, url: new URL(notice.url, app.baseUrl).href },
    ]);

    // Turned off on the settings page: the server forgets the device, and a later notice is not pushed to it.
    const deviceSwitch = page.getByRole('switch', { name: 'Notices on this device' });
    await deviceSwitch.click();
    await expect.poll(() => deviceSwitch.getAttribute('aria-checked')).toBe('false');
    const afterOff = app.pushService.requests.length;
    await api('PATCH', `/api/assetRequests/${assetRequest!._id}`, { status: 'completed' }, admin.accessToken);
    await expect(app.pushService.waitForRequest({ endpoint: phone.subscription.endpoint, since: afterOff, timeoutMs: 4_000 })).rejects.toThrow();

    // On again, then the person logs out: the device stops getting their notices (its subscription is dropped).
    await deviceSwitch.click();
    await expect.poll(() => deviceSwitch.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: /^Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectPath(page, '/user/login');
    await expect.poll(() => page.evaluate('navigator.serviceWorker.ready.then((r) => r.pushManager.getSubscription()).then((s) => s === null)')).toBe(true);
    audit.expectClean();
  });

  test('the app opened offline shows its offline page in the person’s language, not the browser’s error', async ({ browser }) => {
    const email = await verifiedPerson(uniqueName('Ravi'));
    const page = await personalPage(browser, { baseURL: app.baseUrl }, { notices: 'ask' });
    const context = page.context();
    await logIn(page, email);
    await controlledByWorker(page);

    await context.setOffline(true);
    await page.goto('/user/requests');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'You are offline' }));
    await expectVisible(page.getByRole('button', { name: 'Try again' }));
    // Its stylesheet came from the worker's cache: the page is laid out, not bare HTML.
    expect(await page.evaluate("getComputedStyle(document.querySelector('h1')).fontWeight")).toBe('800');
    const audit = new AccessibilityAudit(page);
    await audit.axe('the offline page');
    await snapshot(page, 'offline-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await snapshot(page, 'offline-375');
    await page.setViewportSize(laptopViewport);

    // A person who chose Hindi gets it in Hindi.
    // (The same page again: the offline page's own reload when the browser says it is online, which
    // Chromium's network emulation may say for a moment, then opens the same address.)
    await context.addCookies([{ name: 'sahaya-language', value: 'hi', url: app.baseUrl }]);
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'आप ऑफ़लाइन हैं' }));
    await expectNoEnglishWords(page, 'the offline page in Hindi', ['Wi-Fi']);
    await snapshot(page, 'offline-hi-1280');

    // Back online, the page the person asked for opens by itself.
    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'आप ऑफ़लाइन हैं' }).waitFor({ state: 'detached' });
    await expectPath(page, '/user/requests');
    await expectVisible(page.getByRole('navigation', { name: 'मुख्य' }).or(page.getByRole('navigation', { name: 'Main' })));
    // No API answer is kept by the worker: every cache holds only the shell and hashed files.
    const cached = await page.evaluate<string[]>(`(async () => {
      const urls = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    })()`);
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);
    audit.expectClean();
  });

  test('the notification settings are used by keyboard, saved as each switch is pressed, and read in Hindi', async ({ browser }) => {
    const name = uniqueName('Anita');
    const email = await verifiedPerson(name);
    const page = await personalPage(browser, { baseURL: app.baseUrl }, { notices: 'ask' });
    await logIn(page, email);

    // From the profile's Settings tab.
    await page.goto('/user/profile/info?tab=settings');
    await page.getByRole('link', { name: /^Notifications: how we tell you/ }).click();
    await expectPath(page, '/user/profile/notifications');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Notifications' }));
    const audit = new AccessibilityAudit(page);
    const meetingsMail = page.getByRole('switch', { name: 'Meetings By e-mail' });
    await expect.poll(() => meetingsMail.getAttribute('aria-checked')).toBe('true');
    await audit.page('the notification settings', { axe: true });
    await snapshot(page, 'settings-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await snapshot(page, 'settings-375');
    await page.setViewportSize(laptopViewport);

    // By keyboard: Tab to the switch, Space turns it off, and the page says it is saved.
    await tabTo(page, meetingsMail);
    await expectFocused(meetingsMail);
    await page.keyboard.press('Space');
    await expect.poll(() => meetingsMail.getAttribute('aria-checked')).toBe('false');
    const meetingsCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Meetings' }) });
    await expectVisible(meetingsCard.getByRole('status').getByText('Saved'));
    await expectFocused(meetingsMail);
    const chatPush = page.getByRole('switch', { name: 'Chat messages On my phone or computer' });
    await tabTo(page, chatPush);
    await page.keyboard.press('Enter');
    await expect.poll(() => chatPush.getAttribute('aria-checked')).toBe('false');
    await expectVisible(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Chat messages' }) }).getByText('Saved'));
    await audit.axe('the notification settings after two changes');

    // Kept by the server: another visit shows them as left.
    const person = await signIn(email, password, 'user');
    const { preferences } = await api<{ preferences: Record<string, { email: boolean; push: boolean }> }>('GET', '/api/notifications/preferences', undefined, person.accessToken);
    expect(preferences.meeting).toEqual({ email: false, push: true, sms: false, whatsapp: false });
    expect(preferences.chat).toEqual({ email: true, push: false });
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'Meetings By e-mail' }).getAttribute('aria-checked')).toBe('false');

    // In Hindi (the account's language, chosen as the reading options do): every word of the page, at both widths.
    await api('PUT', '/api/users/me/preferences', { language: 'hi' }, person.accessToken);
    await page.context().addCookies([{ name: 'sahaya-language', value: 'hi', url: app.baseUrl }]);
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'सूचनाएँ' }));
    await expect.poll(() => page.getByRole('switch', { name: 'मीटिंग ईमेल से' }).getAttribute('aria-checked')).toBe('false');
    // Only the person's own name, which the header shows, and the names SMS and WhatsApp, which
    // Hindi speakers write as they are on their phones, are in Latin letters.
    await expectNoEnglishWords(page, 'the notification settings in Hindi', [...name.split(' '), 'SMS', 'WhatsApp']);
    await audit.page('the notification settings in Hindi', { axe: true });
    await snapshot(page, 'settings-hi-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await snapshot(page, 'settings-hi-375');
    audit.expectClean();
  });
});
