import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callAs, signInThroughApi, tinyPng } from './harness/api.ts';
import { AccessibilityAudit, settle, signIn } from './harness/audit.ts';
import { expectFocused, expectPath, expectVisible, personalPage, test, uiTimeoutMs } from './harness/fixtures.ts';
import { hindiText } from './harness/hindi.ts';
import { tabTo } from './harness/keyboard.ts';
import { chooseLanguage } from './harness/languages.ts';
import { screenshotsAtBothWidths } from './harness/layout.ts';
import { uniqueName } from './harness/names.ts';
import { createVerifiedUser, demo, everyConsent, uniqueEmail } from './harness/people.ts';

const password = 'Sahaya@123';

/**
 * A person's eldercare request that the admin has given to a new volunteer: approved, so both
 * of them have its chat.
 */
async function approvedRequest() {
  const userName = uniqueName('Lakshmi');
  const { email: userEmail } = await createVerifiedUser(userName, password);
  const person = await signInThroughApi(userEmail, password, 'user');
  const [first, last] = userName.split(' ') as [string, string];
  const { _id: addressId } = await callAs<{ _id: string }>(person, 'POST', '/api/addresses', {
    fname: first,
    lname: last,
    street: '12 Gandhi Road',
    city: 'Wardha',
    state: 'Maharashtra',
    country: 'India',
    pincode: '442001',
  });
  const { assistanceRequest } = await callAs<{ assistanceRequest: { _id: string } }>(person, 'POST', '/api/assistanceRequests', {
    type: 'volunteer',
    volunteerType: 'eldercare',
    priority: 'normal',
    requestedDate: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
    requestedTime: '10:30',
    description: 'Please walk with my mother to the clinic and back.',
    addressId,
  });

  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const volunteerName = uniqueName('Ravi');
  const volunteerEmail = uniqueEmail('volunteer');
  const [vFirst, vLast] = volunteerName.split(' ') as [string, string];
  await callAs(admin, 'POST', '/api/volunteers', {
    consents: everyConsent,
    name: volunteerName,
    email: volunteerEmail,
    password,
    fname: vFirst,
    lname: vLast,
    age: 34,
    gender: 'Male',
    phone: `98${randomInt(10_000_000, 99_999_999)}`,
    street: '4 Temple Street',
    city: 'Nagpur',
    state: 'Maharashtra',
    country: 'India',
    pincode: '440001',
  });
  const volunteer = await signInThroughApi(volunteerEmail, password, 'volunteer');
  await callAs(admin, 'PATCH', `/api/assistanceRequests/${assistanceRequest._id}/assignVolunteer`, { volunteerId: volunteer.id });
  return {
    requestId: assistanceRequest._id,
    addressId,
    admin,
    user: { name: userName, email: userEmail, session: person },
    volunteer: { name: volunteerName, email: volunteerEmail, session: volunteer },
  };
}

/** Signs the requester in, as a person would, and opens the request's chat. */
async function openChat(page: Page, email: string, requestId: string): Promise<void> {
  await signIn(page, '/user/login', email, password);
  await expectPath(page, '/user/dashboard');
  await page.goto(`/user/assistanceRequests/${requestId}?tab=chat`);
}

/** The message bubble holding `text`, in the open chat. */
const bubble = (page: Page, text: string) => page.getByRole('region', { name: /^Messages with / }).getByRole('listitem').filter({ hasText: text });

