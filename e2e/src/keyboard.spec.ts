import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callAs, signInThroughApi } from './harness/api.ts';
import { expectFocused, expectPath, expectVisible, test } from './harness/fixtures.ts';
import { expectFocusVisible, tabTo } from './harness/keyboard.ts';
import { uniqueName } from './harness/names.ts';
import { createVerifiedUser, demo } from './harness/people.ts';

/*
 * Journeys done with the keyboard alone (Tab, Enter, Space, Escape and typing), checking that every
 * control reached shows its focus and that focus goes back to the control that opened each dialog
 * or panel when it closes.
 */

const password = 'Sahaya@123';

/** Focus is inside the page's main region (on its heading), not left on the body after a page change. */
async function expectFocusInMain(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate('document.activeElement?.closest("main") !== null')).toBe(true);
}

/**
 * Signs in from the keyboard: Tab to Email, type, Tab to Password, type, Enter. It waits for the
 * app to take over the prerendered form first: until then its buttons are out of the tab order.
 */
async function signInByKeyboard(page: Page, path: string, email: string, secret: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expectFocused(page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(secret);
  await page.keyboard.press('Enter');
}

test('a user signs in, opens the bell and the profile menu, and focus returns to each opener', async ({ page }) => {
  await page.goto('/user/login');
  await page.waitForLoadState('networkidle');
  // Forgot password opens a dialog; Escape closes it and puts focus back on the link that opened it.
  const forgot = page.getByRole('button', { name: 'Forgot password?' });
  await tabTo(page, forgot);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Forgot password?' });
  await expectVisible(dialog);
  await expect.poll(() => dialog.evaluate((element) => element.contains(element.ownerDocument.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocused(forgot);

  await tabTo(page, page.getByLabel('Email', { exact: true }), { backwards: true });
  await page.keyboard.type(demo.user);
  await page.keyboard.press('Tab');
  await page.keyboard.type(demo.password);
  await page.keyboard.press('Enter');
  await expectPath(page, '/user/dashboard');
  await expectVisible(page.getByRole('heading', { name: 'Welcome, Asha', level: 1 }));
  await expectFocusInMain(page);

  // The bell's panel: Enter opens it, Tab goes through its buttons (each showing focus), Escape closes it.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await tabTo(page, bell, { backwards: true });
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  await expectVisible(panel);
  const controls = panel.getByRole('button');
  const count = await controls.count();
  for (let index = 0; index < Math.min(count, 6); index++) {
    await page.keyboard.press('Tab');
    await expectFocusVisible(controls.nth(index));
  }
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  await expectFocused(bell);

  // Space opens the profile menu, which names the person; Escape closes it and focus is back on it.
  const profileMenu = page.getByRole('button', { name: 'Profile menu for Asha Verma' });
  await tabTo(page, profileMenu);
  await page.keyboard.press('Space');
  const menu = page.getByRole('menu');
  await expectVisible(menu);
  await expectFocusVisible(menu.getByRole('menuitem').first());
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  await expectFocused(profileMenu);
});

test('a user edits the profile with the keyboard alone, and focus returns to Edit Profile', async ({ page }) => {
  const name = uniqueName('Kamala');
  const { email } = await createVerifiedUser(name, password);
  // A complete profile, so the edit below changes the name only.
  await callAs(await signInThroughApi(email, password, 'user'), 'PUT', '/api/users', {
    name,
    age: 71,
    gender: 'Female',
    phone: '9876501234',
    street: '12 Temple Street',
    city: 'Madurai',
    state: 'Tamil Nadu',
    country: 'India',
    pincode: '625001',
  });
  await signInByKeyboard(page, '/user/login', email, password);
  await expectPath(page, '/user/dashboard');

  // The profile menu's first item leads to the profile.
  await tabTo(page, page.getByRole('button', { name: `Profile menu for ${name}` }));
  await page.keyboard.press('Enter');
  await expectFocused(page.getByRole('menuitem', { name: 'My Profile' }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/user/profile/info');
  await expectVisible(page.getByRole('heading', { name, level: 1 }));
  await expectFocusInMain(page);

  const edit = page.getByRole('button', { name: 'Edit Profile' });
  await tabTo(page, edit);
  // Opened and closed without saving: focus comes back to Edit Profile.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expectVisible(dialog);
  await expectFocused(dialog.getByLabel('Name'));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocused(edit);

  // Opened with Space, the name typed anew and saved with Enter.
  const newName = uniqueName('Kamala');
  await page.keyboard.press('Space');
  await expectFocused(dialog.getByLabel('Name'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(newName);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await expectVisible(page.getByRole('heading', { name: newName, level: 1 }));
  await expectFocused(edit);
  await expectFocusVisible(edit);
});

test('the admin blocks a user with the keyboard alone, and focus returns to the block control', async ({ page }) => {
  const name = uniqueName('Blocked');
  await createVerifiedUser(name, password);
  await signInByKeyboard(page, '/admin/login', demo.admin, demo.password);
  await expectPath(page, '/admin/dashboard');

  await tabTo(page, page.getByRole('link', { name: 'User Management' }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/admin/userManagement');
  await tabTo(page, page.getByLabel('Search by name'));
  await page.keyboard.type(name);
  const view = page.getByRole('link', { name: `View ${name}` });
  await expectVisible(view);
  await tabTo(page, view);
  await page.keyboard.press('Enter');
  await expectVisible(page.getByRole('heading', { name, level: 1 }));
  await expectFocusInMain(page);

  // The confirmation starts on Cancel, so Enter by habit does not block; Escape closes it.
  const block = page.getByRole('button', { name: 'Block', exact: true });
  await tabTo(page, block);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: `Block ${name}?` });
  await expectVisible(confirm);
  await expectFocusVisible(confirm.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Escape');
  await confirm.waitFor({ state: 'detached' });
  await expectFocused(block);

  // Opened again: Tab to "Yes, block" and Space confirms; focus lands on the control, now Unblock.
  await page.keyboard.press('Enter');
  await expectVisible(confirm);
  await tabTo(page, confirm.getByRole('button', { name: 'Yes, block' }));
  await page.keyboard.press('Space');
  await confirm.waitFor({ state: 'detached' });
  await expectVisible(page.getByText('Inactive', { exact: true }));
  const unblock = page.getByRole('button', { name: 'Unblock', exact: true });
  await expectFocused(unblock);
  await expectFocusVisible(unblock);
});
