/**
 * A meeting's Janus VideoRoom against a real Janus (Debian's `janus`, test/janus-process.ts) on
 * 127.0.0.1: the room the server opens is entered only with its pin and a token the server added
 * for an admitted person; a person the admin removes is kicked and cannot come back; the meeting's
 * end destroys the room; a Janus killed and started again is connected to again. The "browsers"
 * here are plain janode clients speaking Janus's WebSocket API. CI installs Janus (.ci/run);
 * without it these tests fail and say so.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/meetings/endpoints';
import type { Meeting } from '@sahaya/contract/meetings/schemas';
import { meetings } from '../../db/schema/meetings.ts';
import { AppError } from '../../errors.ts';
import { JOBS_SCHEMA } from '../../plugins/jobs/jobs.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { signedIn } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { startJanus, type JanusProcess } from '../../test/janus-process.ts';
import { closeSockets, connected, openSocket } from '../../test/socket.ts';
import { loadJanode, type Janode, type JanodeConnection, type JanodeHandle, type VideoRoomPlugin } from './janode.ts';
import type { JanusJoin } from '@sahaya/contract/meetings/events';
import { janusJoin, meetingSfu, sfuKey, sfuPublisherPerson, sfuRoom, type MeetingSfu } from './meeting-sfu.ts';
import { complete, removeFromMeeting, sfuRemovals, sfuRoomEnds } from './meetings.service.ts';

type Person = Awaited<ReturnType<typeof signedIn>>;

let janus: JanusProcess;
let app: FastifyInstance;
let close: () => Promise<void>;
let sfu: MeetingSfu;
let url: string;
let host: Person;
let Janode: Janode;
let VideoRoom: VideoRoomPlugin;

beforeAll(async () => {
  janus = await startJanus();
  ({ app, close } = await buildTestApp({ rateLimit: false, env: { JANUS_URL: janus.url, JANUS_ADMIN_KEY: janus.adminKey } }));
  sfu = meetingSfu(app)!;
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  host = await signedIn(app, 'admin');
  ({ Janode, VideoRoom } = await loadJanode());
}, 30_000);

afterAll(async () => {
  closeSockets();
  for (const client of clients) await client.close().catch(() => undefined);
  await close?.();
  await janus?.stop();
});

/** A meeting of the host with `guests`, its time come. */
async function meetingWith(guests: Person[]): Promise<Meeting> {
  const created = await injectAs(app, host.token, endpoints.createMeeting, {
    body: { title: 'Volunteers training', participants: guests.map((g) => g.user.id), scheduledTime: new Date(Date.now() + 3_600_000).toISOString() },
  });
  expect(created.statusCode, created.body).toBe(201);
  const meeting = created.json().meeting as Meeting;
  await app.db.update(meetings).set({ scheduledTime: new Date(Date.now() - 60_000) }).where(eq(meetings.id, meeting._id));
  return meeting;
}