test('the requester and the volunteer chat live: text, an image, typing and read ticks, by keyboard', async ({ page }) => {
  const { requestId, user, volunteer } = await approvedRequest();
  const volunteerPage = await personalPage(page.context().browser()!);
  try {
    const audit = new AccessibilityAudit(page);

    // The requester opens the chat tab of their request.
    await openChat(page, user.email, requestId);
    await expectVisible(page.getByRole('tab', { name: 'Chat', selected: true }));
    await expectVisible(page.getByRole('heading', { name: `Chat with ${volunteer.name}` }));
    await expectVisible(page.getByText(`No messages yet. Say hello to ${volunteer.name}.`));
    await settle(page);

    // The volunteer opens the same chat from their side.
    await signIn(volunteerPage, '/user/login?role=volunteer', volunteer.email, password);
    await expectPath(volunteerPage, '/volunteer/dashboard');
    await volunteerPage.goto(`/volunteer/assistanceRequests/${requestId}`);
    await volunteerPage.getByRole('tab', { name: 'Chat' }).click();
    await expect.poll(() => new URL(volunteerPage.url()).searchParams.get('tab')).toBe('chat');
    await expectVisible(volunteerPage.getByRole('heading', { name: `Chat with ${user.name}` }));
    // Both have joined the conversation once the header no longer says it is connecting.
    await expect.poll(() => volunteerPage.getByText('Connecting…').count(), { timeout: uiTimeoutMs }).toBe(0);
    await expect.poll(() => page.getByText('Connecting…').count(), { timeout: uiTimeoutMs }).toBe(0);

    // By keyboard alone: Tab to the message box, type (the volunteer sees it), Shift+Enter breaks the line, Enter sends.
    const box = page.getByRole('textbox', { name: 'Message' });
    await tabTo(page, box);
    await page.keyboard.type('Hello, are you coming tomorrow?');
    await expectVisible(volunteerPage.getByText(`${user.name} is typing…`));
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('The gate code is 4321.');
    expect(await box.inputValue()).toBe('Hello, are you coming tomorrow?\nThe gate code is 4321.');
    await page.keyboard.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('');
    await expectFocused(box);

    // The volunteer gets it live, with its line break, and the typing indicator goes away.
    await expectVisible(bubble(volunteerPage, 'The gate code is 4321.'));
    expect(await bubble(volunteerPage, 'The gate code is 4321.').locator('p').first().innerText()).toBe(
      'Hello, are you coming tomorrow?\nThe gate code is 4321.',
    );
    await expect.poll(() => volunteerPage.getByText(`${user.name} is typing…`).count(), { timeout: uiTimeoutMs }).toBe(0);
    // Screen readers hear it through the log of new messages from the requester.
    await expect
      .poll(() => volunteerPage.getByRole('log', { name: `New messages from ${user.name}` }).textContent())
      .toContain('The gate code is 4321.');

    // The volunteer had the chat open, so it was read: the requester's tick turns from Sent to Read.
    const sent = bubble(page, 'The gate code is 4321.');
    await expectVisible(sent.getByRole('img', { name: 'Read' }));

    // The volunteer starts typing and stops: the requester sees it, and it clears after 2 seconds.
    const volunteerBox = volunteerPage.getByRole('textbox', { name: 'Message' });
    await volunteerBox.focus();
    await volunteerPage.keyboard.type('Yes');
    await expectVisible(page.getByText(`${volunteer.name} is typing…`));
    await expect.poll(() => page.getByText(`${volunteer.name} is typing…`).count(), { timeout: 5_000 }).toBe(0);

    // The volunteer attaches an image: a preview, then it goes with the text.
    await volunteerPage.locator('input[type="file"]').setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: tinyPng });
    await expectVisible(volunteerPage.getByRole('img', { name: 'Preview of gate.png' }));
    await volunteerBox.focus();
    await volunteerPage.keyboard.type(', I will be there at 10:30. Here is the gate I will wait at.');
    await tabTo(volunteerPage, volunteerPage.getByRole('button', { name: 'Send' }));
    await volunteerPage.keyboard.press('Enter');
    await expect.poll(() => volunteerBox.inputValue()).toBe('');
    await expect.poll(() => volunteerPage.getByRole('img', { name: 'Preview of gate.png' }).count()).toBe(0);

    // The requester sees the text and the image, which loads from its private link.
    const reply = bubble(page, 'Here is the gate I will wait at.');
    await expectVisible(reply);
    const image = reply.getByRole('img', { name: `Image 1 from ${volunteer.name}` });
    await expectVisible(image);
    await expect.poll(() => image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth)).toBe(1);
    await expectVisible(bubble(volunteerPage, 'Here is the gate I will wait at.').getByRole('img', { name: 'Read' }));

    // The history stays after a reload, oldest first, with its ticks.
    await page.reload();
    await expectVisible(bubble(page, 'Here is the gate I will wait at.'));
    const texts = await page.getByRole('region', { name: /^Messages with / }).getByRole('listitem').allInnerTexts();
    expect(texts.findIndex((text) => text.includes('gate code'))).toBeLessThan(texts.findIndex((text) => text.includes('gate I will wait')));
    await expectVisible(bubble(page, 'The gate code is 4321.').getByRole('img', { name: 'Read' }));
    await expect.poll(() => page.getByText('Connecting…').count(), { timeout: uiTimeoutMs }).toBe(0);

    // Both sides of the chat, checked with axe-core and at narrow widths down to 320 px.
    await settle(page);
    await audit.page('the requester’s chat tab', { axe: true });
    const volunteerAudit = new AccessibilityAudit(volunteerPage);
    await settle(volunteerPage);
    await volunteerAudit.page('the volunteer’s chat tab', { axe: true });
    audit.expectClean();
    volunteerAudit.expectClean();
  } finally {
    await volunteerPage.context().close();
  }
  // Two people's browsers, each signing in: twice a one-person journey's time on a busy machine.
}, 120_000);

