/**
 * Meetings (spec 2 §8, spec 3 §6). This module owns the `meetings` and `meeting_participants`
 * tables; other modules read them only through the queries here.
 */
import { and, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { dashboardSizes } from '@sahaya/contract/admin-dashboard/schemas';
import type { Role } from '@sahaya/contract/constants';
import { calendarFileName, meetingCalendar } from '@sahaya/contract/meetings/calendar';
import { meetingMessages as m } from '@sahaya/contract/meetings/messages';
import type { CreateMeetingBody, Meeting, MeetingStatusBody } from '@sahaya/contract/meetings/schemas';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { newestFirst, soonestFirst } from '../../db/order.ts';
import { bound, PagedList } from '../../db/paged-list.ts';
import { meetingParticipants, meetings } from '../../db/schema/meetings.ts';
import { users } from '../../db/schema/people.ts';
import { AppError } from '../../errors.ts';
import type { Background } from '../../plugins/background.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { Live } from '../../plugins/realtime.ts';
import type { Storage } from '../../plugins/storage.ts';
import { notify } from '../notifications/notifications.service.ts';

export interface MeetingDeps {
  db: Db;
  live: Live;
  storage: Storage;
  mailer: Mailer;
  background: Background;
  config: Pick<Config, 'publicUrl'>;
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
 * The meetings a person takes part in as activity rows, dated when they take place (a person
 * looks for when to be there, not when they were invited), latest first.
 */
export const meetingActivity = (userId: string, n: number) => sql`(select 'meeting' as kind, m.id, m.title::text as title, m.status::text as status,
              m.scheduled_time as date, null::numeric as amount
         from meeting_participants p join meetings m on m.id = p.meeting_id
        where p.user_id = ${userId}
        order by m.scheduled_time desc limit ${n})`;

// ---------------------------------------------------------------------------------------------
// Scheduling, the lists, and a meeting's status
// ---------------------------------------------------------------------------------------------

/** A column of the meetings named with its table, so a subquery cannot mistake it. */
const ofMeeting = (column: { name: string }) => sql`${meetings}.${sql.identifier(column.name)}`;

/** Who is invited (and not removed), in the order they were. */
const invited = sql<string[]>`(select coalesce(array_agg(p.user_id::text order by p.created_at), '{}')
  from ${meetingParticipants} p where p.meeting_id = ${ofMeeting(meetings.id)} and p.removed_at is null)`;

const meetingColumns = {
  _id: meetings.id,
  title: meetings.title,
  scheduledTime: meetings.scheduledTime,
  status: meetings.status,
  adminId: meetings.adminId,
  requestedBy: meetings.requestedBy,
  participants: invited,
  createdAt: meetings.createdAt,
};

const toMeeting = (row: { scheduledTime: Date; createdAt: Date; participants: string[] | null } & Omit<Meeting, 'scheduledTime' | 'createdAt' | 'participants'>): Meeting => ({
  ...row,
  participants: row.participants ?? [],
  scheduledTime: row.scheduledTime.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** Latest time first: the order of `meetings_scheduled_idx`. */
const latestFirst = [newestFirst(meetings.scheduledTime), newestFirst(meetings.id)];
const statusIs = bound<string>((status) => sql`${meetings.status} = ${status}`);

const allMeetings = (db: Db) =>
  new PagedList(db, { name: 'meetings_all', table: meetings, columns: meetingColumns, search: meetings.title, order: latestFirst, filters: { status: statusIs } });

const meetingsOf = (db: Db) =>
  new PagedList(db, {
    name: 'meetings_mine',
    table: meetings,
    columns: meetingColumns,
    search: meetings.title,
    order: latestFirst,
    filters: {
      participant: bound<string>(
        (userId) => sql`${meetings.id} in (select meeting_id from ${meetingParticipants} where user_id = ${userId} and removed_at is null)`,
      ),
      status: statusIs,
    },
  });

/** The lists of one app: their prepared statements. */
export class MeetingLists {
  private readonly all: ReturnType<typeof allMeetings>;
  private readonly mine: ReturnType<typeof meetingsOf>;

  constructor(db: Db) {
    this.all = allMeetings(db);
    this.mine = meetingsOf(db);
  }

  async every(query: { page: number; limit: number; search: string; status?: string }) {
    const { rows, total, totalPages } = await this.all.page(query);
    return { meetings: rows.map(toMeeting), totalPages, totalItems: total };
  }

  async of(userId: string, { status, filter, ...page }: { page: number; limit: number; search: string; status?: string; filter?: string }) {
    const { rows, total, totalPages } = await this.mine.page({ ...page, participant: userId, status: status ?? filter });
    return { meetings: rows.map(toMeeting), totalPages, totalItems: total };
  }
}

/** When a meeting takes place, as its participants in India read it. */
const whenText = new Intl.DateTimeFormat('en-IN', {
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
  const people = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(inArray(users.id, ids), inArray(users.role, ['user', 'volunteer']), isNull(users.deletedAt)));
  if (people.length !== ids.length) throw new AppError('PARTICIPANTS_UNKNOWN', { field: 'participants' });
  const scheduledTime = new Date(body.scheduledTime);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(meetings).values({ title: body.title, scheduledTime, adminId }).returning({ id: meetings.id });
    if (!row) throw new Error('Meeting insert returned no row');
    await tx.insert(meetingParticipants).values(ids.map((userId) => ({ meetingId: row.id, userId })));
    return row.id;
  });
  const when = whenText.format(scheduledTime);
  const content = m.invitation(body.title, when);
  for (const userId of ids) await notify(deps, { userId, type: 'system', content, topic: 'meeting' });
  // The mails, each with its calendar file, go after the answer: inviting all users must not keep the admin waiting.
  deps.background.run('meeting invitations', async () => {
    for (const person of people) {
      const link = roomLink(deps, person.role, id);
      await deps.mailer.send({
        to: person.email,
        subject: `Invitation: ${body.title}`,
        text: `Hello ${person.name},\n\n${content}\nJoin it at ${link} when it starts.\n\nThe attached calendar file adds it to your calendar.\n\nSahaya`,
        attachments: [
          {
            filename: calendarFileName(body.title),
            content: meetingCalendar({ id, title: body.title, scheduledTime, status: 'scheduled', link }),
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          },
        ],
      });
    }
  });
  return { message: m.created, meeting: await meetingRow(deps.db, id) };
}

/** Where a person of `role` opens the meeting's room (spec 2 §9: {host}/{role}/meetings/{id}). */
const roomLink = (deps: Pick<MeetingDeps, 'config'>, role: string, id: string) => `${deps.config.publicUrl}/${role}/meetings/${id}`;

/** The meeting as a calendar file, for its participants and admins. */
export async function calendar(deps: Pick<MeetingDeps, 'db' | 'config'>, caller: { userId: string; role: Role }, id: string) {
  const meeting = await readable(deps.db, caller, id);
  const link = roomLink(deps, caller.role, id);
  return {
    fileName: calendarFileName(meeting.title),
    body: meetingCalendar({ id, title: meeting.title, scheduledTime: new Date(meeting.scheduledTime), status: meeting.status, link }),
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

export async function get(deps: Pick<MeetingDeps, 'db'>, caller: { userId: string; role: Role }, id: string) {
  return { meeting: await readable(deps.db, caller, id) };
}

/** The next meetings, soonest first: every one for an admin, their own for anybody else. */
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
    .limit(10);
  return { upcomingMeetings: rows.map(toMeeting) };
}

export const isOver = (status: string) => status === 'completed' || status === 'cancelled';

/**
 * The admin starts, completes or cancels a meeting; a participant may only start it, once its
 * time has come. A cancelled or completed meeting stays so; only a scheduled one can be cancelled.
 */
export async function setStatus(deps: MeetingDeps, caller: { userId: string; role: Role }, id: string, { status }: MeetingStatusBody) {
  const meeting = await readable(deps.db, caller, id);
  const admin = caller.role === 'admin';
  // A 400, not a 403: the web app reads a 403 as the end of the session.
  if (!admin && status !== 'active') throw new AppError('ONLY_HOST');
  if (isOver(meeting.status)) throw new AppError('MEETING_OVER');
  if (status === 'cancelled' && meeting.status !== 'scheduled') throw new AppError('ONLY_SCHEDULED_CANCELLED');
  // A meeting the admin started early is open to its participants at once.
  if (status === 'active' && !admin && meeting.status === 'scheduled' && Date.parse(meeting.scheduledTime) > Date.now()) throw new AppError('MEETING_NOT_STARTED');
  const now = new Date();
  // The update itself checks that the meeting is not over, so a late start cannot reopen it.
  const [changed] = await deps.db
    .update(meetings)
    .set(status === 'active' ? { status, startedAt: sql`coalesce(${meetings.startedAt}, ${now})` } : { status, endedAt: now })
    .where(and(eq(meetings.id, id), inArray(meetings.status, ['scheduled', 'active'])))
    .returning({ id: meetings.id });
  if (!changed) throw new AppError('MEETING_OVER');
  const message = status === 'cancelled' ? m.cancelled : m.statusUpdated;
  return { message, meeting: await meetingRow(deps.db, id) };
}

export async function remove(deps: Pick<MeetingDeps, 'db'>, id: string) {
  const [gone] = await deps.db.delete(meetings).where(eq(meetings.id, id)).returning({ id: meetings.id });
  if (!gone) throw new AppError('MEETING_NOT_FOUND');
  return { message: m.deleted };
}

/** Reminds the participants of meetings starting within ten minutes, each meeting once, on any node. */
export async function remindSoon(deps: MeetingDeps, now = new Date()) {
  const soon = new Date(now.getTime() + 10 * 60 * 1000);
  // Claimed by one update, so two nodes reminding at once remind each meeting once.
  const due = await deps.db
    .update(meetings)
    .set({ remindedAt: now })
    .where(and(eq(meetings.status, 'scheduled'), isNull(meetings.remindedAt), lte(meetings.scheduledTime, soon), gt(meetings.scheduledTime, now)))
    .returning({ id: meetings.id, title: meetings.title });
  for (const meeting of due) {
    const participants = await deps.db
      .select({ userId: meetingParticipants.userId })
      .from(meetingParticipants)
      .where(and(eq(meetingParticipants.meetingId, meeting.id), isNull(meetingParticipants.removedAt)));
    for (const { userId } of participants) await notify(deps, { userId, type: 'system', content: m.reminder(meeting.title), topic: 'meeting' });
  }
  return due.length;
}

/** Opens the room for someone joining it: the meeting must be theirs, not over, and its time come (admins may start early). */
export async function openRoom(db: Db, caller: { userId: string; role: Role }, id: string) {
  const meeting = await findMeeting(db, id);
  const admin = caller.role === 'admin';
  // An outsider hears why, and gets nothing of the meeting: no peers, no media.
  if (!meeting || (!admin && !meeting.participants.includes(caller.userId))) throw new AppError('JOIN_REFUSED');
  if (isOver(meeting.status)) throw new AppError('MEETING_OVER');
  if (!admin && meeting.status === 'scheduled' && Date.parse(meeting.scheduledTime) > Date.now()) throw new AppError('MEETING_NOT_STARTED');
  const [opened] = await db
    .update(meetings)
    .set({ status: 'active', startedAt: sql`coalesce(${meetings.startedAt}, now())` })
    .where(and(eq(meetings.id, id), inArray(meetings.status, ['scheduled', 'active'])))
    .returning({ adminId: meetings.adminId });
  if (!opened) throw new AppError('MEETING_OVER');
  const [person] = await db.select({ name: users.name }).from(users).where(eq(users.id, caller.userId));
  return { adminId: opened.adminId, name: person?.name ?? '' };
}

/** The host has left: the meeting is over. */
export async function complete(db: Db, id: string) {
  await db
    .update(meetings)
    .set({ status: 'completed', endedAt: new Date() })
    .where(and(eq(meetings.id, id), eq(meetings.status, 'active')));
}

/** Takes a participant out of a meeting for good. */
export async function removeFromMeeting(db: Db, meetingId: string, userId: string) {
  await db
    .update(meetingParticipants)
    .set({ removedAt: new Date() })
    .where(and(eq(meetingParticipants.meetingId, meetingId), eq(meetingParticipants.userId, userId)));
}
