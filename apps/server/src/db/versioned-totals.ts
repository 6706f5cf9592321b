/**
 * Exact totals of lists without counting on every page. Counting a name search that matches
 * thousands of people costs milliseconds of database CPU each time, while the page itself is read
 * off an index in microseconds; an admin paging through one search asks for the same total again
 * and again. So a node keeps each total under the version its table had when it was counted
 * (`table_versions`, raised at the commit of every write to the table, migration 0003), and the page
 * query reads the version in its own snapshot: the same version means no write to the table has
 * committed since the count, so the kept total is still exact. Any write, from any node or tool,
 * makes the next page count again.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { tableVersions } from './schema/table-versions.ts';

/**
 * The tables that have a version: migration 0003 gives `users` its counter row and the trigger that
 * raises it, 0012 the same to `donations`, 0013 to `assets` and `asset_requests`. Another table
 * needs the same (a row in `table_versions` and its trigger) in a migration of its own before a
 * list of it may keep totals.
 */
export const versionedTables = ['users', 'donations', 'assets', 'asset_requests'] as const;
export type VersionedTable = (typeof versionedTables)[number];

export const isVersionedTable = (name: string): name is VersionedTable => (versionedTables as readonly string[]).includes(name);

/**
 * The version of one or more tables as a select-list column; PostgreSQL reads it once per
 * statement. The versions of several tables are added up: each only ever rises, so the sum is the
 * same in two snapshots only when none of the tables has changed between them. Null when a
 * table's counter row is missing: then nothing is kept.
 */
export const tableVersion = (...tables: [VersionedTable, ...VersionedTable[]]) =>
  sql`(select case when count(*) = ${sql.raw(String(tables.length))} then sum(${tableVersions.version}) end
    from ${tableVersions} where ${inArray(tableVersions.name, tables)})`.mapWith((value: unknown) => (value === null ? null : Number(value)));

interface Kept {
  version: number;
  total: number;
}

/** Totals of one node, least recently used dropped first once there are `capacity` of them. */
export class VersionedTotals {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly capacity = 1000) {}

  get(key: string): Kept | undefined {
    const kept = this.kept.get(key);
    if (kept) {
      this.kept.delete(key);
      this.kept.set(key, kept);
    }
    return kept;
  }

  set(key: string, kept: Kept): void {
    this.kept.delete(key);
    this.kept.set(key, kept);
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value as string);
  }
}

/** Null only if the table's counter row were missing: then nothing is kept. */
type Versioned = { version: number | null };

/**
 * One page of rows and the total of the list. `key` names the list and every filter that changes
 * its total; without one the total is always counted (lists whose total depends on other tables).
 * Each statement runs only if needed: with a kept total, the page runs alone and the count follows
 * only when the page reads another version (the table changed since); with none, both run side by
 * side, as they would uncached.
 */
export async function pageWithTotal<Row extends Versioned>(
  totals: VersionedTotals,
  key: string | undefined,
  statements: { rows: () => Promise<Row[]>; count: () => Promise<(Versioned & { total: number })[]> },
): Promise<{ rows: Omit<Row, 'version'>[]; total: number }> {
  const kept = key === undefined ? undefined : totals.get(key);
  let rows: Row[];
  let total: number | undefined;
  if (kept) {
    rows = await statements.rows();
    // An empty page (past the end) carries no version; counting again is right for it anyway.
    if (rows[0]?.version === kept.version) total = kept.total;
  } else {
    const [page, [counted]] = await Promise.all([statements.rows(), statements.count()]);
    rows = page;
    if (counted) total = remember(totals, key, counted);
  }
  if (total === undefined) {
    const [counted] = await statements.count();
    total = counted ? remember(totals, key, counted) : 0;
  }
  return { rows: rows.map(({ version: _version, ...row }) => row), total };
}

function remember(totals: VersionedTotals, key: string | undefined, counted: Versioned & { total: number }): number {
  if (key !== undefined && counted.version !== null) totals.set(key, { version: counted.version, total: counted.total });
  return counted.total;
}

/**
 * A figure that reads one table and nothing else (not even the time), kept in `totals` under `key`
 * with the version `table` had before it was counted: given again only while the table still has
 * that version, so no write to it has committed since and the figure is exact. A write that
 * commits between the version's read and the count raises the version past the kept one, so that
 * figure is never given and the next read counts again.
 */
export async function countKeptWhileUnchanged(
  db: Db,
  totals: VersionedTotals,
  key: string,
  table: VersionedTable,
  count: () => Promise<number>,
): Promise<number> {
  const result = (await db.execute(sql`select ${tableVersion(table)} as version`)) as unknown as { rows: { version: unknown }[] };
  const read = result.rows[0]?.version;
  const version = read === null || read === undefined ? null : Number(read);
  const known = totals.get(key);
  if (version !== null && known?.version === version) return known.total;
  const total = await count();
  if (version !== null) totals.set(key, { version, total });
  return total;
}
