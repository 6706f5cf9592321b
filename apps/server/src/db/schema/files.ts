/**
 * The ledger of stored files: who uploaded each and how big it is, so a person's quota can be
 * counted, and files nothing ever came to refer to can be found and removed.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';

export const storedFiles = pgTable(
  'stored_files',
  {
    /** The storage key, `public/<name>` or `private/<name>`. */
    key: text('key').primaryKey(),
    /** No foreign key: the files of a deleted person are removed after their row is gone. */
    ownerId: uuid('owner_id').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
    /** When a sweep found something referring to the file; from then on it is kept until removed. */
    referencedAt: at('referenced_at'),
  },
  (t) => [
    index('stored_files_owner_idx').on(t.ownerId),
    // The sweep reads the oldest files nobody was found to refer to yet.
    index('stored_files_unreferenced_idx').on(t.createdAt).where(sql`${t.referencedAt} is null`),
  ],
);