test('a message that cannot be sent stays in the box with the spec’s error', async ({ page }) => {
  const { requestId, user } = await approvedRequest();
  await openChat(page, user.email, requestId);
  const box = page.getByRole('textbox', { name: 'Message' });
  await expectVisible(box);
  await settle(page);

  // The server refuses this send; what was typed is kept for another try.
  await page.route('**/api/chats/messages', (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }));
  await box.fill('Please bring the wheelchair.');
  await box.press('Enter');
  await expectVisible(page.getByRole('alert').filter({ hasText: 'Failed to send message' }));
  await expectVisible(page.locator('[data-sonner-toast]', { hasText: 'Failed to send message' }));
  expect(await box.inputValue()).toBe('Please bring the wheelchair.');

  // A file that is not one of the accepted kinds is refused when picked.
  await page.locator('input[type="file"]').setInputFiles({ name: 'notes.html', mimeType: 'text/html', buffer: Buffer.from([0, 1, 2, 3, 0xff]) });
  await expectVisible(page.getByText('notes.html: Only images, PDF, Word documents or text files can be attached.'));

  // Once the server answers again, the same message goes.
  await page.unroute('**/api/chats/messages');
  await box.press('Enter');
  await expectVisible(bubble(page, 'Please bring the wheelchair.'));
  await expect.poll(() => box.inputValue()).toBe('');
});

