import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatDay } from '@sahaya/contract/format';
import { signInThroughApi, uploadCertificates } from './harness/api.ts';
import { settle } from './harness/audit.ts';
import { axeViolations, describeViolations } from './harness/axe.ts';
import { expectFocused, expectPath, expectVisible, personalPage, test, uiTimeoutMs } from './harness/fixtures.ts';
import { uniqueName } from './harness/names.ts';
import { createVerifiedUser, demo, logInAsAdmin, logInAsUser, submitLogin, uniqueEmail } from './harness/people.ts';

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
  // The charts count days as the NGO in India does: the last day is today in India (IST), which
  // from 18:30 UTC on is already the next day in UTC's terms.
  await expectVisible(page.getByRole('img', { name: /Donations per day/ }).getByText('Day (IST)'));
  await page.getByText('Show the figures as a table').click();
  const days = page.getByRole('region', { name: 'Daily figures' }).getByRole('row');
  const todayInIndia = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await expect.poll(() => days.last().getByRole('rowheader').textContent()).toBe(formatDay(todayInIndia));
  await page.getByRole('link', { name: 'View all donations' }).click();
  await expectPath(page, '/admin/donations');
});

test('the admin finds a user by name and blocks them, and the user is signed out at once', async ({ page, browser }) => {
  const name = uniqueName('Blocked');
  const password = 'Blocked@123';
  const { email } = await createVerifiedUser(name, password);
  await uploadCertificates(await signInThroughApi(email, password, 'user'));

  const user = await personalPage(browser);
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
    await row.getByRole('link', { name: `View ${name}` }).press('Enter');

    await expectVisible(page.getByRole('heading', { name, level: 1 }));
    // The link followed is gone with the list; focus moves into the new page, not to the body.
    await expect.poll(() => page.evaluate('document.activeElement?.closest("main") !== null')).toBe(true);
    await expectVisible(page.getByText(email));
    // The certificates gallery previews a PDF in a frame and an image as it is.
    await page.getByRole('button', { name: 'Preview Certificate 1' }).click();
    const pdf = page.getByRole('dialog', { name: 'Certificate 1' });
    await expectVisible(pdf.locator('iframe[title="Certificate 1"]'));
    await pdf.getByRole('button', { name: 'Close dialog' }).click();
    // Closing a dialog puts focus back on the control that opened it.
    await expectFocused(page.getByRole('button', { name: 'Preview Certificate 1' }));
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
    // The button that opened the confirmation has become Unblock, and focus is back on it.
    await expectFocused(page.getByRole('button', { name: 'Unblock', exact: true }));

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

test('the admin opens their profile from the top bar and finds their name, two tabs and no axe-core violation', async ({ page }) => {
  await logInAsAdmin(page);
  // The top bar's link says whose profile it opens.
  await page.getByRole('link', { name: 'Profile of Sahaya Admin' }).click();
  await expectPath(page, '/admin/profile/info');
  await expectVisible(page.getByRole('heading', { name: 'Sahaya Admin', level: 1 }));
  await expectVisible(page.getByText(demo.admin).first());
  // Only the info and the password: no uploads, and no Settings, since an admin account is not deleted here.
  await expect.poll(() => page.getByRole('tab').allTextContents(), { timeout: uiTimeoutMs }).toEqual(['Profile Info', 'Change Password']);
  await expectVisible(page.getByRole('button', { name: 'Edit Profile' }));
  await settle(page);
  const onInfo = await axeViolations(page);
  expect(onInfo, describeViolations(onInfo)).toEqual([]);

  await page.getByRole('tab', { name: 'Change Password' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('password');
  await expectVisible(page.getByLabel('Current Password'));
  const onPassword = await axeViolations(page);
  expect(onPassword, describeViolations(onPassword)).toEqual([]);
});

async function fillPersonForm(page: Page, person: { name: string; email: string; password: string }): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(person.name);
  await page.getByLabel('Age').fill('29');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Phone').fill('9123456780');
  await page.getByLabel('Email Address').fill(person.email);
  await page.getByLabel('Password (optional)').fill(person.password);
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

  const volunteer = await personalPage(browser);
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

  // Each row's people, without its number.
  const people = () =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent).join(' | ')));
  const firstPage = await people();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('page'), { timeout: uiTimeoutMs }).toBe('2');
  await expectVisible(table.getByRole('cell', { name: '6', exact: true }));
  await expect
    .poll(() => page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current'), { timeout: uiTimeoutMs })
    .toBe('page');
  // The next page is read after the last row of the first (a cursor in the address), so a reload
  // shows the same rows, none of them from the first page.
  expect(new URL(page.url()).searchParams.get('cursor')).toBeTruthy();
  const secondPage = await people();
  expect(secondPage.filter((row) => firstPage.includes(row))).toEqual([]);
  await page.reload();
  await expectVisible(table.getByRole('cell', { name: '6', exact: true }));
  expect(await people()).toEqual(secondPage);

  await page.goBack();
  await expect.poll(() => new URL(page.url()).searchParams.get('page'), { timeout: uiTimeoutMs }).toBeNull();
  await expectVisible(table.getByRole('cell', { name: '1', exact: true }));

  await page.getByLabel('Search by name').fill('Nobody Bythisname');
  await expectVisible(table.getByRole('cell', { name: 'No volunteers found' }));
  await expectVisible(page.getByText('Total Volunteers: 0'));
});

test('a link followed while a search is still being typed opens its page, even when that page loads slowly', async ({ page }) => {
  const name = uniqueName('Hasty');
  await createVerifiedUser(name, 'Sahaya@123');
  // The details page's code arrives late, as on a slow line: the list stays on screen meanwhile.
  await page.route('**/assets/person-details-page-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await logInAsAdmin(page);
  await page.goto('/admin/userManagement');
  // The newest person is first on the list before any search; typing starts the search's 500 ms wait.
  const view = page.getByRole('link', { name: `View ${name}` });
  await expectVisible(view);
  await page.getByLabel('Search by name').pressSequentially(name.slice(0, 5));
  await view.click();
  await expectVisible(page.getByRole('heading', { name, level: 1 }));
  expect(new URL(page.url()).pathname).toMatch(/^\/admin\/userDetails\//);
});
