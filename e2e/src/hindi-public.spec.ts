/**
 * A person who reads Hindi meets Sahaya: the public pages come in Hindi from the first byte (the
 * HTML the server sends, before any script), the switch to English and back works by keyboard and
 * is remembered, and signing up (the form, its errors, the OTP page) is Hindi throughout.
 */
import type { Browser, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { expectNoSeriousAxeViolations } from './harness/axe.ts';
import { expectPath, expectVisible, personalPage, test } from './harness/fixtures.ts';
import { expectNoEnglishWords, hindiPage } from './harness/hindi.ts';
import { otpFrom } from './harness/mail.ts';
import type { ReceivedMail } from './harness/mailbox.ts';
import { horizontalOverflow, screenshot as saveScreenshot } from './harness/layout.ts';
import { uniqueEmail } from './harness/people.ts';
import { chooseLanguage, languageChoice, languageToggle } from './harness/languages.ts';

const hindiHeadline = 'मुश्किल दिनों का सामना किसी को अकेले न करना पड़े।';
const englishHeadline = 'No one should have to face hard days alone.';

/** The language the document says it is in. */
const documentLanguage = (page: Page) => page.evaluate<string>('document.documentElement.lang');

/** Errors React reports in the console while adopting the server's markup (a text that differs, an attribute). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|server rendered/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/hydrat|did not match/i.test(error.message)) errors.push(error.message);
  });
  return errors;
}

/**
 * Waits until the app has taken the page over: React has attached its handlers to the language
 * switch (on a prerendered page it is the server's markup until then, and a press would be lost).
 */
async function whenAppRuns(page: Page): Promise<void> {
  // Polled from here: the app's CSP refuses the string functions of waitForFunction.
  await expect
    .poll(() =>
      page.evaluate(`(() => {
        const button = document.querySelector('#root button[aria-expanded]');
        return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
      })()`),
    )
    .toBe(true);
}

const screenshot = (page: Page, name: string) => saveScreenshot(page, `hindi-public-${name}`);

/** The newest mail to `to`, whatever its subject (it is in the person's language). */
async function waitForMailTo(to: string, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(inject('mailboxUrl'))).json()) as ReceivedMail[];
    const match = mails.filter((mail) => mail.to.includes(to.toLowerCase())).at(-1);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The header's language switch shows the language in use, by its name in its own script. */
const showsLanguage = (page: Page, name: 'English' | 'हिन्दी') => expectVisible(languageToggle(page).getByText(name, { exact: true }));

test('a first visit from a Hindi browser gets the home page in Hindi from the first byte', async ({ browser }) => {
  // The HTML the server sends, as it arrives: Hindi, and saying so, before any script has run.
  const raw = await personalPage(browser, { locale: 'hi-IN', extraHTTPHeaders: { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
  const response = await raw.request.get('/home');
  expect(response.status()).toBe(200);
  expect(response.headers().vary).toContain('Accept-Language');
  const html = await response.text();
  expect(html).toContain('<html lang="hi"');
  expect(html).toContain(hindiHeadline);
  expect(html).not.toContain(englishHeadline);
  await raw.context().close();

  // Without JavaScript the page is whole and Hindi, title included.
  const still = await (browser as Browser).newContext({
    javaScriptEnabled: false,
    locale: 'hi-IN',
    extraHTTPHeaders: { 'Accept-Language': 'hi-IN,hi;q=0.9' },
    baseURL: inject('baseUrl'),
  });
  const painted = await still.newPage();
  await painted.goto('/home');
  expect(await documentLanguage(painted)).toBe('hi');
  await expectVisible(painted.getByRole('heading', { level: 1, name: hindiHeadline }));
  await expectNoEnglishWords(painted, 'the Hindi home page before its scripts run');
  await still.close();

  // The app, starting in the browser's Hindi, adopts the same markup without a mismatch.
  const page = await hindiPage(browser);
  const errors = hydrationErrors(page);
  await page.goto('/');
  await expectPath(page, '/home');
  await whenAppRuns(page);
  expect(await documentLanguage(page)).toBe('hi');
  await expectVisible(page.getByRole('heading', { level: 1, name: hindiHeadline }));
  await showsLanguage(page, 'हिन्दी');
  await expectNoEnglishWords(page, 'the Hindi home page');
  await expectNoSeriousAxeViolations(page, 'the Hindi home page');
  expect(errors).toEqual([]);
  await screenshot(page, 'home-1280');

  // On a phone the switch is in the header, not in a menu, with targets a finger can hit, and its
  // choices open inside the window.
  await page.setViewportSize({ width: 375, height: 740 });
  await languageToggle(page).click();
  for (const button of [languageToggle(page), languageChoice(page, 'English'), languageChoice(page, 'हिन्दी'), languageChoice(page, 'اردو')]) {
    await expectVisible(button);
    const name = (await button.textContent()) ?? '';
    const box = await button.boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(44);
    expect(box?.width, name).toBeGreaterThanOrEqual(44);
  }
  expect(await horizontalOverflow(page), 'the open language switch at 375 px').toBeNull();
  await expectNoSeriousAxeViolations(page, 'the Hindi home page with the language switch open');
  await screenshot(page, 'home-375-languages');
  await page.keyboard.press('Escape');
  await expectNoEnglishWords(page, 'the Hindi home page on a phone');
  await screenshot(page, 'home-375');
  await page.context().close();
});

test('a Hindi cookie in an English browser gets the Hindi page, and the app adopts it', async ({ browser }) => {
  const page = await personalPage(browser, { locale: 'en-IN' });
  await page.context().addCookies([{ name: 'sahaya-language', value: 'hi', url: inject('baseUrl') }]);
  const errors = hydrationErrors(page);
  const response = await page.goto('/user/login');
  expect(await response?.text()).toContain('<html lang="hi"');
  await whenAppRuns(page);
  expect(await documentLanguage(page)).toBe('hi');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'फिर से स्वागत है' }));
  await expectNoEnglishWords(page, 'the Hindi login page');
  await expectNoSeriousAxeViolations(page, 'the Hindi login page');
  expect(errors).toEqual([]);
});

