/**
 * Orders that match the list indexes of the schema. Drizzle stores a `.desc()` index column as
 * `DESC NULLS LAST`, while `desc()` in a query sorts `NULLS FIRST`; PostgreSQL reads a page
 * straight off an index only when the two agree, and otherwise sorts every matching row first.
 * So lists order with these, even on columns that are never null.
 *
 * Each term is the SQL of an `order by` and also says its column and direction (`term`), so a
 * paged list can read its order backwards and start after a row (db/keyset.ts).
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A column's place in an order: which way it runs and where its nulls go. */
export interface OrderOf {
  column: AnyPgColumn;
  descending: boolean;
  nullsFirst: boolean;
}

/** The SQL of an order term, which also carries the term. */
export type OrderTerm = SQL & { term: OrderOf };

/** `expression` ordered as `term` orders its column: a column's alias in a union, say. */
export const orderedAs = (expression: SQLWrapper | AnyPgColumn, { descending, nullsFirst }: OrderOf): SQL =>
  sql`${expression} ${sql.raw(descending ? 'desc' : 'asc')} nulls ${sql.raw(nullsFirst ? 'first' : 'last')}`;

export const orderTerm = (term: OrderOf): OrderTerm => Object.assign(orderedAs(term.column, term), { term });

/** Newest (largest) first: a `.desc()` index read forwards. */
export const newestFirst = (column: AnyPgColumn): OrderTerm => orderTerm({ column, descending: true, nullsFirst: false });

/** Soonest (smallest) first: a `.desc()` index read backwards. */
export const soonestFirst = (column: AnyPgColumn): OrderTerm => orderTerm({ column, descending: false, nullsFirst: true });

/** Smallest first, as Drizzle's `asc()`: an ascending index read forwards. */
export const ascending = (column: AnyPgColumn): OrderTerm => orderTerm({ column, descending: false, nullsFirst: false });

/** Largest first, as Drizzle's `desc()`: an ascending index read backwards. */
export const descending = (column: AnyPgColumn): OrderTerm => orderTerm({ column, descending: true, nullsFirst: true });

/** The same term read the other way: the index read backwards, nulls at the other end. */
export const reversed = ({ term }: OrderTerm): OrderTerm => orderTerm({ ...term, descending: !term.descending, nullsFirst: !term.nullsFirst });

/**
 * The calendar day of a timestamp in India (Asia/Kolkata), as the dashboard's per-day charts count
 * them: an NGO in India counts its days as its receipts date them, so 01:30 IST belongs to that
 * day, not to the UTC day before it.
 */
export const indiaDay = (column: AnyPgColumn): SQL => sql`(${column} at time zone 'Asia/Kolkata')::date`;