test('after completion both people still read the chat, closed, with how long it is kept', async ({ page }) => {
  const { requestId, user, volunteer } = await approvedRequest();
  // While the request was open they wrote to each other, the volunteer with a picture.
  const files = new FormData();
  files.append('files', new Blob([tinyPng], { type: 'image/png' }), 'gate.png');
  const { mediaUrls } = await callAs<{ mediaUrls: string[] }>(volunteer.session, 'POST', `/api/chats/media/${requestId}`, files);
  const say = (from: typeof user, to: typeof user, content: string, uploadedMediaUrls: string[] = []) =>
    callAs(from.session, 'POST', '/api/chats/messages', { requestId, receiverId: to.session.id, content, uploadedMediaUrls });
  await say(user, volunteer, 'Thank you for the walk to the clinic today.');
  await say(volunteer, user, 'It was a pleasure. This is the gate for next time.', mediaUrls);
  await callAs(volunteer.session, 'PATCH', `/api/assistanceRequests/${requestId}/status`, { action: 'complete' });

  const volunteerPage = await personalPage(page.context().browser()!);
  try {
    const audit = new AccessibilityAudit(page);
    const volunteerAudit = new AccessibilityAudit(volunteerPage);
    await signIn(page, '/user/login', user.email, password);
    await expectPath(page, '/user/dashboard');
    await signIn(volunteerPage, '/user/login?role=volunteer', volunteer.email, password);
    await expectPath(volunteerPage, '/volunteer/dashboard');

    for (const [who, reader, path, otherName] of [
      ['requester', page, `/user/assistanceRequests/${requestId}`, volunteer.name],
      // A volunteer who no longer holds the request reads the requester's first name only.
      ['volunteer', volunteerPage, `/volunteer/assistanceRequests/${requestId}`, user.name.split(' ')[0]!],
    ] as const) {
      // The completed request still has its Chat tab, and it opens on the conversation.
      await reader.goto(path);
      await reader.getByRole('tab', { name: 'Chat' }).click();
      await expect.poll(() => new URL(reader.url()).searchParams.get('tab')).toBe('chat');
      await expectVisible(reader.getByRole('heading', { name: `Chat with ${otherName}` }));
      await expectVisible(bubble(reader, 'Thank you for the walk to the clinic today.'));
      const picture = bubble(reader, 'This is the gate for next time.').getByRole('img', { name: /^Image 1 from / });
      await expectVisible(picture);
      await expect.poll(() => picture.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth)).toBe(1);

      // It says it is closed and for how long it is kept, and there is nothing to write with.
      const closed = reader.getByRole('status').filter({ hasText: 'This request is completed; the chat is closed.' });
      await expectVisible(closed);
      expect(await closed.innerText()).toContain('Messages are kept for 365 days after the request is completed.');
      expect(await reader.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
      expect(await reader.getByRole('button', { name: 'Send' }).count()).toBe(0);
      expect(await reader.getByRole('button', { name: 'Attach files' }).count()).toBe(0);

      await settle(reader);
      await (who === 'requester' ? audit : volunteerAudit).page(`the ${who}’s closed chat`, { axe: true });
    }
    // Pictures of the closed chat for a person to look at (chat/ among the photographs).
    await screenshotsAtBothWidths(page.getByRole('tabpanel'), 'chat/closed-chat');

    // The server still refuses a message to a closed chat.
    const refused = await page.evaluate(
      async ({ requestId, receiverId, token }) => {
        const res = await fetch('/api/chats/messages', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ requestId, receiverId, content: 'One more thing' }),
        });
        return [res.status, ((await res.json()) as { code: string }).code];
      },
      { requestId, receiverId: volunteer.session.id, token: user.session.token },
    );
    expect(refused).toEqual([400, 'CHAT_CLOSED']);

    audit.expectClean();
    volunteerAudit.expectClean();
  } finally {
    await volunteerPage.context().close();
  }
}, 120_000);

test('a long chat opens on its newest messages, and the earlier ones come by keyboard above them', async ({ page }) => {
  const { requestId, user, volunteer } = await approvedRequest();
  // More than a reply holds (500): twenty at a time, so the first twenty are the chat's oldest.
  const count = 520;
  for (let start = 0; start < count; start += 20) {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const content = `Note ${String(start + i).padStart(3, '0')}`;
        return callAs(user.session, 'POST', '/api/chats/messages', { requestId, receiverId: volunteer.session.id, content });
      }),
    );
  }
  const audit = new AccessibilityAudit(page);
  await openChat(page, user.email, requestId);

  // It opens at its end, with the newest in view and the oldest not loaded.
  const messages = page.getByRole('region', { name: /^Messages with / });
  await expectVisible(bubble(page, 'Note 519'));
  expect(await messages.getByRole('listitem').count()).toBe(500);
  expect(await bubble(page, 'Note 000').count()).toBe(0);
  const showEarlier = page.getByRole('button', { name: 'Show earlier messages' });
  await settle(page);
  await audit.page('a long chat', { axe: true });

  // Read back to the top of what came, the button is there to bring the rest.
  await messages.evaluate((element) => element.scrollTo({ top: 0 }));
  await expectVisible(showEarlier);
  await screenshotsAtBothWidths(page.getByRole('tabpanel'), 'chat/show-earlier');

  // By keyboard: the button brings the rest in above, the messages read stay where they were, and
  // with the chat's first message in, the button goes and focus is on the messages.
  await tabTo(page, showEarlier);
  const seen = bubble(page, 'Note 020');
  const before = await seen.boundingBox();
  await page.keyboard.press('Enter');
  await expect.poll(() => bubble(page, 'Note 000').count(), { timeout: uiTimeoutMs }).toBe(1);
  expect(await messages.getByRole('listitem').count()).toBe(count);
  expect((await seen.boundingBox())?.y).toBeCloseTo(before?.y ?? Number.NaN, 0);
  expect(await showEarlier.count()).toBe(0);
  await expectFocused(messages);
  await messages.evaluate((element) => element.scrollTo({ top: 0 }));
  await screenshotsAtBothWidths(page.getByRole('tabpanel'), 'chat/earliest-messages');

  // The same in Hindi. The page is read again once the account keeps the language, as it reads the account's.
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/users/me/preferences') && res.ok());
  await chooseLanguage(page, 'हिन्दी');
  await saved;
  await page.reload();
  const list = page.getByRole('tabpanel').getByRole('region');
  await expectVisible(list.getByRole('listitem').filter({ hasText: 'Note 519' }));
  await list.evaluate((element) => element.scrollTo({ top: 0 }));
  await expectVisible(page.getByRole('button', { name: hindiText('apps/web/src/features/chats', 'Show earlier messages') }));
  await settle(page);
  await audit.page('a long chat in Hindi', { axe: true });
  await screenshotsAtBothWidths(page.getByRole('tabpanel'), 'chat/show-earlier-hi');
  audit.expectClean();
}, 120_000);

