import { chromium } from 'playwright-core';
import { test } from 'vitest';
import { signInThroughApi } from './harness/api.ts';
import { chromiumArgs, fakeMediaArgs, findChromium } from './harness/chromium.ts';
import { randomLetters } from './harness/names.ts';
import { seatTogether, remotePlayback, scheduleMeeting } from './harness/mesh.ts';
import { cpuSecondsOfTree } from './harness/process-cpu.ts';
import { demo } from './harness/people.ts';

/*
 * How many people the meeting room's mesh holds: N pages of one Chromium with fake cameras join one
 * meeting, and once everyone sees everyone, the browser's CPU and each remote video's frame rate are
 * measured. It is a measurement, not a check, so it runs only when asked: MEASURE_MESH=1 (sizes
 * in MESH_SIZES, default 2,3,4,5,6), e.g.
 *   MEASURE_MESH=1 npm run test:e2e -- src/meeting-mesh.spec.ts
 * The meetings journeys check that four people connect, every time they run.
 */

const sizes = (process.env.MESH_SIZES ?? '2,3,4,5,6').split(',').map(Number);
const sampleSeconds = 10;

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
      const { context, pages, seconds: connected } = await seatTogether(browser, meetingId, size, 120_000);
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
