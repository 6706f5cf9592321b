import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectFocused, expectPath, expectToast, expectVisible, test } from './harness/fixtures.ts';
import { createVerifiedUser, submitLogin } from './harness/people.ts';
import { press } from './harness/keyboard.ts';

const password = 'Sahaya@123';
const fromDevice = 'Location: shared from your device';
const fromPincode = (pincode: string) => `Location: from PIN code ${pincode} (approximate)`;

/** The rows of the profile's Address card, as "label value" lines. */
async function profileAddress(page: Page): Promise<string> {
  const card = page.locator('section, div').filter({ has: page.getByRole('heading', { name: 'Address', exact: true }) }).last();
  return (await card.locator('dl').innerText()).replace(/\s+/g, ' ');
}

/**
 * Logs in once the login page's script has taken over its prerendered form, whose Login button
 * works from then on.
 */
async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/user/login', { waitUntil: 'networkidle' });
  await submitLogin(page, email, password);
  await expectPath(page, '/user/dashboard');
}

async function fillAddress(dialog: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: true }).fill(value);
}

test('a person keeps one address book: the profile shows the primary address, which can change, and edits keep a shared location or fall back to the PIN code', async ({
  page,
}) => {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 9.9312, longitude: 76.2673 });
  const { email } = await createVerifiedUser('Meena Pillai', password);
  await logIn(page, email);
  await page.goto('/user/profile/info');
  const banner = page.getByText('Please complete your profile to avail our full services.');
  await expectVisible(banner);
  await expectVisible(page.getByText('No saved addresses yet.', { exact: false }));

  // Add address: "Use my current location" before typing anything shows no field errors.
  const addButton = page.getByRole('button', { name: 'Add address' });
  await press(addButton);
  const addDialog = page.getByRole('dialog', { name: 'Add address' });
  await expectFocused(addDialog.getByLabel('First name'));
  await addDialog.getByRole('button', { name: 'Use my current location' }).click();
  await expectVisible(addDialog.getByText('9.9312, 76.2673'));
  expect(await addDialog.getByText('First name is required!').count()).toBe(0);
  expect(await addDialog.getByRole('alert').count()).toBe(0);
  await fillAddress(addDialog, {
    'First name': 'Meena',
    'Last name': 'Pillai',
    Street: '12 MG Road',
    City: 'Kochi',
    State: 'Kerala',
    Country: 'India',
    Pincode: '682001',
  });
  await press(addDialog.getByRole('button', { name: 'Save address' }));
  await expectToast(page, 'Address created successfully!');
  await addDialog.waitFor({ state: 'detached' });
  await expectFocused(addButton);

  // The first address is primary, and the profile's Address shows it with its location.
  const saved = page.getByRole('list', { name: 'Saved addresses' });
  await expectVisible(saved.getByText('Primary', { exact: true }));
  await expect.poll(() => profileAddress(page)).toContain('Street 12 MG Road');
  expect(await profileAddress(page)).toContain('Location Saved');

  // Edit Profile opens with the cursor at the end of the name (not the whole name selected) and
  // the primary address filled in with its location; finishing the personal fields clears the banner.
  const editProfile = page.getByRole('button', { name: 'Edit Profile' });
  await press(editProfile);
  const profileDialog = page.getByRole('dialog', { name: 'Edit Profile' });
  const name = profileDialog.getByLabel('Name');
  await expectFocused(name);
  const selection = (input: unknown) => {
    const { selectionStart, selectionEnd } = input as { selectionStart: number; selectionEnd: number };
    return [selectionStart, selectionEnd];
  };
  expect(await name.evaluate(selection)).toEqual([12, 12]);
  expect(await profileDialog.getByLabel('Street').inputValue()).toBe('12 MG Road');
  await expectVisible(profileDialog.getByText('9.9312, 76.2673'));
  await profileDialog.getByLabel('Age').fill('67');
  await profileDialog.getByLabel('Gender').selectOption('Female');
  await profileDialog.getByLabel('Phone').fill('9876501234');
  await press(profileDialog.getByRole('button', { name: 'Save Changes' }));
  await expectToast(page, 'Profile updated successfully!');
  await profileDialog.waitFor({ state: 'detached' });
  await expectFocused(editProfile);
  await banner.waitFor({ state: 'detached' });
  expect(await profileAddress(page)).toContain('Location Saved');

  // A second address saved without sharing a location is located by its PIN code, and is not primary.
  await press(addButton);
  await fillAddress(addDialog, {
    'First name': 'Ravi',
    'Last name': 'Pillai',
    Street: '2 Beach Road',
    City: 'Kochi',
    State: 'Kerala',
    Country: 'India',
    Pincode: '682002',
  });
  await press(addDialog.getByRole('button', { name: 'Save address' }));
  await expectToast(page, 'Address created successfully!');
  await expectFocused(addButton);
  const beach = saved.getByRole('listitem').filter({ hasText: '2 Beach Road' });
  await expectVisible(beach.getByText(fromPincode('682002')));
  expect(await beach.getByText('Primary', { exact: true }).count()).toBe(0);
  expect(await profileAddress(page)).toContain('Street 12 MG Road');

  // Make it primary: the profile follows, and focus stays on that address.
  await press(saved.getByRole('button', { name: 'Make primary: 2 Beach Road' }));
  await expectToast(page, 'Primary address changed successfully!');
  await expect.poll(() => profileAddress(page)).toContain('Street 2 Beach Road');
  expect(await profileAddress(page)).toContain('Location From PIN code 682002 (approximate)');
  await expectVisible(beach.getByText('Primary', { exact: true }));
  const editBeach = saved.getByRole('button', { name: 'Edit: 2 Beach Road' });
  await expectFocused(editBeach);

  // Edit it: a new street, and the PIN code's location refined with the browser's position.
  await editBeach.press('Enter');
  const editDialog = page.getByRole('dialog', { name: 'Edit address' });
  await expectFocused(editDialog.getByLabel('First name'));
  expect(await editDialog.getByLabel('First name').evaluate(selection)).toEqual([4, 4]);
  await expectVisible(editDialog.getByText(fromPincode('682002')));
  await editDialog.getByLabel('Street').fill('3 Beach Road');
  await editDialog.getByRole('button', { name: 'Use my current location' }).click();
  await expectVisible(editDialog.getByText('9.9312, 76.2673'));
  await press(editDialog.getByRole('button', { name: 'Save address' }));
  await expectToast(page, 'Address updated successfully!');
  await editDialog.waitFor({ state: 'detached' });
  await expectFocused(saved.getByRole('button', { name: 'Edit: 3 Beach Road' }));
  await expect.poll(() => profileAddress(page)).toContain('Street 3 Beach Road');
  expect(await profileAddress(page)).toContain('Location Saved');

  // Editing the names only keeps the shared location; changing the place drops it for the PIN code's.
  await press(saved.getByRole('button', { name: 'Edit: 12 MG Road' }));
  await editDialog.getByLabel('First name').fill('Meenakshi');
  await expectVisible(editDialog.getByText('9.9312, 76.2673'));
  await editDialog.getByLabel('Street').fill('14 MG Road');
  await expectVisible(editDialog.getByText('The place changed, so the location you shared was removed', { exact: false }));
  await expectVisible(editDialog.getByText(fromPincode('682001')));
  expect(await editDialog.getByText('9.9312, 76.2673').count()).toBe(0);
  await press(editDialog.getByRole('button', { name: 'Save address' }));
  await expectToast(page, 'Address updated successfully!');
  const mg = saved.getByRole('listitem').filter({ hasText: '14 MG Road' });
  await expectVisible(mg.getByText(fromPincode('682001')));
  await expectVisible(mg.getByText('Meenakshi Pillai'));
  await expectFocused(saved.getByRole('button', { name: 'Edit: 14 MG Road' }));

  // ... and the shared location can be added back.
  await saved.getByRole('button', { name: 'Edit: 14 MG Road' }).press('Enter');
  await editDialog.getByRole('button', { name: 'Use my current location' }).click();
  await expectVisible(editDialog.getByText('9.9312, 76.2673'));
  await press(editDialog.getByRole('button', { name: 'Save address' }));
  await expectToast(page, 'Address updated successfully!');
  await expectVisible(mg.getByText(fromDevice));

  // Deleting an address asks first; Cancel has focus, so Enter by habit deletes nothing.
  await press(mg.getByRole('button', { name: 'Delete: 14 MG Road' }));
  const confirm = page.getByRole('alertdialog', { name: 'Delete address' });
  await expectFocused(confirm.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Escape');
  await expectFocused(mg.getByRole('button', { name: 'Delete: 14 MG Road' }));
  await press(mg.getByRole('button', { name: 'Delete: 14 MG Road' }));
  await press(confirm.getByRole('button', { name: 'Delete' }));
  await expectToast(page, 'Address deleted successfully!');
  await mg.waitFor({ state: 'detached' });
  // The button that opened the dialog is gone with its address, so the address that is left takes focus.
  await expectFocused(saved.getByRole('listitem'));
  expect(await saved.getByRole('listitem').count()).toBe(1);

  // The profile still shows the primary address after a reload, with nothing missing.
  await page.reload();
  await expect.poll(() => profileAddress(page)).toContain('Street 3 Beach Road');
  expect(await page.getByText('N/A', { exact: true }).count()).toBe(0);

  // On a phone the book and its buttons fit the width, with no sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
});
