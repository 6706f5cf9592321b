/**
 * The row of a person's recent activity (the dashboard's Recent Activities, the admin's Recent
 * Activity card). Each module that owns a kind of activity selects its own rows in this shape, off
 * its (person, created) index, and the dashboards module unions them into one statement, ordered once by
 * the database's own timestamps (finer than JavaScript's milliseconds, so rows made in the same
 * millisecond keep their order) and limited once. The shape is declared here, below every module,
 * so the owners and the dashboards module agree on it without importing each other.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ActivityKind } from '@sahaya/contract/activity';
import { qualified } from './qualified-column.ts';

const named = (value: SQL | AnyPgColumn) => ('table' in value ? qualified(value) : value);

/** The select list of one kind of activity: `title` and `status` as text, `amount` in rupees or null. */
export function activityRow(
  kind: ActivityKind,
  row: { id: AnyPgColumn; title: SQL | AnyPgColumn; status: AnyPgColumn; date: SQL | AnyPgColumn; amount?: AnyPgColumn },
) {
  return {
    // A literal, not a parameter: a union needs the type of every column, which a parameter lacks.
    kind: sql<ActivityKind>`${sql.raw(`'${kind}'`)}`.as('kind'),
    id: sql<string>`${named(row.id)}`.as('id'),
    title: sql<string>`${named(row.title)}::text`.as('title'),
    status: sql<string>`${named(row.status)}::text`.as('status'),
    /** A timestamp as the driver reads it: a string or a Date. */
    date: sql<string | Date>`${named(row.date)}`.as('date'),
    amount: sql<string | number | null>`${row.amount ? named(row.amount) : sql`null`}::numeric`.as('amount'),
  };
}
