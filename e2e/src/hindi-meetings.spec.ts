import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { callAs, signInThroughApi } from './harness/api.ts';
import { expectNoSeriousAxeViolations } from './harness/axe.ts';
import { chromiumArgs, fakeMediaArgs, findChromium } from './harness/chromium.ts';
import { expectPath, expectVisible, personalPage } from './harness/fixtures.ts';
import { expectNoEnglishWords } from './harness/hindi.ts';
import { screenshotsAtBothWidths } from './harness/layout.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { resultsDir } from './harness/paths.ts';
import { scheduleMeeting } from './harness/mesh.ts';
import { createVerifiedUser, demo } from './harness/people.ts';
import { asVisitor } from './harness/visitor.ts';
import { chooseLanguage } from './harness/languages.ts';

/*
 * A person who reads Hindi joins a video meeting the admin has started: the list, the room and its
 * controls (whose words change as they are pressed) speak Hindi. A Chromium of its own with a fake
 * camera and microphone, as the meetings journey uses.
 */

const password = 'Sahaya@123';
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: [...chromiumArgs, ...fakeMediaArgs] });
});
afterAll(async () => {
  await browser?.close();
});

/** A window of a person whose browser is set to Hindi. */
const hindiWindow = () =>
  personalPage(browser, { locale: 'hi-IN', extraHTTPHeaders: { ...asVisitor(), 'Accept-Language': 'hi-IN,hi;q=0.9' } });

/** The page at 1280 and at 375 px, saved for a look, then back to the laptop's width. */
const screenshots = (page: Page, name: string) => screenshotsAtBothWidths(page, `hindi-meetings-${name}`);

/** No English word of the interface on the page, its frame included, and no serious axe finding. */
async function expectHindi(page: Page, state: string, allowed: readonly string[]): Promise<void> {
  await page.locator('main').waitFor();
  await expectNoEnglishWords(page, state, allowed);
  await expectNoSeriousAxeViolations(page, state);
}

test('a person who reads Hindi joins a started meeting and uses its controls, all in Hindi', { timeout: 120_000 }, async () => {
  const name = uniqueName('Parvati');
  const { email } = await createVerifiedUser(name, password);
  const title = `Sehat ki baat ${randomLetters(6)}`;
  const [admin, person] = await Promise.all([signInThroughApi(demo.admin, demo.password, 'admin'), signInThroughApi(email, password, 'user')]);
  const meetingId = await scheduleMeeting(admin, person, title);
  await callAs(admin, 'PATCH', `/api/meetings/${meetingId}/status`, { status: 'active' });
  // The meeting's title as typed, and the person's name in the header.
  const typed = [title, name, ...name.split(' ')];

  const page = await hindiWindow();
  try {
    await page.goto('/user/login', { waitUntil: 'networkidle' });
    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[type="password"]').fill(password);
    await page.locator('form button[type="submit"]').click();
    await expectPath(page, '/user/dashboard');

    // The account was made in English: the person chooses हिन्दी, which the account keeps.
    await page.goto('/user/meetings');
    await chooseLanguage(page, 'हिन्दी');

    // The list: the started meeting reads चल रही and offers जुड़ें.
    await expectVisible(page.getByRole('heading', { name: 'मेरी मीटिंग', level: 1 }));
    await expectVisible(page.getByRole('heading', { name: 'सभी मीटिंग', level: 2 }));
    const row = page.getByRole('row').filter({ hasText: title });
    await expectVisible(row.getByText('चल रही', { exact: true }));
    await expectHindi(page, 'the meetings list in Hindi', typed);
    await screenshots(page, 'list');

    await row.getByRole('button', { name: `${title} में जुड़ें` }).click();
    await expectPath(page, `/user/meetings/${meetingId}`);

    // The room: the person's own tile, the controls and who hosts it, in Hindi.
    const controls = page.getByRole('toolbar', { name: 'कॉल के बटन' });
    await expectVisible(controls);
    await expectVisible(page.getByRole('figure', { name: 'आप', exact: true }));
    await expectVisible(page.getByText('अभी यहाँ कोई और नहीं है। लोग जुड़ते ही यहाँ दिखेंगे।'));
    const mute = controls.getByRole('button', { name: 'माइक बंद करें' });
    await expect.poll(() => mute.isEnabled(), { timeout: 20_000 }).toBe(true);
    await expectHindi(page, 'the meeting room in Hindi', typed);
    await screenshots(page, 'room');

    // Each control says what pressing it does next.
    await mute.click();
    await expectVisible(controls.getByRole('button', { name: 'माइक चालू करें' }));
    await expectVisible(page.getByRole('figure', { name: 'आप', exact: true }).getByText('माइक बंद'));
    await controls.getByRole('button', { name: 'कैमरा बंद करें' }).click();
    await expectVisible(controls.getByRole('button', { name: 'कैमरा चालू करें' }));
    await expectVisible(page.getByRole('figure', { name: 'आप', exact: true }).getByText('कैमरा बंद'));
    await expectHindi(page, 'the room with microphone and camera off, in Hindi', typed);
    await screenshots(page, 'room-off');

    // Leaving goes back to the list.
    await controls.getByRole('button', { name: 'मीटिंग छोड़ें' }).click();
    await expectPath(page, '/user/meetings');
    await expectVisible(page.getByRole('heading', { name: 'मेरी मीटिंग', level: 1 }));
  } catch (failure) {
    await page.screenshot({ path: join(resultsDir, `hindi-meetings-failed.png`), fullPage: true }).catch(() => undefined);
    throw failure;
  } finally {
    await page.context().close();
  }
});
