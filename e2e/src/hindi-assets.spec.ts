import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type ApiSession, callAs, signInThroughApi, tinyPng } from './harness/api.ts';
import { describeViolations, expectNoSeriousAxeViolations, seriousAxeViolations } from './harness/axe.ts';
import { expectFocused, expectPath, expectToast, expectVisible, test } from './harness/fixtures.ts';
import { languageNames } from '@sahaya/contract/i18n/languages';
import { expectNoEnglishWords, hindiPage, hindiText, readAccountAsHindi } from './harness/hindi.ts';
import { screenshotsAtBothWidths } from './harness/layout.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { resultsDir } from './harness/paths.ts';
import { createVerifiedUser, demo } from './harness/people.ts';
import { press } from './harness/keyboard.ts';

/*
 * Borrowing equipment in Hindi: a person whose browser is set to Hindi finds a wheelchair, asks for
 * it by keyboard, reads the success and sees the request in My Requests; an admin who reads Hindi
 * adds one with its name, description and pickup note in Hindi, which a person reading Hindi finds
 * and reads, and approves their request. Every page and dialog on the way shows no English word of
 * the interface (only what the journey typed: names and the asset's English texts) and no serious
 * axe finding.
 */

const password = 'Sahaya@123';
const description = 'A light folding wheelchair with padded armrests, for trips to the clinic.';
/** The demo admin's name, shown in the admin's header. */
const adminName = 'Sahaya Admin';

/** A text of the contract in Hindi, by its key. */
const contractHindi = (key: string) => hindiText('packages/contract', key);

/** A text of the assets feature in Hindi, its placeholders filled in (`featureHindi('You are number {position} in line.', { position: 1 })`). */
const featureHindi = (id: string, values: Record<string, string | number> = {}) => hindiText('apps/web/src/features/assets', id, values);

