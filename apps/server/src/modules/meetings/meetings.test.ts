import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/meetings/endpoints';
import { meetingMessages as m } from '@sahaya/contract/meetings/messages';
import type { Meeting } from '@sahaya/contract/meetings/schemas';
import { meetings } from '../../db/schema/meetings.ts';
import { notifications } from '../../db/schema/notifications.ts';
import type { CapturedMail } from '../../plugins/infrastructure/mail.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { closeSockets, connected, openSocket, type TestSocket } from '../../test/socket.ts';
import { remindSoon } from './meetings.service.ts';
import { meetingTimings } from './meetings.socket.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let mails: CapturedMail[];
let admin: Person;

type Person = { id: string; token: string; email: string };

beforeAll(async () => {
  ({ app, close, mails } = await buildTestApp({ rateLimit: false }));
  admin = await person('admin');
});
afterAll(async () => close());

async function person(role: 'user' | 'volunteer' | 'admin' = 'user'): Promise<Person> {
  const { user } = await createUser(app, { role });
  return { id: user.id, email: user.email, token: (await loginAs(app, user)).accessToken };
}

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const word = () => Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8);

async function schedule(participants: string[], overrides: object = {}) {
  const res = await injectAs(app, admin.token, endpoints.createMeeting, {
    body: { title: `Check in ${word()}`, participants, scheduledTime: inHours(24), ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().meeting as Meeting;
}

const setStatus = (as: Person, id: string, status: string) =>
  injectAs(app, as.token, endpoints.setMeetingStatus, { params: { id }, body: { status } });

/** Moves a meeting's time, as if the clock had moved on. */
const timeComes = (id: string, at = new Date(Date.now() - 60_000)) => app.db.update(meetings).set({ scheduledTime: at }).where(eq(meetings.id, id));

describe('scheduling', () => {
  it('creates the meeting for its users and volunteers and invites each', async () => {
    const [user, volunteer] = [await person(), await person('volunteer')];
    const meeting = await schedule([user.id, volunteer.id, user.id], { title: "Volunteers' weekly check-in", adminId: 'anything' });
    expect(meeting).toMatchObject({ title: "Volunteers' weekly check-in", status: 'scheduled', adminId: admin.id, participants: [user.id, volunteer.id] });
    await app.jobs.drain();
    const told = await app.db.select().from(notifications).where(inArray(notifications.userId, [user.id, volunteer.id]));
    expect(told).toHaveLength(2);
    expect(told[0]!.content).toMatch(/^You are invited to the meeting “Volunteers' weekly check-in” on .+IST\.$/);
  });

  it('answers each rule with its message and stores nothing', async () => {
    const user = await person();
    const before = (await app.db.select().from(meetings)).length;
    const cases: [object, string, string][] = [
      [{ title: '' }, 'title', m.titleRequired()],
      [{ title: 'Hi' }, 'title', m.titleInvalid()],
      [{ title: 'Party! 🎉' }, 'title', m.titleInvalid()],
      [{ scheduledTime: inHours(-1) }, 'scheduledTime', m.pastTime()],
      [{ scheduledTime: 'tomorrow noon' }, 'scheduledTime', m.timeInvalid()],
      [{ participants: [] }, 'participants', m.participantsRequired()],
      [{ participants: [admin.id] }, 'participants', m.participantsUnknown()],
      [{ participants: [user.id, crypto.randomUUID()] }, 'participants', m.participantsUnknown()],
    ];
    for (const [change, field, message] of cases) {
      const res = await injectAs(app, admin.token, endpoints.createMeeting, {
        body: { title: 'Planning', participants: [user.id], scheduledTime: inHours(2), ...change },
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(change)).toBe(message);
    }
    expect((await app.db.select().from(meetings)).length).toBe(before);
  });
});

describe('who sees which meetings', () => {
  it("an admin sees all, searched and filtered; a person only their own; nobody else's is readable", async () => {
    const [ravi, meena] = [await person(), await person('volunteer')];
    const tag = word();
    const theirs = await schedule([ravi.id, meena.id], { title: `Team ${tag}` });
    const his = await schedule([ravi.id], { title: `One to one ${tag}`, scheduledTime: inHours(48) });
    await setStatus(admin, his._id, 'cancelled');

    const all = (await injectAs(app, admin.token, endpoints.listMeetings, { query: { search: tag } })).json();
    expect(all).toMatchObject({ totalItems: 2, totalPages: 1 });
    expect(all.meetings.map((meeting: Meeting) => meeting._id)).toEqual([his._id, theirs._id]);
    expect((await injectAs(app, admin.token, endpoints.listMeetings, { query: { search: tag, status: 'cancelled' } })).json().totalItems).toBe(1);

    const mine = async (who: Person, query: object = {}) => (await injectAs(app, who.token, endpoints.myMeetings, { query })).json();
    expect((await mine(ravi)).totalItems).toBe(2);
    expect((await mine(meena)).meetings.map((meeting: Meeting) => meeting._id)).toEqual([theirs._id]);
    expect((await mine(ravi, { filter: 'scheduled' })).totalItems).toBe(1);
    expect((await mine(ravi, { status: 'cancelled' })).totalItems).toBe(1);

    expect((await injectAs(app, meena.token, endpoints.getMeeting, { params: { id: his._id } })).statusCode).toBe(404);
    expect((await injectAs(app, ravi.token, endpoints.getMeeting, { params: { id: his._id } })).statusCode).toBe(200);
    expect((await injectAs(app, ravi.token, endpoints.listMeetings)).statusCode).toBe(403);

    const upcoming = (await injectAs(app, meena.token, endpoints.upcomingMeetings)).json().upcomingMeetings as Meeting[];
    expect(upcoming.map((meeting) => meeting._id)).toEqual([theirs._id]);
  });
});

describe('a meeting’s status', () => {
  it('a participant starts it once its time has come; only the admin completes or cancels it', async () => {
    const [ravi, outsider] = [await person(), await person()];
    const meeting = await schedule([ravi.id]);
    expect((await setStatus(ravi, meeting._id, 'active')).json()).toMatchObject({ message: m.notYet(), code: 'MEETING_NOT_STARTED' });
    await timeComes(meeting._id);
    const started = await setStatus(ravi, meeting._id, 'active');
    expect(started.statusCode).toBe(200);
    expect(started.json().meeting.status).toBe('active');
    // Only the host completes or cancels it: a participant asking is refused as not allowed.
    for (const status of ['completed', 'cancelled']) {
      const refused = await setStatus(ravi, meeting._id, status);
      expect(refused.statusCode, status).toBe(403);
      expect(refused.json(), status).toMatchObject({ message: m.onlyHost(), code: 'ONLY_HOST' });
    }
    expect((await setStatus(outsider, meeting._id, 'active')).statusCode).toBe(404);
    expect((await setStatus(admin, meeting._id, 'cancelled')).json()).toMatchObject({ message: m.onlyScheduledCancelled(), code: 'ONLY_SCHEDULED_CANCELLED' });
    expect((await setStatus(admin, meeting._id, 'completed')).statusCode).toBe(200);
    for (const status of ['active', 'completed', 'cancelled']) {
      expect((await setStatus(admin, meeting._id, status)).json().message, status).toBe(m.isOver());
    }
  });

  it('the admin may start it early, cancel a scheduled one for good, and delete it', async () => {
    const ravi = await person();
    const early = await schedule([ravi.id]);
    expect((await setStatus(ravi, early._id, 'active')).json()).toMatchObject({ message: m.notYet(), code: 'MEETING_NOT_STARTED' });
    expect((await setStatus(admin, early._id, 'active')).json().meeting.status).toBe('active');
    // Started early by the admin, it is open to its participants at once.
    expect((await setStatus(ravi, early._id, 'active')).statusCode).toBe(200);
    const called = await schedule([ravi.id]);
    expect((await setStatus(admin, called._id, 'cancelled')).json()).toMatchObject({ message: m.cancelled(), meeting: { status: 'cancelled' } });
    expect((await setStatus(admin, called._id, 'active')).json()).toMatchObject({ message: m.isOver(), code: 'MEETING_OVER' });
    expect((await injectAs(app, admin.token, endpoints.deleteMeeting, { params: { id: called._id } })).json()).toEqual({ message: m.deleted(), code: 'MEETING_DELETED' });
    expect((await injectAs(app, admin.token, endpoints.deleteMeeting, { params: { id: called._id } })).statusCode).toBe(404);
  });
});

describe('calendar files', () => {
  it('mails each participant the invitation with a calendar file, and serves the file to participants only', async () => {
    const [ravi, outsider] = [await person(), await person()];
    const meeting = await schedule([ravi.id], { title: 'Budget, plans and more' });
    await app.jobs.drain();
    const mail = mails.find((each) => each.to === ravi.email && each.subject === 'Invitation: Budget, plans and more');
    expect(mail?.text).toContain(`/user/meetings/${meeting._id}`);
    const [file] = mail?.attachments ?? [];
    expect(file).toMatchObject({ filename: 'budget-plans-and-more.ics', contentType: expect.stringMatching(/^text\/calendar/) });
    const start = meeting.scheduledTime.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(file!.content).toContain(`DTSTART:${start}\r\n`);
    expect(file!.content).toContain('SUMMARY:Budget\\, plans and more\r\n');
    expect(file!.content).toContain('TRIGGER:-PT10M');

    const served = await injectAs(app, ravi.token, endpoints.getMeetingCalendar, { params: { id: meeting._id } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/calendar/);
    expect(served.headers['content-disposition']).toBe('attachment; filename="budget-plans-and-more.ics"');
    expect(served.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(served.body).toContain(`UID:${meeting._id}@sahaya`);
    expect((await injectAs(app, outsider.token, endpoints.getMeetingCalendar, { params: { id: meeting._id } })).statusCode).toBe(404);
    // Long lines are folded (a line break and a space); unfolded, the admin's file links to the admin's room.
    const forAdmin = (await injectAs(app, admin.token, endpoints.getMeetingCalendar, { params: { id: meeting._id } })).body;
    expect(forAdmin.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(forAdmin.replace(/\r\n /g, '')).toContain(`URL:http://localhost:3000/admin/meetings/${meeting._id}\r\n`);
    expect(forAdmin.replace(/\r\n /g, '')).toContain('DESCRIPTION:Join the Sahaya video meeting at ');
    // Downloaded from a page in Hindi, its words are Hindi; the title stays as the admin typed it.
    const inHindi = await injectAs(app, ravi.token, endpoints.getMeetingCalendar, { params: { id: meeting._id } }, { headers: { 'accept-language': 'hi-IN' } });
    const unfolded = inHindi.body.replace(/\r\n /g, '');
    expect(unfolded).toMatch(/DESCRIPTION:[^\r]*[\u0900-\u097F]/);
    expect(unfolded).not.toContain('Join the Sahaya video meeting');
    expect(unfolded).toContain('SUMMARY:Budget\\, plans and more\r\n');
    expect(inHindi.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });
});

describe('reminders', () => {
  it('remind the participants of a meeting starting within ten minutes, once', async () => {
    const ravi = await person();
    const meeting = await schedule([ravi.id]);
    await timeComes(meeting._id, new Date(Date.now() + 5 * 60_000));
    await remindSoon(app);
    await remindSoon(app);
    await app.jobs.drain();
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, ravi.id));
    expect(told.filter((n) => n.content === m.reminder(meeting.title))).toHaveLength(1);
  });
});

describe('the room’s signalling', () => {
  let url: string;
  beforeAll(async () => {
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    meetingTimings.reconnectGraceMs = 300;
  });
  afterAll(() => closeSockets());

  const socketOf = async (who: Person) => {
    const socket = openSocket(url, who.token);
    await connected(socket);
    return socket;
  };
  const next = <T>(socket: TestSocket, event: string) => new Promise<T>((resolve) => socket.once(event as never, resolve as never));
  const join = (socket: TestSocket, meetingId: string) => socket.emitWithAck('meeting:join', { meetingId });

  it('lets in the participants and admins only, relays signals between peers, and hides names from guests', async () => {
    const [ravi, outsider] = [await person(), await person()];
    const meeting = await schedule([ravi.id]);
    const [host, guest, stranger] = [await socketOf(admin), await socketOf(ravi), await socketOf(outsider)];

    // Not yet time for the guest; the admin may start early, and joining starts the meeting.
    expect(await join(guest, meeting._id)).toEqual({ ok: false, message: m.notYet(), code: 'MEETING_NOT_STARTED' });
    // The admin reads the creator's name; a participant does not.
    expect(await join(host, meeting._id)).toEqual({ ok: true, peers: [], adminId: admin.id, adminName: 'Test Person', mode: 'mesh', iceServers: [], iceTransportPolicy: 'all', expiresAt: null });
    expect((await app.db.select().from(meetings).where(eq(meetings.id, meeting._id)))[0]!.status).toBe('active');
    expect(await join(stranger, meeting._id)).toEqual({ ok: false, message: m.joinRefused(), code: 'JOIN_REFUSED' });

    const hostSees = next<{ socketId: string; userId: string; name: string }>(host, 'meeting:peer-joined');
    const joined = await join(guest, meeting._id);
    expect(joined).toEqual({ ok: true, peers: [{ socketId: host.id, userId: admin.id, name: 'Admin', isAdmin: true }], adminId: admin.id, adminName: null, mode: 'mesh', iceServers: [], iceTransportPolicy: 'all', expiresAt: null });
    expect(await hostSees).toEqual({ socketId: guest.id, userId: ravi.id, name: 'Test Person', isAdmin: false });

    const offer = next<{ from: string; data: object }>(host, 'meeting:signal');
    expect(await guest.emitWithAck('meeting:signal', { meetingId: meeting._id, to: host.id!, data: { type: 'offer', sdp: 'v=0' } })).toEqual({ ok: true });
    expect(await offer).toEqual({ from: guest.id, data: { type: 'offer', sdp: 'v=0' } });
    // Nobody outside the room signals into it, nor to a socket that is not in it.
    expect(await stranger.emitWithAck('meeting:signal', { meetingId: meeting._id, to: host.id!, data: { type: 'offer' } })).toEqual({ ok: false, message: m.notInRoom(), code: 'NOT_IN_ROOM' });
    expect(await guest.emitWithAck('meeting:signal', { meetingId: meeting._id, to: stranger.id!, data: { type: 'offer' } })).toEqual({ ok: false, message: m.notInRoom(), code: 'NOT_IN_ROOM' });
  });

  it('lets the admin remove a participant for good, and ends the meeting when the admin leaves', async () => {
    const [ravi, meena] = [await person(), await person()];
    const meeting = await schedule([ravi.id, meena.id]);
    await timeComes(meeting._id);
    const [host, first, second] = [await socketOf(admin), await socketOf(ravi), await socketOf(meena)];
    for (const socket of [host, first, second]) expect((await join(socket, meeting._id)).ok).toBe(true);
    expect(await first.emitWithAck('meeting:remove', { meetingId: meeting._id, userId: meena.id })).toEqual({ ok: false, message: 'Forbidden Access', code: 'FORBIDDEN' });

    const removed = next<{ message: string }>(second, 'meeting:removed');
    const left = next<{ userId: string }>(first, 'meeting:peer-left');
    expect(await host.emitWithAck('meeting:remove', { meetingId: meeting._id, userId: meena.id })).toEqual({ ok: true });
    expect((await removed).message).toBe(m.removed());
    expect((await left).userId).toBe(meena.id);
    expect(await join(second, meeting._id)).toEqual({ ok: false, message: m.joinRefused(), code: 'JOIN_REFUSED' });
    expect(await second.emitWithAck('meeting:signal', { meetingId: meeting._id, to: host.id!, data: {} })).toEqual({ ok: false, message: m.notInRoom(), code: 'NOT_IN_ROOM' });

    // The host closing the tab ends the meeting for everyone.
    const ended = next<{ meetingId: string }>(first, 'meeting:ended');
    host.disconnect();
    expect(await ended).toEqual({ meetingId: meeting._id, reason: 'ended' });
    await expect.poll(async () => (await app.db.select().from(meetings).where(eq(meetings.id, meeting._id)))[0]!.status).toBe('completed');
    expect(await join(first, meeting._id)).toEqual({ ok: false, message: m.isOver(), code: 'MEETING_OVER' });
  });

  it('ends the room for everyone at once when the admin deletes or completes the meeting; nobody in it can signal after', async () => {
    for (const [change, reason] of [['delete', 'deleted'], ['complete', 'ended']] as const) {
      const ravi = await person();
      const meeting = await schedule([ravi.id]);
      await timeComes(meeting._id);
      const [host, guest] = [await socketOf(admin), await socketOf(ravi)];
      for (const socket of [host, guest]) expect((await join(socket, meeting._id)).ok).toBe(true);
      const endings = [host, guest].map((socket) => next<object>(socket, 'meeting:ended'));
      const res =
        change === 'delete' ? await injectAs(app, admin.token, endpoints.deleteMeeting, { params: { id: meeting._id } }) : await setStatus(admin, meeting._id, 'completed');
      expect(res.statusCode, change).toBe(200);
      expect(await Promise.all(endings), change).toEqual([
        { meetingId: meeting._id, reason },
        { meetingId: meeting._id, reason },
      ]);
      const over = { ok: false, message: m.isOver(), code: 'MEETING_OVER' };
      expect(await guest.emitWithAck('meeting:signal', { meetingId: meeting._id, to: host.id!, data: { type: 'offer' } }), change).toEqual(over);
      expect(await host.emitWithAck('meeting:signal', { meetingId: meeting._id, to: guest.id!, data: { type: 'offer' } }), change).toEqual(over);
      expect(await guest.emitWithAck('meeting:media', { meetingId: meeting._id, audio: true, video: true, screen: false }), change).toEqual(over);
      expect((await join(guest, meeting._id)).ok, change).toBe(false);
    }
  });

  it('pairs everyone who joins at once: of each two, exactly one finds the other already there and calls', async () => {
    const people = [admin, await person(), await person(), await person(), await person()];
    const meeting = await schedule(people.slice(1).map((each) => each.id));
    await timeComes(meeting._id);
    const sockets = await Promise.all(people.map(socketOf));
    const heardOf = sockets.map((socket) => {
      const ids = new Set<string>();
      socket.on('meeting:peer-joined', (peer) => ids.add(peer.socketId));
      return ids;
    });
    const acks = await Promise.all(sockets.map((socket) => join(socket, meeting._id)));
    const found = acks.map((ack) => new Set(ack.ok ? ack.peers.map((peer) => peer.socketId) : []));
    for (const [i, a] of sockets.entries()) {
      for (const [j, b] of sockets.entries()) {
        if (j <= i) continue;
        // Nobody calls a pair that neither found, and two calls crossing is what the order prevents.
        expect(Number(found[i]!.has(b.id!)) + Number(found[j]!.has(a.id!)), `${i} and ${j}`).toBe(1);
      }
    }
    // Whoever is called hears who calls: the news of a join names the call it answers.
    const expected = sockets.map((socket) => sockets.filter((_, j) => found[j]!.has(socket.id!)).map((caller) => caller.id).sort());
    await expect.poll(() => heardOf.map((ids, i) => expected[i]!.filter((id) => ids.has(id!)))).toEqual(expected);
  });

  it('keeps the meeting when the admin’s connection drops and comes back within the grace; Leave ends it at once', async () => {
    const ravi = await person();
    const meeting = await schedule([ravi.id]);
    await timeComes(meeting._id);
    const [host, guest] = [await socketOf(admin), await socketOf(ravi)];
    for (const socket of [host, guest]) expect((await join(socket, meeting._id)).ok).toBe(true);
    const status = async () => (await app.db.select().from(meetings).where(eq(meetings.id, meeting._id)))[0]!.status;

    // The server closes a socket whose token expired; the room connects and joins again.
    host.disconnect();
    const back = await socketOf(admin);
    expect((await join(back, meeting._id)).ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, meetingTimings.reconnectGraceMs * 2));
    expect(await status()).toBe('active');

    const ended = next<{ meetingId: string }>(guest, 'meeting:ended');
    expect(await back.emitWithAck('meeting:leave', { meetingId: meeting._id })).toEqual({ ok: true });
    expect(await ended).toEqual({ meetingId: meeting._id, reason: 'ended' });
    expect(await status()).toBe('completed');
  });
});
