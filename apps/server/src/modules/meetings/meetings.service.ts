/**
 * Meetings (spec 2 §8, spec 3 §6). This module owns the `meetings` and `meeting_participants`
 * tables; other modules read them only through the queries here.
 */
import { and, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { dashboardSizes } from '@sahaya/contract/dashboards/schemas';
import type { Role } from '@sahaya/contract/constants';
import { calendarFileName, meetingCalendar } from '@sahaya/contract/meetings/calendar';
import type { Language } from '@sahaya/contract/i18n/languages';
import { said } from '../../lib/success-reply.ts';
import { calendarDescription } from './meetings.mail.ts';
import type { RoomEndReason } from '@sahaya/contract/meetings/events';
import { meetingMessages as m } from '@sahaya/contract/meetings/messages';
import type { CreateMeetingBody, Meeting, MeetingStatusBody } from '@sahaya/contract/meetings/schemas';
import type { Config } from '../../config.ts';
import { activityRow } from '../../db/activity-row.ts';
import type { Db } from '../../db/client.ts';
import { newestFirst, soonestFirst } from '../../db/order.ts';
import { meetingParticipants, meetings } from '../../db/schema/meetings.ts';
import { AppError } from '../../errors.ts';
import { defineQueue, type Jobs, type Queue } from '../../plugins/jobs/jobs.ts';
import { MAIL_QUEUE } from '../../plugins/infrastructure/mail.ts';
import { noticeDate, notices, noticeText } from '../notifications/notifications.service.ts';
import { activeAdminIds, participantsAmong, personName } from '../people/people.service.ts';
import { meetingIce } from './meeting-ice.ts';
import { meetingColumns, toMeeting } from './meetings.lists.ts';

export interface MeetingDeps {
  db: Db;
  jobs: Jobs;
  config: Pick<Config, 'publicUrl' | 'janus'>;
}

/** What a change that Janus must hear of needs: the queue, and whether Janus is used at all. */
export type SfuOutbox = { db: Db; jobs: Jobs; config: Pick<Config, 'janus'> };

/** The meetings' rooms, as the calls that change a meeting see them (meetings.socket.ts keeps them). */
export interface MeetingRooms {
  /** Ends a meeting's room for everyone in it at once, on every node: nobody in it can signal any more. */
  close(meetingId: string, reason: RoomEndReason): Promise<void>;
}

/** Mails one participant the invitation with its calendar file; the handler is in meetings.jobs.ts. */
export const invitationMails = defineQueue<{ meetingId: string; userId: string }>('meeting-invitation-mail', MAIL_QUEUE);

/**
 * Tells Janus (meeting-sfu.ts) that a meeting is over, so its VideoRoom is destroyed, or that a
 * person was taken out of it, so they are kicked and their token taken back. Sent only with
 * JANUS_URL set, in the change's own transaction; the handlers are in meetings.jobs.ts. Janus
 * down or restarting is waited out with growing waits, as a mail server is.
 */
const SFU_QUEUE = { retryLimit: 8, retryDelaySeconds: 2, timeoutSeconds: 60 } as const;
export const sfuRoomEnds = defineQueue<{ meetingId: string }>('meeting-sfu-room-end', SFU_QUEUE);
export const sfuRemovals = defineQueue<{ meetingId: string; userId: string }>('meeting-sfu-removal', SFU_QUEUE);

/** Writes a job for Janus in the transaction `tx`, when there is a Janus to tell. */
async function tellSfu<T extends object>(deps: Pick<SfuOutbox, 'jobs' | 'config'>, tx: Db, queue: Queue<T>, data: T) {
  if (deps.config.janus) await deps.jobs.send(queue, data, { db: tx });
}

/** The next scheduled meetings with how many take part, soonest first. */
export async function upcomingMeetings(db: Db, now: Date, limit: number = dashboardSizes.upcomingMeetings) {
  const rows = await db
    .select({
      _id: meetings.id,
      title: meetings.title,
      scheduledTime: meetings.scheduledTime,
      status: meetings.status,
      participantCount: sql<number>`(select count(*)::int from ${meetingParticipants}
        where ${meetingParticipants}.${sql.identifier(meetingParticipants.meetingId.name)} = ${meetings}.${sql.identifier(meetings.id.name)})`,
    })
    .from(meetings)
    .where(and(eq(meetings.status, 'scheduled'), gt(meetings.scheduledTime, now)))
    .orderBy(soonestFirst(meetings.scheduledTime))
    .limit(limit);
  return rows.map((m) => ({ ...m, scheduledTime: m.scheduledTime.toISOString() }));
}

/**
 * The meetings a person takes part in as activity rows (db/activity-row.ts), dated when they take
 * place (a person looks for when to be there, not when they were invited), latest first.
 */
export const meetingActivity = (db: Db, userId: string, n: number) =>
  db
    .select(activityRow('meeting', { id: meetings.id, title: meetings.title, status: meetings.status, date: meetings.scheduledTime }))
    .from(meetingParticipants)
    .innerJoin(meetings, eq(meetings.id, meetingParticipants.meetingId))
    .where(eq(meetingParticipants.userId, userId))
    .orderBy(newestFirst(meetings.scheduledTime))
    .limit(n);

// ---------------------------------------------------------------------------------------------
// Scheduling, the lists, and a meeting's status
// ---------------------------------------------------------------------------------------------

/** When a meeting takes place, as its participants in India read it. */
export const whenText = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
  timeZoneName: 'short',
});

