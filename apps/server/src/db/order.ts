/**
 * Orders that match the list indexes of the schema. Drizzle stores a `.desc()` index column as
 * `DESC NULLS LAST`, while `desc()` in a query sorts `NULLS FIRST`; PostgreSQL reads a page
 * straight off an index only when the two agree, and otherwise sorts every matching row first.
 * So lists order with these, even on columns that are never null.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Newest (largest) first: a `.desc()` index read forwards. */
export const newestFirst = (column: AnyPgColumn): SQL => sql`${column} desc nulls last`;

/** Soonest (smallest) first: a `.desc()` index read backwards. */
export const soonestFirst = (column: AnyPgColumn): SQL => sql`${column} asc nulls first`;

/** The UTC calendar day of a timestamp, as the dashboard's per-day charts count them. */
export const utcDay = (column: AnyPgColumn): SQL => sql`(${column} at time zone 'UTC')::date`;
