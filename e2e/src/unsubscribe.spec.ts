import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { assetRequestMessages } from '@sahaya/contract/assets/messages';
import { type ApiSession, callAs, signInThroughApi, tinyPng } from './harness/api.ts';
import { AccessibilityAudit } from './harness/audit.ts';
import { expectVisible, test } from './harness/fixtures.ts';
import { expectNoEnglishWords, hindiText } from './harness/hindi.ts';
import { tabTo } from './harness/keyboard.ts';
import { linkFrom, waitForMail } from './harness/mail.ts';
import type { ReceivedMail } from './harness/mailbox.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { createVerifiedUser, demo } from './harness/people.ts';

/*
 * A person stops one kind of e-mail from the link at the foot of a notice mail, signed out and by
 * keyboard: the link's page says which e-mails its button turns off, Tab reaches the button, Enter
 * sends its form, and the page says they are off; the person's settings then have that topic's
 * e-mail off and every other choice as it was. The page is plain HTML whose form the browser sends
 * itself, so the site's Content Security Policy must let it post to its own address: no violation
 * is logged. The same in Hindi, for a person whose account reads Hindi. Both pages are checked
 * with axe.
 */

const password = 'Sahaya@123';

type Preferences = Record<string, { email: boolean; push: boolean }>;

/** A person signed up and signed in through the API, reading `language`. */
async function person(first: string, language: 'en' | 'hi'): Promise<{ email: string; session: ApiSession }> {
  const { email } = await createVerifiedUser(uniqueName(first), password);
  const session = await signInThroughApi(email, password, 'user');
  if (language === 'hi') await callAs(session, 'PUT', '/api/users/me/preferences', { language: 'hi' });
  return { email, session };
}

/** The admin adds a wheelchair of its own; the person asks to borrow it and the admin approves: the notice is mailed. */
async function loanApproved(borrower: ApiSession): Promise<string> {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const form = new FormData();
  form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'wheelchair.png');
  const { imageUrl } = await callAs<{ imageUrl: string }>(admin, 'POST', '/api/assets/image', form);
  const letters = randomLetters(8);
  const name = `Wheelchair ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
  const { asset } = await callAs<{ asset: { _id: string } }>(admin, 'POST', '/api/assets', {
    name,
    category: 'wheelchair',
    description: 'A light folding wheelchair with padded armrests.',
    stocks: 2,
    image: imageUrl,
  });
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const { assetRequest } = await callAs<{ assetRequest: { _id: string } }>(borrower, 'POST', `/api/assetRequests/${asset._id}`, {
    requestedDate: tomorrow,
    quantity: 1,
  });
  await callAs(admin, 'PATCH', `/api/assetRequests/${assetRequest._id}`, { status: 'approved' });
  return name;
}

/** The newest notice mail to `to` (one with an unsubscribe header), whatever its language. */
async function waitForNoticeMail(to: string, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(inject('mailboxUrl'))).json()) as ReceivedMail[];
    const match = mails.filter((mail) => mail.to.includes(to.toLowerCase()) && mail.headers['list-unsubscribe']).at(-1);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`No notice mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The mail's unsubscribe link, as its text shows it; the same its one-click header names. */
function unsubscribeLinkOf(mail: ReceivedMail): string {
  const link = linkFrom(mail, `${inject('baseUrl')}/api/notifications/unsubscribe?token=`);
  expect(mail.headers['list-unsubscribe']).toBe(`<${link}>`);
  return link;
}

/** What the browser refused under the page's Content Security Policy, as it logs it, from now on. */
function policyViolations(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  return refused;
}

const preferencesOf = async (session: ApiSession) =>
  (await callAs<{ preferences: Preferences }>(session, 'GET', '/api/notifications/preferences')).preferences;

const serverHindi = (id: string, values: Record<string, string> = {}) => hindiText('apps/server', id, values);

test('a person stops the e-mails about their loans from a notice mail’s link, by keyboard, without signing in', async ({ page }) => {
  const { email, session } = await person('Kamala', 'en');
  const assetName = await loanApproved(session);
  const mail = await waitForMail({ to: email, subject: assetRequestMessages.approvedNotice(assetName, null) });
  const link = unsubscribeLinkOf(mail);
  const before = await preferencesOf(session);
  expect(before.assetRequest?.email).toBe(true);
  const refused = policyViolations(page);
  const audit = new AccessibilityAudit(page);

  // Opening the link changes nothing: it asks first, saying which e-mails and to which address.
  await page.goto(link);
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Stop e-mails about your equipment requests?' }));
  await expectVisible(page.getByText(`Sahaya will stop e-mailing ${email} about your equipment requests.`, { exact: false }));
  expect(await preferencesOf(session)).toEqual(before);
  await audit.page('the unsubscribe page');

  // By keyboard: Tab reaches the button, Enter sends the form.
  const button = page.getByRole('button', { name: 'Stop these e-mails' });
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'E-mails about your equipment requests are off' }));
  await expectVisible(page.getByRole('link', { name: 'Open my notification settings' }));
  expect(new URL(page.url()).pathname).toBe('/api/notifications/unsubscribe');
  await audit.page('the unsubscribe page once it is done');
  expect(refused).toEqual([]);

  // Kept by the server: the loans' e-mail is off, and every other choice is as it was.
  expect(await preferencesOf(session)).toEqual({ ...before, assetRequest: { ...before.assetRequest, email: false } });
  audit.expectClean();
});

test('a person whose account reads Hindi gets the link’s page in Hindi, and its button works by keyboard', async ({ page }) => {
  const { email, session } = await person('Sita', 'hi');
  const assetName = await loanApproved(session);
  const mail = await waitForNoticeMail(email);
  // The notice itself is in Hindi, naming the wheelchair.
  expect(mail.subject).toContain(assetName);
  expect(mail.subject).not.toContain('approved');
  const link = unsubscribeLinkOf(mail);
  const before = await preferencesOf(session);
  const refused = policyViolations(page);
  const audit = new AccessibilityAudit(page);
  const topic = serverHindi('unsubscribe.topic.assetRequest');

  // The browser reads English: the page follows the account's language, not the browser's.
  await page.goto(link);
  await expectVisible(page.getByRole('heading', { level: 1, name: serverHindi('unsubscribe.ask.title', { topic }) }));
  expect(await page.locator('html').getAttribute('lang')).toBe('hi');
  // Its title too: "… — सहाया".
  await expectNoEnglishWords(page, 'the unsubscribe page in Hindi');
  expect(await page.title()).toBe(`${serverHindi('unsubscribe.ask.title', { topic })} — सहाया`);
  await audit.page('the unsubscribe page in Hindi');

  await tabTo(page, page.getByRole('button', { name: serverHindi('unsubscribe.ask.button') }));
  await page.keyboard.press('Enter');
  await expectVisible(page.getByRole('heading', { level: 1, name: serverHindi('unsubscribe.done.title', { topic }) }));
  await expectVisible(page.getByRole('link', { name: serverHindi('unsubscribe.done.link') }));
  await expectNoEnglishWords(page, 'the unsubscribe page in Hindi once it is done');
  await audit.page('the unsubscribe page in Hindi once it is done');
  expect(refused).toEqual([]);

  expect(await preferencesOf(session)).toEqual({ ...before, assetRequest: { ...before.assetRequest, email: false } });
  audit.expectClean();
});