/** Schedules a meeting with users and volunteers of Sahaya, and invites each of them. */
export async function create(deps: MeetingDeps, adminId: string, body: CreateMeetingBody) {
  const ids = [...new Set(body.participants)];
  const people = await participantsAmong(deps.db, ids);
  if (people.length !== ids.length) throw new AppError('PARTICIPANTS_UNKNOWN', { field: 'participants' });
  const scheduledTime = new Date(body.scheduledTime);
  const text = noticeText(m.invitation, body.title, noticeDate(scheduledTime));
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(meetings).values({ title: body.title, scheduledTime, adminId }).returning({ id: meetings.id });
    if (!row) throw new Error('Meeting insert returned no row');
    await tx.insert(meetingParticipants).values(ids.map((userId) => ({ meetingId: row.id, userId })));
    // Each person's notice and mail are jobs written with the meeting: inviting all users does not
    // keep the admin waiting, and no invitation is lost or sent twice.
    await deps.jobs.sendMany(notices, ids.map((userId) => ({ userId, type: 'system' as const, text, topic: 'meeting' as const })), { db: tx });
    await deps.jobs.sendMany(invitationMails, ids.map((userId) => ({ meetingId: row.id, userId })), { db: tx });
    return row.id;
  });
  return { ...said('MEETING_CREATED'), meeting: await meetingRow(deps.db, id) };
}

/** Where a person of `role` opens the meeting's room (spec 2 §9: {host}/{role}/meetings/{id}). */
export const roomLink = (deps: Pick<MeetingDeps, 'config'>, role: string, id: string) => `${deps.config.publicUrl}/${role}/meetings/${id}`;

/** The meeting as a calendar file, for its participants and admins, its words in `language`. */
export async function calendar(deps: Pick<MeetingDeps, 'db' | 'config'>, caller: { userId: string; role: Role }, id: string, language: Language) {
  const meeting = await readable(deps.db, caller, id);
  const link = roomLink(deps, caller.role, id);
  const description = calendarDescription(language, link);
  return {
    fileName: calendarFileName(meeting.title),
    body: meetingCalendar({ id, title: meeting.title, scheduledTime: new Date(meeting.scheduledTime), status: meeting.status, link, description }),
  };
}

async function findMeeting(db: Db, id: string): Promise<Meeting | null> {
  const [row] = await db.select(meetingColumns).from(meetings).where(eq(meetings.id, id));
  return row ? toMeeting(row) : null;
}

async function meetingRow(db: Db, id: string) {
  const meeting = await findMeeting(db, id);
  if (!meeting) throw new AppError('MEETING_NOT_FOUND');
  return meeting;
}

/** A meeting for an admin, or for one of its participants; to anybody else it does not exist. */
export async function readable(db: Db, caller: { userId: string; role: Role }, id: string) {
  const meeting = await meetingRow(db, id);
  if (caller.role !== 'admin' && !meeting.participants.includes(caller.userId)) throw new AppError('MEETING_NOT_FOUND');
  return meeting;
}

/**
 * The ICE servers of a meeting's room, with TURN credentials of the caller's own, for whoever may
 * enter it: its participants (not removed) and admins, while it is not over.
 */
export async function iceServers(deps: { db: Db; config: Pick<Config, 'iceServers' | 'turn' | 'meetingIcePolicy'> }, caller: { userId: string; role: Role }, id: string) {
  const meeting = await readable(deps.db, caller, id);
  if (isOver(meeting.status)) throw new AppError('MEETING_OVER');
  return meetingIce(deps.config, caller.userId);
}

