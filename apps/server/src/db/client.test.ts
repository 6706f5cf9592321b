import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { randomToken } from '../lib/tokens.ts';
import { openDatabase } from './client.ts';

const serverUrl = process.env.DATABASE_URL;

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)('PostgreSQL pool', () => {
  it('survives an idle connection being cut by the server, and says so', async () => {
    const name = `sahaya_test_${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, '')}`;
    await onServer(`create database "${name}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const errors: Error[] = [];
    const database = await openDatabase({ databaseUrl: url.toString(), onConnectionError: (err) => errors.push(err) });
    try {
      await database.db.execute(sql`select 1`);
      // The server ends every connection to the database, as on a restart; nothing may crash.
      await onServer(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      const result = (await database.db.execute(sql`select 1 as one`)) as { rows: unknown[] };
      expect(result.rows[0]).toEqual({ one: 1 });
    } finally {
      await database.close();
      await onServer(`drop database if exists "${name}" with (force)`);
    }
  });
});
