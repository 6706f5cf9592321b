/**
 * Databases of a test's own on a PostgreSQL server: made with a random name, dropped afterwards,
 * so tests that run side by side on one server never meet.
 */
import pg from 'pg';
import { randomToken } from '../lib/tokens.ts';

/** Runs one statement on the server of `serverUrl` (CREATE / DROP DATABASE, pg_terminate_backend). */
export async function onServer(serverUrl: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface FreshDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the server of `serverUrl`, its name starting with `prefix`: empty, or a copy of
 * the database `template` (the tests' migrated one, test/migrated-database.ts).
 */
export async function freshDatabase(serverUrl: string, prefix = 'sahaya_test', template?: string): Promise<FreshDatabase> {
  const name = `${prefix}_${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  await onServer(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`).then(() => undefined) };
}
