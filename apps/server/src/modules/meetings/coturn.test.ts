/**
 * The credentials of GET /api/meetings/{id}/ice-servers against a real coturn (Debian's
 * `turnserver`) on 127.0.0.1: coturn allocates a relay with them and passes packets through it,
 * and refuses a tampered credential and an expired username. CI installs coturn (.ci/run); on a
 * machine without it the test says so and is skipped.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/meetings/endpoints';
import type { Meeting, MeetingIce } from '@sahaya/contract/meetings/schemas';
import { meetings } from '../../db/schema/meetings.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedIn } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { coturnArgs, TURNSERVER } from '../../test/coturn-args.ts';
import { acceptsConnections, freePort } from '../../test/ports.ts';
import { turnCredential } from './meeting-ice.ts';

const UCLIENT = '/usr/bin/turnutils_uclient';
const installed = existsSync(TURNSERVER) && existsSync(UCLIENT);
/** The skipped test says why in its name, where the run lists it. */
const title = installed
  ? 'TURN credentials against a real coturn'
  : `TURN credentials against a real coturn: skipped, ${TURNSERVER} or ${UCLIENT} is not installed (Debian's coturn package; .ci/run installs it)`;

const SECRET = `coturn-test-${Math.random().toString(36).slice(2)}`;
const STUN = { urls: 'stun:127.0.0.1:3478' };

/** Runs turnutils_uclient as two clients of one allocation each, sending packets to each other through their relays. */
function uclient(port: number, username: string, credential: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(UCLIENT, ['-y', '-n', '3', '-m', '1', '-p', String(port), '-u', username, '-w', credential, '127.0.0.1'], { timeout: 30_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}

describe.skipIf(!installed)(title, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let coturn: ChildProcess;
  let coturnLog = '';
  let port: number;
  let dir: string;

  beforeAll(async () => {
    port = await freePort();
    dir = mkdtempSync(join(tmpdir(), 'sahaya-coturn-'));
    // Loopback only: coturn listens and relays on 127.0.0.1, and keeps its files in the test's folder.
    coturn = spawn(TURNSERVER, coturnArgs(port, SECRET, dir), { stdio: ['ignore', 'pipe', 'pipe'] });
    coturn.stdout?.on('data', (chunk: Buffer) => (coturnLog += chunk.toString()));
    coturn.stderr?.on('data', (chunk: Buffer) => (coturnLog += chunk.toString()));
    await acceptsConnections(port, 'coturn');
    ({ app, close } = await buildTestApp({
      rateLimit: false,
      env: { ICE_SERVERS: JSON.stringify([STUN]), TURN_URLS: `turn:127.0.0.1:${port}?transport=udp`, TURN_SECRET: SECRET },
    }));
  }, 60_000);

  afterAll(async () => {
    coturn?.kill('SIGTERM');
    await close?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function credentials(): Promise<{ userId: string; ice: MeetingIce }> {
    const host = await signedIn(app, 'admin');
    const guest = await signedIn(app, 'volunteer');
    const created = await injectAs(app, host.token, endpoints.createMeeting, {
      body: { title: 'Relay check', participants: [guest.user.id], scheduledTime: new Date(Date.now() + 3_600_000).toISOString() },
    });
    const meeting = created.json().meeting as Meeting;
    await app.db.update(meetings).set({ scheduledTime: new Date(Date.now() - 60_000) }).where(eq(meetings.id, meeting._id));
    const res = await injectAs(app, guest.token, endpoints.getMeetingIceServers, { params: { id: meeting._id } });
    expect(res.statusCode, res.body).toBe(200);
    return { userId: guest.user.id, ice: res.json() as MeetingIce };
  }

  it("allocates a relay with the endpoint's credentials and passes packets through it", async () => {
    const { userId, ice } = await credentials();
    expect(ice.iceTransportPolicy).toBe('all');
    expect(ice.iceServers[0]).toEqual(STUN);
    const turn = ice.iceServers[1];
    expect(turn?.urls).toEqual([`turn:127.0.0.1:${port}?transport=udp`]);
    const run = await uclient(port, turn?.username ?? '', turn?.credential ?? '');
    expect(run.code, run.output).toBe(0);
    expect(run.output).not.toMatch(/Cannot complete Allocation/);
    // Both clients sent their packets through the relays and got them all back.
    const [, sent, received] = /tot_send_msgs=(\d+), tot_recv_msgs=(\d+)\s*$/m.exec(run.output.split('\n').filter((line) => /start_mclient: tot_send_msgs=/.test(line)).join('\n')) ?? [];
    expect(Number(sent)).toBeGreaterThan(0);
    expect(Number(received)).toBe(Number(sent));
    // coturn's own log names the person's username as it allocates.
    expect(coturnLog).toContain(`username=<${turn?.username}>`);
    expect(turn?.username?.endsWith(`:${userId}`)).toBe(true);
  }, 60_000);

  it('refuses a tampered credential and an expired username', async () => {
    const { userId, ice } = await credentials();
    const turn = ice.iceServers[1];
    const credential = turn?.credential ?? '';
    const tampered = `${credential.startsWith('A') ? 'B' : 'A'}${credential.slice(1)}`;
    const refusedTampered = await uclient(port, turn?.username ?? '', tampered);
    expect(refusedTampered.code, refusedTampered.output).not.toBe(0);
    expect(refusedTampered.output).toMatch(/Cannot complete Allocation/);

    // Made with the right secret, but its time has passed.
    const expired = turnCredential(SECRET, userId, Math.floor(Date.now() / 1000) - 10);
    const refusedExpired = await uclient(port, expired.username, expired.credential);
    expect(refusedExpired.code, refusedExpired.output).not.toBe(0);
    expect(refusedExpired.output).toMatch(/Cannot complete Allocation/);
  }, 60_000);
});
