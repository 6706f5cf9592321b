/** A person's own data: the download of everything Sahaya holds about them (DPDP Act 2023). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { users } from './people.ts';

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
