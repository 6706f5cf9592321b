import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/meetings/endpoints';
import { meetingMessages as m } from '@sahaya/contract/meetings/messages';
import type { Meeting } from '@sahaya/contract/meetings/schemas';
import { meetings } from '../../db/schema/meetings.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { startSecondNode, type SecondNode } from '../../test/nodes.ts';
import { closeSockets, connected, openSocket, type TestSocket } from '../../test/socket.ts';
import { meetingTimings } from './meetings.socket.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let url: string;
let second: SecondNode;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  if (app.redis) second = await startSecondNode(app);
  meetingTimings.reconnectGraceMs = 300;
});
afterAll(async () => {
  closeSockets();
  await close();
});

async function person(role: 'user' | 'admin' = 'user') {
  const { user } = await createUser(app, { role });
  return { id: user.id, token: (await loginAs(app, user)).accessToken };
}

const socketOn = async (nodeUrl: string, token: string) => {
  const socket = openSocket(nodeUrl, token);
  await connected(socket);
  return socket;
};
const next = <T>(socket: TestSocket, event: string) => new Promise<T>((resolve) => socket.once(event as never, resolve as never));
const join = (socket: TestSocket, meetingId: string) => socket.emitWithAck('meeting:join', { meetingId });

describe.skipIf(!process.env.REDIS_URL)('a meeting’s room when a node dies (PostgreSQL + Redis)', () => {
  it('forgets the peers of a killed node: later joiners are not told of them, and the admin leaving ends the meeting', async () => {
    const [admin, otherAdmin, ravi, meena] = [await person('admin'), await person('admin'), await person(), await person()];
    const created = await injectAs(app, admin.token, endpoints.createMeeting, {
      body: { title: 'Check in', participants: [ravi.id, meena.id], scheduledTime: new Date(Date.now() + 86_400_000).toISOString() },
    });
    const meeting = created.json().meeting as Meeting;
    await app.db.update(meetings).set({ scheduledTime: new Date(Date.now() - 60_000) }).where(eq(meetings.id, meeting._id));
    const status = async () => (await app.db.select().from(meetings).where(eq(meetings.id, meeting._id)))[0]!.status;

    // One admin is in the room through the node that will die, the other admin and Ravi through this one.
    const ghost = await socketOn(second.url, otherAdmin.token);
    const [host, guest] = [await socketOn(url, admin.token), await socketOn(url, ravi.token)];
    for (const socket of [ghost, host, guest]) expect((await join(socket, meeting._id)).ok).toBe(true);
    const ghostId = ghost.id!;

    await second.kill();
    // The dead node's peer is still listed in Redis, as SIGKILL leaves it.
    expect(await app.redis!.hexists(`sahaya:meeting:peers:${meeting._id}`, ghostId)).toBe(1);

    // Meena joins later: she is told of the live peers only, and the room hears the ghost left.
    const ghostLeft = next<{ socketId: string }>(guest, 'meeting:peer-left');
    const late = await socketOn(url, meena.token);
    const joined = await join(late, meeting._id);
    expect(joined.ok && joined.peers.map((peer) => peer.socketId).sort()).toEqual([host.id, guest.id].sort());
    expect((await ghostLeft).socketId).toBe(ghostId);
    expect(await guest.emitWithAck('meeting:signal', { meetingId: meeting._id, to: ghostId, data: {} })).toEqual({ ok: false, message: m.notInRoom(), code: 'NOT_IN_ROOM' });

    // The ghost admin's grace passes with the other admin still there: the meeting goes on.
    await new Promise((resolve) => setTimeout(resolve, meetingTimings.reconnectGraceMs * 2));
    expect(await status()).toBe('active');

    // The last live admin leaving ends the meeting at once, ghost or no ghost.
    const ended = next<{ meetingId: string }>(guest, 'meeting:ended');
    expect(await host.emitWithAck('meeting:leave', { meetingId: meeting._id })).toEqual({ ok: true });
    expect(await ended).toEqual({ meetingId: meeting._id, reason: 'ended' });
    expect(await status()).toBe('completed');
  });

  it('ends a meeting whose only admin was on the killed node, after the grace, once the room is next looked at', async () => {
    const [admin, ravi] = [await person('admin'), await person()];
    const created = await injectAs(app, admin.token, endpoints.createMeeting, {
      body: { title: 'Check in', participants: [ravi.id], scheduledTime: new Date(Date.now() + 86_400_000).toISOString() },
    });
    const meeting = created.json().meeting as Meeting;
    await app.db.update(meetings).set({ scheduledTime: new Date(Date.now() - 60_000) }).where(eq(meetings.id, meeting._id));
    const other = await startSecondNode(app);
    const [host, guest] = [await socketOn(other.url, admin.token), await socketOn(url, ravi.token)];
    for (const socket of [host, guest]) expect((await join(socket, meeting._id)).ok).toBe(true);
    const hostId = host.id!;

    await other.kill();
    const ended = next<{ meetingId: string }>(guest, 'meeting:ended');
    // The guest's next signal finds the ghost admin; the meeting ends as after a dropped connection.
    expect(await guest.emitWithAck('meeting:signal', { meetingId: meeting._id, to: hostId, data: {} })).toEqual({ ok: false, message: m.notInRoom(), code: 'NOT_IN_ROOM' });
    expect(await ended).toEqual({ meetingId: meeting._id, reason: 'ended' });
    expect((await app.db.select().from(meetings).where(eq(meetings.id, meeting._id)))[0]!.status).toBe('completed');
  });
});
