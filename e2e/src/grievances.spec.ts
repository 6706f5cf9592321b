/**
 * The grievance desk (DPDP Rules 2025, Rule 9) end to end: a person raises a grievance by keyboard
 * from the privacy page's link and reads its reference; the admin finds it on the desk, overdue
 * filter and all, and answers it by keyboard in the dialog; the person reads the reply on their page
 * and in the bell. Once in Hindi. Every page and the dialog pass axe; pictures at 1280 and 375 px.
 */
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { callAs, signInThroughApi } from './harness/api.ts';
import { expectNoSeriousAxeViolations } from './harness/axe.ts';
import { expectFocused, expectPath, expectVisible, personalPage, test } from './harness/fixtures.ts';
import { expectNoEnglishWords, hindiPage, hindiText } from './harness/hindi.ts';
import { tabTo } from './harness/keyboard.ts';
import { afterLayout, screenshotsAtBothWidths } from './harness/layout.ts';
import { createVerifiedUser, logInAsAdmin, logInAsUser } from './harness/people.ts';

const password = 'Sahaya@123';

/** The page at a laptop's and a phone's width, saved for a look, then back to the laptop's. */
const screenshots = (page: Page, name: string) => screenshotsAtBothWidths(page, `grievances/${name}`);

const REFERENCE = /GRV-\d{4}-\d{6}/;

test('a person raises a grievance by keyboard, the admin answers it on the desk, and the person reads the reply', async ({ page, browser }) => {
  const { email } = await createVerifiedUser('Lakshmi Iyer', password);
  await logInAsUser(page, email, password);

  // From the privacy page's link to the person's grievances.
  await page.goto('/privacy');
  await tabTo(page, page.getByRole('link', { name: 'Grievances', exact: true }), { limit: 120 });
  await page.keyboard.press('Enter');
  await expectPath(page, '/user/grievances');
  await expectVisible(page.getByRole('heading', { name: 'Grievances', level: 1 }));
  await expectVisible(page.getByText('You have raised no grievances.'));
  await expectNoSeriousAxeViolations(page, 'the grievances page, empty');

  // A mistake is told beside its field, and focus goes there.
  await tabTo(page, page.getByRole('button', { name: 'Raise grievance' }), { limit: 60 });
  await page.keyboard.press('Enter');
  await expectVisible(page.getByText('Write what your grievance is about.'));
  await expectFocused(page.getByLabel('Subject', { exact: true }));

  await page.keyboard.type('Volunteer had my old address');
  await tabTo(page, page.getByLabel('Details', { exact: true }));
  await page.keyboard.type('A volunteer came to my old house. Please remove the old address from my records.');
  await expectVisible(page.getByText('28 / 120'));
  await tabTo(page, page.getByRole('button', { name: 'Raise grievance' }));
  await page.keyboard.press('Enter');

  const raised = page.getByRole('status').filter({ hasText: 'Your grievance is recorded as' });
  await expectVisible(raised);
  await expectFocused(raised);
  const reference = REFERENCE.exec((await raised.textContent()) ?? '')?.[0];
  expect(reference).toBeTruthy();
  const mine = page.getByRole('article', { name: 'Volunteer had my old address' });
  await expectVisible(mine.getByText(reference!));
  await expectVisible(mine.getByText('Open', { exact: true }));
  await expectNoSeriousAxeViolations(page, 'the grievances page with one raised');
  await screenshots(page, 'grievances-raised');

  // The admin: the dashboard counts it and leads to the desk.
  const admin = await personalPage(browser);
  await logInAsAdmin(admin);
  await expectVisible(admin.getByRole('heading', { name: 'Open Grievances' }));
  await tabTo(admin, admin.getByRole('link', { name: 'Open the grievance desk' }), { limit: 80 });
  await admin.keyboard.press('Enter');
  await expectPath(admin, '/admin/grievances');
  await expectVisible(admin.getByRole('heading', { name: 'Grievance desk', level: 1 }));
  const item = admin.getByRole('article').filter({ hasText: reference! });
  await expectVisible(item.getByText('Lakshmi Iyer', { exact: false }));
  await expectNoSeriousAxeViolations(admin, 'the grievance desk');
  await screenshots(admin, 'grievance-desk');

  // Filtered to the overdue ones, a new grievance is not there.
  // The box follows the address, which the router changes in a transition: a click, then its tick
  // once the page is drawn again (a check() would look for the tick at once).
  const overdueOnly = admin.getByLabel('Overdue only');
  await overdueOnly.click();
  await expect.poll(() => new URL(admin.url()).search).toBe('?overdue=true');
  await expect.poll(() => overdueOnly.isChecked()).toBe(true);
  await expectVisible(admin.getByRole('heading', { name: 'Grievance desk', level: 1 }));
  await expect.poll(() => item.count()).toBe(0);
  await overdueOnly.click();
  await expect.poll(() => overdueOnly.isChecked()).toBe(false);
  await expectVisible(item);

  // The answer, by keyboard: resolving needs a reply.
  const answer = item.getByRole('button', { name: `Answer ${reference}` });
  await tabTo(admin, answer, { limit: 120 });
  await admin.keyboard.press('Enter');
  const dialog = admin.getByRole('dialog', { name: `Answer grievance ${reference}` });
  await expectVisible(dialog);
  // Focus starts in the first field, the answer's status.
  await expectFocused(dialog.getByLabel('Status'));
  await expectNoSeriousAxeViolations(admin, 'the answer dialog');
  // Cancel lets what was typed go: the dialog opens again empty.
  const replyField = dialog.getByLabel('Reply', { exact: true });
  await replyField.fill('Not yet');
  await tabTo(admin, dialog.getByRole('button', { name: 'Cancel' }));
  await admin.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await expectFocused(answer);
  await admin.keyboard.press('Enter');
  await expectVisible(dialog);
  await expect.poll(() => replyField.inputValue()).toBe('');
  await tabTo(admin, dialog.getByLabel('Status'));
  await admin.keyboard.press('ArrowDown');
  await expect.poll(() => dialog.getByLabel('Status').inputValue()).toBe('resolved');
  await tabTo(admin, dialog.getByRole('button', { name: 'Send answer' }));
  await admin.keyboard.press('Enter');
  await expectVisible(dialog.getByText('Write a reply: the person is told what was done'));
  await expectFocused(dialog.getByLabel('Reply', { exact: true }));
  await admin.keyboard.type('We removed the old address. Only your new address is kept.');
  await screenshots(admin, 'grievance-answer-dialog');
  // Closed by Escape, the dialog opens again for the grievance as it was left.
  await admin.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocused(answer);
  await admin.keyboard.press('Enter');
  await expectVisible(dialog);
  expect([await dialog.getByLabel('Status').inputValue(), await replyField.inputValue()]).toEqual([
    'resolved',
    'We removed the old address. Only your new address is kept.',
  ]);
  await expectNoSeriousAxeViolations(admin, 'the answer dialog opened again as it was left');
  await tabTo(admin, dialog.getByRole('button', { name: 'Send answer' }));
  await admin.keyboard.press('Enter');
  await expectVisible(admin.getByText(`Grievance ${reference} is updated, and the person has been told.`));
  await expect.poll(() => dialog.count()).toBe(0);
  await expectVisible(item.getByText('Resolved', { exact: true }));
  await expectVisible(item.getByText('We removed the old address.', { exact: false }));
  await admin.context().close();

  // The person reads the reply on their page, and in the bell.
  await page.reload();
  await expectVisible(mine.getByText('Resolved', { exact: true }));
  await expectVisible(mine.getByText('We removed the old address. Only your new address is kept.'));
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await expectVisible(page.getByText(`Your grievance ${reference} is resolved. Our answer: We removed the old address.`, { exact: false }));
  await expectVisible(page.getByText(`We have received your grievance ${reference}.`, { exact: false }));
  await expectNoSeriousAxeViolations(page, 'the bell with the answer');
  await screenshots(page, 'grievances-answered-bell');
  await page.keyboard.press('Escape');
  await screenshots(page, 'grievances-answered');
});

