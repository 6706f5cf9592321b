import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ADDRESSES_MAX } from '@sahaya/contract/addresses/schemas';
import { callAs, signInThroughApi } from './harness/api.ts';
import { expectNoSeriousAxeViolations } from './harness/axe.ts';
import { descriptionOf, expectFocused, expectPath, expectToast, expectVisible, test } from './harness/fixtures.ts';
import { hindiText } from './harness/hindi.ts';
import { screenshotsAtBothWidths } from './harness/layout.ts';
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

/** What the form says beside the PIN code: the description the Pincode field is read with. */
const pincodeNews = (dialog: Locator, label: string): Promise<string> => descriptionOf(dialog.getByLabel(label, { exact: true }));

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

  // The country starts as India, and the last name may stay empty.
  const field = (label: string) => addDialog.getByLabel(label, { exact: true });
  expect(await field('Country').inputValue()).toBe('India');
  await fillAddress(addDialog, { 'First name': 'Meena', Street: '12 MG Road', City: 'Kochi', State: 'Kerala', Pincode: '682001' });
  expect(await field('Last name (optional)').inputValue()).toBe('');
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
  // the primary address filled in with its location.
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
  await press(profileDialog.getByRole('button', { name: 'Save Changes' }));
  await expectToast(page, 'Profile updated successfully!');
  await profileDialog.waitFor({ state: 'detached' });
  await expectFocused(editProfile);
  // The banner stays for the mobile number alone, which is added with a code (profile.spec.ts).
  await expectVisible(page.getByRole('button', { name: 'Add mobile number', exact: true }));
  expect(await profileAddress(page)).toContain('Location Saved');

  // A second address saved without sharing a location is located by its PIN code, and is not primary.
  await press(addButton);
  await fillAddress(addDialog, {
    'First name': 'Ravi',
    'Last name (optional)': 'Pillai',
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
  // Saved without a last name, the address is named by the first name alone.
  await expectVisible(mg.getByText('Meenakshi', { exact: true }));
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

  // The profile still shows the primary address after a reload, with nothing missing but the
  // mobile number, which is added with a code.
  await page.reload();
  await expect.poll(() => profileAddress(page)).toContain('Street 3 Beach Road');
  expect(await page.getByText('N/A', { exact: true }).count()).toBe(1);

  // On a phone the book and its buttons fit the width, with no sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
});

