import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { AccessibilityAudit, settle } from './harness/audit.ts';
import { expectPath, expectVisible, test } from './harness/fixtures.ts';
import { hindiPage } from './harness/hindi.ts';
import { tabTo } from './harness/keyboard.ts';
import { screenshotsAtBothWidths } from './harness/layout.ts';
import { uniqueName } from './harness/names.ts';
import { smsCodeFor } from './harness/phone-messages.ts';

/*
 * A 16-year-old joins Sahaya with their mother's agreement (DPDP Act 2023 s. 9; Rules 2025,
 * Rule 10), by keyboard: an age under 18 opens the "Parent or guardian" section, the mother's phone
 * gets a code by SMS (harness/phone-inbox.ts), and once the code is entered the account signs in.
 * Once in Hindi. Every page passes axe; pictures at 1280 and 375 px.
 */

const password = 'Sahaya@123';
const uniquePhone = () => `9${randomInt(100_000_000, 999_999_999)}`;

async function typeInto(page: Page, field: ReturnType<Page['getByLabel']>, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

interface Words {
  mobile: string;
  name: string;
  password: string;
  age: string;
  section: string;
  guardianName: string;
  relation: string;
  guardianMobile: string;
  submit: string;
  ownCode: string;
  verify: string;
  guardianHeading: string;
  guardianCode: string;
  confirm: string;
  login: string;
}

const english: Words = {
  mobile: 'Mobile number',
  name: 'Name',
  password: 'Password',
  age: 'Age',
  section: 'Parent or guardian',
  guardianName: 'Their name',
  relation: 'How they are related',
  guardianMobile: 'Their mobile number',
  submit: 'Submit',
  ownCode: 'Code from the SMS',
  verify: 'Verify',
  guardianHeading: 'Ask your parent or guardian for the code we sent them',
  guardianCode: 'Code from your parent or guardian',
  confirm: 'Confirm',
  login: 'Login',
};

/** Signs a 16-year-old up by number with their mother's number, and on to their dashboard. */
async function minorJoins(page: Page, words: Words, label: string): Promise<void> {
  const audit = new AccessibilityAudit(page);
  const phone = uniquePhone();
  const mother = uniquePhone();
  await page.goto('/user/register?with=phone', { waitUntil: 'networkidle' });
  await typeInto(page, page.getByLabel(words.name, { exact: true }), uniqueName('Anu'));
  await typeInto(page, page.getByLabel(words.mobile, { exact: true }), phone);
  await typeInto(page, page.getByLabel(words.age, { exact: true }), '16');
  // The age under 18 opens the guardian's section.
  await expectVisible(page.getByRole('group', { name: words.section }));
  await typeInto(page, page.getByLabel(words.guardianName, { exact: true }), 'Lata Rao');
  await typeInto(page, page.getByLabel(words.relation, { exact: true }), 'Mother');
  await typeInto(page, page.getByLabel(words.guardianMobile, { exact: true }), mother);
  await typeInto(page, page.getByLabel(words.password, { exact: true }), password);
  await settle(page);
  await audit.page(`${label}: sign-up with a guardian`, { axe: true });
  await screenshotsAtBothWidths(page, `guardians-${label}-register`);
  await tabTo(page, page.getByRole('button', { name: words.submit, exact: true }));
  await page.keyboard.press('Enter');

  // Their own number first, then the code their mother got.
  await expectPath(page, '/user/verifyOtp');
  await typeInto(page, page.getByLabel(words.ownCode), await smsCodeFor(phone));
  await tabTo(page, page.getByRole('button', { name: words.verify, exact: true }));
  await page.keyboard.press('Enter');

  await expectPath(page, '/user/guardian', 15_000);
  await expectVisible(page.getByRole('heading', { level: 1, name: words.guardianHeading }));
  const code = page.getByLabel(words.guardianCode);
  await expect.poll(() => code.getAttribute('autocomplete')).toBe('one-time-code');
  await settle(page);
  await audit.page(`${label}: the guardian's code`, { axe: true });
  await screenshotsAtBothWidths(page, `guardians-${label}-confirm`);
  await typeInto(page, code, await smsCodeFor(mother));
  await tabTo(page, page.getByRole('button', { name: words.confirm, exact: true }));
  await page.keyboard.press('Enter');

  await expectPath(page, '/user/login', 15_000);
  await typeInto(page, page.getByLabel(words.mobile, { exact: true }), phone);
  await typeInto(page, page.getByLabel(words.password, { exact: true }), password);
  await tabTo(page, page.getByRole('button', { name: words.login, exact: true }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/user/dashboard');
  audit.expectClean();
}

test('a 16-year-old joins with their mother’s code, by keyboard, and signs in', { timeout: 150_000 }, async ({ page }) => {
  await minorJoins(page, english, 'en');
});

test('the same in Hindi', { timeout: 150_000 }, async ({ browser }) => {
  const page = await hindiPage(browser);
  try {
    await page.context().addCookies([{ name: 'sahaya-language', value: 'hi', url: inject('baseUrl') }]);
    await minorJoins(
      page,
      {
        mobile: 'मोबाइल नंबर',
        name: 'नाम',
        password: 'पासवर्ड',
        submit: 'भेजें',
        ownCode: 'SMS में आया कोड',
        verify: 'पक्का करें',
        login: 'लॉग इन करें',
        age: 'उम्र',
        section: 'माता-पिता या अभिभावक',
        guardianName: 'उनका नाम',
        relation: 'उनसे आपका रिश्ता',
        guardianMobile: 'उनका मोबाइल नंबर',
        guardianHeading: 'हमने आपके माता-पिता या अभिभावक को जो कोड भेजा है, वह उनसे पूछें',
        guardianCode: 'माता-पिता या अभिभावक से मिला कोड',
        confirm: 'पक्का करें',
      },
      'hi',
    );
  } finally {
    await page.close();
  }
});
