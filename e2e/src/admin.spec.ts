import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { expectPath, expectVisible, test, uiTimeoutMs } from './harness/fixtures.ts';
import { createVerifiedUser, demo, logInAsUser, submitLogin, uniqueEmail } from './harness/people.ts';

/** Names allow letters and spaces only, so uniqueness comes from random letters rather than digits. */
function uniqueName(first: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');
  return `${first} ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(demo.admin);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectPath(page, '/admin/dashboard');
}

/** A second person at another computer: a browser context of its own, sharing nothing with the admin's. */
async function secondPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(uiTimeoutMs);
  return context.newPage();
}

/** A one-page PDF and a 1×1 PNG: enough for the server's file-type check and for the browser to show. */
const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Signs the person in through the API and uploads their certificates, as they would from their profile. */
async function uploadCertificates(email: string, password: string): Promise<void> {
  const base = inject('baseUrl');
  const login = await fetch(new URL('/api/auth/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { email, password }, selectedRole: 'user' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  for (const [bytes, name, type] of [
    [tinyPdf, 'first-aid.pdf', 'application/pdf'],
    [tinyPng, 'award.png', 'image/png'],
  ] as const) {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    const res = await fetch(new URL('/api/users/certificate', base), {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    });
    if (!res.ok) throw new Error(`Uploading ${name} answered ${res.status}: ${await res.text()}`);
  }
}

test('the dashboard shows the four figures and the seeded lists, each with its link', async ({ page }) => {
  await logInAsAdmin(page);
  for (const card of ['Active Users', 'Active Volunteers', 'Donations Received', 'Pending Requests']) {
    await expectVisible(page.getByRole('heading', { name: card, exact: true }));
  }
  // The demo data has completed donations, so the figure is in rupees and not zero.
  await expectVisible(page.getByText(/^₹[1-9][\d,]*$/));
  await expectVisible(page.getByRole('heading', { name: 'Upcoming Meetings' }));
  await expectVisible(page.getByRole('heading', { name: 'Assistance Requests' }));
  await expectVisible(page.getByRole('heading', { name: 'Asset Requests' }));
  await expectVisible(page.getByRole('img', { name: /Donations per day/ }));
  await expectVisible(page.getByRole('img', { name: /Requests per day/ }));
  await page.getByRole('link', { name: 'View all donations' }).click();
  await expectPath(page, '/admin/donations');
});

test('the admin finds a user by name and blocks them, and the user is signed out at once', async ({ page, browser }) => {
  const name = uniqueName('Blocked');
  const password = 'Blocked@123';
  const { email } = await createVerifiedUser(name, password);
  await uploadCertificates(email, password);

  const user = await secondPerson(browser);
  try {
    await logInAsUser(user, email, password);

    await logInAsAdmin(page);
    await page.getByRole('link', { name: 'User Management' }).click();
    await expectPath(page, '/admin/userManagement');
    await expectVisible(page.getByRole('heading', { name: 'Users List' }));
    await page.getByLabel('Search by name').fill(name);
    const row = page.getByRole('row').filter({ hasText: email });
    await expectVisible(row);
    // The search narrows the list to this one person.
    await expect.poll(() => page.getByRole('row').count(), { timeout: uiTimeoutMs }).toBe(2);
    await expectVisible(row.getByText('Active', { exact: true }));
    await row.getByRole('link', { name: `View ${name}` }).click();

    await expectVisible(page.getByRole('heading', { name, level: 1 }));
    await expectVisible(page.getByText(email));
    // The certificates gallery previews a PDF in a frame and an image as it is.
    await page.getByRole('button', { name: 'Preview Certificate 1' }).click();
    const pdf = page.getByRole('dialog', { name: 'Certificate 1' });
    await expectVisible(pdf.locator('iframe[title="Certificate 1"]'));
    await pdf.getByRole('button', { name: 'Close dialog' }).click();
    await page.getByRole('button', { name: 'Preview Certificate 2' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Certificate 2' }).getByRole('img', { name: 'Certificate 2' }));
    await page.getByRole('button', { name: 'Close dialog' }).click();
    expect(await page.getByRole('link', { name: 'Download Certificate 1' }).getAttribute('download')).toBe('certificate-1.pdf');
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: `Block ${name}?` });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Yes, block' }).click();
    await expectVisible(page.getByText('Access has been blocked.'));
    await expectVisible(page.getByText('Inactive', { exact: true }));
    await expectVisible(page.getByRole('button', { name: 'Unblock', exact: true }));

    // The blocked person's open page is told over its socket and lands on the login page.
    await expectPath(user, '/user/login');
    await expectVisible(user.getByText('Your access is blocked!'));
    // And they cannot come back in.
    await submitLogin(user, email, password);
    await expectVisible(user.getByText('Your access is blocked!'));
    await expectPath(user, '/user/login');

    // The list shows the new state too.
    await page.getByRole('link', { name: 'User Management' }).first().click();
    await page.getByLabel('Search by name').fill(name);
    await expectVisible(page.getByRole('row').filter({ hasText: email }).getByText('Inactive', { exact: true }));
  } finally {
    await user.context().close();
  }
});

async function fillPersonForm(page: Page, person: { name: string; email: string; password: string }): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(person.name);
  await page.getByLabel('Age').fill('29');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Phone').fill('9123456780');
  await page.getByLabel('Email Address').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('First Name').fill(person.name.split(' ')[0]!);
  await page.getByLabel('Last Name').fill(person.name.split(' ')[1]!);
  await page.getByLabel('Street').fill('14 Residency Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').fill('Karnataka');
  await page.getByLabel('Pincode').fill('560025');
}

test('the admin adds a volunteer, who then logs in through the volunteer tab', async ({ page, browser }) => {
  const person = { name: uniqueName('Nisha'), email: uniqueEmail('volunteer'), password: 'Helper@2024' };
  await logInAsAdmin(page);
  await page.getByRole('link', { name: 'Volunteer Management' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Volunteers List' }));
  await page.getByRole('link', { name: 'Add Volunteer' }).click();
  await expectPath(page, '/admin/addVolunteer');
  await expectVisible(page.getByRole('heading', { name: 'Add New Volunteer' }));

  // A field checked on leaving it shows the shared rule's message.
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByLabel('Phone').focus();
  await expectVisible(page.getByText('Enter a valid email!'));

  await fillPersonForm(page, person);
  expect(await page.getByLabel('Country').inputValue()).toBe('India');
  await page.getByRole('button', { name: 'Add Volunteer' }).click();
  await expectVisible(page.getByText('Successfully added the volunteer!'));
  await expectPath(page, '/admin/volunteerManagement', uiTimeoutMs + 3_000);
  await page.getByLabel('Search by name').fill(person.name);
  await expectVisible(page.getByRole('row').filter({ hasText: person.email }));

  const volunteer = await secondPerson(browser);
  try {
    await volunteer.goto('/user/login');
    await volunteer.getByRole('button', { name: 'I am a volunteer' }).click();
    await submitLogin(volunteer, person.email, person.password);
    await expectPath(volunteer, '/volunteer/dashboard');
  } finally {
    await volunteer.context().close();
  }
});

test('adding a user with an e-mail already in use marks the Email Address field and keeps what was typed', async ({ page }) => {
  const person = { name: uniqueName('Dup'), email: demo.user, password: 'Another@123' };
  await logInAsAdmin(page);
  await page.goto('/admin/addUser');
  await expectVisible(page.getByRole('heading', { name: 'Add New User' }));
  await fillPersonForm(page, person);
  await page.getByRole('button', { name: 'Add User' }).click();
  const email = page.getByLabel('Email Address');
  await expect.poll(() => email.getAttribute('aria-invalid'), { timeout: uiTimeoutMs }).toBe('true');
  await expectVisible(page.getByRole('alert').filter({ hasText: 'Email is already registered!' }));
  expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(person.name);
  expect(await page.getByLabel('Street').inputValue()).toBe('14 Residency Road');
  await expectPath(page, '/admin/addUser');
});

test('the volunteers list pages by five, keeps the page in the address and says when nobody matches', async ({ page }) => {
  await logInAsAdmin(page);
  await page.getByRole('link', { name: 'Volunteer Management' }).click();
  const table = page.getByRole('table', { name: 'Volunteers List' });
  await expectVisible(table.getByRole('cell', { name: '1', exact: true }));
  await expectVisible(page.getByText(/^Total Volunteers: \d+$/));
  // Five rows of people under the header row.
  await expect.poll(() => table.getByRole('row').count(), { timeout: uiTimeoutMs }).toBe(6);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('page'), { timeout: uiTimeoutMs }).toBe('2');
  await expectVisible(table.getByRole('cell', { name: '6', exact: true }));
  await expect
    .poll(() => page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current'), { timeout: uiTimeoutMs })
    .toBe('page');

  await page.goBack();
  await expect.poll(() => new URL(page.url()).searchParams.get('page'), { timeout: uiTimeoutMs }).toBeNull();
  await expectVisible(table.getByRole('cell', { name: '1', exact: true }));

  await page.getByLabel('Search by name').fill('Nobody Bythisname');
  await expectVisible(table.getByRole('cell', { name: 'No volunteers found' }));
  await expectVisible(page.getByText('Total Volunteers: 0'));
});
