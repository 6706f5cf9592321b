import { readFileSync, readdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject, test } from 'vitest';
import { signInThroughApi, type ApiSession } from './harness/api.ts';
import { chromiumArgs, fakeMediaArgs, findChromium } from './harness/chromium.ts';
import { randomLetters } from './harness/names.ts';
import { demo, logInAsAdmin } from './harness/people.ts';
import { asVisitor } from './harness/visitor.ts';

/*
 * How many people the meeting room's mesh holds: N pages of one Chromium with fake cameras join one
 * meeting, and once everyone sees everyone, the browser's CPU and each remote video's frame rate are
 * measured. The measurement runs only when asked: MEASURE_MESH=1 (sizes in MESH_SIZES, default
 * 2,3,4,5,6), e.g.
 *   MEASURE_MESH=1 npm run test:e2e -- src/meeting-mesh.spec.ts
 * Otherwise the file checks that four people connect, every time it runs.
 */

const sizes = (process.env.MESH_SIZES ?? '2,3,4,5,6').split(',').map(Number);
const sampleSeconds = 10;

const ticksPerSecond = 100;

/** CPU seconds used so far by a process and all its descendants (Linux /proc). */
function cpuSecondsOfTree(root: number): number {
  const parents = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      cpu.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / ticksPerSecond);
    } catch {
      // The process ended while being read.
    }
  }
  const inTree = (pid: number): boolean => pid === root || (pid > 1 && parents.has(pid) && inTree(parents.get(pid)!));
  let total = 0;
  for (const [pid, seconds] of cpu) if (inTree(pid)) total += seconds;
  return total;
}

interface Playback {
  width: number;
  frames: number;
  time: number;
}

/** What every remote video on the page has shown so far. */
const remotePlayback = (page: Page) =>
  page.evaluate(`[...document.querySelectorAll('figure[data-peer-tile="remote"]:not([data-screen]) video')].map((v) => ({
    width: v.videoWidth, frames: v.getVideoPlaybackQuality().totalVideoFrames, time: v.currentTime }))`) as Promise<Playback[]>;

/** A meeting of the admin's with one user, an hour from now (the admin may start it early). */
async function scheduleMeeting(admin: ApiSession, participant: ApiSession, title: string): Promise<string> {
  const res = await fetch(new URL('/api/meetings', inject('baseUrl')), {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json', ...asVisitor() },
    body: JSON.stringify({ title, participants: [participant.id], scheduledTime: new Date(Date.now() + 3_600_000).toISOString() }),
  });
  const { meeting } = (await res.json()) as { meeting: { _id: string } };
  return meeting._id;
}

/**
 * Seats `size` people in one meeting and waits until everyone sees everyone else's video; answers
 * the pages and how long that took. Every seat is a page of one signed-in admin: each page has its
 * own connection, so it is a peer of its own, and the mesh does not care who sits where.
 */
async function meetInMesh(browser: Browser, meetingId: string, size: number, waitMs: number): Promise<{ context: BrowserContext; pages: Page[]; seconds: number }> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 640, height: 480 }, extraHTTPHeaders: asVisitor() });
  const first = await context.newPage();
  await logInAsAdmin(first);
  const pages: Page[] = [first];
  for (let seat = 1; seat < size; seat++) pages.push(await context.newPage());
  const joining = Date.now();
  for (const page of pages) await page.goto(`/admin/meetings/${meetingId}`);
  const everyoneSeen = async () => (await Promise.all(pages.map(remotePlayback))).every((videos) => videos.length === size - 1 && videos.every((v) => v.width > 0));
  while (!(await everyoneSeen())) {
    if (Date.now() - joining > waitMs) {
      for (const page of pages) console.log(JSON.stringify(await remotePlayback(page)), (await page.locator('main').innerText()).slice(0, 400).replace(/\n/g, ' | '));
      throw new Error(`${size} people did not all see each other within ${waitMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { context, pages, seconds: (Date.now() - joining) / 1000 };
}

// Four is where calls once failed: offers crossed when a newcomer and those already there both called.
test.skipIf(!!process.env.MEASURE_MESH)('four people in one meeting all see each other', { timeout: 120_000 }, async () => {
  const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: [...chromiumArgs, ...fakeMediaArgs] });
  try {
    const [admin, user] = await Promise.all([signInThroughApi(demo.admin, demo.password, 'admin'), signInThroughApi(demo.user, demo.password, 'user')]);
    const meetingId = await scheduleMeeting(admin, user, `Four of us ${randomLetters(5)}`);
    const { context } = await meetInMesh(browser, meetingId, 4, 60_000);
    await context.close();
  } finally {
    await browser.close();
  }
});

test.skipIf(!process.env.MEASURE_MESH)('the mesh: CPU and frame rate with N people in one meeting', { timeout: 30 * 60_000 }, async () => {
  const server = await chromium.launchServer({ executablePath: findChromium(), headless: true, args: [...chromiumArgs, ...fakeMediaArgs] });
  const browser = await chromium.connect(server.wsEndpoint());
  const rootPid = server.process().pid!;
  const admin = await signInThroughApi(demo.admin, demo.password, 'admin');
  const user = await signInThroughApi(demo.user, demo.password, 'user');
  const rows: string[] = [];
  try {
    for (const size of sizes) {
      const meetingId = await scheduleMeeting(admin, user, `Mesh of ${size} ${randomLetters(5)}`);
      const { context, pages, seconds: connected } = await meetInMesh(browser, meetingId, size, 120_000);
      const before = await Promise.all(pages.map(remotePlayback));
      const cpuBefore = cpuSecondsOfTree(rootPid);
      await new Promise((resolve) => setTimeout(resolve, sampleSeconds * 1000));
      const cpuAfter = cpuSecondsOfTree(rootPid);
      const after = await Promise.all(pages.map(remotePlayback));
      const rates = after.flatMap((videos, page) => videos.map((v, index) => (v.frames - (before[page]![index]?.frames ?? 0)) / sampleSeconds));
      const playing = after.every((videos, page) => videos.every((v, index) => v.time > (before[page]![index]?.time ?? 0) + sampleSeconds / 2));
      const cores = (cpuAfter - cpuBefore) / sampleSeconds;
      rows.push(
        `| ${size} | ${size * (size - 1)} | ${connected.toFixed(1)} | ${cores.toFixed(2)} | ${Math.min(...rates).toFixed(1)} | ${(rates.reduce((a, b) => a + b, 0) / rates.length).toFixed(1)} | ${playing ? 'yes' : 'no'} |`,
      );
      console.log(rows.at(-1));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(
    ['| people | video streams received | everyone seen after (s) | Chromium CPU (cores) | slowest remote video (fps) | mean remote video (fps) | every video playing |', '|---|---|---|---|---|---|---|', ...rows].join('\n'),
  );
});
