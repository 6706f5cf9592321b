/** Grievances (DPDP Rules 2025, Rule 9): a person's complaint about their data, answered within 90 days. */
import { sql } from 'drizzle-orm';
import { index, pgSequence, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { type GrievanceStatus } from '@sahaya/contract/grievances/constants';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { users } from './people.ts';

/** Numbers the references people quote (`GRV-2026-000042`): one series, never reused. */
export const grievanceNumbers = pgSequence('grievance_numbers');

export const grievances = pgTable(
  'grievances',
  {
    id: id(),
    reference: varchar('reference', { length: 20 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 120 }).notNull(),
    details: text('details').notNull(),
    status: text('status').$type<GrievanceStatus>().notNull().default('open'),
    /** The organisation's answer, shown to the person and sent to them. */
    reply: text('reply'),
    /** The last day to answer: 90 days from when it was raised. */
    dueBy: at('due_by').notNull(),
    answeredAt: at('answered_at'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('grievances_reference_key').on(t.reference),
    // A person's own, newest first.
    index('grievances_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The admins' desk and the dashboard's counts: unanswered ones by their day, overdue first.
    index('grievances_unanswered_due_idx')
      .on(t.dueBy, t.id)
      .where(sql`${t.status} in ('open', 'inProgress')`),
    index('grievances_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // Deleting the answering admin's account sets this to null off it.
    index('grievances_answered_by_idx').on(t.answeredBy).where(sql`${t.answeredBy} is not null`),
  ],
);
