/**
 * The migrated database a server test's starts from, as migrate-once.ts (the tests' global setup)
 * provided it; nothing when the tests run without it.
 */
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

let pgliteDump: Blob | undefined;

/** The migrated PGlite database to start a test's from, read once a test file. */
export function migratedPgliteDump(): Blob | undefined {
  const file = inject('migratedPgliteDump');
  if (!file) return undefined;
  pgliteDump ??= new Blob([readFileSync(file)]);
  return pgliteDump;
}

/** The migrated PostgreSQL database to copy a test's from. */
export const migratedPostgresTemplate = (): string | undefined => inject('migratedPostgresTemplate') ?? undefined;
