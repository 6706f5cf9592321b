import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectFocused, expectPath, expectVisible, personalPage, test } from './harness/fixtures.ts';
import { screenshot } from './harness/layout.ts';
import { demo, submitLogin } from './harness/people.ts';

test('the demo volunteer logs in through the volunteer tab and lands on the volunteer dashboard', async ({ page }) => {
  await page.goto('/user/login');
  const volunteerTab = page.getByRole('button', { name: 'I am a volunteer' });
  await volunteerTab.click();
  await expect.poll(() => volunteerTab.getAttribute('aria-pressed')).toBe('true');
  // Registration is for users only, so the volunteer tab does not offer it.
  expect(await page.getByRole('link', { name: 'Register Now' }).count()).toBe(0);
  await submitLogin(page, demo.volunteer, demo.password);
  await expectPath(page, '/volunteer/dashboard');
});

test('the demo admin logs in on the admin login page and lands on the admin dashboard', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(demo.admin);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectPath(page, '/admin/dashboard');
});

test('a wrong password is told in the form beside the button, and focus stays on Login', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByLabel('Email', { exact: true }).fill(demo.user);
  await page.getByLabel('Password', { exact: true }).fill('Not-the-password1!');
  const login = page.getByRole('button', { name: 'Login', exact: true });
  // Before the app has taken the page over, Enter sends nothing (see the journey below).
  await expectAppRunning(page);
  await login.focus();
  await page.keyboard.press('Enter');
  await expectVisible(page.locator('form').getByRole('alert').filter({ hasText: 'Invalid email or password!' }));
  await expectFocused(login);
});

test('the sign-in form checks a field when it is left and again as it is typed into, and an empty one when sent, focus on the first', async ({ page }) => {
  await page.goto('/user/login');
  await expectAppRunning(page);
  const email = page.getByLabel('Email', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await login.click();
  // Each message is under its own field, tied to it, and the first field in error takes focus.
  await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
  await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
  await expectVisible(page.getByText('Email is required!'));
  await expectFocused(email);
  expect(await email.getAttribute('aria-describedby')).toBeTruthy();
  await email.fill('someone@');
  await expectVisible(page.getByText('Enter a valid email!'));
  await email.fill(demo.user);
  await expect.poll(() => page.getByText('Enter a valid email!').count()).toBe(0);
  await expect.poll(() => email.getAttribute('aria-invalid')).toBe('false');
  // Typed and left, a field with an error is checked once more; the right password signs in.
  await password.fill(demo.password);
  await expect.poll(() => password.getAttribute('aria-invalid')).toBe('false');
  await password.press('Enter');
  await expectPath(page, '/user/dashboard');
});

test('what is typed into the login page before its script has run is kept, and Enter then signs the person in once it runs', async ({ page }) => {
  // The scripts are held back, as on a slow phone: the page the server prerendered is all there is.
  const release = await holdScripts(page);
  await page.goto('/user/login', { waitUntil: 'commit' });
  await page.getByLabel('Email', { exact: true }).click();
  await page.keyboard.type(demo.user);
  await page.getByLabel('Password', { exact: true }).click();
  await page.keyboard.type(demo.password);
  // Enter before the app is there sends nothing the browser's way (a GET with the password in the
  // address), and says that the form goes as soon as the page is ready.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) sent.push(request.url());
  });
  await page.keyboard.press('Enter');
  await expectVisible(page.getByRole('status').filter({ hasText: 'One moment: this is sent as soon as the page is ready.' }));
  expect(sent).toEqual([]);
  expect(page.url()).not.toContain(demo.password);
  await expectFocused(page.getByLabel('Password', { exact: true }));

  // The app takes the page over and sends what was typed: the person is signed in without pressing again.
  release();
  await expectPath(page, '/user/dashboard');
  expect(await page.getByText('One moment: this is sent as soon as the page is ready.').count()).toBe(0);
});

