/**
 * A meeting's Janus room outlives the process that must destroy it: the meeting ends while the
 * server cannot reach Janus (cut off by a proxy; Janus keeps its rooms), the server is killed
 * (SIGKILL, nothing is flushed) before the job could reach Janus, and once Janus can be reached
 * again the server started again on the same data destroys the room. Through the real server
 * process, its HTTP API and its socket, on the embedded database in DATA_DIR by default, a fresh
 * PostgreSQL database with DATABASE_URL.
 *
 * Cut off rather than frozen: a frozen Janus (SIGSTOP) would still take in the request the job
 * sent it and carry it out once thawed, after the server's death, and the room would be gone
 * before the restarted server had anything to do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJanus, type JanusProcess } from '../../test/janus-process.ts';
import { freePort } from '../../test/ports.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { callServer, serverData, startServer, type ServerProcess } from '../../test/server-process.ts';
import { closeSockets, connected, openSocket } from '../../test/socket.ts';
import { loadJanode } from './janode.ts';

const ADMIN_EMAIL = 'janus-kill-admin@example.test';
const PASSWORD = 'Kill-Test@123';


/** Whether Janus has the room, asked on a connection of the test's own. */
async function roomExists(janus: JanusProcess, room: number): Promise<boolean> {
  const { Janode, VideoRoom } = await loadJanode();
  const connection = await Janode.connect({ address: { url: janus.url }, max_retries: 0 });
  try {
    const handle = await (await connection.create()).attach(VideoRoom);
    const reply = await handle.message({ request: 'exists', room });
    return reply.plugindata?.data?.exists === true;
  } finally {
    await connection.close().catch(() => undefined);
  }
}

describe("a meeting's Janus room", () => {
  let janus: JanusProcess;
  let toJanus: TcpProxy;
  let onDisk: Awaited<ReturnType<typeof serverData>>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    janus = await startJanus();
    toJanus = await startTcpProxy(janus.url);
    onDisk = await serverData('sahaya-janus-kill');
  });
  afterAll(async () => {
    closeSockets();
    await server?.kill('SIGTERM');
    await onDisk?.remove();
    await toJanus?.close();
    await janus?.stop();
  });

  it('is destroyed when the meeting ended while Janus was away and the server was killed before telling it', { timeout: 120_000 }, async () => {
    const [port, smtpPort] = [await freePort(), await freePort()];
    // A killed node's jobs are free again after 3 s.
    const env = onDisk.env(port, smtpPort, { JANUS_URL: toJanus.through(janus.url), JANUS_ADMIN_KEY: janus.adminKey, JOB_LEASE_SECONDS: '3' });
    server = await startServer(port, { ...env, ADMIN_EMAIL, ADMIN_PASSWORD: PASSWORD });
    const { accessToken: admin } = await callServer<{ accessToken: string }>(server, 'POST', '/api/auth/admin/login', { body: { data: { email: ADMIN_EMAIL, password: PASSWORD } } });
    const email = 'janus-kill-guest@example.test';
    const { user } = await callServer<{ user: { _id: string } }>(server, 'POST', '/api/users', {
      token: admin,
      body: { name: 'Kamala Rao', age: 40, gender: 'Female', phone: '9876543210', email, password: PASSWORD, fname: 'Kamala', lname: 'Rao', street: '1 FC Road', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411004' },
    });
    const { meeting } = await callServer<{ meeting: { _id: string } }>(server, 'POST', '/api/meetings', {
      token: admin,
      body: { title: 'Volunteers training', participants: [user._id], scheduledTime: new Date(Date.now() + 3_600_000).toISOString() },
    });

    // The admin in the room, and in its Janus room: the server has made it.
    const socket = openSocket(server.baseUrl, admin);
    await connected(socket);
    expect(await socket.emitWithAck('meeting:join', { meetingId: meeting._id })).toMatchObject({ ok: true });
    const join = await socket.emitWithAck('meeting:janus', { meetingId: meeting._id });
    if (!join.ok) throw new Error(`No Janus join: ${join.message}`);
    expect(await roomExists(janus, join.room)).toBe(true);

    // The meeting ends while Janus cannot be reached; the server dies before it could tell Janus.
    await toJanus.cut();
    await callServer(server, 'PATCH', `/api/meetings/${meeting._id}/status`, { token: admin, body: { status: 'completed' } });
    socket.disconnect();
    await server.kill('SIGKILL');
    await toJanus.restore();
    expect(await roomExists(janus, join.room), 'nobody has destroyed it yet').toBe(true);

    server = await startServer(port, env);
    const deadline = Date.now() + 60_000;
    while (await roomExists(janus, join.room)) {
      if (Date.now() > deadline) throw new Error(`The room was not destroyed within 60 s:\n${server.output().slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
});