test('a chat removed after the retention says so rather than look empty', async ({ page }) => {
  const { requestId, user, volunteer } = await approvedRequest();
  await callAs(volunteer.session, 'PATCH', `/api/assistanceRequests/${requestId}/status`, { action: 'complete' });
  // The server's removal runs a year after completion (apps/server/src/modules/chats/chats.retention.test.ts
  // shows it); here the page is given the reply it then answers, to show what the person reads.
  await page.route('**/api/chats/conversations/*/messages*', (route) =>
    route.fulfill({
      json: { messages: [], retention: { days: 365, removed: { at: new Date().toISOString(), afterDays: 365 } }, earlier: false, later: false },
    }),
  );
  await openChat(page, user.email, requestId);
  await expectVisible(page.getByText('The messages of this chat were removed 365 days after the request was completed.'));
  await expectVisible(page.getByRole('status').filter({ hasText: 'This request is completed; the chat is closed.' }));
  // How long it is kept no longer applies once it is gone.
  expect(await page.getByText(/Messages are kept for/).count()).toBe(0);
  expect(await page.getByText('No messages were sent in this chat.').count()).toBe(0);
});

test('a long attachment name wraps at its separators over the chip’s width, whole in its title', async ({ page }) => {
  const { requestId, user } = await approvedRequest();
  await page.setViewportSize({ width: 375, height: 800 });
  await openChat(page, user.email, requestId);
  await expectVisible(page.getByRole('textbox', { name: 'Message' }));
  const name = 'Blood-test_report-March-2026-Dr-Rao-clinic-final-signed-copy.png';
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: tinyPng });
  await expectVisible(page.getByRole('img', { name: `Preview of ${name}` }));
  await expectVisible(page.getByRole('button', { name: `Remove ${name}` }));

  // The name takes the chip's width and at most two lines, not a column a few letters wide.
  await expectVisible(page.getByRole('list', { name: 'Attachments' }).locator(`[title="${name}"]`));
  // Measured in the page, written as a string since this package is typed without the DOM.
  const measure = <T>(body: string) =>
    page.evaluate(`((element) => { ${body} })(document.querySelector('[aria-label="Attachments"] [title="${name}"]'))`) as Promise<T>;
  const box = await measure<{ width: number; lines: number }>(`
    const rect = element.getBoundingClientRect();
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
    return { width: rect.width, lines: Math.round(rect.height / lineHeight) };`);
  expect(box.width).toBeGreaterThanOrEqual(140);
  expect(box.lines).toBeLessThanOrEqual(2);
  // Its first line ends at a separator, not in the middle of a word: the text up to the last
  // character whose box is still on the first line.
  const firstLine = await measure<string>(`
    const range = document.createRange();
    const top = element.getBoundingClientRect().top;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let line = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.textContent.length; i += 1) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        if (range.getBoundingClientRect().top - top < 4) line += node.textContent[i];
      }
    }
    return line;`);
  expect(firstLine).toMatch(/[-_.]$/);

  // Pictures of the composer for a person to look at (chat/ among the photographs).
  await screenshotsAtBothWidths(page.getByRole('form', { name: /^Write to / }), 'chat/attachment-name');
});

