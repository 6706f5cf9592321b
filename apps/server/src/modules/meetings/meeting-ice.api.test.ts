/**
 * GET /api/meetings/{id}/ice-servers and the join's ack with TURN configured and every call
 * relayed (MEETING_ICE_POLICY=relay), and the report of each call's candidate type in /metrics.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/meetings/endpoints';
import type { Meeting } from '@sahaya/contract/meetings/schemas';
import { users } from '../../db/schema/people.ts';
import { meetings } from '../../db/schema/meetings.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { closeSockets, connected, openSocket, type TestSocket } from '../../test/socket.ts';
import { turnCredential } from './meeting-ice.ts';
import { removeFromMeeting } from './meetings.service.ts';

const SECRET = 'coturn-static-auth-secret';
const TURN_URLS = ['turn:turn.sahaya.test:3478?transport=udp', 'turns:turn.sahaya.test:443?transport=tcp'];
const STUN = { urls: 'stun:stun.sahaya.test:3478' };

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: Person;

type Person = { id: string; token: string };

beforeAll(async () => {
  ({ app, close } = await buildTestApp({
    rateLimit: false,
    env: { ICE_SERVERS: JSON.stringify([STUN]), TURN_URLS: TURN_URLS.join(','), TURN_SECRET: SECRET, TURN_TTL_SECONDS: '600', MEETING_ICE_POLICY: 'relay' },
  }));
  admin = await person('admin');
});
afterAll(async () => {
  closeSockets();
  await close();
});

async function person(role: 'user' | 'volunteer' | 'admin' = 'user'): Promise<Person> {
  const { user } = await createUser(app, { role });
  return { id: user.id, token: (await loginAs(app, user)).accessToken };
}

async function meetingOf(participants: string[]): Promise<Meeting> {
  const res = await injectAs(app, admin.token, endpoints.createMeeting, {
    body: { title: 'Ward volunteers', participants, scheduledTime: new Date(Date.now() + 3_600_000).toISOString() },
  });
  expect(res.statusCode, res.body).toBe(201);
  const meeting = res.json().meeting as Meeting;
  // Its time has come, so its participants may enter.
  await app.db.update(meetings).set({ scheduledTime: new Date(Date.now() - 60_000) }).where(eq(meetings.id, meeting._id));
  return meeting;
}

const iceOf = (token: string | null, id: string) => injectAs(app, token, endpoints.getMeetingIceServers, { params: { id } });

/** Checks an answer's TURN entry is the person's own, made with the secret, and expires TURN_TTL_SECONDS from now. */
function expectOwnTurn(body: { iceServers: { urls: string | string[]; username?: string; credential?: string }[]; expiresAt: string | null }, userId: string) {
  const [stun, turn] = body.iceServers;
  expect(stun).toEqual(STUN);
  const [expiry, owner] = (turn?.username ?? '').split(':');
  expect(owner).toBe(userId);
  expect(turn).toEqual({ urls: TURN_URLS, ...turnCredential(SECRET, userId, Number(expiry)) });
  expect(Number(expiry) - Date.now() / 1000).toBeGreaterThan(590);
  expect(Number(expiry) - Date.now() / 1000).toBeLessThanOrEqual(600);
  expect(body.expiresAt).toBe(new Date(Number(expiry) * 1000).toISOString());
}