export async function get(deps: Pick<MeetingDeps, 'db'>, caller: { userId: string; role: Role }, id: string) {
  return { meeting: await readable(deps.db, caller, id) };
}

/** How many meetings the glance at what comes next holds; the whole lists are paged (GET /api/meetings, /api/meetings/my). */
const UPCOMING_MEETINGS_MAX = 10;

/** The next meetings, soonest first: any meeting for an admin, their own for anybody else. */
export async function upcoming(deps: Pick<MeetingDeps, 'db'>, caller: { userId: string; role: Role }) {
  // A meeting whose time came a little while ago may still be joined.
  const since = new Date(Date.now() - 2 * 60 * 60 * 1000);
  const rows = await deps.db
    .select(meetingColumns)
    .from(meetings)
    .where(
      and(
        inArray(meetings.status, ['scheduled', 'active']),
        gte(meetings.scheduledTime, since),
        caller.role === 'admin'
          ? undefined
          : sql`${meetings.id} in (select meeting_id from ${meetingParticipants} where user_id = ${caller.userId} and removed_at is null)`,
      ),
    )
    .orderBy(soonestFirst(meetings.scheduledTime))
    .limit(UPCOMING_MEETINGS_MAX);
  return { upcomingMeetings: rows.map(toMeeting) };
}

export const isOver = (status: string) => status === 'completed' || status === 'cancelled';

/** Whether a meeting still exists and is not over: its room may still be in use. */
export async function isOpen(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ status: meetings.status }).from(meetings).where(eq(meetings.id, id));
  return !!row && !isOver(row.status);
}

/**
 * The admin starts, completes or cancels a meeting; a participant may only start it, once its
 * time has come. A cancelled or completed meeting stays so; only a scheduled one can be cancelled.
 * A meeting completed or cancelled while people are in its room ends the room for all of them.
 */
export async function setStatus(deps: MeetingDeps, rooms: MeetingRooms, caller: { userId: string; role: Role }, id: string, { status }: MeetingStatusBody) {
  const meeting = await readable(deps.db, caller, id);
  const admin = caller.role === 'admin';
  if (!admin && status !== 'active') throw new AppError('ONLY_HOST');
  if (isOver(meeting.status)) throw new AppError('MEETING_OVER');
  if (status === 'cancelled' && meeting.status !== 'scheduled') throw new AppError('ONLY_SCHEDULED_CANCELLED');
  // A meeting the admin started early is open to its participants at once.
  if (status === 'active' && !admin && meeting.status === 'scheduled' && Date.parse(meeting.scheduledTime) > Date.now()) throw new AppError('MEETING_NOT_STARTED');
  const now = new Date();
  const changed = await deps.db.transaction(async (tx) => {
    // The update itself checks that the meeting is not over, so a late start cannot reopen it.
    const [row] = await tx
      .update(meetings)
      .set(status === 'active' ? { status, startedAt: sql`coalesce(${meetings.startedAt}, ${now})` } : { status, endedAt: now })
      .where(and(eq(meetings.id, id), inArray(meetings.status, ['scheduled', 'active'])))
      .returning({ id: meetings.id });
    if (row && status !== 'active') await tellSfu(deps, tx, sfuRoomEnds, { meetingId: id });
    return row;
  });
  if (!changed) throw new AppError('MEETING_OVER');
  if (status !== 'active') await rooms.close(id, status === 'cancelled' ? 'cancelled' : 'ended');
  return { ...said(status === 'cancelled' ? 'MEETING_CANCELLED' : 'MEETING_STATUS_UPDATED'), meeting: await meetingRow(deps.db, id) };
}

/** Deletes a meeting; anybody still in its room is told and let go. */
export async function remove(deps: SfuOutbox, rooms: MeetingRooms, id: string) {
  const gone = await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(meetings).where(eq(meetings.id, id)).returning({ id: meetings.id });
    if (row) await tellSfu(deps, tx, sfuRoomEnds, { meetingId: id });
    return row;
  });
  if (!gone) throw new AppError('MEETING_NOT_FOUND');
  await rooms.close(id, 'deleted');
  return said('MEETING_DELETED');
}

/**
 * Reminds the participants of meetings starting within ten minutes, each meeting once, on any
 * node. A meeting is claimed by one update, so two nodes reminding at once remind it once, and in
 * the same transaction as its notices are enqueued: it is marked reminded only with them.
 */