/** How many jobs for Janus an app has written, whatever became of them. */
async function sfuJobs(on: FastifyInstance): Promise<number> {
  const result = (await on.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(JOBS_SCHEMA)}.job where name in (${sfuRoomEnds.name}, ${sfuRemovals.name})`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

const joinOf = (who: Person, meetingId: string) => janusJoin({ db: app.db, sfu, log: app.log }, { userId: who.user.id, role: who.user.role }, meetingId);

/** The code a promise is refused with: Janus's error code, or the server's. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'let in',
    (err: unknown) => (err instanceof AppError ? err.code : ((err as { _code?: number })._code ?? (err as Error).message)),
  );

const clients: JanodeConnection[] = [];

/** A browser's (or an outsider's) own connection to Janus: each request on a handle of its own, as a refused join spoils one. */
async function browser() {
  const connection = await Janode.connect({ address: { url: janus.url }, max_retries: 0 });
  clients.push(connection);
  const session = await connection.create();
  const left: unknown[] = [];
  const send = async (body: Record<string, unknown>, handle?: JanodeHandle) => {
    const h = handle ?? (await session.attach(VideoRoom));
    h.on(VideoRoom.EVENT.VIDEOROOM_LEAVING, (event: unknown) => left.push(event));
    return (await h.message(body)).plugindata?.data ?? {};
  };
  const publish = (join: Pick<JanusJoin, 'room' | 'pin' | 'token' | 'publisherId'>) =>
    send({ request: 'join', ptype: 'publisher', room: join.room, pin: join.pin, token: join.token, id: join.publisherId });
  return { send, publish, left };
}

describe('meetings through a real Janus VideoRoom', () => {
  it('opens the room for an admitted person only; without the pin and their token nobody gets in', async () => {
    const [guest, outsider] = [await signedIn(app, 'volunteer'), await signedIn(app, 'user')];
    const meeting = await meetingWith([guest]);
    const keys = sfuRoom(sfuKey(app.config.jwtSecret), meeting._id);

    const join = await joinOf(guest, meeting._id);
    expect(join).toMatchObject({ janusUrl: janus.url, room: keys.room, pin: keys.pin });
    // The same for the same person, as any node works it out; but a publisher id of its own for
    // each join, as a person in two tabs publishes twice, and Janus takes an id once.
    const again = await joinOf(guest, meeting._id);
    expect({ ...again, publisherId: 0 }).toEqual({ ...join, publisherId: 0 });
    expect(sfuPublisherPerson(again.publisherId)).toBe(sfuPublisherPerson(join.publisherId));
    expect(await refusal(joinOf(outsider, meeting._id))).toBe('JOIN_REFUSED');

    const stranger = await browser();
    expect(await stranger.send({ request: 'exists', room: join.room })).toMatchObject({ exists: true });
    // The room is managed only with its secret, and nobody creates rooms without the admin key.
    expect(await refusal(stranger.send({ request: 'allowed', room: join.room, secret: 'guess', action: 'add', allowed: ['mine'] }))).toBe(433);
    expect(await refusal(stranger.send({ request: 'destroy', room: join.room, secret: 'guess' }))).toBe(433);
    expect(await refusal(stranger.send({ request: 'create', room: join.room + 1 }))).toBe(429);
    // A wrong pin, no token, a made-up token, a token of another person: not in.
    expect(await refusal(stranger.publish({ ...join, pin: 'wrong-pin' }))).toBe(433);
    expect(await refusal(stranger.send({ request: 'join', ptype: 'publisher', room: join.room, pin: join.pin }))).toBe(433);
    expect(await refusal(stranger.publish({ ...join, token: 'made-up', publisherId: 1 }))).toBe(433);

    const guestBrowser = await browser();
    expect(await guestBrowser.publish(join)).toMatchObject({ videoroom: 'joined', room: join.room, id: join.publisherId });
    if (again.publisherId !== join.publisherId) expect(await (await browser()).publish(again)).toMatchObject({ videoroom: 'joined', id: again.publisherId });
    // Nor does anybody watch without the pin. (With it, watching needs the private id of somebody in
    // the room too, `require_pvtid`; that takes a published feed, which takes a real WebRTC peer.)
    expect(await refusal(stranger.send({ request: 'join', ptype: 'subscriber', room: join.room, pin: 'wrong-pin', streams: [{ feed: join.publisherId }] }))).toBe(433);
  });

  it('kicks a person the admin removes, with any other id they took, and lets them in no more', async () => {
    const [ravi, meena] = [await signedIn(app, 'user'), await signedIn(app, 'volunteer')];
    const meeting = await meetingWith([ravi, meena]);
    const [raviJoin, meenaJoin] = [await joinOf(ravi, meeting._id), await joinOf(meena, meeting._id)];
    const [raviBrowser, raviAgain, meenaBrowser] = [await browser(), await browser(), await browser()];
    await raviBrowser.publish(raviJoin);
    // The same token under an id of the browser's choosing.
    await raviAgain.publish({ ...raviJoin, publisherId: 4242 });
    await meenaBrowser.publish(meenaJoin);

    const socket = openSocket(url, host.token);
    await connected(socket);
    expect((await socket.emitWithAck('meeting:join', { meetingId: meeting._id })).ok).toBe(true);
    expect(await socket.emitWithAck('meeting:remove', { meetingId: meeting._id, userId: ravi.user.id })).toEqual({ ok: true });
    await app.jobs.drain();

    expect(raviBrowser.left).toEqual([expect.objectContaining({ feed: raviJoin.publisherId, reason: 'kicked' })]);
    expect(raviAgain.left).toEqual([expect.objectContaining({ feed: 4242, reason: 'kicked' })]);
    expect(meenaBrowser.left).toEqual([]);
    const listed = await meenaBrowser.send({ request: 'listparticipants', room: meenaJoin.room });
    expect(listed.participants).toEqual([expect.objectContaining({ id: meenaJoin.publisherId })]);
    // Their token is gone from the room, and the server gives them no other.
    expect(await refusal((await browser()).publish(raviJoin))).toBe(433);
    expect(await refusal(joinOf(ravi, meeting._id))).toBe('JOIN_REFUSED');
  });

  it('destroys the room when the meeting ends or is deleted', async () => {
    const guest = await signedIn(app, 'volunteer');
    const [ended, deleted] = [await meetingWith([guest]), await meetingWith([guest])];
    const [endedJoin, deletedJoin] = [await joinOf(guest, ended._id), await joinOf(guest, deleted._id)];
    const watcher = await browser();
    expect(await watcher.send({ request: 'exists', room: endedJoin.room })).toMatchObject({ exists: true });

    const jobsBefore = await sfuJobs(app);
    const done = await injectAs(app, host.token, endpoints.setMeetingStatus, { params: { id: ended._id }, body: { status: 'completed' } });
    expect(done.statusCode, done.body).toBe(200);
    const gone = await injectAs(app, host.token, endpoints.deleteMeeting, { params: { id: deleted._id } });
    expect(gone.statusCode, gone.body).toBe(200);
    await app.jobs.drain();
    expect(await sfuJobs(app)).toBe(jobsBefore + 2);

    expect(await watcher.send({ request: 'exists', room: endedJoin.room })).toMatchObject({ exists: false });
    expect(await watcher.send({ request: 'exists', room: deletedJoin.room })).toMatchObject({ exists: false });
    expect(await refusal(joinOf(guest, ended._id))).toBe('MEETING_OVER');
    // Destroying a room already gone is no failure: a job tried again does no harm.
    await sfu.destroy(ended._id);
  });

  it('connects again after Janus is killed and started again', async () => {
    const guest = await signedIn(app, 'volunteer');
    const [before, after] = [await meetingWith([guest]), await meetingWith([guest])];
    await joinOf(guest, before._id);

    await janus.kill();
    await janus.start();
    // A restarted Janus has no rooms: the next join makes the meeting's room again, on a new connection.
    const join = await joinOf(guest, after._id);
    expect(await (await browser()).publish(join)).toMatchObject({ videoroom: 'joined', id: join.publisherId });
    const again = await joinOf(guest, before._id);
    expect(await (await browser()).publish(again)).toMatchObject({ videoroom: 'joined', id: again.publisherId });
  });

  it('sends a room through Janus once it holds more than MESH_MAX_PEOPLE, and back to a mesh once it empties', async () => {
    const [guest, outsider] = [await signedIn(app, 'volunteer'), await signedIn(app, 'user')];
    const meeting = await meetingWith([guest]);
    const meetingId = meeting._id;
    const limit = app.config.janus!.meshMaxPeople;
    const seat = async (token: string) => {
      const socket = openSocket(url, token);
      await connected(socket);
      const heard: string[] = [];
      socket.on('meeting:mode', (event) => heard.push(`${event.meetingId} ${event.mode}`));
      return { socket, heard };
    };
    const hostSeat = await seat(host.token);
    const guests: Awaited<ReturnType<typeof seat>>[] = [];
    for (let i = 1; i <= limit; i++) guests.push(await seat(guest.token));
    const modeOf = async (socket: Awaited<ReturnType<typeof seat>>['socket']) => {
      const ack = await socket.emitWithAck('meeting:join', { meetingId });
      expect(ack.ok, JSON.stringify(ack)).toBe(true);
      return ack.ok ? ack.mode : undefined;
    };

    // As many as a mesh holds: a mesh, and nobody hears of Janus.
    expect(await modeOf(hostSeat.socket)).toBe('mesh');
    for (const { socket } of guests.slice(0, limit - 1)) expect(await modeOf(socket)).toBe('mesh');
    const outsiderSeat = await seat(outsider.token);
    expect(await outsiderSeat.socket.emitWithAck('meeting:janus', { meetingId })).toMatchObject({ ok: false, code: 'NOT_IN_ROOM' });

    // One more: through Janus, and everybody already in is told once.
    const last = guests[limit - 1]!;
    expect(await modeOf(last.socket)).toBe('janus');
    await expect.poll(() => [hostSeat, ...guests.slice(0, limit - 1)].map((s) => s.heard.join())).toEqual(Array(limit).fill(`${meetingId} janus`));
    expect(last.heard).toEqual([]);

    // Each person in the room gets what their browser enters the VideoRoom with; an outsider gets nothing.
    const join = await last.socket.emitWithAck('meeting:janus', { meetingId });
    expect(join).toMatchObject({ ok: true, room: sfuRoom(sfuKey(app.config.jwtSecret), meetingId).room, janusUrl: janus.url });
    expect(await (await browser()).publish(join as unknown as JanusJoin)).toMatchObject({ videoroom: 'joined' });
    expect(await outsiderSeat.socket.emitWithAck('meeting:join', { meetingId })).toMatchObject({ ok: false, code: 'JOIN_REFUSED' });
    expect(await outsiderSeat.socket.emitWithAck('meeting:janus', { meetingId })).toMatchObject({ ok: false, code: 'NOT_IN_ROOM' });

    // Fewer again: it stays on Janus, one reconnection for everybody rather than one each time.
    expect(await last.socket.emitWithAck('meeting:leave', { meetingId })).toEqual({ ok: true });
    expect(await modeOf(last.socket)).toBe('janus');

    // Empty (the guests gone, the host's connection dropped, within its grace): the next one starts a mesh.
    for (const { socket } of guests) await socket.emitWithAck('meeting:leave', { meetingId });
    hostSeat.socket.disconnect();
    const back = await seat(host.token);
    await expect.poll(() => modeOf(back.socket)).toBe('mesh');
  });

  it('without JANUS_URL has no client and writes no job for Janus: every meeting is a mesh, as before', async () => {
    const withoutJanus = { db: app.db, jobs: app.jobs, config: { ...app.config, janus: undefined } };
    expect(meetingSfu({ config: withoutJanus.config, log: app.log })).toBeUndefined();
    const guest = await signedIn(app, 'volunteer');
    const meeting = await meetingWith([guest]);
    await injectAs(app, host.token, endpoints.setMeetingStatus, { params: { id: meeting._id }, body: { status: 'active' } });
    const jobsBefore = await sfuJobs(app);
    await removeFromMeeting(withoutJanus, meeting._id, guest.user.id);
    await complete(withoutJanus, meeting._id);
    expect(await sfuJobs(app)).toBe(jobsBefore);
    expect((await app.db.select({ status: meetings.status }).from(meetings).where(eq(meetings.id, meeting._id)))[0]?.status).toBe('completed');
  });
});