test('the switch to English and back works by keyboard and sticks on reload', async ({ browser }) => {
  const page = await hindiPage(browser);
  await page.goto('/home');
  await whenAppRuns(page);

  // Focus comes back to the switch, so the way back is one key away.
  await chooseLanguage(page, 'English', { byKeyboard: true });
  await expectVisible(page.getByRole('heading', { level: 1, name: englishHeadline }));
  await expect.poll(() => documentLanguage(page)).toBe('en');
  await showsLanguage(page, 'English');

  // The choice is the page's from the server on, though the browser still asks for Hindi.
  const english = await page.reload();
  expect(await english?.text()).toContain('<html lang="en"');
  await expectVisible(page.getByRole('heading', { level: 1, name: englishHeadline }));
  await whenAppRuns(page);

  await chooseLanguage(page, 'हिन्दी', { byKeyboard: true });
  await expectVisible(page.getByRole('heading', { level: 1, name: hindiHeadline }));
  await expect.poll(() => documentLanguage(page)).toBe('hi');

  const hindi = await page.reload();
  expect(await hindi?.text()).toContain('<html lang="hi"');
  await expectVisible(page.getByRole('heading', { level: 1, name: hindiHeadline }));
  await expectNoEnglishWords(page, 'the home page after switching back to Hindi');
});

test('a person signs up in Hindi: the form, its errors and the OTP page are Hindi throughout', async ({ browser }) => {
  const page = await hindiPage(browser);
  const email = uniqueEmail('hindi-person');
  const name = 'Meera Nair';
  // What the person typed: the address is shown in parts (it may wrap before an @ or a dot), each its own text.
  const typed = [name, email, ...email.split(/(?=[@.])/)];
  // The privacy notice on the form names the grievance officer as configured (unset: the
  // organisation, "Sahaya") and the Income-tax Department's Form 10BD by its official name.
  const namesInTheNotice = ['Sahaya', '10BD'];

  await page.goto('/user/register');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'अपना खाता बनाएँ' }));
  await whenAppRuns(page);
  await expectNoEnglishWords(page, 'the Hindi sign-up page', namesInTheNotice);
  await expectNoSeriousAxeViolations(page, 'the Hindi sign-up page');
  await screenshot(page, 'register-1280');

  // Sent empty: the form's own rules answer under each field, in Hindi.
  await page.getByRole('button', { name: 'भेजें', exact: true }).click();
  await expectVisible(page.getByRole('alert').first());
  await expectNoEnglishWords(page, 'the Hindi sign-up page with its errors', namesInTheNotice);
  await expectNoSeriousAxeViolations(page, 'the Hindi sign-up page with its errors');
  await page.setViewportSize({ width: 375, height: 740 });
  await screenshot(page, 'register-errors-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel('नाम', { exact: true }).fill(name);
  await page.getByLabel('ईमेल', { exact: true }).fill(email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill('Kindness@2024');
  await page.getByRole('button', { name: 'भेजें', exact: true }).click();

  await expectPath(page, '/user/verifyOtp');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'अपना ईमेल पक्का करें' }));
  await expectNoEnglishWords(page, 'the Hindi OTP page', typed);
  await expectNoSeriousAxeViolations(page, 'the Hindi OTP page');
  await screenshot(page, 'verify-otp-1280');

  const mail = await waitForMailTo(email);
  await page.getByLabel('ओटीपी', { exact: true }).fill(otpFrom(mail));
  await page.getByRole('button', { name: 'पक्का करें', exact: true }).click();
  await expectVisible(page.getByRole('status').filter({ hasText: 'आपको लॉग इन पेज पर ले जा रहे हैं' }));
  await expectNoEnglishWords(page, 'the Hindi OTP page once verified', typed);
  await expectPath(page, '/user/login', 6_000);
  await expectVisible(page.getByRole('heading', { level: 1, name: 'फिर से स्वागत है' }));
  await page.setViewportSize({ width: 375, height: 740 });
  await screenshot(page, 'login-375');
});
