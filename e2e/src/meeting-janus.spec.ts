import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFinished, test } from 'vitest';
import { callAs, signInThroughApi } from './harness/api.ts';
import { chromiumArgs, fakeMediaArgs, findChromium } from './harness/chromium.ts';
import { AccessibilityAudit } from './harness/audit.ts';
import { expectNoSeriousAxeViolations } from './harness/axe.ts';
import { expectVisible, personalPage } from './harness/fixtures.ts';
import { expectNoEnglishWords, logInAsAdminInHindi } from './harness/hindi.ts';
import { screenshotsAtBothWidths } from './harness/layout.ts';
import { asVisitor } from './harness/visitor.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { remotePlayback, scheduleMeeting, seatTogether } from './harness/mesh.ts';
import { createVerifiedUser, demo, logInAsUser } from './harness/people.ts';

/*
 * A meeting larger than a mesh holds (MESH_MAX_PEOPLE, 4) goes through the journeys' Janus
 * (harness/global-setup.ts): six people each see the five others' video playing; the four seated
 * while it was a mesh are told they reconnect for a larger meeting; each page speaks to Janus as
 * one publisher and one subscriber; the screen, mute and the admin's removal work as in the mesh,
 * the person removed losing their place in Janus too; a person short of data sees only the speaker's camera, then
 * none, and Janus is asked to hold the others. Somebody not invited who has the link gets no call and nothing
 * from Janus: with the room's number, read off an insider's traffic, a wrong pin or none is refused.
 */

const SWITCHING = 'Reconnecting for a larger meeting…';

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: [...chromiumArgs, ...fakeMediaArgs] });
});
afterAll(async () => {
  await browser?.close();
});

/** What a page sent to Janus: the bodies of its requests. */
type JanusBody = { request?: string; ptype?: string; room?: number; pin?: string; streams?: { mid: string; send?: boolean }[] };

/**
 * Windows of their own (the user's, the Hindi admin's, the outsider's), closed when the journey
 * ends however it ends: a try that ran out of time must not keep a room of six running through the
 * next one, which it would then starve of the machine.
 */
let ownWindows: Page[] = [];

/** The demo admin in a browser set to Hindi, its account read as one whose language is Hindi. */
async function hindiAdmin(): Promise<Page> {
  const page = await personalPage(browser, { locale: 'hi-IN', extraHTTPHeaders: { ...asVisitor(), 'Accept-Language': 'hi-IN,hi;q=0.9' } });
  ownWindows.push(page);
  await logInAsAdminInHindi(page);
  return page;
}

/** What a page said to Janus: where it reached it, and the bodies of its requests. */
interface JanusTraffic {
  url: string;
  bodies: JanusBody[];
}

/** Records, from before the page loads, whether it ever said it was switching, and every request it sent Janus. */
async function record(page: Page, sent: Map<Page, JanusTraffic>): Promise<void> {
  const traffic: JanusTraffic = { url: '', bodies: [] };
  const bodies = traffic.bodies;
  sent.set(page, traffic);
  page.on('websocket', (socket) => {
    if (socket.url().includes('/socket.io/')) return;
    traffic.url = socket.url();
    socket.on('framesent', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { body?: JanusBody };
      if (message.body) bodies.push(message.body);
    });
  });
  // In the page's own words: the journeys are typed without the DOM's types.
  await page.addInitScript(`new MutationObserver(() => {
    if (document.body?.innerText.includes(${JSON.stringify(SWITCHING)})) window.switched = true;
  }).observe(document, { subtree: true, childList: true, characterData: true });`);
}

/**
 * What Janus answers a page that asks it directly to join the room as a publisher with `join`: a
 * VideoRoom error code, or `joined`. Run in the page, so it comes from the outsider's browser.
 */
