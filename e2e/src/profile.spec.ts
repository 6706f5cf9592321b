import { randomInt } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { callAs, giveNotifications, signInThroughApi, tinyPng } from './harness/api.ts';
import { AccessibilityAudit } from './harness/audit.ts';
import { randomLetters } from './harness/names.ts';
import { expectFocused, expectPath, expectToast, expectVisible, test } from './harness/fixtures.ts';
import { expectNoSeriousAxeViolations } from './harness/axe.ts';
import { press } from './harness/keyboard.ts';
import { smsCodeFor } from './harness/phone-messages.ts';
import { createVerifiedUser, demo, logInAsUser, submitLogin } from './harness/people.ts';

const password = 'Sahaya@123';

/** A real PNG (solid teal, 16×16) made here, so the server's content check sees a genuine image. */
function makePng(size = 16): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [15, 118, 110]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal one-page PDF. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The header avatar shows `src`, loaded, with empty alternative text. */
async function expectHeaderPicture(headerPicture: Locator, src: string): Promise<void> {
  await expectVisible(headerPicture);
  expect(await headerPicture.getAttribute('src')).toBe(src);
  expect(await headerPicture.getAttribute('alt')).toBe('');
  await expect.poll(() => headerPicture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(16);
}

async function accessToken(page: Page): Promise<string> {
  const stored = await page.evaluate<string | null>("localStorage.getItem('sahaya.auth')");
  const token = (JSON.parse(stored ?? '{}') as { accessToken?: string }).accessToken;
  if (!token) throw new Error('No access token in the browser session');
  return token;
}

/** Changes the password through the API with this browser's own session, which stays signed in. */
async function changePassword(page: Page, currentPassword: string, newPassword: string): Promise<void> {
  const res = await fetch(new URL('/api/users/password', inject('baseUrl')), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken(page)}` },
    body: JSON.stringify({ currentPassword, newPassword, confirmPassword: newPassword }),
  });
  expect(res.status).toBe(200);
}

test('a new person completes the profile, changes the picture and manages certificates and addresses', async ({ page }) => {
  const { email } = await createVerifiedUser('Priya Das', password);
  await logInAsUser(page, email, password);

  // A new account has nothing yet: the dashboard says so, and the header shows the initial.
  await expectVisible(page.getByRole('heading', { name: 'Welcome, Priya' }));
  await expectVisible(page.getByText('No activity yet.'));
  const profileMenu = page.getByRole('button', { name: 'Profile menu' });
  const headerPicture = profileMenu.locator('img');
  expect(await profileMenu.textContent()).toBe('P');
  expect(await headerPicture.count()).toBe(0);

  await page.goto('/user/profile');
  await expectPath(page, '/user/profile/info');
  const banner = page.getByText('Please complete your profile to avail our full services.');
  await expectVisible(banner);
  expect(await page.getByText('N/A', { exact: true }).count()).toBeGreaterThanOrEqual(7);

  // The mobile number, by keyboard, with the code the SMS brings: a wrong one is flagged beside the field.
  const phone = `9${randomInt(100_000_000, 999_999_999)}`;
  const addNumber = page.getByRole('button', { name: 'Add mobile number', exact: true });
  await press(addNumber);
  const numberDialog = page.getByRole('dialog', { name: 'Add your mobile number' });
  const numberField = numberDialog.getByLabel('Mobile number', { exact: true });
  await expectFocused(numberField);
  await page.keyboard.type('12345');
  await press(numberDialog.getByRole('button', { name: 'Send code', exact: true }));
  await expectVisible(numberDialog.getByText('Enter a valid phone number!'));
  await expectFocused(numberField);
  await numberField.fill(phone);
  await press(numberDialog.getByRole('button', { name: 'Send code', exact: true }));
  const code = numberDialog.getByLabel('Code from the SMS');
  await expectFocused(code);
  await expect.poll(() => code.getAttribute('autocomplete')).toBe('one-time-code');
  await expectNoSeriousAxeViolations(page, 'adding a mobile number');
  const smsCode = await smsCodeFor(phone);
  await page.keyboard.type(smsCode.slice(0, 3));
  // Closed by Escape while the code is typed, the dialog opens again at the code step, the number
  // and the digits typed still there: the code sent is still good, so none is asked for again.
  await page.keyboard.press('Escape');
  await numberDialog.waitFor({ state: 'detached' });
  await expectFocused(addNumber);
  await press(addNumber);
  await expectFocused(code);
  expect([await numberField.inputValue(), await code.inputValue()]).toEqual([phone, smsCode.slice(0, 3)]);
  await expectVisible(numberDialog.getByRole('button', { name: 'Save number', exact: true }));
  await page.keyboard.type(smsCode.slice(3));
  await press(numberDialog.getByRole('button', { name: 'Save number', exact: true }));
  await expectToast(page, 'Your mobile number is verified and saved.');
  await numberDialog.waitFor({ state: 'detached' });
  const changeNumber = page.getByRole('button', { name: 'Change mobile number', exact: true });
  await expectFocused(changeNumber);
  await expectVisible(page.getByText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`));
  // Saved, the number's dialog starts afresh; Cancel lets what was typed go.
  await press(changeNumber);
  const changeDialog = page.getByRole('dialog', { name: 'Change your mobile number' });
  const newNumber = changeDialog.getByLabel('Mobile number', { exact: true });
  await expectFocused(newNumber);
  expect(await newNumber.inputValue()).toBe('');
  await page.keyboard.type('98765');
  await press(changeDialog.getByRole('button', { name: 'Cancel' }));
  await changeDialog.waitFor({ state: 'detached' });
  await expectFocused(changeNumber);
  await press(changeNumber);
  await expectFocused(newNumber);
  expect(await newNumber.inputValue()).toBe('');
  await page.keyboard.press('Escape');
  await changeDialog.waitFor({ state: 'detached' });

  // Edit Profile: the rest is filled and saved.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('Name').fill('Lakshmi Das');
  await dialog.getByLabel('Age').fill('64');
  await dialog.getByLabel('Gender').selectOption('Female');
  await dialog.getByLabel('Street').fill('7 Lake View Road');
  await dialog.getByLabel('City').fill('Kochi');
  await dialog.getByLabel('State').fill('Kerala');
  await dialog.getByLabel('Country').fill('India');
  await dialog.getByLabel('Pincode').fill('68201');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectVisible(dialog.getByText('Pincode must be 6 characters!'));
  await dialog.getByLabel('Pincode').fill('682011');

  // A failed save keeps everything typed, even when the modal is closed and opened again.
  await page.route('**/api/users', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Failed to update profile' }) })
      : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectVisible(dialog.getByRole('alert').filter({ hasText: 'Failed to update profile' }));
  await expectToast(page, 'Failed to update profile');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // Escape puts focus back on the button that opened the dialog.
  await expectFocused(page.getByRole('button', { name: 'Edit Profile' }));
  await page.unroute('**/api/users');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  expect(await dialog.getByLabel('Street').inputValue()).toBe('7 Lake View Road');
  expect(await dialog.getByLabel('Pincode').inputValue()).toBe('682011');

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile updated successfully!');
  await banner.waitFor({ state: 'detached' });
  await expectVisible(page.getByText('7 Lake View Road'));
  expect(await page.getByText('N/A', { exact: true }).count()).toBe(0);
  // The header follows the new name.
  await expect.poll(() => profileMenu.textContent()).toBe('L');
  await profileMenu.click();
  await expectVisible(page.getByText('Signed in as Lakshmi Das'));
  await page.keyboard.press('Escape');

  // A second tab of the same browser shows the picture too once it is changed in this one.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/user/dashboard');
  const otherTabMenu = otherTab.getByRole('button', { name: 'Profile menu' });
  await expect.poll(() => otherTabMenu.textContent()).toBe('L');

  // The picture: an oversize file is refused before upload, a real PNG is uploaded and shown.
  const pictureButton = page.getByRole('button', { name: 'Change profile picture' });
  let chooser = page.waitForEvent('filechooser');
  await pictureButton.click();
  await (await chooser).setFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expectVisible(page.getByText('Image size should be less than 5MB').first());
  chooser = page.waitForEvent('filechooser');
  await pictureButton.click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng() });
  await expectToast(page, 'Profile picture updated successfully!');
  const picture = page.getByRole('img', { name: 'Profile picture of Lakshmi Das' });
  await expectVisible(picture);
  const pictureSrc = await picture.getAttribute('src');
  expect(pictureSrc).toMatch(/^\/uploads\/|^https?:\/\//);
  await expect.poll(() => picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(16);

  // The header shows the new picture as decoration of the already named menu button, here and in the other tab.
  await expectHeaderPicture(headerPicture, pictureSrc!);
  await expectHeaderPicture(otherTabMenu.locator('img'), pictureSrc!);
  await otherTab.close();

  // Signing in again brings the picture back from the login reply.
  await profileMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectPath(page, '/user/login');
  await logInAsUser(page, email, password);
  await expectHeaderPicture(headerPicture, pictureSrc!);

  // A picture that cannot be loaded gives way to the initial.
  await page.route('**/uploads/**', (route) => route.fulfill({ status: 404 }));
  await page.reload();
  await expect.poll(() => profileMenu.textContent()).toBe('L');
  expect(await headerPicture.count()).toBe(0);
  await page.unroute('**/uploads/**');
  await page.goto('/user/profile/info');

  // An address with the browser's location.
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 9.9312, longitude: 76.2673 });
  await page.getByRole('button', { name: 'Add address' }).click();
  const addressDialog = page.getByRole('dialog', { name: 'Add address' });
  await addressDialog.getByLabel('First name').fill('Priya');
  await addressDialog.getByLabel('Last name').fill('Das');
  await addressDialog.getByLabel('Street').fill('3 Marine Drive');
  await addressDialog.getByLabel('City').fill('Kochi');
  await addressDialog.getByLabel('State').fill('Kerala');
  await addressDialog.getByLabel('Country').fill('India');
  // The pincode input takes digits only: a stray letter typed in the middle is dropped.
  await addressDialog.getByLabel('Pincode').pressSequentially('68a2031');
  expect(await addressDialog.getByLabel('Pincode').inputValue()).toBe('682031');
  await addressDialog.getByRole('button', { name: 'Use my current location' }).click();
  await expectVisible(addressDialog.getByText('9.9312, 76.2673'));
  await addressDialog.getByRole('button', { name: 'Save address' }).click();
  await expectToast(page, 'Address created successfully!');
  await expectVisible(page.getByText('3 Marine Drive'));

  // Certificates: nothing chosen is refused; a PDF is uploaded, previewed and deleted.
  await page.getByRole('tab', { name: 'My Uploads' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('uploads');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectVisible(page.getByText('Please select a file to upload'));
  await page.getByLabel('Certificate file').setInputFiles({ name: 'first-aid.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectToast(page, 'certificate uploaded!');
  await page.getByRole('button', { name: 'View certificate 1' }).click();
  const preview = page.getByRole('dialog', { name: 'Certificate 1' });
  await expectVisible(preview.getByRole('link', { name: 'Download' }));
  const downloadHref = await preview.getByRole('link', { name: 'Download' }).getAttribute('href');
  const download = await fetch(new URL(downloadHref!, inject('baseUrl')));
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toContain('attachment');
  await preview.getByRole('button', { name: 'Close' }).click();
  await preview.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Delete certificate 1' }).click();
  const confirm = page.getByRole('alertdialog');
  await expectVisible(
    confirm.getByText('Are you sure you want to delete this certificate? This action cannot be undone.'),
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Certificate deleted!');
  await expectVisible(page.getByText('You have not uploaded any certificates yet.'));
});

test('a notification arrives live on the dashboard and opens its page', async ({ page }) => {
  const { email } = await createVerifiedUser('Arjun Rao', password);
  await logInAsUser(page, email, password);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expectVisible(bell);
  expect(await bell.getAttribute('aria-label')).toBe('Notifications');

  // The password is changed through the API with this browser's own session, which stays signed in;
  // the server sends a system notification to the person's room.
  await changePassword(page, password, 'Sahaya@456');

  await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications, 1 unread');
  expect(await page.getByTestId('notification-badge').textContent()).toBe('1');
  // The dashboard's unread card follows without a reload.
  const unreadCard = page.getByRole('group', { name: 'Notifications' });
  await expect.poll(() => unreadCard.textContent()).toBe('Notifications1unread');

  await bell.click();
  expect(await bell.getAttribute('aria-expanded')).toBe('true');
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  const item = panel.getByRole('button', { name: /Your password was changed\./ });
  await expectVisible(item);
  expect(await item.textContent()).toContain('Just now');
  // A notice about the account opens the profile.
  await item.click();
  await expectPath(page, '/user/profile/info');
  await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');

  // A second one arrives; "Mark all as read", a single remove and "Clear all" work from the panel.
  await changePassword(page, 'Sahaya@456', password);
  await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications, 1 unread');
  await bell.click();
  const items = panel.getByRole('button', { name: /Your password was changed\./ });
  await expect.poll(() => items.count()).toBe(2);
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  // The panel leaves the rest of the page readable, so the bell itself tells that nothing is unread.
  await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');
  await page.getByTestId('notification-badge').waitFor({ state: 'detached' });
  await expect.poll(() => panel.getByRole('button', { name: /^Unread: / }).count()).toBe(0);
  await panel.getByRole('button', { name: 'Remove notification' }).first().click();
  await expect.poll(() => items.count()).toBe(1);
  // Focus moves to the notification that is left, not back to the start of the page.
  await expectFocused(items.first());

  // "Clear all" hides them at once and offers Undo, which brings them back.
  await panel.getByRole('button', { name: 'Clear all' }).click();
  await expectVisible(panel.getByText('No notifications'));
  const undo = panel.getByRole('button', { name: 'Undo' });
  await expectFocused(undo);
  await page.keyboard.press('Enter');
  await expect.poll(() => items.count()).toBe(1);

  // Cleared again, and a new notification arrives before the undo time is up: it stays, and the
  // cleared one is deleted when the time is up, although the person has gone to another page.
  await panel.getByRole('button', { name: 'Clear all' }).click();
  const deleteSent = page.waitForRequest((request) => request.method() === 'DELETE', { timeout: 20_000 });
  await changePassword(page, password, 'Sahaya@789');
  await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(1);
  await page.keyboard.press('Escape');
  await expectFocused(bell);
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expectPath(page, '/user/dashboard');
  await deleteSent;
  await page.reload();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect.poll(() => items.count()).toBe(1);
  expect(await panel.getByRole('button', { name: /^Unread: Your password was changed\./ }).count()).toBe(1);
});

test('the password is changed on the profile and the account can be deleted for good', async ({ page }) => {
  const { email } = await createVerifiedUser('Kiran Shah', password);
  await logInAsUser(page, email, password);

  await page.goto('/user/profile/changePassword');
  await page.getByLabel('Current Password').fill('Wrong@123');
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Confirm Password').focus();
  await expectVisible(page.getByText('Password must be at least 8 characters'));
  await page.getByLabel('New Password').fill('Better@2024');
  await page.getByLabel('Confirm Password').fill('Better@2024');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Invalid current password!');
  await page.getByLabel('Current Password').fill(password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password reset successfully!');

  await page.goto('/user/profile/settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await confirm.getByLabel('Password', { exact: true }).fill(password);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expectVisible(confirm.getByRole('alert'));
  await confirm.getByLabel('Password', { exact: true }).fill('Better@2024');
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expectPath(page, '/home');
  await expectToast(page, 'Your account has been deleted.');

  // The account is gone: signing in again fails.
  await page.goto('/user/login');
  await submitLogin(page, email, 'Better@2024');
  await expectVisible(page.getByText('Invalid email or password!'));
});

test('the demo volunteer sees the profile tabs and the bell', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByRole('button', { name: 'I am a volunteer' }).click();
  await submitLogin(page, demo.volunteer, demo.password);
  await expectPath(page, '/volunteer/dashboard');
  // Without a picture the profile link shows the volunteer's initial.
  const profileLink = page.getByRole('link', { name: 'Profile of Ravi Kumar', exact: true });
  expect(await profileLink.locator('[aria-hidden="true"]').textContent()).toBe('R');
  expect(await profileLink.locator('img').count()).toBe(0);
  // The bell works from the keyboard: Enter opens the panel, Tab moves into it, Escape closes it
  // and puts focus back on the bell.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  await expectVisible(panel);
  await page.keyboard.press('Tab');
  expect(await panel.evaluate((element) => element.contains(element.ownerDocument.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  await expectFocused(bell);
  await page.goto('/volunteer/profile');
  await expectPath(page, '/volunteer/profile/info');
  await expectVisible(page.getByRole('heading', { name: 'Ravi Kumar' }));
  for (const name of ['Profile Info', 'Change Password', 'Settings']) await expectVisible(page.getByRole('tab', { name }));
  expect(await page.getByRole('tab', { name: 'My Uploads' }).count()).toBe(0);
  await page.getByRole('tab', { name: 'Change Password' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('password');
  await expectVisible(page.getByLabel('Current Password'));
});

test('older notifications are reached page by page from the bell', async ({ page }) => {
  const { email } = await createVerifiedUser('Sunil Menon', password);
  const person = await signInThroughApi(email, password, 'user');
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  // Each block and unblock by the admin leaves the person a system notification: 22 in all.
  await giveNotifications(admin, person.id, 11);

  await logInAsUser(page, email, password);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  // The bell is named by what it shows (WCAG 2.5.3): "9+", not the 22.
  await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 9+ unread');
  expect(await page.getByTestId('notification-badge').textContent()).toBe('9+');
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  const items = panel.getByRole('button', { name: /^Unread: Your account was (un)?blocked/ });
  await expect.poll(() => items.count()).toBe(20);
  // The panel stops above the toasts: the welcome toast, while still up, covers none of it.
  const welcome = await page.locator('[data-sonner-toast]', { hasText: 'Login successful!' }).boundingBox();
  const panelBox = await panel.boundingBox();
  if (welcome && welcome.height > 0) expect(panelBox!.y + panelBox!.height).toBeLessThanOrEqual(welcome.y);
  await panel.getByRole('button', { name: 'Show older notifications' }).click();
  await expect.poll(() => items.count()).toBe(22);
  expect(await panel.getByRole('button', { name: 'Show older notifications' }).count()).toBe(0);
  // The button pressed is gone with the last page, so focus moves to the first of the older ones.
  await expectFocused(items.nth(20));
});

test('a person downloads their data: it is prepared, then ready, and the zip holds their request', async ({ page }) => {
  const { email } = await createVerifiedUser('Farida Khan', password);
  const me = await signInThroughApi(email, password, 'user');
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  // A walker of this journey's own, so its name in the zip can only have come from this request.
  const form = new FormData();
  form.append('file', new Blob([tinyPng], { type: 'image/png' }), 'walker.png');
  const { imageUrl } = await callAs<{ imageUrl: string }>(admin, 'POST', '/api/assets/image', form);
  const assetName = `Walker ${randomLetters(8)}`;
  const { asset } = await callAs<{ asset: { _id: string } }>(admin, 'POST', '/api/assets', {
    name: assetName,
    category: 'walkingStick',
    description: 'A light aluminium walker with wheels.',
    stocks: 2,
    image: imageUrl,
  });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await callAs(me, 'POST', `/api/assetRequests/${asset._id}`, { requestedDate: tomorrow, quantity: 1 });

  await logInAsUser(page, email, password);
  // Where the privacy page sends people: the profile's Settings tab (the same sections as /user/profile/settings).
  await page.goto('/user/profile/info');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const audit = new AccessibilityAudit(page);
  const section = page.getByRole('heading', { name: 'Download my data' });
  await expectVisible(section);
  await audit.axe('Settings with Download my data');

  // The zip may be made within a moment, so whether "preparing" was shown is watched from the start.
  await page.evaluate(`(() => {
    window.__sawPreparing = false;
    new MutationObserver(() => {
      if (document.body.textContent.includes('Preparing your data')) window.__sawPreparing = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  })()`);
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expectVisible(page.getByText('Your data is ready.'));
  expect(await page.evaluate('window.__sawPreparing')).toBe(true);
  await expectVisible(page.getByText(/^You can save it until /));
  await audit.axe('Settings with the data ready');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save the zip file' }).click()]);
  // Named by the day in India (the server's clock and this one agree but for the moment at midnight).
  const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  expect(download.suggestedFilename()).toBe(`sahaya-my-data-${indiaDay}.zip`);
  const folder = mkdtempSync(join(tmpdir(), 'sahaya-my-data-'));
  const path = join(folder, download.suggestedFilename());
  await download.saveAs(path);
  const zip = unzipSync(new Uint8Array(await readFile(path)));
  const data = JSON.parse(strFromU8(zip['data.json']!)) as { profile: { email: string }; assetRequests: { asset: string; status: string }[] };
  expect(data.profile.email).toBe(email);
  expect(data.assetRequests).toEqual([expect.objectContaining({ asset: assetName, status: 'pending' })]);

  // Beside it, the same to read: opened as the person would open it from the unpacked zip.
  const summary = join(folder, 'summary.html');
  writeFileSync(summary, zip['summary.html']!);
  await page.goto(`file://${summary}`);
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Your data at Sahaya' }));
  const requests = page.getByRole('region', { name: 'Equipment requests' });
  await expectVisible(requests.getByText(assetName));
  await expectVisible(page.getByRole('region', { name: 'Profile' }).getByText(email));
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  expect(await page.locator('script').count()).toBe(0);
  await page.getByRole('link', { name: 'Equipment requests' }).click();
  expect(new URL(page.url()).hash).toBe('#assetRequests');
  await audit.axe('summary.html of the data copy');
  await audit.reflow('summary.html of the data copy');
  audit.expectClean();
});
