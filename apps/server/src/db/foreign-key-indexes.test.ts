/**
 * Every foreign key has an index that leads with its column. Deleting a row makes PostgreSQL find
 * the rows that refer to it, to cascade or set them to null; without such an index it reads the
 * whole referring table, once for every row deleted, and an account's deletion reaches a dozen
 * tables. An index on (a, b) serves a key on a, not one on b.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { planOf } from '../test/query-plan.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => close());

interface ForeignKey {
  table: string;
  column: string;
  type: string;
  indexed: boolean;
}

/** The single-column foreign keys of the app's tables, and whether an index leads with the column. */
async function foreignKeys(): Promise<ForeignKey[]> {
  const result = (await app.db.execute(sql`
    select c.conrelid::regclass::text as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type",
      exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]) as "indexed"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and cardinality(c.conkey) = 1 and c.connamespace = 'public'::regnamespace
    order by 1, 2`)) as unknown as { rows: ForeignKey[] };
  return result.rows;
}

it('has an index leading with the column of every foreign key', async () => {
  const keys = await foreignKeys();
  expect(keys.length).toBeGreaterThan(30);
  expect(keys.filter((key) => !key.indexed).map((key) => `${key.table}.${key.column}`)).toEqual([]);
});

it('finds the rows a deletion changes off those indexes, partial ones included', async () => {
  // What the key's trigger asks on a delete: the rows equal to the deleted key. Equality implies
  // "is not null", so an index on the non-null values serves it.
  const scans: string[] = [];
  for (const { table, column, type } of await foreignKeys()) {
    const value = type === 'uuid' ? '00000000-0000-0000-0000-000000000000' : '0';
    const plan = await planOf(app.db, { getSQL: () => sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = ${sql.raw(`'${value}'::${type}`)}` });
    if (/Seq Scan/.test(plan)) scans.push(`${table}.${column}`);
  }
  expect(scans).toEqual([]);
});
