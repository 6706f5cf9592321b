/**
 * A paged, searchable list of any module: one page of rows and the exact total, in the order of
 * the list's index. A list is defined once, by its table, its columns, its order, the column its
 * search box matches and its filters; the helper writes the two statements (the page and the
 * count). Each shape of query (whether there is a search, which filters are set) is built and
 * prepared once per app, with the search text, the filters' values and the page as parameters, so
 * a request only binds values. On PostgreSQL each shape is a named statement, prepared once per
 * connection.
 *
 * Counting is the expensive half of a search that matches thousands of rows, so a list may keep
 * its totals between pages under the version of its table (versioned-totals.ts). That makes the
 * commits of all the table's writers take turns on one row (the `users-writes` rows of
 * `npm run bench` measure what it costs), so only lists whose counts are expensive opt in; a
 * person's own short lists count in the page's own statement instead (`countWithPage`).
 *
 * The kept totals also tell how much of the list a search matched. A search through other tables
 * (the admin's requests by asset or requester name) first matches every related row; when it
 * matched a large share of the list, its page is read by walking the list's index and looking up
 * each row's related rows, stopping at the page's end (`searchRowByRow`).
 *
 * A page may also be read after a row of the page before it, or before a row of the page after
 * (a cursor, db/keyset.ts): a range of the index from that row, as fast deep in the list as at its
 * top. Each page gives the cursors of its first and last rows; its total is the whole list's.
 */
import { createHash } from 'node:crypto';
import { and, eq, getTableName, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PageCursors } from '@sahaya/contract/common';
import type { Db } from './client.ts';
import { Keyset, type Way } from './keyset.ts';
import { orderedAs, type OrderTerm } from './order.ts';
import { isVersionedTable, pageWithTotal, tableVersion, type VersionedTable, VersionedTotals } from './versioned-totals.ts';

/** `%`, `_` and `\` typed in a search box are matched as themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A filter of a list, set when the request gives it a value. A bound filter's value is a parameter
 * of the statement, so one prepared statement serves every value. A choice's value changes the SQL
 * itself (it picks a subquery, or negates one), so each value is a shape of its own.
 */
export type Filter<Value> =
  | { kind: 'bound'; where(value: Value | Placeholder): SQL }
  | { kind: 'choice'; where(value: Value): SQL; readsOtherTables: boolean };

/** A filter whose value is bound as a parameter: `bound<boolean>((v) => eq(users.isActive, v))`. */
export const bound = <Value>(where: (value: Value | Placeholder) => SQL): Filter<Value> => ({ kind: 'bound', where });

/**
 * A filter whose value chooses the SQL. `readsOtherTables`: the condition reads tables whose writes
 * do not raise the list's version, so a total counted under it cannot be kept and is counted anew.
 */
export const choice = <Value extends string | number | boolean>(
  where: (value: Value) => SQL,
  options: { readsOtherTables?: boolean } = {},
): Filter<Value> => ({ kind: 'choice', where, readsOtherTables: options.readsOtherTables ?? false });

type Filters = Record<string, Filter<never>>;

/** The values a request may give a list's filters; a filter left out (or undefined) is not applied. */
export type FilterValues<F extends Filters> = { [K in keyof F]?: F[K] extends Filter<infer Value> ? Value : never };

