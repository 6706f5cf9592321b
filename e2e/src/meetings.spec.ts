import { readFile } from 'node:fs/promises';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { callAs, signInThroughApi } from './harness/api.ts';
import { AccessibilityAudit, settle } from './harness/audit.ts';
import { chromiumArgs, fakeMediaArgs, findChromium } from './harness/chromium.ts';
import { browserDay, expectFocused, expectPath, expectToast, expectVisible, personalPage, uiTimeoutMs } from './harness/fixtures.ts';
import { press, tabTo } from './harness/keyboard.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { seatTogether, scheduleMeeting } from './harness/mesh.ts';
import { createVerifiedUser, demo, logInAsAdmin, logInAsUser } from './harness/people.ts';

/*
 * A video meeting from scheduling to its end, in a Chromium of its own with a fake camera,
 * microphone and screen: the admin schedules it with a user from the keyboard and starts it early,
 * both join and each sees the other's video playing, the admin shares the screen, somebody not
 * invited opening the link gets no call, the admin removes the user and leaves, and the meeting
 * reads Completed. Every page and the dialog are checked with axe-core.
 */

const password = 'Sahaya@123';
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: [...chromiumArgs, ...fakeMediaArgs] });
});
afterAll(async () => {
  await browser?.close();
});

/** A person's own window, as on their own device, allowed to use the clipboard. */
const newPage = () => personalPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });


/** What the journey reads of a <video> (the journeys are typed without the DOM's types). */
interface VideoElement {
  videoWidth: number;
  currentTime: number;
}

/** A video that shows moving pictures: it has a frame size, and its time runs on. */
async function expectPlaying(video: Locator, what: string): Promise<void> {
  const timeout = 45_000;
  await expect.poll(() => video.evaluate((element) => (element as unknown as VideoElement).videoWidth), { timeout, message: `${what} has frames` }).toBeGreaterThan(0);
  const before = await video.evaluate((element) => (element as unknown as VideoElement).currentTime);
  await expect
    .poll(() => video.evaluate((element) => (element as unknown as VideoElement).currentTime), { timeout, message: `${what} keeps playing` })
    .toBeGreaterThan(before + 0.5);
}

const tile = (page: Page, name: string) => page.getByRole('figure', { name, exact: true }).locator('video');

