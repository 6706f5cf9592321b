import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callAs, signInThroughApi } from './harness/api.ts';
import { expectNoSeriousAxeViolations } from './harness/axe.ts';
import { expectFocused, expectPath, expectVisible, personalPage, test } from './harness/fixtures.ts';
import { expectNoEnglishWords, hindiPage } from './harness/hindi.ts';
import { afterLayout, horizontalOverflow, laptopViewport, narrowViewports, screenshotsAtBothWidths } from './harness/layout.ts';
import { uniqueName } from './harness/names.ts';
import { createVerifiedUser, demo } from './harness/people.ts';
import { chooseLanguage, languageToggle } from './harness/languages.ts';

/*
 * The app's frame in Hindi: a user and an admin whose browsers are set to Hindi see their dashboard,
 * menus and profile with no English word of the interface and no serious axe finding. The text
 * size control works by keyboard, is kept after a reload and on the account, and follows the
 * person, with their language, to a browser they have never used. With the largest text, in either
 * language, nothing scrolls sideways at 320 px or at 200 % zoom.
 */

const password = 'Sahaya@123';
/** The demo admin's name, shown in the admin's header and profile. */
const adminName = 'Sahaya Admin';

/** Signs in on a login page whatever its language, by the fields' kinds rather than their labels. */
async function signIn(page: Page, path: string, email: string, secret: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(secret);
  await page.locator('form button[type="submit"]').click();
}

/** The page's Latin words outside `allowed`, and its serious axe findings: none of either. */
async function expectHindi(page: Page, state: string, allowed: readonly string[]): Promise<void> {
  await page.locator('main').first().waitFor();
  await expectNoEnglishWords(page, state, allowed);
  await expectNoSeriousAxeViolations(page, state);
}

/** The page at a laptop's width and a phone's, saved for a look. */
const screenshots = (page: Page, name: string) => screenshotsAtBothWidths(page, `hindi-shell-${name}`);

/** What `<html>` says about the page: its language, its text size and the root font size in px. */
async function reading(page: Page): Promise<{ lang: string; size: string | undefined; rootPx: number }> {
  return (await page.evaluate(`(() => ({
    lang: document.documentElement.lang,
    size: document.documentElement.dataset.textSize,
    rootPx: parseFloat(getComputedStyle(document.documentElement).fontSize),
  }))()`)) as { lang: string; size: string | undefined; rootPx: number };
}

/** The account's reading preferences, as the server keeps them. */
async function accountPreferences(email: string, role: 'user' | 'admin' = 'user'): Promise<{ language: string | null; textSize: string }> {
  const session = await signInThroughApi(email, password, role);
  const me = await callAs<{ preferences: { language: string | null; textSize: string } }>(session, 'GET', '/api/users/me');
  return me.preferences;
}

/** The errors the page throws from now on; React reports a markup it could not adopt as one. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * From the next load on, keeps the first paragraph of a prerendered shell's page as the server sent
 * it, before the app has started (main.tsx starts it only once the page is painted).
 */