test('what is typed before the script has run is kept while the app takes the page over under the person\'s fingers', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/user/login', { waitUntil: 'commit' });
  await page.getByLabel('Email', { exact: true }).click();
  await page.keyboard.type(demo.user);
  await page.getByLabel('Password', { exact: true }).click();
  await page.keyboard.type(demo.password.slice(0, 4));
  release();
  await page.getByRole('button', { name: 'Login', exact: true }).click({ trial: true });
  await page.keyboard.type(demo.password.slice(4));
  await expectFocused(page.getByLabel('Password', { exact: true }));
  expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(demo.user);
  await page.keyboard.press('Enter');
  await expectPath(page, '/user/dashboard');
});

test("the reason the Google button is off takes its place without moving what is under it, however late the settings come", async ({ page }) => {
  const release = await holdRequests(page, '**/api/config');
  await page.goto('/user/login');
  await expectAppRunning(page);
  const register = page.getByRole('link', { name: 'Register Now' });
  const before = await register.boundingBox();
  expect(await page.getByText('Google sign-in is not set up here').isVisible()).toBe(false);

  release();
  await expectVisible(page.getByText('Google sign-in is not set up here'));
  expect(await register.boundingBox()).toEqual(before);
  await expect
    .poll(() => page.getByRole('button', { name: 'Login with Google' }).getAttribute('aria-describedby'))
    .toBeTruthy();
});

/** Holds back the app's scripts, as a slow phone's line would, until `release` is called. */
function holdScripts(page: Page): Promise<() => void> {
  return holdRequests(page, '**/assets/*.js');
}

/** Holds back the requests to `url` (a glob) until `release` is called. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The app has taken the prerendered login page over: its tabs answer presses. */
async function expectAppRunning(page: Page): Promise<void> {
  const tabs = page.getByRole('group', { name: 'I am signing in as' });
  await expect.poll(() => tabs.evaluate((element) => element.hasAttribute('inert'))).toBe(false);
  // The app takes the page over in slices: on a busy machine the tabs may answer while the Login
  // button is still the prerendered one, inert and no submit button, which Enter does not press.
  await expect.poll(() => page.locator('form button[type="submit"]:not([inert])').count()).toBe(1);
}

test('the volunteer link paints the volunteer tab before any script runs, at 375 and 1280 px', async ({ browser }) => {
  for (const width of [375, 1280]) {
    // The server's page alone, as it paints before the app's code has run.
    const page = await personalPage(browser, { javaScriptEnabled: false, viewport: { width, height: 800 } });
    await page.goto('/user/login?role=volunteer');
    await expectVisible(page.getByRole('heading', { name: 'Volunteer login', level: 1 }));
    expect(await page.getByRole('button', { name: 'I am a volunteer' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Not a volunteer' }).getAttribute('aria-pressed')).toBe('false');
    await screenshot(page, `login-volunteer-prerendered-${width}`, { fullPage: false });
    await page.goto('/user/login');
    await expectVisible(page.getByRole('heading', { name: 'Welcome back', level: 1 }));
    expect(await page.getByRole('button', { name: 'Not a volunteer' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, `login-user-prerendered-${width}`, { fullPage: false });
    await page.context().close();
  }
});

test('what a volunteer types before the script runs is kept on the volunteer tab, and through a change of tab', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/user/login?role=volunteer', { waitUntil: 'commit' });
  // A password manager, or a quick person, fills the prerendered fields.
  await page.getByLabel('Email', { exact: true }).fill(demo.volunteer);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);

  release();
  await expectAppRunning(page);
  const volunteerTab = page.getByRole('button', { name: 'I am a volunteer' });
  expect(await volunteerTab.getAttribute('aria-pressed')).toBe('true');
  await expectVisible(page.getByRole('heading', { name: 'Volunteer login', level: 1 }));
  expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(demo.volunteer);
  expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(demo.password);
  expect(await page.getByText('Email is required!').count()).toBe(0);

  // Trying the other tab and coming back keeps what was typed.
  await page.getByRole('button', { name: 'Not a volunteer' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Welcome back', level: 1 }));
  expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(demo.volunteer);
  await volunteerTab.click();
  await expect.poll(() => volunteerTab.getAttribute('aria-pressed')).toBe('true');
  expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(demo.password);

  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectPath(page, '/volunteer/dashboard');
});