// Three people in three browser contexts, with video: longer than one page's journey, more so on a busy machine.
test('the admin schedules and starts a meeting; both see each other, the screen is shared, an outsider is kept out, the user is removed and the meeting completes', { timeout: 180_000 }, async () => {
  const userName = uniqueName('Kamala');
  const outsiderName = uniqueName('Mohan');
  const [{ email }, { email: outsiderEmail }] = await Promise.all([createVerifiedUser(userName, password), createVerifiedUser(outsiderName, password)]);
  const title = `Weekly check in ${randomLetters(6)}`;
  const host = await newPage();
  const audit = new AccessibilityAudit(host);

  // The meetings page, and the Schedule New Meeting dialog used from the keyboard alone.
  await logInAsAdmin(host);
  await host.getByRole('link', { name: 'Meetings' }).first().click();
  await expectPath(host, '/admin/meetings');
  await settle(host);
  await expectVisible(host.getByRole('heading', { name: 'My Meetings', level: 1 }));
  await audit.page('the admin’s meetings', { axe: true });

  const opener = host.getByRole('button', { name: 'Schedule Meeting' });
  await opener.focus();
  await host.keyboard.press('Enter');
  const dialog = host.getByRole('dialog', { name: 'Schedule New Meeting' });
  await expectVisible(dialog);
  const titleField = dialog.getByLabel('Title');
  await expectFocused(titleField);
  const create = dialog.getByRole('button', { name: 'Create Meeting' });
  expect(await create.isDisabled(), 'Create waits for a title and a participant').toBe(true);
  await host.keyboard.type('ab');
  await host.keyboard.press('Tab');
  await expectVisible(dialog.getByText('Please enter a valid title!'));
  await titleField.fill(title);
  await tabTo(host, dialog.getByRole('radio', { name: 'Individual' }));
  await expectVisible(dialog.getByRole('checkbox', { name: 'Select All' }));
  await tabTo(host, dialog.getByLabel('Search people'));
  await host.keyboard.type(userName);
  const person = dialog.getByRole('checkbox', { name: new RegExp(userName) });
  await tabTo(host, person);
  await host.keyboard.press('Space');
  await expectVisible(dialog.getByRole('button', { name: `Remove ${userName}` }));
  // A time already past today is refused beside the field.
  const time = dialog.getByLabel('Time');
  const day = await dialog.getByLabel('Date').inputValue();
  if (day === (await browserDay(host)) && new Date().getHours() > 0) {
    await time.fill('00:00');
    await time.blur();
    await expectVisible(dialog.getByText('Cannot schedule at past time!'));
  }
  // Tomorrow at noon: today's earliest time can pass while a slow machine fills in the form.
  const tomorrow = await browserDay(host, 1);
  await dialog.getByLabel('Date').fill(tomorrow);
  await time.fill('12:00');
  await time.blur();
  await expect.poll(() => dialog.getByText('Cannot schedule at past time!').count()).toBe(0);
  await audit.axe('the Schedule New Meeting dialog, filled in');
  // Closed by Escape, the dialog opens again as it was left: the title, who is invited, the day and time.
  await host.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocused(opener);
  await host.keyboard.press('Enter');
  await expectFocused(titleField);
  expect([await titleField.inputValue(), await dialog.getByLabel('Date').inputValue(), await time.inputValue()]).toEqual([title, tomorrow, '12:00']);
  await expectVisible(dialog.getByRole('button', { name: `Remove ${userName}` }));
  // On from the time, as a person who checked it would: the list of people before it grows with the journeys run.
  await time.focus();
  await tabTo(host, create);
  await host.keyboard.press('Enter');
  await expectToast(host, 'Meeting created!');
  await dialog.waitFor({ state: 'detached' });
  await expectFocused(opener);
  // Created, the next meeting starts afresh; Cancel lets what was typed go.
  await host.keyboard.press('Enter');
  await expectFocused(titleField);
  expect(await titleField.inputValue()).toBe('');
  await host.keyboard.type('Not this one');
  await press(dialog.getByRole('button', { name: 'Cancel' }));
  await dialog.waitFor({ state: 'detached' });
  await expectFocused(opener);
  await host.keyboard.press('Enter');
  await expectFocused(titleField);
  expect(await titleField.inputValue()).toBe('');
  await host.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // The new meeting is Upcoming; the admin starts it early from its details.
  await host.getByLabel('Search by title').fill(title);
  // The rows move when the search comes into force; a click aimed before that could land elsewhere.
  await expect.poll(() => new URL(host.url()).searchParams.get('search'), { timeout: uiTimeoutMs }).toBe(title);
  await settle(host);
  const row = host.getByRole('row', { name: new RegExp(title) });
  await expectVisible(row.getByText('Upcoming'));
  await row.getByRole('button', { name: `Details of ${title}` }).click();
  const details = host.getByRole('dialog', { name: title });
  await expectVisible(details);
  await audit.axe('a meeting’s details');
  // Add to calendar saves the meeting as an .ics file.
  const [saved] = await Promise.all([host.waitForEvent('download'), details.getByRole('button', { name: 'Add to calendar' }).click()]);
  const calendar = await readFile((await saved.path())!, 'utf8');
  expect(calendar).toContain(`SUMMARY:${title}\r\n`);
  expect(calendar.replace(/\r\n /g, '')).toMatch(/URL:http:\/\/[^/]+\/admin\/meetings\/[0-9a-f-]{36}\r\n/);
  await details.getByRole('button', { name: 'Start Meeting Now' }).click();
  await expect.poll(() => new URL(host.url()).pathname, { timeout: uiTimeoutMs }).toMatch(/^\/admin\/meetings\/[0-9a-f-]{36}$/);
  const meetingId = new URL(host.url()).pathname.split('/').pop()!;
  await expectPlaying(tile(host, 'You'), 'the admin’s own camera');
  // The admin reads who created it by name, not by an id.
  await expectVisible(host.getByText('Created by Sahaya Admin'));

  // The user finds it In Progress and joins; each sees the other's video playing.
  const guest = await newPage();
  await logInAsUser(guest, email, password);
  // Her dashboard reads the meeting's state as the Meetings page does.
  await expectVisible(guest.getByRole('link', { name: new RegExp(title) }).getByText('In Progress'));
  await guest.getByRole('link', { name: 'Meetings' }).first().click();
  await expectPath(guest, '/user/meetings');
  await settle(guest);
  const guestAudit = new AccessibilityAudit(guest);
  await guestAudit.page('the user’s meetings', { axe: true });
  const guestRow = guest.getByRole('row', { name: new RegExp(title) });
  await expectVisible(guestRow.getByText('In Progress'));
  await guestRow.getByRole('button', { name: `Join ${title}` }).click();
  await expectPath(guest, `/user/meetings/${meetingId}`);
  await expectPlaying(tile(guest, 'Admin'), 'the admin’s video at the user');
  await expectPlaying(tile(host, userName), 'the user’s video at the admin');
  // The user sees the host as Admin and a count, not names.
  await expectVisible(guest.getByText('Participants (2)'));
  await expect.poll(() => guest.getByText(userName).count()).toBe(0);
  await guestAudit.axe('the room as a participant');
  await audit.axe('the room as the admin');

  // The admin shares the screen: the user gets a second, playing video.
  await host.getByRole('button', { name: 'Share screen' }).click();
  await expectVisible(host.getByRole('button', { name: 'Stop sharing' }));
  await expectPlaying(tile(guest, 'Admin: screen'), 'the admin’s screen at the user');
  // The microphone's button says what pressing it does, and its words follow the microphone itself.
  const microphoneOn = () =>
    tile(host, 'You').evaluate((video) => (video as unknown as { srcObject: { getAudioTracks(): { enabled: boolean }[] } }).srcObject.getAudioTracks().every((track) => track.enabled));
  const mute = host.getByRole('button', { name: 'Mute', exact: true });
  expect(await microphoneOn()).toBe(true);
  expect(await mute.getAttribute('aria-pressed')).toBeNull();
  await mute.click();
  await expectVisible(host.getByRole('button', { name: 'Unmute', exact: true }));
  expect(await microphoneOn()).toBe(false);
  // Muting shows on the admin's tile at the user.
  await expectVisible(guest.getByRole('figure', { name: 'Admin', exact: true }).getByText('Muted'));

  // Somebody not invited who opens the link gets no call, and no camera is asked of them.
  const outsider = await newPage();
  await logInAsUser(outsider, outsiderEmail, password);
  await outsider.goto(`/user/meetings/${meetingId}`);
  await expectVisible(outsider.getByRole('heading', { name: 'Failed to join meeting' }));
  await expectVisible(outsider.getByText('Only the people invited to this meeting can join it.'));
  expect(await outsider.locator('video').count()).toBe(0);
  await expect.poll(() => host.getByText('Participants (2)').count()).toBe(1);

  // The admin removes the user, who leaves the call at once.
  await host.getByRole('button', { name: `Remove ${userName}` }).click();
  const confirm = host.getByRole('alertdialog', { name: 'Remove Participant' });
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expectVisible(guest.getByText('The host has removed you from this meeting.'));
  expect(await guest.locator('video').count()).toBe(0);
  await expectVisible(host.getByText('Participants (1)'));

  // The admin leaves: the meeting is over, and reads Completed.
  await host.getByRole('button', { name: 'Leave and end meeting' }).click();
  await expectPath(host, '/admin/meetings');
  await host.getByLabel('Search by title').fill(title);
  await expectVisible(host.getByRole('row', { name: new RegExp(title) }).getByText('Completed'));

  for (const page of [host, guest, outsider]) await page.context().close();
  audit.expectClean();
  guestAudit.expectClean();
});