export interface PagedListDefinition<Columns extends SelectedFieldsFlat, F extends Filters> {
  /** Prefix of the prepared statements' names, unique in the app: `people_user`. */
  name: string;
  table: PgTable;
  /**
   * The row of the list, as Drizzle selects it: columns of the table, or SQL (a scalar subquery).
   * A row that depends on who reads it (words in the reader's language) is made by a function from
   * the request's `bind` values, each written by `param` as a parameter: one statement serves every value.
   */
  columns: Columns | ((param: (name: string) => unknown) => Columns);
  /** What puts a row in the list at all (a role, not deleted): conditions of every statement. */
  where?: SQL[];
  /**
   * What the search box matches, by any part of it and regardless of case: a column of the table,
   * or a condition on the search pattern (to match a column of another table through a subquery).
   */
  search?: AnyPgColumn | ((pattern: unknown) => SQL);
  /**
   * The order of the list's index, the last term unique so that no row shows on two pages; most
   * lists are newest first by (created_at, id), written with `newestFirst` of db/order.ts. When
   * its columns are never null, the list can also be read by cursor (db/keyset.ts).
   */
  order: OrderTerm[];
  /**
   * Columns of the order that the table lets be null but the list's rows never have null (its
   * `where` or every value of a filter excludes them): the list is read by cursor all the same.
   */
  nonNull?: AnyPgColumn[];
  filters?: F;
  /**
   * Keep each total between pages under the version of the table (versioned tables only). Worth it
   * only where counting is expensive: the table's version row then serialises its writers' commits.
   * A search that matches through other tables names them (`{ searchReads: ['users'] }`), versioned
   * too: a search's total is kept under all their versions.
   */
  keepTotals?: boolean | { searchReads: VersionedTable[] };
  /**
   * Count the list in the page's own statement (`count(*) over ()`), one round trip instead of two.
   * Only for a list that holds a few hundred rows at most, a person's own: the window reads every
   * row of the list, where a page alone stops at its last row.
   */
  countWithPage?: boolean;
  /**
   * For a search that matches through other tables (`search` as a condition): the same condition
   * written row by row, each row's own related rows looked up by key. `search` first matches every
   * related row (all the assets named like the search); this walks the list's index and stops at
   * the page's last row, which is far cheaper when the search matched a large share of the list.
   * It is read when the kept totals with and without the search say the walk is short.
   */
  searchRowByRow?: (pattern: unknown) => SQL;
}

/**
 * How many rows a page read row by row may expect to walk: each costs a few microseconds of key
 * lookups, so this many stay well under matching a search through its tables first.
 */
const ROW_BY_ROW_MAX_ROWS = 400;

/**
 * What a request asks for: a page of `limit` rows from 1, the search text, the filters' values,
 * and the values its rows are made with (`bind`, for columns made by a function). With a cursor the
 * list can use, the page is the one it names, and `page` is only the number the reader shows.
 */
export type PageRequest<F extends Filters> = {
  page: number;
  limit: number;
  search?: string;
  cursor?: string;
  bind?: Record<string, unknown>;
} & FilterValues<F>;

/** A page's rows, the whole list's total, and its cursors (none when it is empty or the list has no keyset). */
export interface Page<Row> extends PageCursors {
  rows: Row[];
  total: number;
  totalPages: number;
}

/** The statements of a request's shape; `walk`, the page read row by row, for a search that has one. */
interface ShapeStatements {
  rows: Prepared;
  count: Prepared;
  walk?: Prepared;
}

/** A statement prepared under a name, run with a request's values. */
interface Prepared {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/** Something Drizzle can prepare under a name, or show as SQL. */
interface Statement {
  prepare(name: string): Prepared;
  getSQL(): SQL;
}

type Counted = { total: number; version: number | null }[];
type Versioned<Row> = Row & { version: number | null };
/** A row of a page as its statement reads it: with its key for the cursors, when the list has a keyset. */
type Keyed<Row> = Row & { cursorKey?: string[] };

/** PostgreSQL keeps 63 bytes of a prepared statement's name; a longer one is shortened by a hash. */
function statementName(name: string): string {
  if (Buffer.byteLength(name) <= 63) return name;
  return `${name.slice(0, 48)}_${createHash('sha1').update(name).digest('hex').slice(0, 12)}`;
}

/** A request as the statements see it: its shape's name, its conditions' inputs and its parameters. */
interface Reading {
  shape: string;
  search: string;
  /** Which way of a cursor's row the page is read, when the request has a cursor the list can use. */
  way?: Way;
  set: { key: string; filter: Filter<unknown>; value: unknown }[];
  /** The statements' parameters by name: the search pattern, the bound filters, the page. */
  values: Record<string, unknown>;
}

const matching = (search: NonNullable<PagedListDefinition<SelectedFieldsFlat, Filters>['search']>, pattern: unknown): SQL =>
  typeof search === 'function' ? search(pattern) : sql`${search} ilike ${pattern}`;

export class PagedList<Columns extends SelectedFieldsFlat, F extends Filters = Record<never, never>> {
  private readonly prepared = new Map<string, ShapeStatements>();
  private readonly totals = new VersionedTotals();
  private readonly keyset: Keyset | undefined;
  /** The version a total is kept under, as a column, when the list keeps its totals: without a search and with one. */
  private readonly versions: { plain: { version?: SQL<number | null> }; searched: { version?: SQL<number | null> } } = {
    plain: {},
    searched: {},
  };