function askJanus(page: Page, url: string, join: Record<string, unknown>): Promise<string | number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const socket = new WebSocket(${JSON.stringify(url)}, 'janus-protocol');
    let session = 0;
    let handle = 0;
    const send = (message) => socket.send(JSON.stringify({ ...message, transaction: Math.random().toString(36), session_id: session || undefined }));
    socket.onerror = () => reject(new Error('Janus cannot be reached'));
    socket.onopen = () => send({ janus: 'create' });
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data));
      if (message.janus === 'success' && !session) {
        session = message.data.id;
        send({ janus: 'attach', plugin: 'janus.plugin.videoroom' });
      } else if (message.janus === 'success' && !handle) {
        handle = message.data.id;
        send({ janus: 'message', handle_id: handle, body: { request: 'join', ptype: 'publisher', ...${JSON.stringify(join)} } });
      } else if (message.janus === 'event') {
        const data = message.plugindata.data;
        socket.close();
        resolve(data.error_code ?? data.videoroom);
      }
    };
  })`);
}

test('six people meet through Janus, each seeing the five others; an outsider with the link gets nothing from it', { timeout: 300_000 }, async () => {
  ownWindows = [];
  onTestFinished(async () => {
    await Promise.all(ownWindows.map((page) => page.context().close()));
  });
  const [admin, user] = await Promise.all([signInThroughApi(demo.admin, demo.password, 'admin'), signInThroughApi(demo.user, demo.password, 'user')]);
  const { user: { name: userName } } = await callAs<{ user: { name: string } }>(user, 'GET', '/api/users/me');
  const title = `Volunteers training ${randomLetters(5)}`;
  const meetingId = await scheduleMeeting(admin, user, title);
  const sent = new Map<Page, JanusTraffic>();
  // The two who join last sign in first: once four are sending video, two cores have little left
  // for loading a sign-in page.
  const fifth = await personalPage(browser);
  ownWindows.push(fifth);
  await logInAsUser(fifth, demo.user, demo.password);
  const hindi = await hindiAdmin();
  // Four, as many as a mesh holds: a mesh, and nobody speaks to Janus.
  const { pages } = await seatTogether(browser, meetingId, 4, 90_000, (page) => record(page, sent));
  ownWindows.push(pages[0]!);
  for (const page of pages) expect(sent.get(page)!.bodies).toEqual([]);
  // Two more, the invited user and an admin who reads Hindi: the room goes through Janus.
  await record(fifth, sent);
  await fifth.goto(`/user/meetings/${meetingId}`);
  await record(hindi, sent);
  await hindi.goto(`/admin/meetings/${meetingId}`);
  pages.push(fifth, hindi);
  const seen = async () => (await Promise.all(pages.map(remotePlayback))).map((videos) => videos.filter((video) => video.width > 0).length);
  await expect.poll(seen, { timeout: 120_000, message: 'each of the six sees the five others' }).toEqual([5, 5, 5, 5, 5, 5]);
  for (const [seat, page] of pages.entries()) {
    // A publisher and a subscriber each: every page sends its camera once, to Janus. (A busy
    // machine may make a page enter again, so each kind is counted at least once.)
    const joins = new Set(sent.get(page)!.bodies.filter((body) => body.request === 'join').map((body) => body.ptype));
    expect([...joins].sort(), `seat ${seat} joined Janus`).toEqual(['publisher', 'subscriber']);
  }
  // Seated while it was a mesh, the first four were told why their call restarted.
  const switched = await Promise.all(pages.map((page) => page.evaluate('window.switched === true')));
  expect(switched.slice(0, 4)).toEqual([true, true, true, true]);
  await expect.poll(() => pages[0]!.getByText(SWITCHING).count()).toBe(0);

  // The room of six through Janus, in English and in Hindi, at a laptop's width and a phone's.
  const audit = new AccessibilityAudit(fifth);
  await audit.axe('a meeting of six through Janus');
  await audit.reflow('a meeting of six through Janus');
  await screenshotsAtBothWidths(fifth, 'meeting-janus');
  // What the journey typed, and the creator's id, which the admin reads on hovering the creator's name.
  const typed = [title, ...title.split(' '), 'Sahaya Admin', userName, ...userName.split(' '), admin.id];
  await expectNoEnglishWords(hindi, 'a meeting of six through Janus, in Hindi', typed);
  await expectNoSeriousAxeViolations(hindi, 'a meeting of six through Janus, in Hindi');
  await screenshotsAtBothWidths(hindi, 'meeting-janus-hi');
  await hindi.getByLabel('वीडियो', { exact: true }).selectOption({ label: 'सिर्फ़ आवाज़' });
  await expect.poll(() => hindi.getByText('डेटा बचाने के लिए वीडियो बंद').count(), { timeout: 20_000 }).toBe(5);
  await expectNoEnglishWords(hindi, 'audio only, in Hindi', typed);
  await screenshotsAtBothWidths(hindi, 'meeting-janus-hi-audio');

  // Short of data: low video shows the speaker's camera alone, audio only none, and Janus is asked to hold the rest.
  const saver = fifth;
  const savingTiles = () => saver.getByText('Video off to save data').count();
  await saver.getByLabel('Video', { exact: true }).selectOption({ label: 'Low video (speaker only)' });
  await expect.poll(savingTiles, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
  await saver.getByLabel('Video', { exact: true }).selectOption({ label: 'Audio only' });
  await expect.poll(savingTiles, { timeout: 20_000 }).toBe(5);
  const held = sent.get(saver)!.bodies.filter((body) => body.request === 'configure' && Array.isArray(body.streams)).flatMap((body) => body.streams!);
  expect(held.filter((stream) => !stream.send).length, 'Janus is asked to hold five cameras').toBeGreaterThanOrEqual(5);
  expect(await pages[0]!.getByText('Video off to save data').count(), 'only the one who chose it').toBe(0);
  await saver.getByLabel('Video', { exact: true }).selectOption({ label: 'Full video' });
  await expect.poll(savingTiles).toBe(0);

  // Screen sharing and mute work as in the mesh: the screen comes as a second video, through Janus.
  const host = pages[0]!;
  await host.getByRole('button', { name: 'Share screen' }).click();
  await expect.poll(() => fifth.locator('figure[data-screen] video').evaluate((video) => (video as unknown as { videoWidth: number }).videoWidth), { timeout: 30_000 }).toBeGreaterThan(0);
  await host.getByRole('button', { name: 'Stop sharing' }).click();
  await expect.poll(() => fifth.locator('figure[data-screen]').count()).toBe(0);
  await fifth.getByRole('button', { name: 'Mute', exact: true }).click();
  await expectVisible(host.getByRole('figure', { name: userName, exact: true }).getByText('Muted'));

  // The admin removes the user: out of the room, and out of Janus, whose feed the others lose.
  await host.getByRole('button', { name: `Remove ${userName}` }).click();
  await host.getByRole('alertdialog', { name: 'Remove Participant' }).getByRole('button', { name: 'Remove', exact: true }).click();
  await expectVisible(fifth.getByRole('heading', { name: 'Failed to join meeting' }));
  await expect.poll(async () => (await remotePlayback(host)).length, { timeout: 20_000 }).toBe(4);

  // Somebody not invited, with the link: no call, and Janus lets them in with no pin but the room's.
  const { url, bodies } = sent.get(pages[0]!)!;
  const { room, pin } = bodies.find((body) => body.ptype === 'publisher')!;
  const outsiderName = uniqueName('Mohan');
  const { email } = await createVerifiedUser(outsiderName, demo.password);
  const outsider = await personalPage(browser);
  ownWindows.push(outsider);
  await logInAsUser(outsider, email, demo.password);
  await outsider.goto(`/user/meetings/${meetingId}`);
  await expectVisible(outsider.getByRole('heading', { name: 'Failed to join meeting' }));
  expect(await outsider.locator('video').count()).toBe(0);
  // Janus's codes: 433 unauthorized (a wrong pin or token), 429 a missing element (no pin at all).
  expect(await askJanus(outsider, url, { room, pin: 'a-guess' })).toBe(433);
  expect(await askJanus(outsider, url, { room })).toBe(429);
  // Even with the pin, not without a token the server gave them.
  expect(await askJanus(outsider, url, { room, pin })).toBe(433);
  audit.expectClean();
});
