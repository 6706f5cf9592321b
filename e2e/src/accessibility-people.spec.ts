import { expect } from 'vitest';
import { giveNotifications, signInThroughApi, uploadCertificates } from './harness/api.ts';
import { AccessibilityAudit, auditBell, auditDialog, auditPhoneNavigation, settle, signIn, visit } from './harness/audit.ts';
import { expectPath, expectVisible, test } from './harness/fixtures.ts';
import { uniqueName } from './harness/names.ts';
import { createVerifiedUser, demo } from './harness/people.ts';

/*
 * Every page of the user and the volunteer areas and every dialog that opens on them, checked with
 * axe-core (no serious or critical WCAG 2 A/AA violation) and for reflow (no sideways scrolling at
 * 320 px or at 200 % zoom). One signed-in browser per role visits its pages in turn and reports all
 * its findings at once; the areas are in files of their own so that they run side by side.
 */

const password = 'Sahaya@123';

test('every page and dialog of a user, with notifications and certificates', async ({ page }) => {
  const name = uniqueName('Asha');
  const { email } = await createVerifiedUser(name, password);
  const person = await signInThroughApi(email, password, 'user');
  await uploadCertificates(person);
  // Ten unread, so the bell shows "9+" on every page checked below.
  await giveNotifications(await signInThroughApi(demo.admin, demo.password, 'admin'), person.id, 5);
  const audit = new AccessibilityAudit(page);

  await signIn(page, '/user/login', email, password);
  await expectPath(page, '/user/dashboard');
  await settle(page);
  await audit.page('/user/dashboard', { axe: true });
  // Only what exists: no card promising a feature that is "coming soon".
  await expectVisible(page.getByText('Total Requests'));
  expect(await page.getByText(/Published Blogs|Coming Soon/).count()).toBe(0);
  await auditBell(page, audit, 'the notification panel on /user/dashboard');
  await auditPhoneNavigation(page, audit, 'the open navigation menu', page.getByRole('button', { name: 'Navigation' }));
  const profileMenu = page.getByRole('button', { name: `Profile menu for ${name}` });
  await profileMenu.click();
  await expectVisible(page.getByRole('menu'));
  await audit.axe('the profile menu');
  await page.keyboard.press('Escape');

  await visit(page, audit, '/user/profile/info');
  await auditDialog(page, audit, 'the Edit Profile dialog', page.getByRole('dialog', { name: 'Edit Profile' }), () =>
    page.getByRole('button', { name: 'Edit Profile' }).click(),
  );
  await auditDialog(page, audit, 'the Add address dialog', page.getByRole('dialog', { name: 'Add address' }), () =>
    page.getByRole('button', { name: 'Add address' }).click(),
  );

  await visit(page, audit, '/user/profile/info?tab=uploads');
  await auditDialog(page, audit, 'the certificate preview', page.getByRole('dialog', { name: 'Certificate 1' }), () =>
    page.getByRole('button', { name: 'View certificate 1' }).click(),
  );
  await auditDialog(page, audit, 'the delete certificate confirmation', page.getByRole('alertdialog'), () =>
    page.getByRole('button', { name: 'Delete certificate 1' }).click(),
  );

  await visit(page, audit, '/user/profile/info?tab=password');
  await visit(page, audit, '/user/profile/info?tab=settings');
  await auditDialog(page, audit, 'the delete account confirmation', page.getByRole('alertdialog', { name: 'Delete your account?' }), () =>
    page.getByRole('button', { name: 'Delete Account' }).click(),
  );
  await visit(page, audit, '/user/profile/changePassword');
  await visit(page, audit, '/user/profile/settings');

  // Lending: the catalogue (cards at every width), the request dialog, an asset and My Requests.
  await visit(page, audit, '/user/assets', { axe: true });
  await auditDialog(page, audit, 'the Request Asset dialog', page.getByRole('dialog', { name: 'Request Asset' }), () =>
    page.locator('button:enabled', { hasText: 'Request Asset' }).first().click(),
  );
  await page.getByRole('link', { name: /^View Details/ }).first().click();
  await settle(page);
  await audit.page('an asset page', { axe: true });
  await auditDialog(page, audit, 'the enlarged asset picture', page.getByRole('dialog'), () =>
    page.getByRole('button', { name: /^Enlarge/ }).click(),
  );
  await visit(page, audit, `${new URL(page.url()).pathname}?tab=availability`);
  await visit(page, audit, '/user/requests', { axe: true });
  await visit(page, audit, '/user/requests?tab=assistance');
  await visit(page, audit, '/user/404');
  audit.expectClean();
}, 120_000);

test('every page and dialog of a volunteer', async ({ page }) => {
  const audit = new AccessibilityAudit(page);
  await signIn(page, '/user/login?role=volunteer', demo.volunteer, demo.password);
  await expectPath(page, '/volunteer/dashboard');
  await settle(page);
  await audit.page('/volunteer/dashboard', { axe: true });
  await auditBell(page, audit, 'the notification panel on /volunteer/dashboard');
  await auditPhoneNavigation(page, audit, "the volunteer's open sidebar", page.getByRole('button', { name: 'Toggle sidebar' }));

  await visit(page, audit, '/volunteer/profile/info');
  await auditDialog(page, audit, "the volunteer's Edit Profile dialog", page.getByRole('dialog', { name: 'Edit Profile' }), () =>
    page.getByRole('button', { name: 'Edit Profile' }).click(),
  );
  await visit(page, audit, '/volunteer/profile/info?tab=password');
  await visit(page, audit, '/volunteer/profile/info?tab=settings');
  await visit(page, audit, '/volunteer/profile/changePassword');
  await visit(page, audit, '/volunteer/profile/settings');
  // Assistance: Nearby (cards at every width), and both tabs of Processing Requests.
  await visit(page, audit, '/volunteer/assistanceRequests', { axe: true });
  await visit(page, audit, '/volunteer/requests', { axe: true });
  await visit(page, audit, '/volunteer/requests?tab=completed', { axe: true });
  await visit(page, audit, '/volunteer/404');
  audit.expectClean();
});
