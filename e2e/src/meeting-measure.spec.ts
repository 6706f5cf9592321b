import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { basename, join } from 'node:path';
import { chromium, type Browser, type BrowserServer, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { startJanus, type JanusProcess } from '../../apps/server/src/test/janus-process.ts';
import { signInThroughApi } from './harness/api.ts';
import { startAppServer, type AppServer } from './harness/app-server.ts';
import { chromiumArgs, fakeMediaArgs, findChromium } from './harness/chromium.ts';
import { startMailbox, type Mailbox } from './harness/mailbox.ts';
import { remotePlayback, scheduleMeeting, type Playback } from './harness/mesh.ts';
import { randomLetters } from './harness/names.ts';
import { resultsDir } from './harness/paths.ts';
import { demo, logInAsAdmin } from './harness/people.ts';
import { childrenRunning, cpuSnapshot, treeSeconds } from './harness/process-cpu.ts';
import { asVisitor } from './harness/visitor.ts';

/*
 * Meetings measured both ways their media can travel, on this machine: the peer-to-peer mesh (one
 * connection per other person, each camera sent to everyone) and Janus's VideoRoom (each camera
 * sent once, to Janus, and everybody else's received on one more connection). For each number of
 * people, N pages of one Chromium with fake cameras sit in one meeting, each page a person:
 *
 * - join: N−1 are seated first and see each other; then the last one opens the meeting, and the
 *   clock runs from that page.goto until the newcomer sees a first video, then all N−1 others, and
 *   until everyone sees everyone (every remote camera tile's video has a picture);
 * - upload: each page's RTCPeerConnections are kept from before the page loads, and what their
 *   outbound RTP sent (payload and headers, audio and video) over a sample after everyone sees
 *   everyone gives each browser's kbit/s; download likewise from the inbound RTP. A sample counts
 *   only if the room stayed whole through it (every page still sees everyone, no connection made
 *   or closed); a room that fell apart is waited for and sampled again, three times at most;
 * - CPU: of the Chromium (every page and its processes), and of the app and Janus.
 *
 * The mesh is an app of its own without JANUS_URL (every meeting a mesh, whatever its size); Janus
 * is an app of its own with a Janus and MESH_MAX_PEOPLE=2, the least it takes, so from the third
 * person every meeting goes through Janus: the first N−1 of a room switch over while they are
 * seated, and the measured newcomer joins a room that already goes through Janus.
 *
 * It is a measurement, not a check, so it runs only when asked, and a room that does not connect
 * is a row that says so rather than a failure:
 *   MEASURE_MEETINGS=1 npm run test:e2e -- src/meeting-measure.spec.ts
 * MEETING_SIZES (default 4,6,10), MEETING_MODES (default mesh,janus), MEETING_SAMPLE_SECONDS
 * (default 10). The table is printed and written to e2e/test-results/meetings.md, with each room's
 * timeline (its pages' sockets, connections and what Janus answered) in meetings-<mode>-<people>.log.
 */

const measuring = Boolean(process.env.MEASURE_MEETINGS);
const sizes = (process.env.MEETING_SIZES ?? '4,6,10').split(',').map(Number);
const modes = (process.env.MEETING_MODES ?? 'mesh,janus').split(',') as Mode[];
const sampleSeconds = Number(process.env.MEETING_SAMPLE_SECONDS ?? 10);
/** After everyone sees everyone, before the sample: the newcomer's connections ramp their bitrate up. */
const warmUpSeconds = 5;
/** How long a room may take to connect before the row says it did not. */
const connectMs = 180_000;
/** How many times a room that fell apart during a sample is waited for and sampled again. */
const sampleAttempts = 3;

type Mode = 'mesh' | 'janus';

/** What the room shows once it has given up. */
const FAILED = 'Failed to join meeting';

/** Keeps every RTCPeerConnection the page makes, from before its scripts run. In the page's own words: the journeys are typed without the DOM's. */
const keepConnections = `(() => {
  const Native = window.RTCPeerConnection;
  if (!Native || window.measuredConnections) return;
  const connections = [];
  const events = [];
  window.measuredConnections = connections;
  window.measuredEvents = events;
  window.RTCPeerConnection = class extends Native {
    constructor(...args) {
      super(...args);
      const index = connections.push(this) - 1;
      events.push({ at: Date.now(), connection: index, state: 'made' });
      this.addEventListener('connectionstatechange', () => events.push({ at: Date.now(), connection: index, state: this.connectionState }));
    }
  };
  // When the room says it failed, checked twice a second: cheap beside the room's video.
  const failed = setInterval(() => {
    if (!document.body?.textContent.includes(${JSON.stringify(FAILED)})) return;
    events.push({ at: Date.now(), connection: -1, state: 'the room says it failed to join' });
    clearInterval(failed);
  }, 500);
})()`;

/** Janus's messages worth a line of a room's timeline: its errors, and a connection or a publisher that came or went. */
const notableFromJanus = new Set(['error', 'hangup', 'detached', 'timeout', 'webrtcup', 'slowlink']);

/** One outbound RTP stream's counters. */
interface Sent {
  kind: string;
  bytes: number;
  frames: number;
  height: number;
  limitation: string;
}

/** A page's RTP counters at one moment, by connection and stats id. */
interface RtpSample {
  /** performance.now() of the page, in ms. */
  at: number;
  open: number;
  sent: Record<string, Sent>;
  received: Record<string, number>;
}

const sampleRtp = (page: Page) =>
  page.evaluate(`(async () => {
    const sample = { at: performance.now(), open: 0, sent: {}, received: {} };
    const connections = window.measuredConnections ?? [];
    for (let index = 0; index < connections.length; index++) {
      const connection = connections[index];
      if (connection.signalingState === 'closed') continue;
      sample.open++;
      const report = await connection.getStats();
      report.forEach((s) => {
        const key = index + ' ' + s.id;
        if (s.type === 'outbound-rtp') {
          sample.sent[key] = { kind: s.kind, bytes: (s.bytesSent ?? 0) + (s.headerBytesSent ?? 0), frames: s.framesEncoded ?? 0,
            height: s.frameHeight ?? 0, limitation: s.qualityLimitationReason ?? 'none' };
        } else if (s.type === 'inbound-rtp') {
          sample.received[key] = (s.bytesReceived ?? 0) + (s.headerBytesReceived ?? 0);
        }
      });
    }
    return sample;
  })()`) as Promise<RtpSample>;

/** What one page sent and received between two samples. */
function traffic(before: RtpSample, after: RtpSample) {
  const seconds = (after.at - before.at) / 1000;
  const kbits = (bytes: number) => (bytes * 8) / seconds / 1000;
  let up = 0;
  const videos: Array<{ fps: number; height: number; limitation: string }> = [];
  for (const [key, now] of Object.entries(after.sent)) {
    const then = before.sent[key];
    if (!then) continue;
    up += now.bytes - then.bytes;
    if (now.kind === 'video' && now.bytes > then.bytes) videos.push({ fps: (now.frames - then.frames) / seconds, height: now.height, limitation: now.limitation });
  }
  let down = 0;
  for (const [key, now] of Object.entries(after.received)) down += now - (before.received[key] ?? now);
  return { up: kbits(up), down: kbits(down), videos, connections: after.open };
}

/** How many other people's camera video each page shows a picture of. */
const seenCounts = async (pages: Page[]) => (await Promise.all(pages.map(remotePlayback))).map((videos) => videos.filter((video) => video.width > 0).length);

/** Polls until `done` says so or `ms` pass; answers whether it did. */
async function until(done: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN);
const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

const header = [
  '| mode | people | first N−1 see each other (s) | last person: first video (s) | last person sees all (s) | everyone sees everyone (s) | upload per browser, mean (kbit/s) | upload, max (kbit/s) | video streams sent per browser | download per browser, mean (kbit/s) | sent video: mean height, fps | video senders limited by CPU, by bandwidth | remote video fps: mean, slowest | Chromium CPU (cores) | app, Janus CPU (cores) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];
const columns = 15;
const rows: string[] = [];
/** A row of the table; cells left out are empty. */
const row = (cells: string[]) => `| ${[...cells, ...Array<string>(columns - cells.length).fill('')].join(' | ')} |`;
const notes: string[] = [];
const loadBefore = loadavg();
const startedAt = new Date();

/** What each page saw of the others, and, of a page that saw fewer than `expected`, its connections' states and what its room said. */
async function whatEachSees(pages: Page[], expected: number[]): Promise<string> {
  const counts = await seenCounts(pages);
  const short = await Promise.all(
    counts.map(async (count, index) => {
      if (count >= expected[index]!) return undefined;
      const page = pages[index]!;
      const states = (await page.evaluate(`(window.measuredConnections ?? []).map((c) => c.connectionState)`)) as string[];
      const tally = [...new Set(states)].map((state) => `${states.filter((other) => other === state).length} ${state}`);
      const said = (await page.locator('main').innerText()).replace(/\s+/g, ' ').slice(0, 160);
      return `page ${index + 1}: connections ${tally.join(', ') || 'none'}; its room said “${said}”`;
    }),
  );
  return [`each page saw ${counts.join(', ')} of the others' video`, ...short.filter(Boolean)].join('; ');
}

/** The room's timeline with every page's connection states as they changed, in order of time. */
async function writeTimeline(file: string, timeline: string[], pages: Page[], began: number): Promise<void> {
  const states = await Promise.all(
    pages.map(async (page, seat) => {
      const events = (await page.evaluate('window.measuredEvents ?? []').catch(() => [])) as Array<{ at: number; connection: number; state: string }>;
      return events.map(({ at, connection, state }) => ({
        at,
        line: `${((at - began) / 1000).toFixed(1).padStart(6)} s  page ${seat + 1}: ${connection < 0 ? state : `connection ${connection + 1} ${state}`}`,
      }));
    }),
  );
  const lines = [...timeline, ...states.flat().map(({ line }) => line)].sort((a, b) => parseFloat(a) - parseFloat(b));
  writeFileSync(file, `${lines.join('\n')}\n`);
}

/** How many connections each page has made and closed so far. */
const connectionCounts = (page: Page) =>
  page.evaluate(`(() => { const all = window.measuredConnections ?? []; return [all.length, all.filter((c) => c.signalingState === 'closed').length]; })()`) as Promise<[number, number]>;

/** Waits out the warm-up, then samples the room's RTP, playback and CPU; says whether the room stayed whole, or what changed. */
async function sampleRoom(pages: Page[]) {
  await sleep(warmUpSeconds);
  const countsBefore = await Promise.all(pages.map(connectionCounts));
  const playbackBefore = await Promise.all(pages.map(remotePlayback));
  const rtpBefore = await Promise.all(pages.map(sampleRtp));
  const cpuBefore = cpuSnapshot();
  await sleep(sampleSeconds);
  const cpuAfter = cpuSnapshot();
  const rtpAfter = await Promise.all(pages.map(sampleRtp));
  const playbackAfter = await Promise.all(pages.map(remotePlayback));
  const countsAfter = await Promise.all(pages.map(connectionCounts));
  const seen = await seenCounts(pages);
  const changes = pages.flatMap((_, index) => {
    const [madeBefore, closedBefore] = countsBefore[index]!;
    const [madeAfter, closedAfter] = countsAfter[index]!;
    const what = [madeAfter > madeBefore ? `${madeAfter - madeBefore} made` : '', closedAfter > closedBefore ? `${closedAfter - closedBefore} closed` : ''].filter(Boolean);
    return what.length ? [`page ${index + 1}: connections ${what.join(', ')}`] : [];
  });
  const whole = changes.length === 0 && seen.every((count) => count === pages.length - 1);
  const change = [...changes, `then each page saw ${seen.join(', ')}`].join(', ');
  return { whole, change, rtpBefore, rtpAfter, playbackBefore, playbackAfter, cpuBefore, cpuAfter };
}

let browserServer: BrowserServer;
let browser: Browser;
let mailbox: Mailbox;

/** Seats `size` pages of a signed-in admin in a new meeting on `app` and measures as the file says; adds its row. */
async function measure(mode: Mode, app: AppServer, size: number): Promise<void> {
  const [admin, user] = await Promise.all([signInThroughApi(demo.admin, demo.password, 'admin', app.baseUrl), signInThroughApi(demo.user, demo.password, 'user', app.baseUrl)]);
  const meetingId = await scheduleMeeting(admin, user, `Measured ${mode} of ${size} ${randomLetters(5)}`);
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 640, height: 480 }, extraHTTPHeaders: asVisitor() });
  const label = [mode, String(size)];
  const began = Date.now();
  /** What happened in the room, second by second, for the file of the results that tells why a room did not connect. */
  const timeline: string[] = [];
  const note = (seat: number, what: string) => timeline.push(`${((Date.now() - began) / 1000).toFixed(1).padStart(6)} s  page ${seat + 1}: ${what}`);
  const timelineFile = join(resultsDir, `meetings-${mode}-${size}.log`);
  const pages: Page[] = [];
  try {
    const first = await context.newPage();
    await logInAsAdmin(first);
    pages.push(first);
    for (let seat = 1; seat < size; seat++) pages.push(await context.newPage());
    for (const [seat, page] of pages.entries()) {
      await page.addInitScript(keepConnections);
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') note(seat, `console ${message.type()}: ${message.text().slice(0, 300)}`);
      });
      // Socket.IO connects over HTTP first (its handshake has no sid yet), then upgrades to a WebSocket.
      page.on('request', (request) => {
        if (request.url().includes('/socket.io/') && !request.url().includes('sid=')) note(seat, 'Socket.IO handshake sent');
      });
      page.on('response', (response) => {
        if (response.url().includes('/socket.io/') && !response.url().includes('sid=')) note(seat, `Socket.IO handshake answered ${response.status()}`);
      });
      page.on('websocket', (socket) => {
        const janus = !socket.url().includes('/socket.io/');
        const what = janus ? 'Janus' : 'Socket.IO';
        note(seat, `${what} socket opened`);
        socket.on('close', () => note(seat, `${what} socket closed`));
        if (!janus) return;
        socket.on('framesent', ({ payload }) => {
          const message = JSON.parse(String(payload)) as { body?: { request?: string } };
          if (message.body?.request) note(seat, `to Janus: ${message.body.request}`);
        });
        socket.on('framereceived', ({ payload }) => {
          const message = JSON.parse(String(payload)) as { janus?: string; plugindata?: { data?: Record<string, unknown> } };
          const data = message.plugindata?.data;
          if (notableFromJanus.has(message.janus ?? '') || data?.error_code !== undefined || data?.leaving !== undefined || data?.unpublished !== undefined) {
            note(seat, `from Janus: ${String(payload).replace(/\s+/g, ' ').slice(0, 300)}`);
          }
        });
      });
    }
    const seated = pages.slice(0, -1);
    const newcomer = pages.at(-1)!;
    const seating = Date.now();
    // A page loads slowly on a machine busy with the room's video: a page may take as long as a room.
    for (const [seat, page] of seated.entries()) {
      await page.goto(`/admin/meetings/${meetingId}`, { timeout: connectMs });
      note(seat, 'opened the meeting');
    }
    if (!(await until(async () => (await seenCounts(seated)).every((count) => count === size - 2), connectMs))) {
      rows.push(row([...label, `not within ${connectMs / 1000} s`]));
      notes.push(`${mode} of ${size}: the first ${size - 1} did not all see each other within ${connectMs / 1000} s; ${await whatEachSees(seated, seated.map(() => size - 2))}; what happened is in ${basename(timelineFile)}.`);
      return;
    }
    const seatedSeconds = (Date.now() - seating) / 1000;

    const joining = Date.now();
    note(size - 1, 'opens the meeting (the clock of the join starts)');
    // The clock runs from here, and the watch starts with it: not after the page's load event.
    await newcomer.goto(`/admin/meetings/${meetingId}`, { waitUntil: 'commit', timeout: connectMs });
    let firstVideo = NaN;
    let seesAll = NaN;
    const everyone = await until(async () => {
      const counts = await seenCounts(pages);
      const at = (Date.now() - joining) / 1000;
      if (counts.at(-1)! > 0 && Number.isNaN(firstVideo)) {
        firstVideo = at;
        note(size - 1, 'sees a first video');
      }
      if (counts.at(-1)! === size - 1 && Number.isNaN(seesAll)) {
        seesAll = at;
        note(size - 1, 'sees everyone');
      }
      return counts.every((count) => count === size - 1);
    }, connectMs);
    const everyoneSeconds = (Date.now() - joining) / 1000;
    if (!everyone) {
      rows.push(row([...label, fixed(seatedSeconds), fixed(firstVideo), fixed(seesAll), `not within ${connectMs / 1000} s`]));
      notes.push(`${mode} of ${size}: with the last person in, not everyone saw everyone within ${connectMs / 1000} s; ${await whatEachSees(pages, pages.map(() => size - 1))}; what happened is in ${basename(timelineFile)}.`);
      return;
    }

    // A sample counts only if the room stayed whole through it: every page still sees everyone, and
    // no connection was made or closed meanwhile. A room that fell apart is waited for again.
    let sample: Awaited<ReturnType<typeof sampleRoom>> | undefined;
    const fallings: string[] = [];
    for (let attempt = 1; attempt <= sampleAttempts; attempt++) {
      sample = await sampleRoom(pages);
      if (sample.whole) break;
      note(0, `the room fell apart during sample ${attempt}`);
      fallings.push(`sample ${attempt} at ${((Date.now() - began) / 1000).toFixed(0)} s: ${sample.change}`);
      if (attempt === sampleAttempts || !(await until(async () => (await seenCounts(pages)).every((count) => count === size - 1), connectMs))) {
        rows.push(row([...label, fixed(seatedSeconds), fixed(firstVideo), fixed(seesAll), fixed(everyoneSeconds), `fell apart (${fallings.length} of ${attempt} samples)`]));
        notes.push(`${mode} of ${size}: everyone saw everyone, but the room did not stay whole through a ${sampleSeconds} s sample: ${fallings.join('; ')}; ${await whatEachSees(pages, pages.map(() => size - 1))}; what happened is in ${basename(timelineFile)}.`);
        return;
      }
      note(0, 'everyone sees everyone again');
    }
    const { rtpBefore, rtpAfter, playbackBefore, playbackAfter, cpuBefore, cpuAfter } = sample!;
    if (fallings.length) notes.push(`${mode} of ${size}: the room fell apart and came together again before the sample that counted: ${fallings.join('; ')}.`);

    const perPage = pages.map((_, index) => traffic(rtpBefore[index]!, rtpAfter[index]!));
    const uploads = perPage.map((page) => page.up);
    const senders = perPage.flatMap((page) => page.videos);
    const cores = (pids: number[]) => pids.reduce((sum, pid) => sum + treeSeconds(cpuAfter, pid) - treeSeconds(cpuBefore, pid), 0) / sampleSeconds;
    const janusPids = childrenRunning(cpuAfter, '/usr/bin/janus');
    const frameRate = (before: Playback[], after: Playback[]) => after.map((video, index) => (video.frames - (before[index]?.frames ?? 0)) / sampleSeconds);
    const rates = playbackAfter.flatMap((after, index) => frameRate(playbackBefore[index]!, after));
    rows.push(
      row([
        ...label,
        fixed(seatedSeconds),
        fixed(firstVideo),
        fixed(seesAll),
        fixed(everyoneSeconds),
        fixed(mean(uploads), 0),
        fixed(Math.max(...uploads), 0),
        fixed(mean(perPage.map((page) => page.videos.length))),
        fixed(mean(perPage.map((page) => page.down)), 0),
        `${fixed(mean(senders.map((video) => video.height)), 0)}p, ${fixed(mean(senders.map((video) => video.fps)))}`,
        `${senders.filter((video) => video.limitation === 'cpu').length}, ${senders.filter((video) => video.limitation === 'bandwidth').length} of ${senders.length}`,
        `${fixed(mean(rates))}, ${fixed(Math.min(...rates))}`,
        fixed(cores([browserServer.process().pid!]), 2),
        `${fixed(cores(childrenRunning(cpuAfter, 'apps/server/dist/main.js')), 2)}, ${janusPids.length ? fixed(cores(janusPids), 2) : '–'}`,
      ]),
    );
    note(0, 'measured');
    const connections = perPage.map((page) => page.connections);
    notes.push(`${mode} of ${size}: peer connections open per page ${Math.min(...connections)}–${Math.max(...connections)}; upload per page (kbit/s) ${uploads.map((up) => up.toFixed(0)).join(', ')}.`);
  } catch (error) {
    const said = (error as Error).message.split('\n')[0]!;
    rows.push(row([...label, `failed: ${said}`]));
    notes.push(`${mode} of ${size}: the measurement failed: ${said}; ${await whatEachSees(pages, pages.map(() => size - 1)).catch(() => 'the pages could not be read')}; what happened is in ${basename(timelineFile)}.`);
  } finally {
    console.log(rows.at(-1));
    await writeTimeline(timelineFile, timeline, pages, began).catch((error: unknown) => console.log(`The timeline of ${mode} of ${size} could not be written: ${String(error)}`));
    await context.close();
    // The room empties and the pages' processes end before the next room is measured.
    await sleep(5);
  }
}