  constructor(
    private readonly db: Db,
    private readonly definition: PagedListDefinition<Columns, F>,
  ) {
    this.keyset = Keyset.of(definition.name, definition.order, definition.nonNull);
    if (definition.keepTotals) {
      const table = getTableName(definition.table);
      // Caught when the app starts: a kept total needs the version its table's trigger raises.
      if (!isVersionedTable(table)) throw new Error(`The list ${definition.name} keeps totals, but ${table} has no version`);
      if (definition.countWithPage) throw new Error(`The list ${definition.name} keeps totals: it has no count in its page`);
      const searchReads = definition.keepTotals === true ? [] : definition.keepTotals.searchReads;
      this.versions = { plain: { version: tableVersion(table) }, searched: { version: tableVersion(table, ...searchReads) } };
    } else if (definition.searchRowByRow) {
      throw new Error(`The list ${definition.name} matches row by row only by its kept totals, and keeps none`);
    }
  }

  /** One page of the list and its total, through the statements prepared for the request's shape. */
  async page(request: PageRequest<F>): Promise<Page<SelectResultFields<Columns>>> {
    const reading = this.read(request);
    const statements = this.statementsOf(reading);
    if (this.definition.countWithPage) return this.countedWithPage(request, statements, reading);
    if (statements.walk) {
      const way = this.wayToSearch(reading);
      if (way.walk) {
        const walked = await this.walked(request, statements.walk, reading.values, way.walk);
        if (walked) return walked;
      } else if (way.learnWhole) {
        // The first search of the list also learns its total without the search, for the pages after.
        const whole = { ...request, search: undefined, cursor: undefined, page: 1, limit: 1 };
        const [listed] = await Promise.all([this.listed(request, statements, reading), this.page(whole)]);
        return listed;
      }
    }
    return this.listed(request, statements, reading);
  }

  private statementsOf(reading: Reading): ShapeStatements {
    let statements = this.prepared.get(reading.shape);
    if (!statements) {
      const built = this.build(reading, (name) => sql.placeholder(name));
      statements = {
        rows: built.rows.prepare(statementName(`${reading.shape}_page`)),
        count: built.count.prepare(statementName(`${reading.shape}_count`)),
        walk: built.walk?.prepare(statementName(`${reading.shape}_walk`)),
      };
      this.prepared.set(reading.shape, statements);
    }
    return statements;
  }

  /** The page and the total, each statement run only if needed (see pageWithTotal). */
  private async listed(request: PageRequest<F>, { rows, count }: ShapeStatements, reading: Reading) {
    const listed = await pageWithTotal(this.totals, this.totalKey(reading), {
      rows: async () => (await rows.execute(reading.values)) as Versioned<Keyed<SelectResultFields<Columns>>>[],
      count: async () => ((await count.execute(reading.values)) as Counted).map((c) => ({ total: c.total, version: c.version ?? null })),
    });
    return this.paged(request, listed.rows, listed.total);
  }

  /** The reply of a page: its rows without their keys, the total, and the cursors of its ends. */
  private paged(request: PageRequest<F>, rows: Keyed<Record<string, unknown>>[], total: number): Page<SelectResultFields<Columns>> {
    const first = rows[0]?.cursorKey;
    const last = rows[rows.length - 1]?.cursorKey;
    return {
      rows: rows.map(({ cursorKey: _key, ...row }) => row) as SelectResultFields<Columns>[],
      total,
      totalPages: Math.ceil(total / request.limit),
      nextCursor: last && this.keyset ? this.keyset.cursorOf('after', last) : null,
      previousCursor: first && this.keyset ? this.keyset.cursorOf('before', first) : null,
    };
  }