test('deleting a meeting while people are in it ends the call for all of them, saying why', { timeout: 120_000 }, async () => {
  const userName = uniqueName('Savitri');
  const { email } = await createVerifiedUser(userName, password);
  const [admin, user] = await Promise.all([signInThroughApi(demo.admin, demo.password, 'admin'), signInThroughApi(email, password, 'user')]);
  const meetingId = await scheduleMeeting(admin, user, `Planning ${randomLetters(5)}`);
  const host = await newPage();
  await logInAsAdmin(host);
  await host.goto(`/admin/meetings/${meetingId}`);
  await expectPlaying(tile(host, 'You'), 'the admin’s own camera');
  const guest = await newPage();
  await logInAsUser(guest, email, password);
  await guest.goto(`/user/meetings/${meetingId}`);
  await expectPlaying(tile(guest, 'Admin'), 'the admin’s video at the user');

  await callAs(admin, 'DELETE', `/api/meetings/${meetingId}`);
  for (const page of [guest, host]) {
    await expectVisible(page.getByRole('heading', { name: 'The host deleted this meeting.' }));
    expect(await page.locator('video').count()).toBe(0);
    await expectVisible(page.getByRole('link', { name: 'Back to My Meetings' }));
  }
  const audit = new AccessibilityAudit(guest);
  await audit.axe('the room once its meeting was deleted');
  audit.expectClean();
  for (const page of [host, guest]) await page.context().close();
});

// Four is where calls once failed: offers crossed when a newcomer and those already in the room both
// called. Here, after the journey above, so the two never share the machine.
test('four people in one meeting all see each other', { timeout: 120_000 }, async () => {
  const [admin, user] = await Promise.all([signInThroughApi(demo.admin, demo.password, 'admin'), signInThroughApi(demo.user, demo.password, 'user')]);
  const meetingId = await scheduleMeeting(admin, user, `Four of us ${randomLetters(5)}`);
  const { context } = await seatTogether(browser, meetingId, 4, 60_000);
  await context.close();
});
