/**
 * A person's data rights beyond their copy (DPDP Act 2023 s. 14, DPDP Rules 2025 Rules 6 and 7)
 * end to end: a person names a nominee by keyboard on Settings (a wrong field is told beside it);
 * an admin opens that person's details, sees the nominee and records that the nominee acts; the
 * person then reads the admin's visit in "Who has seen my data"; the admin sends a breach notice to
 * that person alone by keyboard, through the dialog that says how many it reaches, and the person
 * reads it in the bell. Once in Hindi. Every page and open dialog passes axe; pictures at 1280 and 375 px.
 */
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { callAs, signInThroughApi } from './harness/api.ts';
import { expectNoSeriousAxeViolations } from './harness/axe.ts';
import { expectFocused, expectPath, expectVisible, personalPage, test } from './harness/fixtures.ts';
import { expectNoEnglishWords, hindiPage, hindiText } from './harness/hindi.ts';
import { press, tabTo } from './harness/keyboard.ts';
import { afterLayout, screenshotsAtBothWidths } from './harness/layout.ts';
import { createVerifiedUser, logInAsAdmin, logInAsUser } from './harness/people.ts';

const password = 'Sahaya@123';

/** The page at a laptop's and a phone's width, saved for a look, then back to the laptop's. */
const screenshots = (page: Page, name: string) => screenshotsAtBothWidths(page, `data-rights/${name}`);