test('what is typed and attached in the chat stays while the Details tab is read, and then goes', async ({ page }) => {
  const { requestId, user } = await approvedRequest();
  const audit = new AccessibilityAudit(page);
  await openChat(page, user.email, requestId);
  const box = page.getByRole('textbox', { name: 'Message' });
  await expectVisible(box);
  await settle(page);

  await box.fill('I will wait at the gate with my mother.');
  await page.locator('input[type="file"]').setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: tinyPng });
  const preview = page.getByRole('list', { name: 'Attachments' }).getByRole('img', { name: 'Preview of gate.png' });
  await expectVisible(preview);

  // A look at the request's details, then back to the chat: the message is there as it was left.
  await page.getByRole('tab', { name: 'Details' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Request information' }));
  expect(await box.count()).toBe(0);
  await page.getByRole('tab', { name: 'Chat' }).click();
  await expectVisible(box);
  expect(await box.inputValue()).toBe('I will wait at the gate with my mother.');
  await expectVisible(preview);
  // The preview still shows the picture: it was not let go with the panel.
  await expect.poll(() => preview.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth)).toBe(1);
  await settle(page);
  await audit.page('the chat tab with its message kept', { axe: true });

  // It goes once, with its picture, and the box is empty again.
  await box.press('Enter');
  const sent = bubble(page, 'I will wait at the gate with my mother.');
  await expectVisible(sent);
  await expectVisible(sent.getByRole('img', { name: 'Image 1 from you' }));
  await expect.poll(() => box.inputValue()).toBe('');
  expect(await page.getByRole('list', { name: 'Attachments' }).count()).toBe(0);
  expect(await bubble(page, 'I will wait at the gate with my mother.').count()).toBe(1);
  audit.expectClean();
});

test('when the request cannot be read again, its page stays with what is typed in the chat', async ({ page }) => {
  const { requestId, addressId, admin, user, volunteer } = await approvedRequest();
  const audit = new AccessibilityAudit(page);
  await openChat(page, user.email, requestId);
  const box = page.getByRole('textbox', { name: 'Message' });
  await expectVisible(box);
  await expect.poll(() => page.getByText('Connecting…').count(), { timeout: uiTimeoutMs }).toBe(0);
  await settle(page);
  await box.fill('Please bring the wheelchair.');

  // From now on the server fails to answer for this request.
  const isThisRequest = (url: URL) => url.pathname === `/api/assistanceRequests/${requestId}`;
  await page.route(isThisRequest, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }) : route.fallback(),
  );
  const failedRead = page.waitForResponse((res) => isThisRequest(new URL(res.url())) && res.status() === 500, { timeout: uiTimeoutMs });

  // Another of the person's requests is given to a volunteer: its live notice has the open request read again.
  const { assistanceRequest: another } = await callAs<{ assistanceRequest: { _id: string } }>(user.session, 'POST', '/api/assistanceRequests', {
    type: 'volunteer',
    volunteerType: 'eldercare',
    priority: 'normal',
    requestedDate: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
    requestedTime: '16:00',
    description: 'Please help my mother with her shopping.',
    addressId,
  });
  await callAs(admin, 'PATCH', `/api/assistanceRequests/${another._id}/assignVolunteer`, { volunteerId: volunteer.session.id });
  await failedRead;
  // A failure is drawn within a frame or two of its answer: a second is ample to see whether it was.
  await page.waitForTimeout(1_000);
  await settle(page);

  // The page the person was on is still there, with what they typed.
  await expectVisible(page.getByRole('heading', { name: `Chat with ${volunteer.name}` }));
  expect(await page.getByRole('heading', { name: 'Request Not Found' }).count()).toBe(0);
  expect(await box.inputValue()).toBe('Please bring the wheelchair.');
  await audit.page('the chat after its request failed to be read again', { axe: true });

  // And the message goes.
  await page.unroute(isThisRequest);
  await box.press('Enter');
  await expectVisible(bubble(page, 'Please bring the wheelchair.'));
  await expect.poll(() => box.inputValue()).toBe('');
  audit.expectClean();
});