test('the address form fills city and state from a typed PIN code, and says at once when it does not know one, in English and Hindi', async ({
  page,
}) => {
  const { email } = await createVerifiedUser('Asha Nair', password);
  await logIn(page, email);
  await page.goto('/user/profile/info');
  const addButton = page.getByRole('button', { name: 'Add address' });
  await press(addButton);
  const addDialog = page.getByRole('dialog', { name: 'Add address' });
  await expectFocused(addDialog.getByLabel('First name'));
  const field = (label: string) => addDialog.getByLabel(label, { exact: true });

  // Six digits of a PIN code fill city and state at once, and say so beside it.
  await field('Pincode').pressSequentially('682001');
  await expect.poll(() => field('City').inputValue()).toBe('Ernakulam');
  expect(await field('State').inputValue()).toBe('Kerala');
  await expect.poll(() => pincodeNews(addDialog, 'Pincode')).toBe('City and state filled in from the PIN code: Ernakulam, Kerala.');
  // A city the person types stays theirs when the PIN code changes; the form says where the PIN code is.
  await field('City').fill('Kochi');
  await field('Pincode').fill('682002');
  await expect.poll(() => pincodeNews(addDialog, 'Pincode')).toBe('This PIN code is in Ernakulam, Kerala.');
  expect(await field('City').inputValue()).toBe('Kochi');
  // A PIN code the server does not know is said beside the field as soon as it is typed, and changes nothing.
  await field('Pincode').fill('682999');
  await expect.poll(() => pincodeNews(addDialog, 'Pincode')).toBe('We do not know this PIN code. Check it, or type the city and state yourself.');
  await expectVisible(addDialog.getByRole('status').filter({ hasText: 'We do not know this PIN code.' }));
  expect([await field('City').inputValue(), await field('State').inputValue()]).toEqual(['Kochi', 'Kerala']);
  // Nor will such a PIN code place the address: the location says so rather than promising one from it.
  await expectVisible(addDialog.getByText('No location: distance matching unavailable'));
  await expectNoSeriousAxeViolations(page, 'the Add address dialog with an unknown PIN code');
  await screenshotsAtBothWidths(page, 'address-form-unknown-pin', { showing: field('Pincode') });
  await page.keyboard.press('Escape');
  await addDialog.waitFor({ state: 'detached' });
  await expectFocused(addButton);
  // Closed by Escape, the form opens again as it was left; Cancel lets what was typed go.
  await press(addButton);
  await expectFocused(addDialog.getByLabel('First name'));
  expect([await field('City').inputValue(), await field('State').inputValue(), await field('Pincode').inputValue()]).toEqual(['Kochi', 'Kerala', '682999']);
  await press(addDialog.getByRole('button', { name: 'Cancel' }));
  await addDialog.waitFor({ state: 'detached' });
  await press(addButton);
  await expectFocused(addDialog.getByLabel('First name'));
  expect([await field('City').inputValue(), await field('Pincode').inputValue()]).toEqual(['', '']);
  await page.keyboard.press('Escape');
  await addDialog.waitFor({ state: 'detached' });

  // In Hindi the form says the same in Hindi, by keyboard: the PIN code typed, its town filled in, or that it is not known.
  await callAs(await signInThroughApi(email, password, 'user'), 'PUT', '/api/users/me/preferences', { language: 'hi' });
  await page.reload();
  const addInHindi = page.getByRole('button', { name: 'पता जोड़ें' });
  await press(addInHindi);
  const hindiDialog = page.getByRole('dialog', { name: 'पता जोड़ें' });
  await expectFocused(hindiDialog.getByLabel('पहला नाम'));
  expect(await hindiDialog.getByLabel('देश', { exact: true }).inputValue()).toBe('India');
  await hindiDialog.getByLabel('पिन कोड', { exact: true }).pressSequentially('110001');
  await expect.poll(() => hindiDialog.getByLabel('शहर', { exact: true }).inputValue()).toBe('New Delhi');
  await expect.poll(() => pincodeNews(hindiDialog, 'पिन कोड')).toBe(
    hindiText('packages/contract', 'addressMessages.pincodeFilled', { 0: 'New Delhi', 1: 'Delhi' }),
  );
  await hindiDialog.getByLabel('पिन कोड', { exact: true }).fill('682999');
  await expect.poll(() => pincodeNews(hindiDialog, 'पिन कोड')).toBe(hindiText('packages/contract', 'addressMessages.pincodeUnknown'));
  // Nor will such a PIN code place the address: the location says so rather than promising one from it.
  await expectVisible(hindiDialog.getByText(hindiText('packages/contract', 'addressMessages.noLocation')));
  await expectNoSeriousAxeViolations(page, 'the Add address dialog in Hindi with an unknown PIN code');
  await screenshotsAtBothWidths(page, 'address-form-unknown-pin-hindi', { showing: hindiDialog.getByLabel('पिन कोड', { exact: true }) });
  await page.keyboard.press('Escape');
  await hindiDialog.waitFor({ state: 'detached' });
  await expectFocused(addInHindi);

  // A full book takes no more: where the button was, the page says why and what to do.
  const token = await signInThroughApi(email, password, 'user');
  const place = { fname: 'Asha', street: '1 Temple Street', city: 'Kochi', state: 'Kerala', country: 'India', pincode: '682001' };
  for (let i = 0; i < ADDRESSES_MAX; i++) await callAs(token, 'POST', '/api/addresses', { ...place, street: `${i + 1} Temple Street` });
  await page.reload();
  await expectVisible(page.getByText(hindiText('packages/contract', 'addressMessages.bookFull', { 0: ADDRESSES_MAX })));
  expect(await page.getByRole('button', { name: 'पता जोड़ें' }).count()).toBe(0);
  await expectNoSeriousAxeViolations(page, 'a full address book in Hindi');
  await screenshotsAtBothWidths(page, 'address-book-full-hindi', { showing: page.getByRole('heading', { name: 'मेरे पते' }) });
});