async function keepShellText(page: Page): Promise<void> {
  await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
    window.shellText = document.querySelector('#root[data-prerendered="shell"] main p');
  });`);
}

/** The text of the paragraph keepShellText kept, if the page still shows that very element. */
async function shellTextKept(page: Page): Promise<string | null> {
  return (await page.evaluate(`(() => {
    const kept = window.shellText;
    return kept && kept.isConnected ? kept.textContent : null;
  })()`)) as string | null;
}

/** Chooses a text size with the keyboard alone: the header's control, then the size's button. */
async function chooseTextSizeByKeyboard(page: Page, sizeName: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'अक्षरों का आकार और भाषा' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const choice = page.getByRole('button', { name: sizeName, exact: true });
  await expectVisible(choice);
  // Tab goes on from the control into its panel, to the size wanted.
  for (let step = 0; step < 6; step++) {
    await page.keyboard.press('Tab');
    if (await choice.evaluate((element) => element === element.ownerDocument.activeElement)) break;
  }
  await expectFocused(choice);
  await page.keyboard.press('Enter');
  await expect.poll(() => choice.getAttribute('aria-pressed')).toBe('true');
  // Escape closes the panel and hands focus back to the control.
  await page.keyboard.press('Escape');
  await expectFocused(toggle);
}

/** No page of `paths` scrolls sideways at 320 px or at 200 % zoom. */
async function expectNoSidewaysScroll(page: Page, paths: readonly string[], state: string): Promise<void> {
  for (const viewport of narrowViewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const path of paths) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await afterLayout(page);
      expect(await horizontalOverflow(page), `${path} at ${viewport.name}, ${state}`).toBeNull();
      // The reading options' panel, open, stays inside the window too.
      await page.getByRole('button', { name: /Text size and language|अक्षरों का आकार और भाषा/ }).click();
      await afterLayout(page);
      expect(await horizontalOverflow(page), `${path} at ${viewport.name} with the text size open, ${state}`).toBeNull();
      await page.keyboard.press('Escape');
    }
  }
  await page.setViewportSize(laptopViewport);
}

test('a user reads their dashboard, menus and profile in Hindi, and their text size follows them', async ({ browser }) => {
  const name = uniqueName('Kamala');
  const first = name.split(' ')[0]!;
  const { email } = await createVerifiedUser(name, password);
  // The person chose Hindi for their account (the server keeps the language of the page they signed up on).
  await callAs(await signInThroughApi(email, password, 'user'), 'PUT', '/api/users/me/preferences', { language: 'hi' });
  const typed = [name, first];

  const page = await hindiPage(browser);
  try {
    await signIn(page, '/user/login', email, password);
    await expectPath(page, '/user/dashboard');
    await expectVisible(page.getByRole('heading', { name: `नमस्ते, ${first}`, level: 1 }));
    expect((await reading(page)).lang).toBe('hi');
    await expectHindi(page, 'the user dashboard in Hindi', typed);

    // The header: its menu of pages and the profile menu.
    const header = page.locator('header');
    await expectVisible(header.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'उपकरण' }));
    await expectVisible(languageToggle(page));
    await page.getByRole('button', { name: `${name} का प्रोफ़ाइल मेनू` }).click();
    const menu = page.getByRole('menu');
    await expectVisible(menu.getByRole('menuitem', { name: 'मेरी प्रोफ़ाइल' }));
    await expectVisible(menu.getByRole('menuitem', { name: 'लॉग आउट करें' }));
    await expectHindi(page, 'the profile menu in Hindi', typed);
    await page.keyboard.press('Escape');
    await screenshots(page, 'user-dashboard');

    // On a phone the header keeps to one row, and its reading options show the language in use,
    // so a person looking for their language finds it; the panel lists the others.
    await page.setViewportSize({ width: 375, height: 800 });
    await afterLayout(page);
    expect((await header.boundingBox())!.height, 'the header at 375 px is one row').toBeLessThan(72);
    const options = header.getByRole('button', { name: 'अक्षरों का आकार और भाषा हिन्दी' });
    await expectVisible(options.getByText('हिन्दी', { exact: true }));
    await options.click();
    await expectVisible(header.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' }));
    await page.keyboard.press('Escape');
    await page.setViewportSize(laptopViewport);

    // The profile.
    await page.goto('/user/profile/info');
    await expectVisible(page.getByRole('heading', { name, level: 1 }));
    await expectVisible(page.getByRole('tab', { name: 'प्रोफ़ाइल जानकारी' }));
    await expectHindi(page, 'the profile in Hindi', [...typed, ...(email.match(/[A-Za-z]+/g) ?? [])]);
    await screenshots(page, 'user-profile');

    // The text size, by keyboard: the root font grows, and stays so after a reload and on the account.
    await page.goto('/user/dashboard');
    await page.locator('main h1').waitFor();
    expect(await reading(page)).toMatchObject({ size: 'normal', rootPx: 16 });
    await chooseTextSizeByKeyboard(page, 'और बड़ा');
    expect(await reading(page)).toMatchObject({ size: 'larger', rootPx: 22 });
    await expectHindi(page, 'the dashboard with larger text', typed);
    await expect.poll(async () => (await accountPreferences(email)).textSize).toBe('larger');
    const errors = pageErrors(page);
    await keepShellText(page);
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: `नमस्ते, ${first}`, level: 1 }));
    expect(await reading(page)).toMatchObject({ lang: 'hi', size: 'larger', rootPx: 22 });
    // The frame the server sent, painted before the app ran, is the page the app now shows: its
    // text is still the same element, not drawn again, and React found nothing to mend.
    expect(await shellTextKept(page)).toBe('यहाँ आप उपकरण उधार ले सकते हैं, सहायता माँग सकते हैं, दान कर सकते हैं और मीटिंग में शामिल हो सकते हैं।');
    expect(errors).toEqual([]);
    await screenshots(page, 'user-dashboard-larger');

    // With the largest text, in Hindi and then in English, nothing scrolls sideways.
    await expectNoSidewaysScroll(page, ['/user/dashboard', '/user/profile/info'], 'in Hindi with larger text');
    await chooseLanguage(page, 'English');
    await expect.poll(async () => (await reading(page)).lang).toBe('en');
    await expectNoSidewaysScroll(page, ['/user/dashboard', '/user/profile/info'], 'in English with larger text');
    await chooseLanguage(page, 'हिन्दी');
    await expect.poll(async () => (await reading(page)).lang).toBe('hi');
    await expect.poll(async () => (await accountPreferences(email)).language).toBe('hi');
  } finally {
    await page.context().close();
  }

  // A browser the person has never used, set to English: their language and size follow them.
  const elsewhere = await personalPage(browser);
  try {
    await signIn(elsewhere, '/user/login', email, password);
    await expectPath(elsewhere, '/user/dashboard');
    await expect.poll(async () => (await reading(elsewhere)).lang).toBe('hi');
    expect(await reading(elsewhere)).toMatchObject({ size: 'larger', rootPx: 22 });
    await expectVisible(elsewhere.getByRole('heading', { name: `नमस्ते, ${first}`, level: 1 }));
    // The sign-in's own toast was said in this browser's language, before the account's was known.
    await expectHindi(elsewhere, 'the dashboard on another browser', [...typed, 'Login successful']);
  } finally {
    await elsewhere.context().close();
  }
});

/**
 * The demo admin is shared by every journey, so its account's language is never changed: the
 * account is read as one whose language is Hindi, which keeps the page in Hindi after sign-in.
 */
async function readAccountAsHindi(page: Page): Promise<void> {
  const preferences = { language: 'hi', textSize: 'normal' };
  await page.route('**/api/users/me', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { preferences?: typeof preferences };
    if (body.preferences) body.preferences = { ...preferences };
    await route.fulfill({ response, json: body });
  });
  // Nor is its text size: what this browser saves is kept for this browser's reads only.
  await page.route('**/api/users/me/preferences', async (route) => {
    Object.assign(preferences, route.request().postDataJSON() as Partial<typeof preferences>);
    await route.fulfill({ json: { preferences } });
  });
}

/** What people typed that the admin's dashboard shows, replaced by known words, so the check can allow exactly them. */
const typedOnDashboard = { title: 'Satsang', person: 'Asha Verma', asset: 'Wheelchair One', description: 'Needs a ride' };

async function readDashboardWithKnownNames(page: Page): Promise<void> {
  await page.route('**/api/admin/dashboard', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    const rename = (items: unknown, change: (item: Record<string, unknown>) => void) => {
      if (Array.isArray(items)) for (const item of items) change(item as Record<string, unknown>);
    };
    rename(body.upcomingMeetings, (m) => (m.title = typedOnDashboard.title));
    rename(body.recentDonations, (d) => (d.donorName = typedOnDashboard.person));
    rename(body.pendingAssistanceRequests, (r) => {
      r.description = typedOnDashboard.description;
      (r.user as Record<string, unknown>).name = typedOnDashboard.person;
    });
    rename(body.pendingAssetRequests, (r) => {
      (r.asset as Record<string, unknown>).name = typedOnDashboard.asset;
      (r.user as Record<string, unknown>).name = typedOnDashboard.person;
    });
    await route.fulfill({ response, json: body });
  });
}

test('an admin reads the console’s frame, dashboard and profile in Hindi', async ({ browser }) => {
  const page = await hindiPage(browser);
  const typed = [adminName, ...Object.values(typedOnDashboard)];
  try {
    await readAccountAsHindi(page);
    await readDashboardWithKnownNames(page);
    await signIn(page, '/admin/login', demo.admin, demo.password);
    await expectPath(page, '/admin/dashboard');
    await expectVisible(page.getByRole('heading', { name: 'डैशबोर्ड', level: 1 }));
    await expectVisible(page.getByRole('heading', { name: 'आने वाली मीटिंग' }));
    await expectVisible(page.getByRole('navigation', { name: 'एडमिन' }).getByRole('link', { name: 'उपकरण प्रबंधन' }));
    await expectVisible(page.getByRole('link', { name: `${adminName} की प्रोफ़ाइल` }));
    await expectHindi(page, 'the admin dashboard in Hindi', typed);
    await screenshots(page, 'admin-dashboard');

    // The sidebar on a phone, opened from the header.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.getByRole('button', { name: 'साइडबार खोलें या बंद करें' }).click();
    await expectVisible(page.getByRole('navigation', { name: 'एडमिन' }).getByRole('link', { name: 'अनुरोध प्रबंधन' }));
    await expectHindi(page, 'the admin sidebar on a phone in Hindi', typed);
    await page.keyboard.press('Escape');
    await page.setViewportSize(laptopViewport);

    // The text size, by keyboard, on the admin's header too.
    await chooseTextSizeByKeyboard(page, 'और बड़ा');
    expect(await reading(page)).toMatchObject({ size: 'larger', rootPx: 22 });

    await page.goto('/admin/profile/info');
    await expectVisible(page.getByRole('heading', { name: adminName, level: 1 }));
    await expectHindi(page, 'the admin profile in Hindi', [...typed, ...(demo.admin.match(/[A-Za-z]+/g) ?? [])]);
    await screenshots(page, 'admin-profile-larger');

    await expectNoSidewaysScroll(page, ['/admin/dashboard', '/admin/profile/info'], 'in Hindi with larger text');
  } finally {
    await page.context().close();
  }
});