/** The admin adds a wheelchair of its own, so no other journey touches its stock. */
async function addWheelchair(admin: ApiSession, stocks = 5): Promise<{ _id: string; name: string }> {
  const form = new FormData();
  form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'wheelchair.png');
  const { imageUrl } = await callAs<{ imageUrl: string }>(admin, 'POST', '/api/assets/image', form);
  const letters = randomLetters(8);
  const name = `Wheelchair ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
  const fields = { name, category: 'wheelchair', description, stocks, image: imageUrl };
  const { asset } = await callAs<{ asset: { _id: string } }>(admin, 'POST', '/api/assets', fields);
  return { _id: asset._id, name };
}

/** Tomorrow as the date box takes it (yyyy-MM-dd). */
function tomorrow(): string {
  return new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The day `days` after a yyyy-MM-dd day. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Signs in on a login page whatever its language, by the fields' kinds rather than their labels. */
async function signIn(page: Page, path: string, email: string, secret: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(secret);
  await page.locator('form button[type="submit"]').click();
}

/** The page at a laptop's width and a phone's, saved for a look. */
const screenshots = (page: Page, name: string) => screenshotsAtBothWidths(page, `hindi-assets-${name}`);

/**
 * The Latin-script words in `root` (the page's `main`, or the part of it this feature draws) outside `allowed`, as the harness's expectNoEnglishWords reads a
 * whole page: the text shown, and the names and hints of controls, e-mail addresses left out. The header and sidebar around `main` are the app's frame, checked by its own journeys.
 */
const englishWordsIn = (root: string, allowed: readonly string[]) => `(() => {
  const allowed = ${JSON.stringify([...allowed].sort((a, b) => b.length - a.length))};
  const main = document.querySelector(${JSON.stringify(root)});
  if (!main) return ['(nothing at ${root})'];
  const visible = (element) => {
    const style = getComputedStyle(element);
    return style.display !== 'none' && style.visibility !== 'hidden' && !element.closest('[hidden],[aria-hidden="true"]');
  };
  // What is read as a person sees it: an e-mail address that the page breaks with <wbr> stays one word.
  const texts = [main.innerText];
  // Dialogs and toasts are drawn outside main, over it: they are read as well (a toast's own close
  // button is the app frame's toaster, checked with the frame).
  const dialogs = [...document.querySelectorAll('[role="dialog"],[role="alertdialog"]')];
  for (const layer of [...dialogs, ...document.querySelectorAll('[data-sonner-toast]')]) texts.push(layer.innerText);
  for (const element of [main, ...dialogs].flatMap((root) => [...root.querySelectorAll('[aria-label],[title],[placeholder],[alt]')])) {
    if (!visible(element) || element.closest('[lang="en"]')) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
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

/**
 * No English word of the interface in `root` (the page's `main` unless told) and what is drawn over
 * it, and no serious axe finding on the page. With `whole`, the whole page is read, its header and
 * sidebar too.
 */
async function expectHindi(
  page: Page,
  state: string,
  allowed: readonly string[],
  { root = 'main', whole = false }: { root?: string; whole?: boolean } = {},
): Promise<void> {
  await page.locator(root).first().waitFor();
  if (whole) {
    await expectNoEnglishWords(page, state, allowed);
    await expectNoSeriousAxeViolations(page, state);
    return;
  }
  expect(await page.evaluate(englishWordsIn(root, allowed)), `English words in ${root} on ${state}`).toEqual([]);
  await expectNoSeriousAxeViolationsIn(page, state, root);
}

/**
 * Fails on a serious axe finding in `root` or a dialog over it; one in the app's frame around them
 * (its header and sidebar, checked by the frame's own journeys) is only told.
 */
async function expectNoSeriousAxeViolationsIn(page: Page, state: string, root: string): Promise<void> {
  const inside = `${root},[role="dialog"],[role="alertdialog"]`;
  const found = [];
  const around = [];
  for (const violation of await seriousAxeViolations(page)) {
    const nodes = [];
    for (const node of violation.nodes) {
      const selector = JSON.stringify(String(node.target.at(-1)));
      const within = await page.evaluate(`!!document.querySelector(${selector})?.closest(${JSON.stringify(inside)})`);
      if (within) nodes.push(node);
    }
    if (nodes.length > 0) found.push({ ...violation, nodes });
    if (nodes.length < violation.nodes.length) around.push(violation);
  }
  if (around.length > 0) console.warn(`axe-core, outside ${root} on ${state}:\n${describeViolations(around)}`);
  if (found.length > 0) throw new Error(`axe-core: ${found.length} serious or critical violation(s) on ${state} (${page.url()}):\n${describeViolations(found)}`);
}

/** The open tab of a page of tabs (My Requests, Request Management): what the assets feature draws there. */
const openTab = '[role="tabpanel"][data-state="active"]';

/** Keeps a screenshot of the page a journey failed on. */
async function failedScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(resultsDir, `hindi-assets-${name}-failed.png`), fullPage: true }).catch(() => undefined);
}

