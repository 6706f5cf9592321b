import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit } from './after-commit.ts';
import { openDatabase, type Database } from './client.ts';

describe('afterCommit', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('runs the work of a transaction once it commits, and drops it when it rolls back', async () => {
    const ran: string[] = [];
    const result = await database.db.transaction(async (tx) => {
      afterCommit(tx, () => ran.push('committed'));
      await tx.execute(sql`select 1`);
      expect(ran).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(ran).toEqual(['committed']);

    await expect(
      database.db.transaction(async (tx) => {
        afterCommit(tx, () => ran.push('rolled back'));
        throw new Error('The change fails');
      }),
    ).rejects.toThrow('The change fails');
    expect(ran).toEqual(['committed']);
  });

  it('runs the work of a savepoint after the outer commit, and not when the savepoint rolls back', async () => {
    const ran: string[] = [];
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (savepoint) => {
        afterCommit(savepoint, () => ran.push('released'));
      });
      await tx
        .transaction(async (savepoint) => {
          afterCommit(savepoint, () => ran.push('rolled back'));
          throw new Error('The savepoint fails');
        })
        .catch(() => undefined);
      // Released, but the outer transaction has not committed yet.
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['released']);
  });

  it('runs at once outside a transaction, whose statements have committed already', () => {
    const ran: string[] = [];
    afterCommit(database.db, () => ran.push('now'));
    expect(ran).toEqual(['now']);
  });
});
