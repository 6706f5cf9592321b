import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { callAs, signInThroughApi } from './harness/api.ts';
import { expectNoSeriousAxeViolations } from './harness/axe.ts';
import { expectFocused, expectPath, expectVisible, personalPage, test } from './harness/fixtures.ts';
import { expectNoEnglishWords, hindiPage } from './harness/hindi.ts';
import { tabTo } from './harness/keyboard.ts';
import { afterLayout, screenshotsAtBothWidths } from './harness/layout.ts';
import { linkFrom, waitForMail } from './harness/mail.ts';
import { createVerifiedUser, logInAsUser, uniqueEmail } from './harness/people.ts';

const password = 'Sahaya@123';

/** The page at a laptop's and a phone's width, saved for a look, then back to the laptop's. */
const screenshots = (page: Page, name: string) => screenshotsAtBothWidths(page, `family/${name}`);

/** Types into the field that has focus, as a person at the keyboard does. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.type(text);
}

test('a person adds a family contact by keyboard, the contact confirms from the mail, and the person removes them', async ({ page, browser }) => {
  const { email } = await createVerifiedUser('Asha Verma', password);
  const contactEmail = uniqueEmail('family');
  await logInAsUser(page, email, password);

  // From the profile's settings to the family contacts.
  await page.goto('/user/profile/info?tab=settings');
  const link = page.getByRole('link', { name: 'Family contacts: who is told about your requests' });
  await tabTo(page, link, { limit: 60 });
  await page.keyboard.press('Enter');
  await expectPath(page, '/user/profile/family');
  await expectVisible(page.getByRole('heading', { name: 'Family contacts', level: 1 }));
  await expectVisible(page.getByText('You have no family contacts yet.'));
  await expectVisible(page.getByText('Your chats with volunteers'));
  await expectNoSeriousAxeViolations(page, 'the family contacts page, empty');

  // A mistake is told beside its field.
  await tabTo(page, page.getByRole('button', { name: 'Add family contact' }), { limit: 60 });
  await page.keyboard.press('Enter');
  await expectVisible(page.getByText('Relation is required!'));
  await expectFocused(page.getByLabel('Name', { exact: true }));

  await page.keyboard.type('Meera Sharma');
  await typeInto(page, 'Relation', 'Daughter');
  await typeInto(page, 'E-mail', contactEmail);
  await tabTo(page, page.getByRole('button', { name: 'Add family contact' }));
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: 'My family contacts' });
  await expectVisible(list.getByText('Meera Sharma'));
  await expectVisible(list.getByText('Waiting for confirmation'));
  await expectNoSeriousAxeViolations(page, 'the family contacts page with a contact waiting');
  await screenshots(page, 'family-contacts-waiting');

  // The contact's mail names the person and says what they will be told; its link confirms.
  const mail = await waitForMail({ to: contactEmail, subject: 'Asha Verma added you as a family contact on Sahaya' });
  expect(mail.text).toContain('We never send you their chats or their donations.');
  const confirmLink = linkFrom(mail, `${inject('baseUrl')}/family/confirm?token=`);

  const contact = await personalPage(browser);
  await contact.goto(confirmLink);
  await expectVisible(contact.getByRole('heading', { name: 'Confirm you are a family contact' }));
  await expectNoSeriousAxeViolations(contact, 'the confirmation page');
  await screenshots(contact, 'family-confirm');
  await tabTo(contact, contact.getByRole('button', { name: 'Confirm' }));
  await contact.keyboard.press('Enter');
  const done = contact.getByRole('status').filter({ hasText: 'Thank you. You are now a family contact of Asha.' });
  await expectVisible(done);
  await expectFocused(done);
  await screenshots(contact, 'family-confirmed');

  // The link works once.
  await contact.goto(confirmLink);
  await contact.getByRole('button', { name: 'Confirm' }).click();
  await expectVisible(contact.getByRole('alert').filter({ hasText: 'This link does not work any more' }));

  // The stop link of a mail is signed: a made-up one stops nothing and says so.
  await contact.goto('/family/stop?token=made-up.token');
  await expectVisible(contact.getByRole('heading', { name: 'Stop the mails about a family member' }));
  await expectNoSeriousAxeViolations(contact, 'the stop page');
  await contact.getByRole('button', { name: 'Stop the mails' }).click();
  await expectVisible(contact.getByRole('alert').filter({ hasText: 'This link does not work any more' }));
  await contact.context().close();

  await page.reload();
  await expectVisible(list.getByText('Confirmed', { exact: true }));
  await screenshots(page, 'family-contacts-confirmed');

  // Removing asks first; the dialog is read as one, and the keyboard carries on after it.
  await tabTo(page, page.getByRole('button', { name: 'Remove: Meera Sharma' }), { limit: 60 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expectVisible(dialog.getByText('Remove Meera Sharma? They will get no more mails about you.'));
  await expectNoSeriousAxeViolations(page, 'the remove dialog');
  await screenshots(page, 'family-remove-dialog');
  await tabTo(page, dialog.getByRole('button', { name: 'Remove', exact: true }));
  await page.keyboard.press('Enter');
  // Focus moves to what the emptied list says once the dialog has handed it back, a frame or so later.
  await expectFocused(page.getByText('You have no family contacts yet.'));
});

test('a person who reads Hindi keeps family contacts in Hindi, and the contact’s page speaks Hindi', async ({ browser }) => {
  const { email } = await createVerifiedUser('Asha Verma', password);
  await callAs(await signInThroughApi(email, password, 'user'), 'PUT', '/api/users/me/preferences', { language: 'hi' });
  const contactEmail = uniqueEmail('family');
  const page = await hindiPage(browser);
  await page.context().addCookies([{ name: 'sahaya-language', value: 'hi', url: inject('baseUrl') }]);
  await page.goto('/user/login', { waitUntil: 'networkidle' });
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expectPath(page, '/user/dashboard');

  await page.goto('/user/profile/family');
  await expectVisible(page.getByRole('heading', { name: 'परिवार के संपर्क', level: 1 }));
  await page.getByRole('button', { name: 'परिवार का संपर्क जोड़ें' }).click();
  await expectVisible(page.getByText('रिश्ता ज़रूरी है!'));
  await page.getByLabel('नाम', { exact: true }).fill('Meera Sharma');
  await page.getByLabel('रिश्ता', { exact: true }).fill('बेटी');
  await page.getByLabel('ईमेल', { exact: true }).fill(contactEmail);
  await page.getByRole('button', { name: 'परिवार का संपर्क जोड़ें' }).click();
  await expectVisible(page.getByText('पक्का होने की प्रतीक्षा में'));
  await afterLayout(page);
  await expectNoEnglishWords(page, 'the family contacts page in Hindi', ['Meera Sharma', 'Asha Verma']);
  await expectNoSeriousAxeViolations(page, 'the family contacts page in Hindi');
  await screenshots(page, 'family-contacts-hi');

  // The contact is mailed in the language of the person who added them.
  const mail = await waitForMail({ to: contactEmail, subject: 'Asha Verma ने आपको सहाया पर परिवार के संपर्क के रूप में जोड़ा है' });
  expect(mail.text).toContain('हम आपको उनकी चैट या उनके दान की जानकारी कभी नहीं भेजते।');

  await page.getByRole('button', { name: 'हटाएँ: Meera Sharma' }).click();
  await expectVisible(page.getByRole('alertdialog'));
  await expectNoEnglishWords(page, 'the remove dialog in Hindi', ['Meera Sharma', 'Asha Verma']);
  await screenshots(page, 'family-remove-dialog-hi');
  await page.keyboard.press('Escape');

  const visitor = await hindiPage(browser);
  await visitor.context().addCookies([{ name: 'sahaya-language', value: 'hi', url: inject('baseUrl') }]);
  await visitor.goto('/family/confirm?token=not-a-real-token');
  await expectVisible(visitor.getByRole('button', { name: 'पक्का करें' }));
  await expectNoEnglishWords(visitor, 'the confirmation page in Hindi');
  await visitor.getByRole('button', { name: 'पक्का करें' }).click();
  await expectVisible(visitor.getByRole('alert').filter({ hasText: 'यह लिंक अब काम नहीं करता' }));
  await expectNoEnglishWords(visitor, 'a used link in Hindi');
  await expectNoSeriousAxeViolations(visitor, 'the confirmation page in Hindi');
  await screenshots(visitor, 'family-confirm-hi');
  await visitor.context().close();
  await page.context().close();
});