test('a person who reads Hindi finds a wheelchair, asks for it by keyboard and follows it in My Requests, all in Hindi', async ({
  browser,
}) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const asset = await addWheelchair(admin);
  const name = uniqueName('Kamala');
  const { email } = await createVerifiedUser(name, password);
  // The person chose Hindi for their account (their mails and notices follow it too).
  await callAs(await signInThroughApi(email, password, 'user'), 'PUT', '/api/users/me/preferences', { language: 'hi' });
  const typed = [name, asset.name, description];

  const page = await hindiPage(browser);
  try {
    await signIn(page, '/user/login', email, password);
    await expectPath(page, '/user/dashboard');

    // The catalogue, searched down to the new wheelchair.
    await page.goto('/user/assets');
    await expectVisible(page.getByRole('heading', { name: 'उपकरण', level: 1 }));
    await page.getByLabel('उपकरण खोजें').fill(asset.name);
    const cards = page.getByRole('list', { name: 'उपकरण' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(1);
    const card = cards.first();
    await expectVisible(card.getByRole('heading', { name: asset.name }));
    await expectVisible(card.getByText('व्हीलचेयर', { exact: true }));
    await expectVisible(card.getByText('स्टॉक में सिर्फ़ 5'));
    await expectHindi(page, 'the catalogue in Hindi', typed);
    await screenshots(page, 'catalogue');

    // The bell's own words: its name, and its panel opened and closed by keyboard.
    const bell = page.getByRole('button', { name: /^सूचनाएँ/ });
    await press(bell);
    await expectVisible(page.getByRole('heading', { name: 'सूचनाएँ', level: 2 }));
    await expectHindi(page, 'the notification panel in Hindi', typed, { root: '[data-notification-panel]' });
    await page.keyboard.press('Escape');
    await expectFocused(bell);

    // The request, by keyboard: the dialog, its date and quantity, and the success.
    const requestButton = card.getByRole('button', { name: `${asset.name} का अनुरोध करें` });
    await press(requestButton);
    const dialog = page.getByRole('dialog', { name: 'उपकरण का अनुरोध करें' });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText(`${asset.name}: स्टॉक में 5।`, { exact: false }));
    await expectHindi(page, 'the request dialog in Hindi', typed);
    await dialog.getByLabel('किस तारीख को चाहिए').fill(tomorrow());
    const quantity = dialog.getByLabel('संख्या');
    await quantity.fill('2');
    expect(await quantity.inputValue()).toBe('2');
    // The return day, two weeks on unless changed, and the free units of each day of the period.
    const returnBy = dialog.getByLabel(featureHindi('Return by'));
    await expect.poll(() => returnBy.inputValue()).toBe(addDays(tomorrow(), 14));
    await returnBy.fill(addDays(tomorrow(), 6));
    const days = dialog.getByRole('list', { name: featureHindi('Free units per day') }).getByRole('listitem');
    await expect.poll(() => days.count()).toBe(7);
    await expectHindi(page, 'the request dialog with its return day and free days in Hindi', typed);
    await screenshots(page, 'request-dialog');
    await press(dialog.getByRole('button', { name: 'अनुरोध भेजें' }));
    await expectToast(page, contractHindi('assetRequestMessages.requested'));
    await dialog.waitFor({ state: 'detached' });
    await expectFocused(requestButton);
    await expectHindi(page, 'the catalogue with the success in Hindi', typed);

    // The asset's page: its details, its availability and the person's request.
    await press(card.getByRole('link', { name: `${asset.name} का विवरण देखें` }));
    await expectPath(page, `/user/assets/${asset._id}`);
    await expectVisible(page.getByRole('heading', { name: asset.name, level: 1 }));
    await expectVisible(page.getByText('मुख्य भंडार'));
    await expectVisible(page.getByRole('heading', { name: 'इस उपकरण के लिए आपके अनुरोध' }));
    await expectHindi(page, 'the asset page in Hindi', typed);
    await screenshots(page, 'asset');
    await page.getByRole('tab', { name: 'उपलब्धता' }).click();
    await expectVisible(page.getByText('अभी स्टॉक में:'));
    await expectHindi(page, 'the availability tab in Hindi', typed);

    // My Requests: the request, pending.
    await page.goto('/user/requests?tab=assets');
    const requests = page.getByRole('list', { name: 'उपकरण अनुरोध' }).getByRole('listitem');
    await expect.poll(() => requests.count()).toBe(1);
    await expectVisible(requests.first().getByRole('link', { name: asset.name }));
    await expectVisible(requests.first().getByText('2', { exact: true }));
    await expectHindi(page, 'My Requests in Hindi', typed, { root: openTab });
    await screenshots(page, 'my-requests');

    // An asset with none on the shelf: the person joins its waiting list, and reads their place.
    const lent = await addWheelchair(admin, 0);
    await page.goto(`/user/assets/${lent._id}`);
    await expectVisible(page.getByRole('heading', { name: lent.name, level: 1 }));
    await press(page.getByRole('button', { name: featureHindi('Join the waiting list') }));
    await expectVisible(page.getByText(featureHindi('You are number {position} in line.', { position: 1 })));
    await expectVisible(page.getByRole('button', { name: featureHindi('Leave the waiting list') }));
    await expectHindi(page, 'the waiting list in Hindi', [...typed, lent.name]);
    await screenshots(page, 'waiting-list');
  } catch (error) {
    await failedScreenshot(page, 'user');
    throw error;
  } finally {
    await page.context().close();
  }
});

