import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { callAs, signInThroughApi, uploadCertificates } from './harness/api.ts';
import { describeViolations, seriousAxeViolations } from './harness/axe.ts';
import { expectPath, expectToast, expectVisible, test } from './harness/fixtures.ts';
import { hindiPage, readAccountAsHindi } from './harness/hindi.ts';
import { screenshotOnPhone } from './harness/layout.ts';
import { uniqueName } from './harness/names.ts';
import { createVerifiedUser, demo } from './harness/people.ts';
import { resultsDir } from './harness/paths.ts';

const password = 'Sahaya@123';
/** The demo admin's name, shown in the admin's header. */
const adminName = 'Sahaya Admin';

/** Signs in on a login page whatever its language, by the fields' kinds rather than their labels. */
async function signIn(page: Page, path: string, email: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(email === demo.admin ? demo.password : password);
  await page.locator('form button[type="submit"]').click();
}

/** A browser set to Hindi, with Hindi chosen on the language switch already (its cookie). */
async function hindiReader(browser: Parameters<typeof hindiPage>[0]): Promise<Page> {
  const page = await hindiPage(browser);
  await page.context().addCookies([{ name: 'sahaya-language', value: 'hi', url: inject('baseUrl') }]);
  return page;
}

/** The page as a phone shows it, saved for a look, then back to the laptop's width. */
const phoneScreenshot = (page: Page, name: string) => screenshotOnPhone(page, `hindi-people-${name}`);

/**
 * Every text a person can read or hear inside `root` (shown text, and the names and hints of
 * controls), as harness/hindi.ts collects them for a whole page.
 */
const readableTextsIn = `(() => {
  const texts = [];
  const visible = (element) => {
    const style = getComputedStyle(element);
    return style.display !== 'none' && style.visibility !== 'hidden' && !element.closest('[hidden],[aria-hidden="true"]');
  };
  for (const root of document.querySelectorAll('[data-hindi-check]')) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !visible(parent) || parent.closest('script,style,noscript,[lang="en"]')) continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of [root, ...root.querySelectorAll('[aria-label],[title],[placeholder],[alt],[aria-description]')]) {
      if (!visible(element) || element.closest('[lang="en"]')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
  }
  return texts;
})()`;

/**
 * Fails on a word in Latin letters inside `roots` that is not in `allowed`. The pages of this
 * journey are checked in what they draw themselves (main, and their dialogs); the frame around
 * them (header, menus) is the shell's and has its own journey.
 */
async function expectNoEnglishWordsIn(roots: Locator[], state: string, allowed: readonly string[]): Promise<void> {
  const page = roots[0]?.page();
  if (!page) return;
  for (const root of roots) for (const element of await root.all()) await element.evaluate((node) => node.setAttribute('data-hindi-check', ''));
  const texts = (await page.evaluate(readableTextsIn)) as string[];
  await page.evaluate('document.querySelectorAll("[data-hindi-check]").forEach((node) => node.removeAttribute("data-hindi-check"))');
  const words = new Set<string>();
  for (let text of texts) {
    for (const phrase of [...allowed].sort((a, b) => b.length - a.length)) text = text.split(phrase).join(' ');
    text = text.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
    for (const word of text.match(/[A-Za-z]{2,}/g) ?? []) words.add(word);
  }
  expect([...words], `English words on ${state}`).toEqual([]);
}

/** Runs `journey` on `page`, keeping a screenshot of where it stopped if it fails, and closes the page's browser. */
async function onPage(page: Page, name: string, journey: () => Promise<void>): Promise<void> {
  try {
    await journey();
  } catch (error) {
    await page.screenshot({ path: join(resultsDir, `hindi-people-${name}-failed.png`), fullPage: true }).catch(() => undefined);
    throw error;
  } finally {
    await page.context().close();
  }
}

/** An e-mail address, and its pieces as the page may break it (a line may break before @ or a dot). */
const emailParts = (email: string) => [email, ...email.split(/[^A-Za-z0-9]+/).filter(Boolean)];

