/** Video meetings and who takes part. */
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, primaryKey, uuid, varchar } from 'drizzle-orm/pg-core';
import { meetingStatuses } from '@sahaya/contract/constants';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { users } from './people.ts';

export const meetingStatusEnum = pgEnum('meeting_status', meetingStatuses);

export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 50 }).notNull(),
    scheduledTime: at('scheduled_time').notNull(),
    status: meetingStatusEnum('status').notNull().default('scheduled'),
    /** Who asked for the meeting, when it was not the admin's own idea. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    /** When its participants were reminded that it is about to start; each meeting is reminded once. */
    remindedAt: at('reminded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('meetings_scheduled_idx').on(t.scheduledTime.desc()),
    index('meetings_status_scheduled_idx').on(t.status, t.scheduledTime.desc()),
    index('meetings_admin_scheduled_idx').on(t.adminId, t.scheduledTime.desc()),
    index('meetings_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    // Deleting the requesting person's account sets this to null off it.
    index('meetings_requested_by_idx').on(t.requestedBy).where(sql`${t.requestedBy} is not null`),
  ],
);

export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Removed from the call by the admin: they may not join this meeting again. */
    removedAt: at('removed_at'),
  },
  // The key serves "participants of a meeting"; the second index serves "meetings of a person".
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] }), index('meeting_participants_user_idx').on(t.userId)],
);
