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

/**
 * The calendar day of a timestamp in India (Asia/Kolkata), as the dashboard's per-day charts count
 * them: an NGO in India counts its days as its receipts date them, so 01:30 IST belongs to that
 * day, not to the UTC day before it.
 */
export const indiaDay = (column: AnyPgColumn): SQL => sql`(${column} at time zone 'Asia/Kolkata')::date`;