/**
 * No serious axe finding on what the page draws itself (main and its dialogs): axe checks the whole
 * page, and a finding in the frame around it is left to the frame's own journey.
 */
async function expectNoSeriousAxeViolationsInPage(page: Page, state: string): Promise<void> {
  const ours = [];
  for (const violation of await seriousAxeViolations(page)) {
    const nodes = [];
    for (const node of violation.nodes) {
      const selector = JSON.stringify(String(node.target[0]));
      const inPage = await page.evaluate(`!!document.querySelector(${selector})?.closest('main,[role="dialog"],[role="alertdialog"]')`);
      if (inPage) nodes.push(node);
    }
    if (nodes.length > 0) ours.push({ ...violation, nodes });
  }
  expect(ours.length, `axe-core on ${state} (${page.url()}):\n${describeViolations(ours)}`).toBe(0);
}

/** No English word of the interface in `main` and its open dialogs, and no serious axe finding there. */
async function expectHindi(page: Page, state: string, allowed: readonly string[], roots = [page.locator('main'), page.getByRole('dialog'), page.getByRole('alertdialog')]): Promise<void> {
  await page.locator('main').waitFor();
  await expectNoEnglishWordsIn(roots, state, allowed);
  await expectNoSeriousAxeViolationsInPage(page, state);
}

test('an admin who reads Hindi finds a user, reads their details and opens the add-user form, all in Hindi', async ({ browser }) => {
  const name = uniqueName('Kamala');
  const { email } = await createVerifiedUser(name, password);
  const person = await signInThroughApi(email, password, 'user');
  await uploadCertificates(person);
  await callAs(person, 'POST', '/api/addresses', {
    fname: 'Kamala',
    lname: 'Devi',
    street: '14 Gandhi Nagar',
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    country: 'India',
    pincode: '226001',
  });
  const typed = [name, 'Kamala Devi', '14 Gandhi Nagar', 'Lucknow', 'Uttar Pradesh', 'India', adminName, ...emailParts(email)];

  const page = await hindiReader(browser);
  await onPage(page, 'admin', async () => {
    await readAccountAsHindi(page);
    await signIn(page, '/admin/login', demo.admin);
    await expectPath(page, '/admin/dashboard');

    // The users list, searched down to the one person.
    await page.goto('/admin/userManagement');
    await expectVisible(page.getByRole('heading', { name: 'उपयोगकर्ताओं की सूची', level: 1 }));
    await page.getByLabel('नाम से खोजें').fill(name);
    const row = page.getByRole('row').filter({ hasText: email });
    await expectVisible(row);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await expectVisible(row.getByText('सक्रिय', { exact: true }));
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(['क्रम सं.', 'प्रोफ़ाइल', 'नाम', 'ईमेल', 'जुड़ने की तारीख', 'स्थिति', 'कार्रवाई']);
    await expectVisible(page.getByText('कुल उपयोगकर्ता: 1'));
    await phoneScreenshot(page, 'users-list');
    await expectHindi(page, 'the users list in Hindi', typed);

    // The person's details: profile, address as typed, certificates and activity.
    await row.getByRole('link', { name: `${name} को देखें` }).click();
    await expectVisible(page.getByRole('heading', { name, level: 1 }));
    await expectVisible(page.getByText('प्रमाणपत्र 1', { exact: true }).first());
    await expectVisible(page.getByText('14 Gandhi Nagar'));
    await expectVisible(page.getByText('हाल में कोई गतिविधि नहीं'));
    await expectVisible(page.getByRole('button', { name: 'ब्लॉक करें', exact: true }));
    await phoneScreenshot(page, 'user-details');
    await expectHindi(page, 'a user’s details in Hindi', typed);
    await page.getByRole('button', { name: 'प्रमाणपत्र 1 देखें' }).click();
    const preview = page.getByRole('dialog', { name: 'प्रमाणपत्र 1' });
    await expectVisible(preview.getByText(`${name} का प्रमाणपत्र`));
    await expectNoEnglishWordsIn([preview], 'the certificate preview in Hindi', typed);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'ब्लॉक करें', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `${name} को ब्लॉक करें?` });
    await expectVisible(confirm.getByRole('button', { name: 'हाँ, ब्लॉक करें' }));
    await expectHindi(page, 'the block confirmation in Hindi', typed);
    await page.keyboard.press('Escape');

    // The add-user form, and what it says when sent empty.
    await page.goto('/admin/addUser');
    await expectVisible(page.getByRole('heading', { name: 'नया उपयोगकर्ता जोड़ें', level: 1 }));
    // The country list names every country in Hindi, India first chosen.
    await expect.poll(() => page.locator('select option:checked').allInnerTexts()).toContain('भारत');
    await expectHindi(page, 'the add-user form in Hindi', typed);
    await page.getByRole('button', { name: 'उपयोगकर्ता जोड़ें', exact: true }).click();
    await expectVisible(page.locator('main').getByRole('alert').first());
    await phoneScreenshot(page, 'add-user');
    await expectHindi(page, 'the add-user form’s messages in Hindi', typed);
  });
});

