/**
 * A person who reads Hindi: a browser whose language is Hindi (as a phone set to हिन्दी is), and the
 * check that a page in Hindi shows no English word of the interface. What people typed (names,
 * e-mail addresses, asset names) and numbers may be in Latin script; the language switch names
 * English in English.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectPath, personalPage } from './fixtures.ts';
import { demo } from './people.ts';
import { repoRoot } from './paths.ts';

/**
 * A text in Hindi as the catalogue under `folder` has it (`packages/contract` by key,
 * `apps/web/src/features/assets` by its English), with its `{placeholders}` filled in: what a
 * journey expects to read.
 */
export function hindiText(folder: string, id: string, values: Record<string, string | number> = {}): string {
  const catalogue = readFileSync(join(repoRoot, folder, 'locales/hi.po'), 'utf8');
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/"/g, '\\\\"');
  const found = new RegExp(`\nmsgid "${escaped}"\nmsgstr "((?:[^"\\\\]|\\\\.)*)"`).exec(catalogue);
  if (!found?.[1]) throw new Error(`No Hindi for "${id}" in ${folder}`);
  return found[1].replace(/\\"/g, '"').replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** A page in a browser set to Hindi, as a first visit would be. */
export function hindiPage(browser: Browser): Promise<Page> {
  return personalPage(browser, { locale: 'hi-IN', extraHTTPHeaders: { 'Accept-Language': 'hi-IN,hi;q=0.9' } });
}

/**
 * The demo admin is shared by every journey, so its account's language is never changed: the
 * account is read as one whose language is Hindi (GET /api/users/me), which keeps the page in
 * Hindi after sign-in, as it would for an admin who chose Hindi, and saves nothing.
 */
export async function readAccountAsHindi(page: Page): Promise<void> {
  await page.route('**/api/users/me', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { preferences?: { language: string | null } };
    if (body.preferences) body.preferences.language = 'hi';
    await route.fulfill({ response, json: body });
  });
}

/** The demo admin signs in on a Hindi page, its account read as one whose language is Hindi (`readAccountAsHindi`). */
export async function logInAsAdminInHindi(page: Page): Promise<void> {
  await readAccountAsHindi(page);
  await page.goto('/admin/login', { waitUntil: 'networkidle' });
  await page.locator('input[type="email"]').fill(demo.admin);
  await page.locator('input[type="password"]').fill(demo.password);
  await page.locator('form button[type="submit"]').click();
  await expectPath(page, '/admin/dashboard');
}

/** Every text a person can read or hear on the page: what is shown, and the names and hints of its controls. */
const readableTexts = `(() => {
  const texts = [document.title];
  const visible = (element) => {
    const style = getComputedStyle(element);
    return style.display !== 'none' && style.visibility !== 'hidden' && !element.closest('[hidden],[aria-hidden="true"]');
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !visible(parent) || parent.closest('script,style,noscript,[lang="en"]')) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of document.body.querySelectorAll('[aria-label],[title],[placeholder],[alt],[aria-description]')) {
    if (!visible(element) || element.closest('[lang="en"]')) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
})()`;

/**
 * Fails when the page shows a word in Latin letters that is not in `allowed` (the names, e-mail
 * addresses and other things people typed that the journey put there).
 */
export async function expectNoEnglishWords(page: Page, state: string, allowed: readonly string[] = []): Promise<void> {
  const texts = (await page.evaluate(readableTexts)) as string[];
  const words = new Set<string>();
  for (let text of texts) {
    for (const phrase of [...allowed].sort((a, b) => b.length - a.length)) text = text.split(phrase).join(' ');
    text = text.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
    for (const word of text.match(/[A-Za-z]{2,}/g) ?? []) words.add(word);
  }
  expect([...words], `English words on ${state}`).toEqual([]);
}

/**
 * The Latin-script words of what this feature draws: the page's `main`, its dialogs and its toasts,
 * as they are shown and as their controls are named. The frame around them (header, menus) is the
 * shell's, checked by its own journey.
 */
const featureWords = (allowed: readonly string[]) => `(() => {
  const allowed = ${JSON.stringify([...allowed].sort((a, b) => b.length - a.length))};
  const roots = [...document.querySelectorAll('main, [role="dialog"], [role="alertdialog"], [data-sonner-toaster]')];
  const visible = (element) => {
    const style = getComputedStyle(element);
    return style.display !== 'none' && style.visibility !== 'hidden' && !element.closest('[hidden],[aria-hidden="true"]');
  };
  const texts = [];
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // An e-mail address is drawn in pieces (to break lines), so its link is left out whole.
      if (parent && visible(parent) && !parent.closest('script,style,[lang="en"],a[href^="mailto:"]')) texts.push(node.textContent ?? '');
    }
    for (const element of root.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
      if (!visible(element) || element.closest('[lang="en"]')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) texts.push(element.getAttribute(name) ?? '');
    }
  }
  const words = new Set();
  for (let text of texts) {
    for (const phrase of allowed) text = text.split(phrase).join(' ');
    text = text.replace(/\\S+@\\S+/g, ' ').replace(/https?:\\/\\/\\S+/g, ' ');
    for (const word of text.match(/[A-Za-z]{2,}/g) ?? []) words.add(word);
  }
  return [...words];
})()`;

/** The Latin-script words a feature's own parts show outside `allowed` (see featureWords). */
export const featureEnglishWords = async (page: Page, allowed: readonly string[]): Promise<string[]> =>
  (await page.evaluate(featureWords(allowed))) as string[];