  /**
   * Whether a search's page is read row by row: when the kept totals of the list with and without
   * the search say the walk to the page's last row is short. When the search is to be counted (its
   * first page, or the tables changed), the total of the whole list is learnt again beside it.
   */
  private wayToSearch(reading: Reading): { walk?: { version: number; total: number }; learnWhole?: boolean } {
    const matchedKey = this.totalKey(reading);
    if (matchedKey === undefined) return {};
    const whole = this.totals.get(this.totalKey({ ...reading, search: '' })!);
    const matched = this.totals.get(matchedKey);
    if (!whole || !matched) return { learnWhole: true };
    if (matched.total === 0) return {};
    const offset = reading.values.offset as number;
    const limit = reading.values.limit as number;
    return ((offset + limit) * whole.total) / matched.total <= ROW_BY_ROW_MAX_ROWS ? { walk: matched } : {};
  }

  /** The page read row by row, with the kept total; undefined when the tables have changed since it was kept. */
  private async walked(request: PageRequest<F>, walk: Prepared, values: Record<string, unknown>, matched: { version: number; total: number }) {
    const rows = (await walk.execute(values)) as Versioned<Keyed<SelectResultFields<Columns>>>[];
    // An empty page carries no version; the list is then read as for any search.
    if (rows[0]?.version !== matched.version) return undefined;
    return this.paged(
      request,
      rows.map(({ version: _version, ...row }) => row),
      matched.total,
    );
  }

  /**
   * The page, each row carrying the list's total; only a page past the end is counted apart. A page
   * read from a cursor counts the rows past it only, so its total is counted beside it.
   */
  private async countedWithPage(request: PageRequest<F>, { rows, count }: ShapeStatements, reading: Reading) {
    const countAll = async () => ((await count.execute(reading.values)) as Counted)[0]!.total;
    if (reading.way) {
      const [page, total] = await Promise.all([rows.execute(reading.values) as Promise<Keyed<SelectResultFields<Columns>>[]>, countAll()]);
      return this.paged(request, page, total);
    }
    const page = (await rows.execute(reading.values)) as Keyed<SelectResultFields<Columns> & { total: number }>[];
    const total = page[0]?.total ?? (request.page === 1 ? 0 : await countAll());
    return this.paged(
      request,
      page.map(({ total: _total, ...row }) => row),
      total,
    );
  }

  /**
   * The two statements of a request with its values written in, the same SQL the prepared ones run
   * with parameters: for reading their plans.
   */
  statements(request: PageRequest<F>): { rows: { getSQL(): SQL }; count: { getSQL(): SQL }; walk?: { getSQL(): SQL } } {
    const reading = this.read(request);
    return this.build(reading, (name) => reading.values[name]);
  }

  private read(request: PageRequest<F>): Reading {
    const given = request as Record<string, unknown>;
    const search = this.definition.search && request.search ? request.search : '';
    // In the order of the definition, so that a shape has one name however the request is written.
    const set = Object.entries(this.definition.filters ?? {})
      .filter(([key]) => given[key] !== undefined)
      .map(([key, filter]) => ({ key, filter: filter as Filter<unknown>, value: given[key] }));
    const cursor = this.keyset?.read(request.cursor);
    const shape = [this.definition.name, search ? 'search' : '']
      .concat(set.map(({ key, filter, value }) => (filter.kind === 'bound' ? key : `${key}=${String(value)}`)))
      .concat(cursor ? [cursor.way] : [])
      .filter(Boolean)
      .join('_');
    // A page from a cursor starts at the cursor's row: nothing is skipped to reach it.
    const values: Record<string, unknown> = { limit: request.limit, offset: cursor ? 0 : (request.page - 1) * request.limit };
    cursor?.key.forEach((value, index) => (values[`key_${index}`] = value));
    if (search) values.pattern = likePattern(search);
    for (const { key, filter, value } of set) if (filter.kind === 'bound') values[`filter_${key}`] = value;
    for (const [key, value] of Object.entries(request.bind ?? {})) values[`bind_${key}`] = value;
    return { shape, search, way: cursor?.way, set, values };
  }

