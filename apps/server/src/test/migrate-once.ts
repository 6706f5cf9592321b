/**
 * The server tests' global setup: the migrations run once a run, not once for each of the hundred
 * test apps and killed servers. On PGlite the migrated database is dumped to a file every test's
 * database is loaded from; on PostgreSQL (DATABASE_URL) a migrated database is the template every
 * test's database is copied from. Each test still calls `migrate()`, which finds nothing to do.
 * Global setup runs outside the test files' context: they read what it provides through
 * migrated-database.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeMigratedDump, openDatabase } from '../db/client.ts';
import { freshDatabase } from './postgres-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file of the migrated PGlite database's dump, when the tests run on PGlite. */
    migratedPgliteDump: string | null;
    /** The migrated PostgreSQL database to copy, when the tests run on PostgreSQL. */
    migratedPostgresTemplate: string | null;
  }
}

export default async function migrateOnce(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await freshDatabase(serverUrl, 'sahaya_template');
    const database = await openDatabase({ databaseUrl: template.url, poolSize: 1 });
    await database.migrate();
    // A database can be copied only while nobody is connected to it.
    await database.close();
    project.provide('migratedPgliteDump', null);
    project.provide('migratedPostgresTemplate', template.name);
    return () => template.drop();
  }
  const dump = await makeMigratedDump('none');
  const dir = mkdtempSync(join(tmpdir(), 'sahaya-migrated-'));
  const file = join(dir, 'pgdata.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedPgliteDump', file);
  project.provide('migratedPostgresTemplate', null);
  return async () => rmSync(dir, { recursive: true, force: true });
}

