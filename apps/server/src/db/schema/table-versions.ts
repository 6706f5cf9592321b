/** Bookkeeping: the version of each table whose totals are kept. */
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A counter per table, raised by a statement trigger (migration 0003) in the same transaction as
 * every write to that table, whoever makes it. Two snapshots that read the same version have seen
 * the same writes to the table, so a figure computed from it can be kept under its version and
 * reused until the table next changes (see db/versioned-totals.ts).
 */
export const tableVersions = pgTable('table_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