  /**
   * The page and the count of a request's shape, each parameter written by `param`; for a search
   * that can be matched row by row, that page too.
   */
  private build({ search, way, set }: Reading, param: (name: string) => unknown) {
    const { definition, db } = this;
    const version = search ? this.versions.searched : this.versions.plain;
    const filters = set.map(({ key, filter, value }) => (filter.kind === 'bound' ? filter.where(param(`filter_${key}`)) : filter.where(value)));
    const whereMatching = (searched: SQL | undefined) => and(...(definition.where ?? []), searched, ...filters);
    const where = whereMatching(search && definition.search ? matching(definition.search, param('pattern')) : undefined);
    // The page's ids are picked first and its columns read for them only: a column may be a
    // subquery (a request's asset, its requester), and PostgreSQL computes a row's columns even for
    // the rows an offset skips, so a deep page would otherwise cost a lookup per skipped row.
    const id = (definition.table as unknown as { id: AnyPgColumn }).id;
    const columns = typeof definition.columns === 'function' ? definition.columns((name) => param(`bind_${name}`)) : definition.columns;
    const keyset = this.keyset;
    // The page before a cursor's row is read with the order reversed, from that row backwards; the
    // outer statement puts its rows back in the list's order.
    const ranges = way && keyset ? keyset.ranges(way, (index) => param(`key_${index}`)) : [undefined];
    const pickOrder = way && keyset ? keyset.orderOf(way) : definition.order;
    // From a cursor, the window would count only the rows past it: the list is counted apart.
    const windowCount = definition.countWithPage && !way;
    const keyed = keyset ? { cursorKey: keyset.keyColumn() } : {};
    // Several ranges (an order of mixed directions) are put in order by the order's columns,
    // selected under names of their own.
    const keys = ranges.length > 1 ? Object.fromEntries(pickOrder.map(({ term }, index) => [`k${index}`, sql`${term.column}`.as(`k${index}`)])) : {};
    const pageWhere = (condition: SQL | undefined) => {
      const pick = (range: SQL | undefined) =>
        db
          .select({ id, ...keys, ...(windowCount ? { total: sql<number>`(count(*) over ())::int`.as('total') } : {}) })
          .from(definition.table)
          .where(and(condition, range))
          .orderBy(...pickOrder)
          .limit(param('limit') as number)
          .offset(param('offset') as number)
          .$dynamic();
      const [first, ...more] = ranges.map(pick);
      const picked = (
        more.length === 0
          ? first!
          : more
              .reduce((union, next) => union.unionAll(next).$dynamic(), first!)
              .orderBy(...pickOrder.map(({ term }, index) => orderedAs(sql.identifier(`k${index}`), term)))
              .limit(param('limit') as number)
      ).as('picked');
      const counted = windowCount ? { total: sql<number>`${sql.identifier('picked')}.${sql.identifier('total')}` } : {};
      return db
        .select({ ...columns, ...version, ...counted, ...keyed })
        .from(definition.table)
        .innerJoin(picked, eq(id, picked.id))
        .orderBy(...definition.order);
    };
    const count = db.select({ total: sql<number>`count(*)::int`, ...version }).from(definition.table).where(where);
    const walk = search && definition.searchRowByRow ? pageWhere(whereMatching(definition.searchRowByRow(param('pattern')))) : undefined;
    // Drizzle's types of a select over generic columns are beyond the compiler; the rows are typed by `page`.
    return {
      rows: pageWhere(where) as unknown as Statement,
      count: count as unknown as Statement,
      walk: walk as unknown as Statement | undefined,
    };
  }

  /**
   * The key of everything that decides a request's total, or undefined when its total is counted
   * every time: the list keeps no totals, or a filter that is set reads other tables.
   */
  private totalKey({ search, set }: Reading): string | undefined {
    if (!this.definition.keepTotals) return undefined;
    if (set.some(({ filter }) => filter.kind === 'choice' && filter.readsOtherTables)) return undefined;
    return JSON.stringify([search, ...set.map(({ key, value }) => [key, value])]);
  }
}
