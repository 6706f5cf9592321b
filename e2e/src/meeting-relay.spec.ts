import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { iceCandidateTypes, type IceCandidateType } from '@sahaya/contract/meetings/schemas';
import { callAs, signInThroughApi } from './harness/api.ts';
import { startAppServer, type AppServer } from './harness/app-server.ts';
import { chromiumArgs, fakeMediaArgs, findChromium } from './harness/chromium.ts';
import { allocations, coturnInstalled, startCoturn, TURNSERVER, type Allocation, type Coturn } from './harness/coturn.ts';
import { expectPath, personalPage } from './harness/fixtures.ts';
import { startMailbox, type Mailbox } from './harness/mailbox.ts';
import { remotePlayback, scheduleMeeting } from './harness/mesh.ts';
import { randomLetters } from './harness/names.ts';
import { demo, logInAsAdmin, logInAsUser } from './harness/people.ts';

/*
 * A meeting whose calls may only go through TURN (MEETING_ICE_POLICY=relay), on an app of its own
 * whose TURN server is Debian's coturn on 127.0.0.1: the admin and a user each see the other's
 * video playing; each browser says its call went through a relay candidate (the app's count in
 * /metrics, and no direct one); coturn's log shows an allocation for each of them under the
 * username the app made for them (`<expiry>:<userId>`), and, once the meeting ends, that each
 * one's allocation carried video to and from the other's. A direct call would not do: with the
 * policy `all` the two pages of one machine connect host to host, which the count and the bytes
 * coturn relayed would both tell. CI installs coturn (.ci/run); elsewhere without it the journey
 * is skipped.
 */

const skipped = !coturnInstalled() && !process.env.CI ? `${TURNSERVER} is not installed (Debian: apt-get install coturn)` : undefined;
if (skipped) console.log(`A meeting relayed through coturn: skipped, because ${skipped}.`);

/** What a relayed allocation must have carried each way: video, where ICE's own checks come to a few kilobytes. */
const videoBytes = 20_000;

/** How many joined calls the app has counted by the candidate type they went through (its /metrics, which it shows this machine). */
async function candidateCounts(baseUrl: string): Promise<Record<IceCandidateType, number>> {
  const res = await fetch(new URL('/metrics', baseUrl));
  if (!res.ok) throw new Error(`GET /metrics answered ${res.status}`);
  const text = await res.text();
  const count = (type: string) => Number(new RegExp(`^sahaya_meeting_ice_candidates_total\\{type="${type}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return Object.fromEntries(iceCandidateTypes.map((type) => [type, count(type)])) as Record<IceCandidateType, number>;
}

/** The page shows one other person's video, and its pictures move on; a failure says what the room showed. */
async function expectRemoteVideoPlaying(page: Page, what: string): Promise<void> {
  try {
    await expect.poll(async () => (await remotePlayback(page)).map((video) => video.width > 0), { timeout: 30_000, message: `${what} has frames` }).toEqual([true]);
    const [before] = await remotePlayback(page);
    const movedOn = async () => {
      const [now] = await remotePlayback(page);
      return now !== undefined && now.frames > before!.frames && now.time > before!.time + 0.5;
    };
    await expect.poll(movedOn, { message: `${what} keeps playing` }).toBe(true);
  } catch (error) {
    const shown = await page.locator('main').innerText().catch(() => '(nothing)');
    throw new Error(`${(error as Error).message}\nThe room at ${page.url()} showed: ${shown.slice(0, 400).replace(/\n+/g, ' | ')}`, { cause: error });
  }
}

/** The allocations of the person with `userId`, by the username the app made for them. */
const allocationsOf = (all: Allocation[], userId: string) => all.filter((allocation) => new RegExp(`^\\d+:${userId}$`).test(allocation.username));

describe.skipIf(skipped !== undefined)('a meeting relayed through coturn', () => {
  let coturn: Coturn;
  let mailbox: Mailbox;
  let server: AppServer;
  let browser: Browser;

  beforeAll(async () => {
    if (!coturnInstalled()) throw new Error(`${TURNSERVER} is not installed, and CI must run this journey: install Debian's coturn (.ci/run does)`);
    coturn = await startCoturn();
    mailbox = await startMailbox();
    // coturn is the only server the browsers are given: no STUN, whatever this machine's settings say.
    server = await startAppServer(mailbox.smtpUrl, { name: 'relay-server', env: { ...coturn.env, MEETING_ICE_POLICY: 'relay', ICE_SERVERS: '' } });
    browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: [...chromiumArgs, ...fakeMediaArgs] });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
    await coturn?.stop();
  });

  test('two people see each other through coturn, which allocated a relay for each and carried their video', async () => {
    // Only this try's part of coturn's log and of the app's counts: a journey tried again starts afresh.
    const logFrom = coturn.log().length;
    const countsBefore = await candidateCounts(server.baseUrl);
    const [admin, user] = await Promise.all([
      signInThroughApi(demo.admin, demo.password, 'admin', server.baseUrl),
      signInThroughApi(demo.user, demo.password, 'user', server.baseUrl),
    ]);
    const meetingId = await scheduleMeeting(admin, user, `Relayed ${randomLetters(5)}`);
    const [host, guest] = await Promise.all([personalPage(browser, { baseURL: server.baseUrl }), personalPage(browser, { baseURL: server.baseUrl })]);
    await Promise.all([logInAsAdmin(host), logInAsUser(guest, demo.user, demo.password)]);

    // The admin opens the meeting an hour early; the user comes once it has started (the admin's
    // join reached the server: their camera shows before it does), or she would be told to wait.
    await host.goto(`/admin/meetings/${meetingId}`);
    const status = async () => (await callAs<{ meeting: { status: string } }>(user, 'GET', `/api/meetings/${meetingId}`)).meeting.status;
    await expect.poll(status, { message: 'the meeting started by the admin' }).toBe('active');
    await guest.goto(`/user/meetings/${meetingId}`);
    await expectRemoteVideoPlaying(guest, 'the admin’s video at the user');
    await expectRemoteVideoPlaying(host, 'the user’s video at the admin');

    // Each browser's call went through a relay candidate, and neither's directly.
    await expect.poll(async () => (await candidateCounts(server.baseUrl)).relay - countsBefore.relay, { message: 'relayed calls counted' }).toBe(2);
    expect(await candidateCounts(server.baseUrl)).toEqual({ ...countsBefore, relay: countsBefore.relay + 2 });

    // coturn allocated a relay for each of them, under the username the app made for them.
    const granted = allocations(coturn.log().slice(logFrom));
    expect(allocationsOf(granted, admin.id), 'the admin’s allocations').not.toEqual([]);
    expect(allocationsOf(granted, user.id), 'the user’s allocations').not.toEqual([]);

    // The meeting ends; each browser gives its allocations back, and coturn logs what each relayed.
    await host.getByRole('button', { name: 'Leave and end meeting' }).click();
    await expectPath(host, '/admin/meetings');
    const carried = (userId: string) =>
      allocationsOf(allocations(coturn.log().slice(logFrom)), userId).some(({ peerBytes }) => peerBytes !== undefined && peerBytes.received > videoBytes && peerBytes.sent > videoBytes);
    await expect.poll(() => carried(admin.id), { timeout: 15_000, message: 'the admin’s relay carried video both ways' }).toBe(true);
    await expect.poll(() => carried(user.id), { timeout: 15_000, message: 'the user’s relay carried video both ways' }).toBe(true);

    for (const page of [host, guest]) await page.context().close();
  });
});