describe.skipIf(!measuring)('meetings measured: the mesh and Janus with N people', () => {
  beforeAll(async () => {
    mailbox = await startMailbox();
    browserServer = await chromium.launchServer({ executablePath: findChromium(), headless: true, args: [...chromiumArgs, ...fakeMediaArgs] });
    browser = await chromium.connect(browserServer.wsEndpoint());
  });

  afterAll(async () => {
    await browser?.close();
    await browserServer?.close();
    await mailbox?.close();
    const loadAfter = loadavg();
    const table = [
      `${startedAt.toISOString()} · ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${findChromium()}`,
      `load average ${loadBefore.map((load) => load.toFixed(2)).join(' ')} before, ${loadAfter.map((load) => load.toFixed(2)).join(' ')} after; sample ${sampleSeconds} s, ${warmUpSeconds} s after everyone sees everyone`,
      '',
      ...header,
      ...rows,
      '',
      ...notes.map((note) => `- ${note}`),
    ].join('\n');
    console.log(table);
    writeFileSync(join(resultsDir, 'meetings.md'), `${table}\n`);
  });

  for (const mode of modes) {
    test(`${mode}: join time, upload and CPU with ${sizes.join(', ')} people`, { timeout: 60 * 60_000, retry: 0 }, async () => {
      let janus: JanusProcess | undefined;
      let app: AppServer | undefined;
      try {
        if (mode === 'janus') {
          janus = await startJanus();
          app = await startAppServer(mailbox.smtpUrl, {
            name: 'measured-janus-server',
            env: { JANUS_URL: janus.url, JANUS_ADMIN_KEY: janus.adminKey, MESH_MAX_PEOPLE: '2' },
          });
        } else {
          app = await startAppServer(mailbox.smtpUrl, { name: 'measured-mesh-server' });
        }
        for (const size of sizes) await measure(mode, app, size);
      } finally {
        await app?.stop();
        if (janus) writeFileSync(join(resultsDir, 'measured-janus.log'), janus.log());
        await janus?.stop();
      }
    });
  }
});
