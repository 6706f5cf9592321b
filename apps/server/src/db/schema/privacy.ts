/**
 * A person's rights over their data (DPDP Act 2023): the download of everything Sahaya holds about
 * them, the nominee who acts for them, who opened their record, and the breach notices they were sent.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { AccessAction } from '@sahaya/contract/privacy/access-actions';
import type { Role } from '@sahaya/contract/constants';
import { at, createdAt, id } from './columns.ts';
import { roleEnum, users } from './people.ts';

/**
 * The download a person asked for: one row per person, so two requests at once meet on the unique
 * index and make one zip. The row and its file go a day after the zip was made.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `preparing` until the job has written the zip, then `ready`. */
    status: text('status', { enum: ['preparing', 'ready'] }).notNull().default('preparing'),
    /** Where the zip lives in storage; not in the uploads ledger, so it counts against no quota. */
    fileKey: text('file_key'),
    bytes: integer('bytes'),
    /** When it was asked for; a zip still preparing an hour later is taken for failed and may be asked for again. */
    createdAt: createdAt(),
    readyAt: at('ready_at'),
    /** When the link stops working and the file is removed. */
    expiresAt: at('expires_at'),
  },
  (t) => [
    uniqueIndex('data_exports_user_key').on(t.userId),
    // The hourly clean-up reads the ones past their day.
    index('data_exports_expires_idx').on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
    check('data_exports_ready_has_file', sql`${t.status} = 'preparing' or (${t.fileKey} is not null and ${t.expiresAt} is not null)`),
  ],
);

/**
 * The person a data principal names to act for them if they die or cannot act (s. 14). The admin
 * records when the nominee starts to act, and why.
 */
export const nominees = pgTable(
  'nominees',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    relation: varchar('relation', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 254 }),
    /** When an admin recorded that the nominee acts for the person, and why (`died` or `cannotAct`). */
    actingSince: at('acting_since'),
    actingReason: text('acting_reason', { enum: ['died', 'cannotAct'] }),
    actingRecordedBy: uuid('acting_recorded_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  // Every foreign key has an index (db/foreign-key-indexes.test.ts): deleting an admin's account
  // sets this to null off it.
  (t) => [index('nominees_acting_recorded_by_idx').on(t.actingRecordedBy).where(sql`${t.actingRecordedBy} is not null`)],
);

/**
 * Who opened a person's record, contact details, address or data copy (Rule 6: kept at least a year,
 * then removed by a job). The actor's name and role are copied so the entry outlives their account.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: id(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: roleEnum('actor_role').$type<Role>().notNull(),
    actorName: varchar('actor_name', { length: 100 }).notNull(),
    action: text('action').$type<AccessAction>().notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    // A person's own log, newest first.
    index('access_log_subject_at_idx').on(t.subjectId, t.at.desc()),
    // The daily clean-up removes the oldest.
    index('access_log_at_idx').on(t.at),
    // Deleting an actor's account sets their entries' actor to null, found here.
    index('access_log_actor_idx').on(t.actorId).where(sql`${t.actorId} is not null`),
  ],
);

/** A personal data breach told to the people it touched (Rule 7), as an admin sent it. */
export const breachNotices = pgTable(
  'breach_notices',
  {
    id: id(),
    subject: varchar('subject', { length: 150 }).notNull(),
    body: text('body').notNull(),
    /** `all` for everyone, `some` for the people listed in breach_notice_recipients. */
    audience: text('audience', { enum: ['all', 'some'] }).notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // Deleting the sending admin's account sets this to null off it.
  (t) => [index('breach_notices_sent_by_idx').on(t.sentBy).where(sql`${t.sentBy} is not null`)],
);

/** Each person a breach notice was sent to: the record that they were told. */
export const breachNoticeRecipients = pgTable(
  'breach_notice_recipients',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => breachNotices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toldAt: at('told_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('breach_notice_recipients_user_idx').on(t.userId)],
);
