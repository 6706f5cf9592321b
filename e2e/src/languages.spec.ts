import type { Browser, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { callAs, signInThroughApi } from './harness/api.ts';
import { signIn } from './harness/audit.ts';
import { expectNoSeriousAxeViolations } from './harness/axe.ts';
import { expectPath, expectVisible, personalPage, test } from './harness/fixtures.ts';
import { expectNoEnglishWords } from './harness/hindi.ts';
import { chooseLanguage, languageToggle, moreLanguages, type MoreLanguage } from './harness/languages.ts';
import { afterLayout, horizontalOverflow, screenshot } from './harness/layout.ts';
import { uniqueName } from './harness/names.ts';
import { createVerifiedUser } from './harness/people.ts';

/*
 * Bengali, Marathi, Telugu, Tamil, Gujarati, Kannada, Malayalam and Urdu, each as a person on a
 * phone reads it: the login page arrives in the language the browser asks for before any script
 * runs, and the person's dashboard, signed in, is in it too, with no English word of the interface,
 * no serious axe finding, nothing sideways at 375 px, and only that script's font in use. Urdu's
 * pages run right to left. One person, whose account's language changes language by language.
 */

const password = 'Sahaya@123';
const phone = { width: 375, height: 800 };
const languages = Object.keys(moreLanguages) as MoreLanguage[];
/** The pages of a person's own area an Urdu reader is walked through besides the dashboard. */
const urduPages = ['/user/assets', '/user/assistanceRequest', '/user/donations', '/user/requests', '/user/profile/info'];

/** A browser on a phone set to `language`, as a first visit would be; without scripts when `scripts` is false. */
function phoneIn(browser: Browser, language: MoreLanguage, scripts = true): Promise<Page> {
  return personalPage(browser, {
    viewport: phone,
    locale: `${language}-IN`,
    javaScriptEnabled: scripts,
    extraHTTPHeaders: { 'Accept-Language': `${language}-IN,${language};q=0.9,en;q=0.5` },
  });
}

/** What `<html>` says, and where the header's first link (home) stands: the middle of its box. */
const documentFacts = (page: Page) =>
  page.evaluate<{ lang: string; dir: string; home: number | null }>(`(() => {
    const box = document.querySelector('header a')?.getBoundingClientRect();
    return { lang: document.documentElement.lang, dir: document.documentElement.dir, home: box ? (box.left + box.right) / 2 : null };
  })()`);

/** The families of the web fonts the page has drawn with (loaded or loading), whatever their source. */
const fontsInUse = (page: Page) =>
  page.evaluate<string[]>(`[...new Set([...document.fonts].filter((face) => face.status !== 'unloaded').map((face) => face.family.replace(/"/g, '')))]`);

// Eight languages, each from a fresh browser through sign-in to the dashboard: about 45 s alone, and
// past a minute on a machine busy with the other journeys.
test('a person reads each of eight more languages from the first paint to their dashboard, on a phone', { timeout: 120_000 }, async ({ browser }) => {
  const name = uniqueName('Lakshmi');
  const first = name.split(' ')[0]!;
  const { email } = await createVerifiedUser(name, password);
  const session = await signInThroughApi(email, password, 'user');
  // What the person typed, and the Alt key of the notices' hotkey as keyboards print it.
  const typed = [name, first, 'Sahaya', 'Alt', 'alt'];

  for (const language of languages) {
    const { letters, font } = moreLanguages[language];
    const rtl = language === 'ur';

    // The login page as the server sends it, before any script runs: in the language, saying so.
    const painted = await phoneIn(browser, language, false);
    try {
      const response = await painted.goto('/user/login');
      expect(await response?.text()).toContain(`<html lang="${language}"${rtl ? ' dir="rtl"' : ''}`);
      const heading = (await painted.locator('main h1').first().textContent()) ?? '';
      expect(heading, `the login heading in ${language}`).toMatch(letters);
      await expectNoEnglishWords(painted, `the login page in ${language} before its scripts run`, typed);
    } finally {
      await painted.context().close();
    }

    // Signed in, the account's language is the page's.
    await callAs(session, 'PUT', '/api/users/me/preferences', { language });
    const page = await phoneIn(browser, language);
    try {
      await signIn(page, '/user/login', email, password);
      await expectPath(page, '/user/dashboard');
      await page.locator('main h1').first().waitFor();
      await afterLayout(page);
      const facts = await documentFacts(page);
      expect(facts.lang).toBe(language);
      expect(facts.dir).toBe(rtl ? 'rtl' : 'ltr');
      expect((await page.locator('main h1').first().textContent()) ?? '', `the dashboard's heading in ${language}`).toMatch(letters);
      // Urdu's page is mirrored: the header starts, with the link home, at the right.
      if (rtl) expect(facts.home!, "the Urdu header's link home on the right").toBeGreaterThan(phone.width / 2);
      else expect(facts.home!, `the ${language} header's link home on the left`).toBeLessThan(phone.width / 2);
      await expectNoEnglishWords(page, `the dashboard in ${language}`, typed);
      await expectNoSeriousAxeViolations(page, `the dashboard in ${language}`);
      expect(await horizontalOverflow(page), `the dashboard in ${language} at 375 px`).toBeNull();
      // Only the font of the page's own script is drawn with: a Tamil reader fetches no Bengali.
      expect(await fontsInUse(page), `the fonts of the dashboard in ${language}`).toEqual([font]);
      await screenshot(page, `languages-${language}-dashboard-375`);
      // Urdu mirrors every page: the person's other pages fit a phone too, with nothing sideways.
      if (rtl) {
        for (const path of urduPages) {
          await page.goto(path);
          await page.locator('main h1').first().waitFor();
          await afterLayout(page);
          expect(await horizontalOverflow(page), `${path} in Urdu at 375 px`).toBeNull();
          await expectNoSeriousAxeViolations(page, `${path} in Urdu`);
          await screenshot(page, `languages-ur${path.replaceAll('/', '-')}-375`);
        }
      }
    } finally {
      await page.context().close();
    }
  }
  await callAs(session, 'PUT', '/api/users/me/preferences', { language: 'en' });
});

test('the switch lists every language in its own script and moves a page into Urdu and out by keyboard', async ({ browser }) => {
  const page = await personalPage(browser);
  try {
    await page.goto('/home');
    await expectVisible(page.locator('main h1').first());
    await languageToggle(page).click();
    for (const { name } of Object.values(moreLanguages)) await expectVisible(page.getByRole('button', { name, exact: true }));
    await expectNoSeriousAxeViolations(page, 'the home page with the language switch open');
    await page.keyboard.press('Escape');

    await chooseLanguage(page, moreLanguages.ur.name, { byKeyboard: true });
    await expect.poll(async () => (await documentFacts(page)).dir).toBe('rtl');
    await expectVisible(languageToggle(page).getByText(moreLanguages.ur.name, { exact: true }));
    // The header's switch now stands at the left, where a right-to-left page ends its row.
    const box = (await languageToggle(page).boundingBox())!;
    expect(box.x + box.width / 2, 'the switch on the left half of the Urdu header').toBeLessThan(640);
    await expectNoEnglishWords(page, 'the home page in Urdu', ['Sahaya']);
    await expectNoSeriousAxeViolations(page, 'the home page in Urdu');
    await screenshot(page, 'languages-ur-home-1280');
    // The choice is kept: the server sends the next page in Urdu.
    const next = await page.reload();
    expect(await next?.text()).toContain('<html lang="ur" dir="rtl"');
    await expect.poll(async () => (await documentFacts(page)).lang).toBe('ur');
    await chooseLanguage(page, 'English', { byKeyboard: true });
    await expect.poll(async () => (await documentFacts(page)).dir).toBe('ltr');
    expect((await page.context().cookies(inject('baseUrl'))).find((cookie) => cookie.name === 'sahaya-language')?.value).toBe('en');
  } finally {
    await page.context().close();
  }
});