test('a person who reads Hindi raises a grievance in Hindi', async ({ browser }) => {
  const { email } = await createVerifiedUser('Savitri Devi', password);
  await callAs(await signInThroughApi(email, password, 'user'), 'PUT', '/api/users/me/preferences', { language: 'hi' });
  const page = await hindiPage(browser);
  await page.context().addCookies([{ name: 'sahaya-language', value: 'hi', url: inject('baseUrl') }]);
  await page.goto('/user/login', { waitUntil: 'networkidle' });
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expectPath(page, '/user/dashboard');

  const feature = 'apps/web/src/features/grievances';
  await page.goto('/user/grievances');
  await expectVisible(page.getByRole('heading', { name: hindiText(feature, 'Grievances'), level: 1 }));
  await page.getByRole('button', { name: hindiText(feature, 'Raise grievance') }).click();
  await expectVisible(page.getByText(hindiText('packages/contract', 'grievanceMessages.subjectRequired')));
  await page.getByLabel(hindiText(feature, 'Subject'), { exact: true }).fill('पता गलत है');
  await page.getByLabel(hindiText(feature, 'Details'), { exact: true }).fill('मेरे रिकॉर्ड में पुराना पता है, कृपया उसे हटा दें।');
  await page.getByRole('button', { name: hindiText(feature, 'Raise grievance') }).click();
  const raised = page.getByRole('status').filter({ hasText: REFERENCE });
  await expectVisible(raised);
  const reference = REFERENCE.exec((await raised.textContent()) ?? '')?.[0] ?? '';
  await expectVisible(page.getByRole('article', { name: 'पता गलत है' }).getByText(hindiText(feature, 'Open'), { exact: true }));
  await afterLayout(page);
  await expectNoEnglishWords(page, 'the grievances page in Hindi', [reference, 'GRV', 'Savitri Devi', 'SMS']);
  await expectNoSeriousAxeViolations(page, 'the grievances page in Hindi');
  await screenshots(page, 'grievances-hi');
  await page.context().close();
});