describe('GET /api/meetings/{id}/ice-servers', () => {
  it("gives the meeting's participants and admins TURN credentials of their own, with the relay policy", async () => {
    const [ravi, volunteer] = [await person(), await person('volunteer')];
    const meeting = await meetingOf([ravi.id, volunteer.id]);
    for (const who of [ravi, volunteer, admin]) {
      const res = await iceOf(who.token, meeting._id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().iceTransportPolicy).toBe('relay');
      expectOwnTurn(res.json(), who.id);
      expect(res.headers['cache-control']).toMatch(/no-store/);
    }
  });

  it('refuses a stranger, a person not invited, a participant removed or blocked, and a meeting that is over or gone', async () => {
    const [ravi, meena, outsider] = [await person(), await person(), await person()];
    const meeting = await meetingOf([ravi.id, meena.id]);

    expect((await iceOf(null, meeting._id)).statusCode).toBe(401);
    const notInvited = await iceOf(outsider.token, meeting._id);
    expect(notInvited.statusCode).toBe(404);
    expect(notInvited.json().code).toBe('MEETING_NOT_FOUND');

    await removeFromMeeting(app, meeting._id, meena.id);
    expect((await iceOf(meena.token, meeting._id)).json()).toMatchObject({ code: 'MEETING_NOT_FOUND' });

    await app.db.update(users).set({ isBlocked: true }).where(eq(users.id, ravi.id));
    expect((await iceOf(ravi.token, meeting._id)).statusCode).toBe(401);

    expect((await iceOf(admin.token, crypto.randomUUID())).statusCode).toBe(404);
    expect((await injectAs(app, admin.token, endpoints.setMeetingStatus, { params: { id: meeting._id }, body: { status: 'completed' } })).statusCode).toBe(200);
    expect((await iceOf(admin.token, meeting._id)).json()).toMatchObject({ code: 'MEETING_OVER' });
  });
});

describe("the room's ICE", () => {
  let url: string;
  beforeAll(async () => {
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  const socketOf = async (who: Person) => {
    const socket = openSocket(url, who.token);
    await connected(socket);
    return socket;
  };
  const join = (socket: TestSocket, meetingId: string) => socket.emitWithAck('meeting:join', { meetingId });
  const report = (socket: TestSocket, meetingId: string, type: string) => socket.emitWithAck('meeting:ice-candidate', { meetingId, type } as never);
  const counted = async () => {
    const text = (await app.inject('/metrics')).body;
    return Object.fromEntries(
      ['host', 'srflx', 'prflx', 'relay'].map((type) => [type, Number(new RegExp(`^sahaya_meeting_ice_candidates_total\\{type="${type}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0)]),
    );
  };

  it('comes with the join: the same servers, credentials of its own and the policy', async () => {
    const ravi = await person();
    const meeting = await meetingOf([ravi.id]);
    const ack = await join(await socketOf(ravi), meeting._id);
    if (!ack.ok) throw new Error(ack.message);
    expect(ack.iceTransportPolicy).toBe('relay');
    expectOwnTurn(ack, ravi.id);
  });

  it("counts each joined call's candidate type once in /metrics, from people in the room only", async () => {
    const [ravi, meena, outsider] = [await person(), await person(), await person()];
    const meeting = await meetingOf([ravi.id, meena.id]);
    const [host, first, second, stranger] = [await socketOf(admin), await socketOf(ravi), await socketOf(meena), await socketOf(outsider)];
    for (const socket of [host, first, second]) expect((await join(socket, meeting._id)).ok).toBe(true);
    const before = await counted();

    expect(await report(first, meeting._id, 'relay')).toEqual({ ok: true });
    // A repeat from the same socket in the same call is ignored.
    expect(await report(first, meeting._id, 'relay')).toEqual({ ok: true });
    expect(await report(first, meeting._id, 'host')).toEqual({ ok: true });
    expect(await report(second, meeting._id, 'srflx')).toEqual({ ok: true });
    // Nobody outside the room counts, and only the known types do.
    expect(await report(stranger, meeting._id, 'relay')).toMatchObject({ ok: false, code: 'NOT_IN_ROOM' });
    expect(await report(host, meeting._id, 'carrier-pigeon')).toMatchObject({ ok: false });
    expect(await counted()).toEqual({ ...before, relay: before.relay! + 1, srflx: before.srflx! + 1 });

    // Joining again is another call, counted again.
    expect(await first.emitWithAck('meeting:leave', { meetingId: meeting._id })).toEqual({ ok: true });
    expect((await join(first, meeting._id)).ok).toBe(true);
    expect(await report(first, meeting._id, 'prflx')).toEqual({ ok: true });
    expect(await counted()).toEqual({ ...before, relay: before.relay! + 1, srflx: before.srflx! + 1, prflx: before.prflx! + 1 });
  });
});
