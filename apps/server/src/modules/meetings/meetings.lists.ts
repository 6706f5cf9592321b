/**
 * The lists of meetings (db/paged-list.ts): the admin's, and a person's own; latest time first,
 * the order of `meetings_scheduled_idx`. Who is invited is a column of the page's rows.
 */
import { sql } from 'drizzle-orm';
import type { Meeting } from '@sahaya/contract/meetings/schemas';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/order.ts';
import { bound, PagedList } from '../../db/paged-list.ts';
import { meetingParticipants, meetings } from '../../db/schema/meetings.ts';

/** A column of the meetings named with its table, so a subquery cannot mistake it. */
const ofMeeting = (column: { name: string }) => sql`${meetings}.${sql.identifier(column.name)}`;

/** Who is invited (and not removed), in the order they were. */
const invited = sql<string[]>`(select coalesce(array_agg(p.user_id::text order by p.created_at), '{}')
  from ${meetingParticipants} p where p.meeting_id = ${ofMeeting(meetings.id)} and p.removed_at is null)`;

export const meetingColumns = {
  _id: meetings.id,
  title: meetings.title,
  scheduledTime: meetings.scheduledTime,
  status: meetings.status,
  adminId: meetings.adminId,
  requestedBy: meetings.requestedBy,
  participants: invited,
  createdAt: meetings.createdAt,
};

export const toMeeting = (row: { scheduledTime: Date; createdAt: Date; participants: string[] | null } & Omit<Meeting, 'scheduledTime' | 'createdAt' | 'participants'>): Meeting => ({
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