export async function remindSoon(deps: Pick<MeetingDeps, 'db' | 'jobs'>, now = new Date()) {
  const soon = new Date(now.getTime() + 10 * 60 * 1000);
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .update(meetings)
      .set({ remindedAt: now })
      .where(and(eq(meetings.status, 'scheduled'), isNull(meetings.remindedAt), lte(meetings.scheduledTime, soon), gt(meetings.scheduledTime, now)))
      .returning({ id: meetings.id, title: meetings.title });
    if (due.length === 0) return 0;
    const titles = new Map(due.map((meeting) => [meeting.id, meeting.title]));
    const participants = await tx
      .select({ meetingId: meetingParticipants.meetingId, userId: meetingParticipants.userId })
      .from(meetingParticipants)
      .where(and(inArray(meetingParticipants.meetingId, [...titles.keys()]), isNull(meetingParticipants.removedAt)));
    const reminders = participants.map(({ meetingId, userId }) => ({
      userId,
      type: 'system' as const,
      text: noticeText(m.reminder, titles.get(meetingId) ?? ''),
      topic: 'meeting' as const,
    }));
    await deps.jobs.sendMany(notices, reminders, { db: tx });
    return due.length;
  });
}

/**
 * Whether a person may be in the meeting's room now, the same for the mesh and for Janus: an admin,
 * or a participant not removed, while the meeting is not over, and once its time has come for a
 * participant (admins may start early). A blocked person has no session to ask with. Throws the
 * code the join answers with.
 */
export async function admitted(db: Db, caller: { userId: string; role: Role }, id: string): Promise<void> {
  const meeting = await findMeeting(db, id);
  const admin = caller.role === 'admin';
  // An outsider hears why, and gets nothing of the meeting: no peers, no media.
  if (!meeting || (!admin && !meeting.participants.includes(caller.userId))) throw new AppError('JOIN_REFUSED');
  if (isOver(meeting.status)) throw new AppError('MEETING_OVER');
  if (!admin && meeting.status === 'scheduled' && Date.parse(meeting.scheduledTime) > Date.now()) throw new AppError('MEETING_NOT_STARTED');
}

/** Everybody the meeting's room may hold: its participants not removed, and the admins. */
export async function admittedPeople(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .select({ userId: meetingParticipants.userId })
    .from(meetingParticipants)
    .where(and(eq(meetingParticipants.meetingId, id), isNull(meetingParticipants.removedAt)));
  return [...new Set([...rows.map((row) => row.userId), ...(await activeAdminIds(db))])];
}

/** Opens the room for someone joining it, whom it admits (`admitted`). */
export async function openRoom(db: Db, caller: { userId: string; role: Role }, id: string) {
  await admitted(db, caller, id);
  const admin = caller.role === 'admin';
  const [opened] = await db
    .update(meetings)
    .set({ status: 'active', startedAt: sql`coalesce(${meetings.startedAt}, now())` })
    .where(and(eq(meetings.id, id), inArray(meetings.status, ['scheduled', 'active'])))
    .returning({ adminId: meetings.adminId });
  if (!opened) throw new AppError('MEETING_OVER');
  // Only an admin reads who created it; anybody else knows the host as "Admin".
  const adminName = (admin && opened.adminId ? await personName(db, opened.adminId) : null) ?? null;
  return { adminId: opened.adminId, adminName, name: (await personName(db, caller.userId)) ?? '' };
}

/** The host has left: the meeting is over. */
export async function complete(deps: SfuOutbox, id: string) {
  await deps.db.transaction(async (tx) => {
    const ended = await tx
      .update(meetings)
      .set({ status: 'completed', endedAt: new Date() })
      .where(and(eq(meetings.id, id), eq(meetings.status, 'active')))
      .returning({ id: meetings.id });
    if (ended.length > 0) await tellSfu(deps, tx, sfuRoomEnds, { meetingId: id });
  });
}

/** Takes a participant out of a meeting for good. */
export async function removeFromMeeting(deps: SfuOutbox, meetingId: string, userId: string) {
  await deps.db.transaction(async (tx) => {
    const removed = await tx
      .update(meetingParticipants)
      .set({ removedAt: new Date() })
      .where(and(eq(meetingParticipants.meetingId, meetingId), eq(meetingParticipants.userId, userId)))
      .returning({ userId: meetingParticipants.userId });
    if (removed.length > 0) await tellSfu(deps, tx, sfuRemovals, { meetingId, userId });
  });
}