test('a user who reads Hindi adds an address to their address book, all in Hindi', async ({ browser }) => {
  const name = uniqueName('Savitri');
  const { email } = await createVerifiedUser(name, password);
  // Their account reads Hindi (the choice follows a person to any browser they sign in on).
  await callAs(await signInThroughApi(email, password, 'user'), 'PUT', '/api/users/me/preferences', { language: 'hi' });
  const typed = [name, 'Savitri Sharma', 'Savitri', 'Sharma', '7 Civil Lines', 'Jaipur', 'Rajasthan', 'India', ...emailParts(email)];

  const page = await hindiReader(browser);
  await onPage(page, 'user', async () => {
    await signIn(page, '/user/login', email);
    await expectPath(page, '/user/dashboard');
    await page.goto('/user/profile/info');
    // The address book is this journey's; the rest of the profile page is checked by the profile's own.
    const book = page.getByRole('region', { name: 'मेरे पते' });
    await expectVisible(book.getByText('अभी कोई पता सहेजा नहीं गया है।', { exact: false }));

    await book.getByRole('button', { name: 'पता जोड़ें' }).click();
    const dialog = page.getByRole('dialog', { name: 'पता जोड़ें' });
    await expectVisible(dialog);
    await expectHindi(page, 'the Add address dialog in Hindi', typed, [book, dialog]);
    // Sent empty, the form says in Hindi what each field needs.
    await dialog.getByRole('button', { name: 'पता सहेजें' }).click();
    await expectVisible(dialog.getByRole('alert').first());
    await expectNoEnglishWordsIn([dialog], 'the Add address dialog’s messages in Hindi', typed);

    // The fields by their kinds (their labels are the shared address fields').
    await dialog.locator('input[autocomplete="given-name"]').fill('Savitri');
    await dialog.locator('input[autocomplete="family-name"]').fill('Sharma');
    await dialog.locator('input[autocomplete="street-address"]').fill('7 Civil Lines');
    await dialog.locator('input[autocomplete="address-level2"]').fill('Jaipur');
    await dialog.locator('input[autocomplete="address-level1"]').fill('Rajasthan');
    await dialog.locator('input[autocomplete="country-name"]').fill('India');
    await dialog.locator('input[autocomplete="postal-code"]').fill('302006');
    await phoneScreenshot(page, 'add-address');
    await dialog.getByRole('button', { name: 'पता सहेजें' }).click();
    await expectToast(page, 'पता जोड़ दिया गया!');
    await dialog.waitFor({ state: 'detached' });

    const saved = book.getByRole('list', { name: 'सहेजे गए पते' });
    await expectVisible(saved.getByText('7 Civil Lines'));
    await expectVisible(saved.getByText('मुख्य', { exact: true }));
    await expectVisible(saved.getByRole('button', { name: 'हटाएँ: 7 Civil Lines' }));
    await phoneScreenshot(page, 'address-book');
    await expectHindi(page, 'the address book with an address in Hindi', typed, [book]);
  });
});
