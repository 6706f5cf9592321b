import { expect } from 'vitest';
import { signInThroughApi, uploadCertificates } from './harness/api.ts';
import { AccessibilityAudit, auditDialog, auditPhoneNavigation, settle, visit } from './harness/audit.ts';
import { expectPath, expectVisible, test } from './harness/fixtures.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { createVerifiedUser, demo } from './harness/people.ts';

/*
 * Every page of the admin console and every dialog that opens on them, checked with axe-core (no
 * serious or critical WCAG 2 A/AA violation) and for reflow (no sideways scrolling at 320 px or at
 * 200 % zoom), with long e-mail addresses in the lists and details. One signed-in browser visits
 * the pages in turn and reports all its findings at once.
 */

const password = 'Sahaya@123';

test('every page and dialog of the admin, with long e-mail addresses in the lists and details', async ({ page }) => {
  // A 27-character address, and one long enough to test the table's columns at 1280 px.
  const shortName = uniqueName('Meena');
  const short = await createVerifiedUser(shortName, password, `meena.${randomLetters(9)}@example.org`);
  expect(short.email).toHaveLength(27);
  const longName = uniqueName('Lakshmi');
  await createVerifiedUser(longName, password, `lakshmi.narayanan.subramaniam.${randomLetters(6)}@example.org`);
  await uploadCertificates(await signInThroughApi(short.email, password, 'user'));
  const audit = new AccessibilityAudit(page);

  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(demo.admin);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expectPath(page, '/admin/dashboard');
  await settle(page);
  await audit.page('/admin/dashboard', { axe: true });
  await auditPhoneNavigation(page, audit, "the admin's open sidebar", page.getByRole('button', { name: 'Toggle sidebar' }));

  for (const path of ['/admin/userManagement', '/admin/volunteerManagement', '/admin/assetManagement', '/admin/requestManagement']) {
    await visit(page, audit, path, { axe: true });
  }

  // The long address keeps the table within its box at 1280 px: View stays in sight, nothing scrolls.
  await page.goto('/admin/userManagement');
  await page.getByLabel('Search by name').fill(longName);
  const table = page.getByRole('table', { name: 'Users List' });
  await expectVisible(table.getByRole('link', { name: `View ${longName}` }));
  await settle(page);
  const scroller = page.getByRole('region', { name: 'Users List' });
  expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  await audit.page('the users list showing a 48-character e-mail', { axe: true });

  await visit(page, audit, '/admin/addUser');
  await visit(page, audit, '/admin/addVolunteer');
  await visit(page, audit, '/admin/addAsset');
  // The asset pages' dialogs are checked in the lending journey (lending-admin.spec.ts), which has an asset of its own.

  await page.goto('/admin/userManagement');
  await page.getByLabel('Search by name').fill(shortName);
  await table.getByRole('link', { name: `View ${shortName}` }).click();
  await expectVisible(page.getByRole('heading', { name: shortName, level: 1 }));
  await settle(page);
  await audit.page('the details of a user with a 27-character e-mail');
  await auditDialog(page, audit, 'the certificate preview on user details', page.getByRole('dialog', { name: 'Certificate 1' }), () =>
    page.getByRole('button', { name: 'Preview Certificate 1' }).click(),
  );
  await auditDialog(page, audit, 'the block confirmation', page.getByRole('alertdialog', { name: `Block ${shortName}?` }), () =>
    page.getByRole('button', { name: 'Block', exact: true }).click(),
  );

  await page.goto('/admin/volunteerManagement');
  await page.getByLabel('Search by name').fill('Ravi Kumar');
  await page.getByRole('table', { name: 'Volunteers List' }).getByRole('link', { name: 'View Ravi Kumar' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Ravi Kumar', level: 1 }));
  await settle(page);
  await audit.page('the details of a volunteer');
  await visit(page, audit, '/admin/404');
  audit.expectClean();
});
