/**
 * Keyset (cursor) paging: the page after a row, or the page before one, read as a range of the
 * list's index from that row instead of walking past every row of the pages before it, so a deep
 * page costs what the first does. A page read after the last row of the page before it also never
 * shows a row twice or skips one when rows are added at the top meanwhile.
 *
 * A cursor names the list, the way to read and the row's key: the values of the list's order, as
 * PostgreSQL writes them in text (a timestamp keeps its microseconds). It is base64url JSON, made
 * by the server and only handed back. One that does not fit the list (another list or sort, a key
 * whose values are not of its columns' types, a tampered one) is not used: the page is then read
 * by its number, as it would be without a cursor.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { reversed, type OrderTerm } from './order.ts';
import { qualified } from './qualified-column.ts';

export type Way = 'after' | 'before';

/** Where a page starts: after the row with this key, or ending before it. */
export interface Cursor {
  way: Way;
  key: string[];
}

/** The longest value of a text column a cursor carries; the order's text columns are names. */
const MAX_TEXT_KEY = 500;

/** What the text of a value of each kind of column looks like, as PostgreSQL writes it. */
const textOf: Record<string, RegExp> = {
  PgUUID: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  PgTimestamp: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2}){0,2})?$/,
  PgDate: /^\d{4}-\d{2}-\d{2}$/,
  PgInteger: /^-?\d{1,10}$/,
  PgSmallInt: /^-?\d{1,5}$/,
  PgNumeric: /^-?\d{1,20}(\.\d{1,10})?$/,
};
textOf.PgTimestampString = textOf.PgTimestamp!;
textOf.PgDateString = textOf.PgDate!;

/** The check of a text as a value of `column`; undefined when the column's kind cannot be a key. */
function valuesOf(column: AnyPgColumn): ((text: string) => boolean) | undefined {
  const kind = column.columnType;
  if (kind === 'PgEnumColumn') return (text) => (column.enumValues as string[] | undefined)?.includes(text) ?? false;
  if (kind === 'PgText' || kind === 'PgVarchar') return (text) => text.length <= MAX_TEXT_KEY;
  const pattern = textOf[kind];
  return pattern && ((text) => pattern.test(text));
}

export class Keyset {
  private readonly backwards: OrderTerm[];

  private constructor(
    private readonly list: string,
    private readonly order: OrderTerm[],
    /** How each of the key's values is checked, in the order's terms. */
    private readonly checks: ((text: string) => boolean)[],
  ) {
    this.backwards = order.map(reversed);
  }

  /**
   * The keyset of a list, or undefined when its order cannot be one: a column that may be null in
   * the list (a row comparison with a null matches nothing; `nonNull` names those the list never
   * has null), or of a kind whose text is not checked here.
   */
  static of(list: string, order: OrderTerm[], nonNull: AnyPgColumn[] = []): Keyset | undefined {
    const checks: ((text: string) => boolean)[] = [];
    for (const { term: { column } } of order) {
      const check = column.notNull || nonNull.includes(column) ? valuesOf(column) : undefined;
      if (!check) return undefined;
      checks.push(check);
    }
    return new Keyset(list, order, checks);
  }

  /** The cursor of a row whose key is `key`. */
  cursorOf(way: Way, key: string[]): string {
    return Buffer.from(JSON.stringify({ l: this.list, w: way, k: key })).toString('base64url');
  }

  /** The cursor as this list can use it, or undefined when it cannot (see the top of the file). */
  read(cursor: string | undefined): Cursor | undefined {
    if (!cursor) return undefined;
    let read: unknown;
    try {
      read = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
    const { l, w, k } = (read ?? {}) as { l?: unknown; w?: unknown; k?: unknown };
    if (l !== this.list || (w !== 'after' && w !== 'before') || !Array.isArray(k) || k.length !== this.order.length) return undefined;
    const fitting = k.every((value, index) => typeof value === 'string' && this.checks[index]!(value));
    return fitting ? { way: w, key: k as string[] } : undefined;
  }

  /** Each row's key, as the cursors carry it: a column of the page's statement. */
  keyColumn(): SQL<string[]> {
    return sql<string[]>`json_build_array(${sql.join(
      this.order.map(({ term }) => sql`${qualified(term.column)}::text`),
      sql`, `,
    )})`;
  }

  /** The list's order as a page read `way` of a row reads it: backwards for the page before. */
  orderOf(way: Way): OrderTerm[] {
    return way === 'after' ? this.order : this.backwards;
  }

  /**
   * The rows past the key, reading the order `way`, as ranges of the index. For an order of one
   * direction that is one range, a single row comparison: `(created_at, id) < ($1, $2)`. An order
   * of mixed directions is cut into runs of one direction, and each run gives a range of its own:
   * the rows equal to the key up to the run and past it in the run (`priority = $1 and
   * (created_at, id) < ($2, $3)`, then `priority > $1`). Each range is read in the order, and the
   * ranges follow one another, so the page is the first rows of the first ranges (a union of
   * them, each stopping at the page's length). `value(i)` writes the key's i-th value (a parameter).
   */
  ranges(way: Way, value: (index: number) => unknown): SQL[] {
    const terms = this.orderOf(way).map(({ term }, index) => ({
      column: qualified(term.column),
      descending: term.descending,
      value: sql`cast(${value(index)} as ${sql.raw(term.column.getSQLType())})`,
    }));
    const runs: (typeof terms)[] = [];
    for (const term of terms) {
      const run = runs[runs.length - 1];
      if (run && run[0]!.descending === term.descending) run.push(term);
      else runs.push([term]);
    }
    const tuple = (parts: SQL[]) => (parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql`, `)})`);
    const past = (run: typeof terms) =>
      sql`${tuple(run.map((t) => t.column))} ${sql.raw(run[0]!.descending ? '<' : '>')} ${tuple(run.map((t) => t.value))}`;
    return runs.map((run, index) => {
      const equal = runs.slice(0, index).flat();
      return sql.join([...equal.map((t) => sql`${t.column} = ${t.value}`), past(run)], sql` and `);
    });
  }
}
