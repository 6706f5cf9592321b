/**
 * Dispatch outlives the process that runs it: a request's first wave goes out, the server is killed
 * (SIGKILL, nothing is flushed) before the next is due, and started again on the same data it tells
 * the next volunteers in order, each once, and the admins once nobody is left: no wave twice, none
 * skipped. Everything goes through the HTTP API of the real server process, on the embedded
 * database in DATA_DIR by default, on a fresh PostgreSQL database when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DispatchReply } from '@sahaya/contract/dispatch/schemas';
import type { ListNotificationsReply } from '@sahaya/contract/notifications/schemas';
import { callServer, serverData, startServer, type ServerProcess } from '../../test/server-process.ts';
import { freePort } from '../../test/ports.ts';

const ADMIN_EMAIL = 'dispatch-kill-admin@example.test';
const PASSWORD = 'Kill-Test@123';
/** Three volunteers of one PIN code, told one a wave: three waves, then nobody is left. */
const VOLUNTEERS = 3;
const place = { street: '1 FC Road', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411004' };


const signIn = async (server: ServerProcess, email: string, role: 'admin' | 'user' | 'volunteer') =>
  (
    await callServer<{ accessToken: string }>(server, 'POST', role === 'admin' ? '/api/auth/admin/login' : '/api/auth/login', {
      body: { data: { email, password: PASSWORD }, ...(role === 'admin' ? {} : { selectedRole: role }) },
    })
  ).accessToken;

/** A person the admin registers at the Pune PIN code, signed in. */
async function registered(server: ServerProcess, adminToken: string, role: 'user' | 'volunteer', n: number) {
  const email = `dispatch-kill-${role}-${n}@example.test`;
  const name = `${role === 'user' ? 'Kamala' : 'Ravi'} ${['Rao', 'Das', 'Nair', 'Iyer'][n]}`;
  await callServer(server, 'POST', role === 'user' ? '/api/users' : '/api/volunteers', {
    token: adminToken,
    body: { name, age: 40, gender: 'Female', phone: '9876543210', email, password: PASSWORD, fname: name.split(' ')[0], lname: name.split(' ')[1], ...place },
  });
  return signIn(server, email, role);
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('dispatch', () => {
  let onDisk: Awaited<ReturnType<typeof serverData>>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    onDisk = await serverData('sahaya-dispatch-kill');
  });
  afterAll(async () => {
    await server?.kill('SIGTERM');
    await onDisk?.remove();
  });

  it('killed after a first wave tells the next volunteers in order once started again, each once, then the admins', { timeout: 240_000 }, async () => {
    const [port, smtpPort] = [await freePort(), await freePort()];
    // A wave every six seconds, one volunteer each; the admins' deadline is far away, so only
    // running out of volunteers brings them in. A killed node's jobs are free again after 3 s.
    const env = onDisk.env(port, smtpPort, { DISPATCH_WAVE_SIZE: '1', DISPATCH_WAVE_MINUTES: '0.1', DISPATCH_ESCALATE_MINUTES: '60', JOB_LEASE_SECONDS: '3' });
    server = await startServer(port, { ...env, ADMIN_EMAIL, ADMIN_PASSWORD: PASSWORD });
    const admin = await signIn(server, ADMIN_EMAIL, 'admin');

    const volunteers: string[] = [];
    for (let n = 0; n < VOLUNTEERS; n++) {
      const token = await registered(server, admin, 'volunteer', n);
      await callServer(server, 'PUT', '/api/volunteers/me/availability', { token, body: { onDuty: true, radiusKm: 10, addressId: null, skills: [] } });
      volunteers.push(token);
    }
    const person = await registered(server, admin, 'user', 0);
    const { addresses } = await callServer<{ addresses: { _id: string; latitude: number | null }[] }>(server, 'GET', '/api/addresses', { token: person });
    expect(addresses[0]?.latitude, 'the PIN code gives the address its place').not.toBeNull();
    const { assistanceRequest } = await callServer<{ assistanceRequest: { _id: string } }>(server, 'POST', '/api/assistanceRequests', {
      token: person,
      body: {
        type: 'volunteer',
        volunteerType: 'general',
        priority: 'normal',
        requestedDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
        requestedTime: '10:30',
        description: 'Help me to the clinic',
        addressId: addresses[0]!._id,
      },
    });
    const dispatchPath = `/api/assistanceRequests/${assistanceRequest._id}/dispatch`;
    const dispatch = (token: string) => callServer<DispatchReply>(server!, 'GET', dispatchPath, { token });

    await until(async () => (await dispatch(admin)).told === 1, 30_000, 'The first wave');
    await server.kill('SIGKILL');

    server = await startServer(port, env);
    const adminAgain = await signIn(server, ADMIN_EMAIL, 'admin');
    await until(async () => (await dispatch(adminAgain)).escalatedAt != null, 90_000, 'The admins told that nobody is left');
    // Time enough for a wave twice, were there one.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const { alerts } = await dispatch(adminAgain);
    expect(alerts?.map((alert) => alert.wave)).toEqual([1, 2, 3]);
    expect(new Set(alerts?.map((alert) => alert.volunteerId)).size).toBe(VOLUNTEERS);
    for (const token of volunteers) {
      const { data } = await callServer<ListNotificationsReply>(server, 'GET', '/api/notifications', { token });
      expect(data.filter((notice) => notice.requestId === assistanceRequest._id), 'one notice of the request each').toHaveLength(1);
    }
    const { data: adminNotices } = await callServer<ListNotificationsReply>(server, 'GET', '/api/notifications', { token: adminAgain });
    expect(adminNotices.filter((notice) => notice.requestId === assistanceRequest._id), 'the admins are told once').toHaveLength(1);
    expect((await callServer<DispatchReply>(server, 'GET', dispatchPath, { token: person })).told).toBe(VOLUNTEERS);
  });
});