test('a person names a nominee, sees who opened their data, and is told of a breach', async ({ page, browser }) => {
  const { email } = await createVerifiedUser('Kamala Nair', password);
  const person = await signInThroughApi(email, password, 'user');
  await logInAsUser(page, email, password);

  // Settings: no nominee yet, and nobody has opened the data.
  await page.goto('/user/profile/settings');
  const nomineeCard = page.getByRole('region', { name: 'Nominee' });
  const accessLog = page.getByRole('region', { name: 'Who has seen my data' });
  await expectVisible(nomineeCard.getByText('No nominee named.'));
  await expectVisible(nomineeCard.getByText('if you die or cannot act yourself', { exact: false }));
  await expectVisible(accessLog.getByText('Nobody has opened your data yet.'));
  await expectNoSeriousAxeViolations(page, 'settings with no nominee');

  // The nominee by keyboard; a wrong e-mail address is told beside its field, which takes focus.
  await tabTo(page, nomineeCard.getByLabel("Nominee's name"), { limit: 150 });
  await page.keyboard.type('Ravi Nair');
  await page.keyboard.press('Tab');
  await expectFocused(nomineeCard.getByLabel('Relation to you'));
  await page.keyboard.type('Son');
  await tabTo(page, nomineeCard.getByLabel("Nominee's e-mail address"));
  await page.keyboard.type('ravi@');
  await tabTo(page, nomineeCard.getByRole('button', { name: 'Save nominee' }));
  await page.keyboard.press('Enter');
  const emailField = nomineeCard.getByLabel("Nominee's e-mail address");
  await expectVisible(nomineeCard.getByText('Enter a valid email!'));
  await expectFocused(emailField);
  expect(await emailField.getAttribute('aria-invalid')).toBe('true');
  await expectNoSeriousAxeViolations(page, 'the nominee form with an error');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('ravi.nair@example.com');
  await page.keyboard.press('Enter');
  const saved = nomineeCard.getByRole('status').filter({ hasText: 'Your nominee is saved.' });
  await expectVisible(saved);
  await expectFocused(saved);
  await expectVisible(nomineeCard.getByText('Ravi Nair', { exact: true }));
  await expectVisible(nomineeCard.getByText('ravi.nair@example.com', { exact: true }));
  await expectNoSeriousAxeViolations(page, 'settings with a nominee');
  await screenshots(page, 'nominee-saved');
  // Change opens the form with the cursor in the name, the button pressed being gone; Cancel hands focus back to it.
  const change = nomineeCard.getByRole('button', { name: 'Change nominee' });
  await tabTo(page, change);
  await page.keyboard.press('Enter');
  await expectFocused(nomineeCard.getByLabel("Nominee's name"));
  await tabTo(page, nomineeCard.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expectFocused(change);

  // On the profile's tabs, a change half typed survives a look at another tab: it comes back as it
  // was left, focus staying on the tab chosen; Cancel lets it go.
  await page.goto('/user/profile/info?tab=settings');
  const settingsTab = page.getByRole('tab', { name: 'Settings' });
  await press(nomineeCard.getByRole('button', { name: 'Change nominee' }));
  const relation = nomineeCard.getByLabel('Relation to you');
  await relation.fill('Elder son');
  await press(page.getByRole('tab', { name: 'Profile Info' }));
  await nomineeCard.waitFor({ state: 'detached' });
  await press(settingsTab);
  await expect.poll(() => relation.inputValue()).toBe('Elder son');
  expect(await nomineeCard.getByLabel("Nominee's name").inputValue()).toBe('Ravi Nair');
  await expectFocused(settingsTab);
  await expectNoSeriousAxeViolations(page, 'the Settings tab with a nominee change kept');
  await press(nomineeCard.getByRole('button', { name: 'Cancel' }));
  await expectVisible(nomineeCard.getByText('Son', { exact: true }));
  await press(nomineeCard.getByRole('button', { name: 'Change nominee' }));
  expect(await relation.inputValue()).toBe('Son');
  await press(nomineeCard.getByRole('button', { name: 'Cancel' }));
  await page.goto('/user/profile/settings');

  // The admin opens the person's details (which is logged), sees the nominee, and records that they act.
  const admin = await personalPage(browser);
  await logInAsAdmin(admin);
  await admin.goto(`/admin/userDetails/${person.id}`);
  await expectVisible(admin.getByRole('heading', { name: 'Kamala Nair', level: 1 }));
  const adminCard = admin.locator('div').filter({ has: admin.getByRole('heading', { name: 'Nominee', level: 2 }) }).last();
  await expectVisible(adminCard.getByText('Ravi Nair', { exact: true }));
  await expectVisible(adminCard.getByText('Son', { exact: true }));
  await expectNoSeriousAxeViolations(admin, "the admin's person details with a nominee");
  await tabTo(admin, admin.getByRole('button', { name: 'Record that the nominee acts' }), { limit: 120 });
  await admin.keyboard.press('Enter');
  const actingDialog = admin.getByRole('dialog', { name: 'Record that the nominee acts' });
  await expectVisible(actingDialog);
  await expectVisible(actingDialog.getByText('From now on Ravi Nair acts for Kamala Nair over their data.', { exact: false }));
  await expectNoSeriousAxeViolations(admin, 'the dialog that records that the nominee acts');
  await screenshots(admin, 'nominee-acting-dialog');
  await tabTo(admin, actingDialog.getByRole('radio', { name: 'The person cannot act for themselves' }));
  await tabTo(admin, actingDialog.getByRole('button', { name: 'Record', exact: true }));
  await admin.keyboard.press('Enter');
  await expectVisible(admin.getByText('The nominee now acts for this person.'));
  await expect.poll(() => actingDialog.count()).toBe(0);
  await expectVisible(adminCard.getByText('The person cannot act for themselves', { exact: false }));
  await screenshots(admin, 'person-details-nominee');

  // The person reads the admin's visit, and that the nominee now acts.
  await page.reload();
  await expectVisible(accessLog.getByText('Opened your record'));
  await expectVisible(accessLog.getByText('Sahaya Admin (Admin)'));
  await expectVisible(nomineeCard.getByText('Ravi Nair acts for you: an admin recorded that you cannot act yourself.', { exact: false }));
  await expectNoSeriousAxeViolations(page, 'settings with an access logged');
  await screenshots(page, 'access-log');

  // The admin's Breach notices page, from the menu.
  await admin.getByRole('link', { name: 'Breach notices' }).first().click();
  await expectPath(admin, '/admin/breachNotices');
  await expectVisible(admin.getByRole('heading', { name: 'Breach notices', level: 1 }));
  await expectVisible(admin.getByText('The first 72 hours'));
  await expectNoSeriousAxeViolations(admin, 'the breach notices page');

  // To everyone, the dialog says how many it would reach; it is not sent (other journeys share the server).
  const form = admin.getByRole('form', { name: 'Send a breach notice' });
  await form.getByLabel('Subject').fill('Everyone test');
  await form.getByLabel('What happened').fill('Not sent.');
  await form.getByRole('button', { name: 'Send notice…' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Send this breach notice?' });
  await expectVisible(confirm.getByText(/It will reach everyone with an account: \d+ people and \d+ volunteers, and the admins\./));
  await expectNoSeriousAxeViolations(admin, 'the confirmation of a notice to everyone');
  await admin.keyboard.press('Escape');
  await expect.poll(() => confirm.count()).toBe(0);

  // To this person alone, by keyboard, through the confirmation.
  const subject = `A lost phone ${Date.now().toString(36)}`;
  await form.getByLabel('Subject').fill('');
  await form.getByLabel('What happened').fill('');
  await tabTo(admin, form.getByLabel('Subject'), { limit: 120 });
  await admin.keyboard.type(subject);
  await admin.keyboard.press('Tab');
  await expectFocused(form.getByLabel('What happened'));
  await admin.keyboard.type('A volunteer lost a phone with the app open. Names and phone numbers could be seen.');
  await tabTo(admin, form.getByRole('radio', { name: 'Everyone with an account' }));
  await admin.keyboard.press('ArrowDown');
  await expect.poll(() => form.getByRole('radio', { name: 'Only the people I choose' }).isChecked()).toBe(true);
  // Nobody chosen: told beside the search box.
  await tabTo(admin, form.getByRole('button', { name: 'Send notice…' }), { limit: 20 });
  await admin.keyboard.press('Enter');
  await expectVisible(form.getByText('Nobody would be told. Choose at least one person.'));
  await tabTo(admin, form.getByLabel('Find a person by name'), { backwards: true });
  await admin.keyboard.type('Kamala Nair');
  const checkbox = form.getByRole('checkbox', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expectVisible(checkbox);
  await tabTo(admin, checkbox);
  await admin.keyboard.press('Space');
  const chips = form.getByRole('list', { name: 'Chosen people' });
  await expectVisible(chips.getByText('Kamala Nair'));
  // Taken off again by keyboard: her chip goes, and focus, with no other chip to go to, to the search box.
  await tabTo(admin, chips.getByRole('button', { name: 'Remove Kamala Nair' }), { backwards: true });
  await admin.keyboard.press('Enter');
  await expectFocused(form.getByLabel('Find a person by name'));
  await expect.poll(() => chips.count()).toBe(0);
  // A pasted line that is no id is told under the box, which takes focus.
  const pastedIds = form.getByLabel('Or paste their ids, one per line');
  await pastedIds.fill('not-an-id');
  await tabTo(admin, form.getByRole('button', { name: 'Send notice…' }), { limit: 20 });
  await admin.keyboard.press('Enter');
  await expectVisible(form.getByText('These are not ids: not-an-id'));
  await expectFocused(pastedIds);
  await admin.keyboard.press('Control+A');
  await admin.keyboard.press('Delete');
  await tabTo(admin, checkbox, { backwards: true });
  await admin.keyboard.press('Space');
  await expectVisible(chips.getByText('Kamala Nair'));
  await tabTo(admin, form.getByRole('button', { name: 'Send notice…' }), { limit: 20 });
  await admin.keyboard.press('Enter');
  await expectVisible(confirm.getByText('It will reach 1 person.'));
  await expectNoSeriousAxeViolations(admin, 'the confirmation of a notice to one person');
  await screenshots(admin, 'breach-confirm');
  await expectFocused(confirm.getByRole('button', { name: 'Cancel' }));
  await admin.keyboard.press('Tab');
  await expectFocused(confirm.getByRole('button', { name: 'Send', exact: true }));
  await admin.keyboard.press('Enter');
  const started = admin.getByRole('status').filter({ hasText: 'The notice is on its way to 1' });
  await expectVisible(started);
  await expectFocused(started);
  const sentItem = admin.getByRole('article', { name: subject });
  await expectVisible(sentItem.getByText('to the people chosen'));
  await expect.poll(async () => (await sentItem.textContent()) ?? '', { timeout: 20_000 }).toContain('1 person told so far');
  await expectNoSeriousAxeViolations(admin, 'the breach notices page with one sent');
  await screenshots(admin, 'breach-notices');
  await admin.context().close();

  // The person reads it in the bell.
  await page.reload();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await expectVisible(page.getByText(`Important, about the safety of your data: ${subject}`, { exact: false }));
  await expectNoSeriousAxeViolations(page, 'the bell with the breach notice');
  await screenshots(page, 'breach-bell');
});

test('a person who reads Hindi names a nominee in Hindi', async ({ browser }) => {
  const { email } = await createVerifiedUser('Savitri Devi', password);
  await callAs(await signInThroughApi(email, password, 'user'), 'PUT', '/api/users/me/preferences', { language: 'hi' });
  const page = await hindiPage(browser);
  await page.context().addCookies([{ name: 'sahaya-language', value: 'hi', url: inject('baseUrl') }]);
  await page.goto('/user/login', { waitUntil: 'networkidle' });
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expectPath(page, '/user/dashboard');

  const feature = 'apps/web/src/features/profile';
  await page.goto('/user/profile/settings');
  const nomineeCard = page.getByRole('region', { name: hindiText(feature, 'Nominee') });
  await expectVisible(nomineeCard.getByText(hindiText(feature, 'No nominee named.')));
  await expectVisible(page.getByRole('region', { name: hindiText(feature, 'Who has seen my data') }));
  await nomineeCard.getByRole('button', { name: hindiText(feature, 'Save nominee') }).click();
  await expectVisible(nomineeCard.getByText(hindiText('packages/contract', 'nomineeMessages.nameRequired')));
  await nomineeCard.getByLabel(hindiText(feature, "Nominee's name")).fill('सुनीता देवी');
  await nomineeCard.getByLabel(hindiText(feature, 'Relation to you')).fill('बेटी');
  await nomineeCard.getByLabel(hindiText(feature, "Nominee's mobile number")).fill('9876543210');
  await nomineeCard.getByRole('button', { name: hindiText(feature, 'Save nominee') }).click();
  await expectVisible(nomineeCard.getByText(hindiText('packages/contract', 'nomineeMessages.saved')));
  await expectVisible(nomineeCard.getByText('सुनीता देवी', { exact: true }));
  await afterLayout(page);
  await expectNoEnglishWords(page, 'settings in Hindi', ['Savitri Devi', email, 'SMS', 'BD']);
  await expectNoSeriousAxeViolations(page, 'settings in Hindi');
  await screenshots(page, 'nominee-hi');

  // Removed after a confirmation; focus goes to the line that says so.
  await nomineeCard.getByRole('button', { name: hindiText(feature, 'Remove nominee') }).click();
  const confirm = page.getByRole('alertdialog', { name: hindiText(feature, 'Remove your nominee?') });
  await expectVisible(confirm);
  await expectNoSeriousAxeViolations(page, 'the removal confirmation in Hindi');
  await confirm.getByRole('button', { name: hindiText(feature, 'Remove nominee') }).click();
  const removed = nomineeCard.getByRole('status').filter({ hasText: hindiText('packages/contract', 'nomineeMessages.removed') });
  await expectVisible(removed);
  await expectFocused(removed);
  await expectVisible(nomineeCard.getByText(hindiText(feature, 'No nominee named.')));
  await page.context().close();
});
