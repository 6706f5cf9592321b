import { expectPath, expectVisible, test } from './harness/fixtures.ts';
import { demo, logInAsUser } from './harness/people.ts';

test('a logged-in user who opens the admin area sees the user 404 page', async ({ page }) => {
  await logInAsUser(page, demo.user, demo.password);
  await page.goto('/admin/dashboard');
  await expectPath(page, '/user/404');
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expectPath(page, '/user/dashboard');
});

test('a logged-in user who opens the login page again is taken to the dashboard', async ({ page }) => {
  await logInAsUser(page, demo.user, demo.password);
  await page.goto('/user/login');
  await expectPath(page, '/user/dashboard');
});

test('a stranger who opens the user area is sent to the home page', async ({ page }) => {
  await page.goto('/user/dashboard');
  await expectPath(page, '/home');
});

test('an unknown address shows the not-found page with a way to log in', async ({ page }) => {
  await page.goto('/no/such/page');
  await expectVisible(page.getByRole('heading', { name: "Oops! The page you're looking for doesn't exist." }));
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expectPath(page, '/user/login');
});
