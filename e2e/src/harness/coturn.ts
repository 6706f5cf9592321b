/**
 * Debian's coturn (`turnserver`) on 127.0.0.1, for journeys whose calls go through a TURN relay:
 * started as the server's coturn test starts it (apps/server/src/test/coturn-args.ts), on 127.0.0.1
 * only. What it logs is kept in memory for the journey and in the results folder for a person.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { exited } from './app-server.ts';
import { coturnArgs, TURNSERVER } from '../../../apps/server/src/test/coturn-args.ts';
import { freePort } from '../../../apps/server/src/test/ports.ts';
import { resultsDir } from './paths.ts';

export { TURNSERVER };
export const coturnInstalled = () => existsSync(TURNSERVER);

export interface Coturn {
  /** The app's TURN_URLS and TURN_SECRET for this coturn. */
  env: { TURN_URLS: string; TURN_SECRET: string };
  /** Everything coturn has logged so far. */
  log(): string;
  stop(): Promise<void>;
}

const readyTimeoutMs = 10_000;

/** Starts coturn on a free port of 127.0.0.1, logging to `<name>.log` in the results folder; answers once it listens on UDP. */
export async function startCoturn(name = 'coturn'): Promise<Coturn> {
  const port = await freePort();
  const secret = randomBytes(24).toString('hex');
  const dir = mkdtempSync(join(tmpdir(), 'sahaya-e2e-coturn-'));
  const child = spawn(TURNSERVER, coturnArgs(port, secret, dir), { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const file = createWriteStream(join(resultsDir, `${name}.log`));
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      file.write(chunk);
    });
  }
  child.on('error', (error) => (output += `${error.message}\n`));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
    file.end();
    rmSync(dir, { recursive: true, force: true });
  };

  // The browsers reach it over UDP, so its UDP listener is what it must have opened.
  const listening = `UDP listener opened on: 127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  while (!output.includes(listening)) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`coturn did not listen on 127.0.0.1:${port} (UDP) within ${readyTimeoutMs / 1000} s:\n${output.slice(-4000)}`);
    }
    await sleep(50);
  }
  return { env: { TURN_URLS: `turn:127.0.0.1:${port}?transport=udp`, TURN_SECRET: secret }, log: () => output, stop };
}

/** One relay allocation in coturn's log: whose it is, and once it has closed, what it relayed between its client and its peers. */
export interface Allocation {
  session: string;
  username: string;
  /** Bytes it relayed from its peers and to them, logged when it closes ("peer usage"). */
  peerBytes?: { received: number; sent: number };
}

const allocated = /session (\d+): realm <[^>]*> user <([^>]*)>: incoming packet ALLOCATE processed, success/g;
const peerUsage = /session (\d+): peer usage: realm=<[^>]*>, username=<[^>]*>, rp=\d+, rb=(\d+), sp=\d+, sb=(\d+)/g;

/** The allocations coturn granted in `log` (a part of its log), in order. */
export function allocations(log: string): Allocation[] {
  const found = new Map<string, Allocation>();
  for (const [, session, username] of log.matchAll(allocated)) found.set(session!, { session: session!, username: username! });
  for (const [, session, received, sent] of log.matchAll(peerUsage)) {
    const allocation = found.get(session!);
    if (allocation) allocation.peerBytes = { received: Number(received), sent: Number(sent) };
  }
  return [...found.values()];
}