test('an admin who reads Hindi adds a wheelchair with its Hindi name and pickup note, a person reading Hindi finds it by them, and the admin approves their request, all in Hindi', async ({
  browser,
}) => {
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const name = uniqueName('Savitri');
  const { email } = await createVerifiedUser(name, password);
  const requester = await signInThroughApi(email, password, 'user');
  // The person chose Hindi for their account.
  await callAs(requester, 'PUT', '/api/users/me/preferences', { language: 'hi' });
  const letters = randomLetters(8);
  const english = { name: `Wheelchair ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`, pickupNote: 'Sahaya office, MG Road: Monday to Saturday, 10 AM to 4 PM' };
  // Its digits keep the Hindi name apart from every other journey's.
  const hindi = {
    name: `फ़ोल्डिंग व्हीलचेयर ${String(Date.now()).slice(-6)}`,
    description: 'गद्दीदार हत्थों वाली हल्की व्हीलचेयर, क्लिनिक जाने के लिए।',
    pickupNote: 'सहाया दफ़्तर, एमजी रोड: सोमवार से शनिवार, सुबह 10 से शाम 4 बजे तक',
  };
  const typed = [name, english.name, description, english.pickupNote, adminName, email];
  const inHindiLabel = (id: string) => featureHindi(id, { name: languageNames.hi });

  const page = await hindiPage(browser);
  try {
    await readAccountAsHindi(page);
    await signIn(page, '/admin/login', demo.admin, demo.password);
    await expectPath(page, '/admin/dashboard');

    // Add Asset: the English fields with a pickup note, then the optional group of Hindi ones, each input marked as Hindi.
    await page.goto('/admin/addAsset');
    const inHindi = page.getByRole('group', { name: new RegExp(languageNames.hi) });
    await expectVisible(inHindi);
    await expectHindi(page, 'the Add Asset form in Hindi', typed);
    await page.getByLabel(featureHindi('Name'), { exact: true }).fill(english.name);
    await page.getByLabel(featureHindi('Category'), { exact: true }).selectOption('wheelchair');
    await page.getByLabel(featureHindi('Description'), { exact: true }).fill(description);
    await page.getByLabel(featureHindi('Stocks'), { exact: true }).fill('5');
    await page.getByLabel(featureHindi('Pickup note (optional)'), { exact: true }).fill(english.pickupNote);
    const hindiName = inHindi.getByLabel(inHindiLabel('Name in {name}'));
    expect(await hindiName.getAttribute('lang')).toBe('hi');
    // A symbol in the Hindi name is told beside it, in Hindi, as the field is left.
    await hindiName.fill('व्हील@चेयर');
    await page.keyboard.press('Tab');
    await expectVisible(inHindi.getByText(contractHindi('assetMessages.translatedNameInvalid')));
    expect(await hindiName.getAttribute('aria-invalid')).toBe('true');
    await expectHindi(page, 'the Add Asset form with a wrong Hindi name', typed);
    await hindiName.fill(hindi.name);
    await inHindi.getByLabel(inHindiLabel('Description in {name}')).fill(hindi.description);
    await inHindi.getByLabel(inHindiLabel('Pickup note in {name}')).fill(hindi.pickupNote);
    await expect.poll(() => inHindi.getByText(contractHindi('assetMessages.translatedNameInvalid')).count()).toBe(0);
    await page.getByLabel(new RegExp(`^${featureHindi('Image')}`)).setInputFiles({ name: 'wheelchair.png', mimeType: 'image/png', buffer: tinyPng });
    await screenshots(page, 'add-asset');
    await press(page.getByRole('button', { name: featureHindi('Add Asset'), exact: true }));
    await expectToast(page, contractHindi('assetMessages.added'));
    await expectPath(page, '/admin/assetManagement');
    const found = await callAs<{ assets: { _id: string; shortCode: string }[] }>(admin, 'GET', `/api/assets?search=${encodeURIComponent(english.name)}`);
    expect(found.assets).toHaveLength(1);
    // The admin reads Hindi, so the pages name the asset by its Hindi name from here on; its code is the same in every language.
    const asset = { _id: found.assets[0]!._id, name: hindi.name };
    typed.push(asset._id, found.assets[0]!.shortCode);

    // A person reading Hindi finds it by the name they read, and its page says where to collect it.
    const reader = await hindiPage(browser);
    try {
      await signIn(reader, '/user/login', email, password);
      await expectPath(reader, '/user/dashboard');
      await reader.goto('/user/assets');
      await reader.getByLabel('उपकरण खोजें').fill(hindi.name);
      const cards = reader.getByRole('list', { name: 'उपकरण' }).getByRole('listitem');
      await expect.poll(() => cards.count()).toBe(1);
      await expectVisible(cards.first().getByRole('heading', { name: hindi.name }));
      await expectVisible(cards.first().getByText(hindi.description));
      await expectHindi(reader, 'the catalogue with an asset written in Hindi', [name]);
      await screenshots(reader, 'written-catalogue');
      await press(cards.first().getByRole('link', { name: `${hindi.name} का विवरण देखें` }));
      await expectPath(reader, `/user/assets/${asset._id}`);
      await expectVisible(reader.getByRole('heading', { name: hindi.name, level: 1 }));
      await expectVisible(reader.getByText(hindi.description));
      await expectVisible(reader.getByText(hindi.pickupNote));
      await expectHindi(reader, 'the page of an asset written in Hindi', [name]);
      await screenshots(reader, 'written-asset');
    } catch (error) {
      await failedScreenshot(reader, 'reader');
      throw error;
    } finally {
      await reader.context().close();
    }

    const { assetRequest } = await callAs<{ assetRequest: { _id: string } }>(requester, 'POST', `/api/assetRequests/${asset._id}`, {
      requestedDate: tomorrow(),
      quantity: 2,
    });
    // The request's id is shown in its details, as the server made it.
    typed.push(assetRequest._id);

    // The request's card in Request Management, found by its asset.
    await page.goto('/admin/requestManagement?tab=assets');
    await page.getByPlaceholder('उपकरण या अनुरोध करने वाले का नाम').fill(asset.name);
    const card = page.getByRole('article', { name: asset.name });
    await expectVisible(card);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await expectVisible(card.getByText(`${name} का अनुरोध`));
    await card.getByRole('button', { name: 'विवरण दिखाएँ' }).click();
    await expectVisible(card.getByText('2 यूनिट', { exact: true }));
    // CSV names the deposits file's format, as PNG does a picture's: the same in every language.
    await expectHindi(page, 'the asset requests in Hindi', [...typed, 'CSV'], { root: openTab });
    await screenshots(page, 'request-management');

    // Approving it: the dialog asks first, the success is told and the card reads approved.
    await press(card.getByRole('button', { name: 'अनुरोध स्वीकार करें' }));
    const dialog = page.getByRole('dialog', { name: 'अनुरोध स्वीकार करें' });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText(`${asset.name}, 2 यूनिट, ${name} के लिए`));
    await expectHindi(page, 'the approve dialog in Hindi', [...typed, 'CSV']);
    await press(dialog.getByRole('button', { name: 'स्वीकार करें', exact: true }));
    await expectToast(page, contractHindi('assetRequestMessages.approved'));
    await dialog.waitFor({ state: 'detached' });
    await expectVisible(card.getByRole('button', { name: 'लौटाया गया दर्ज करें' }));
    await expectHindi(page, 'the approved request in Hindi', [...typed, 'CSV'], { root: openTab });

    // The asset's own page for the admin: approved, not yet handed over, the units are still on the shelf.
    await page.goto(`/admin/assets/${asset._id}`);
    await expectVisible(page.getByRole('heading', { name: asset.name, level: 1 }));
    await expectVisible(page.getByText('स्टॉक में 5', { exact: true }));
    await expectHindi(page, 'the admin asset page in Hindi', typed);
    await screenshots(page, 'admin-asset');

    // Edit Asset holds what was written, whatever the admin reads: the English name and the Hindi texts, each in its field.
    const edit = page.getByRole('button', { name: featureHindi('Edit Asset') });
    await press(edit);
    const editDialog = page.getByRole('dialog', { name: featureHindi('Edit Asset') });
    await expectVisible(editDialog);
    expect(await editDialog.getByLabel(featureHindi('Name'), { exact: true }).inputValue()).toBe(english.name);
    expect(await editDialog.getByLabel(inHindiLabel('Name in {name}')).inputValue()).toBe(hindi.name);
    expect(await editDialog.getByLabel(inHindiLabel('Pickup note in {name}')).inputValue()).toBe(hindi.pickupNote);
    await expectHindi(page, 'the Edit Asset dialog in Hindi', typed);
    await screenshots(page, 'edit-asset');
    await page.keyboard.press('Escape');
    await editDialog.waitFor({ state: 'detached' });
    await expectFocused(edit);

    // The loan comes back needing repair: the dialog's choice and note, in Hindi.
    const repairNote = 'Left wheel wobbles';
    typed.push(repairNote);
    await page.goto('/admin/requestManagement?tab=assets');
    await page.getByPlaceholder('उपकरण या अनुरोध करने वाले का नाम').fill(asset.name);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await press(card.getByRole('button', { name: 'लौटाया गया दर्ज करें' }));
    const returned = page.getByRole('dialog', { name: 'लौटाया गया दर्ज करें' });
    await expectVisible(returned);
    await returned.getByRole('radio', { name: featureHindi('Needs repair') }).check();
    await returned.getByLabel(featureHindi('What needs repair?')).fill(repairNote);
    await expectHindi(page, 'the return dialog needing repair in Hindi', typed, { root: '[role="dialog"]' });
    await screenshots(page, 'return-dialog');
    await press(returned.getByRole('button', { name: 'लौटाया गया दर्ज करें' }));
    await expectToast(page, contractHindi('assetRequestMessages.returnedForRepair'));
    await returned.waitFor({ state: 'detached' });

    // The asset's page: the units in repair and the repairs to mark ready.
    await page.goto(`/admin/assets/${asset._id}`);
    await expectVisible(page.getByText(featureHindi('In repair: {inRepair}', { inRepair: 2 })));
    const repairs = page.getByRole('list', { name: featureHindi('Units waiting for repair') }).getByRole('listitem');
    await expectVisible(repairs.filter({ hasText: repairNote }));
    await expectHindi(page, 'the repairs of the admin asset page in Hindi', typed);
    await screenshots(page, 'admin-repairs');

    // Its history, in sentences of Hindi.
    await page.getByRole('tab', { name: featureHindi('History') }).click();
    const events = page.getByRole('list', { name: featureHindi('Asset history') }).getByRole('listitem');
    await expect.poll(() => events.count()).toBeGreaterThanOrEqual(3);
    await expectHindi(page, 'the history of the admin asset page in Hindi', typed);
    await screenshots(page, 'admin-history');

    // The repair is done.
    await page.getByRole('tab', { name: featureHindi('Details') }).click();
    await press(repairs.first().getByRole('button', { name: new RegExp(`^${featureHindi('Mark ready')}`) }));
    await expectToast(page, contractHindi('repairMessages.ready'));
    await expectHindi(page, 'the admin asset page after the repair in Hindi', typed);
  } catch (error) {
    await failedScreenshot(page, 'admin');
    throw error;
  } finally {
    await page.context().close();
  }
}, 180_000);
