import { and, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import { users } from './schema/people.ts';
import { tableVersions } from './schema/table-versions.ts';
import { pageWithTotal, tableVersion, VersionedTotals } from './versioned-totals.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => {
  await close();
});

const usersVersion = async () => {
  const [row] = await app.db.select().from(tableVersions).where(eq(tableVersions.name, 'users'));
  return row!.version;
};

let words = 0;
const uniqueWord = () => `Versioned${Date.now().toString(36)}x${(words++).toString(36)}`;

describe('the version of users', () => {
  it('rises once for a transaction, however many rows it writes', async () => {
    const before = await usersVersion();
    const word = uniqueWord();
    await app.db.transaction(async (tx) => {
      const made = await tx
        .insert(users)
        .values([1, 2, 3].map((n) => ({ name: `${word} ${n}`, email: `${word}${n}@example.com`.toLowerCase() })))
        .returning({ id: users.id });
      await tx
        .update(users)
        .set({ isVerified: true })
        .where(
          inArray(
            users.id,
            made.map((m) => m.id),
          ),
        );
    });
    expect(await usersVersion()).toBe(before + 1);
  });

  it('rises with every insert, update and delete, in plain SQL as well', async () => {
    const { user } = await createUser(app);
    let version = await usersVersion();
    await app.db.execute(sql`update users set name = 'Renamed Person' where id = ${user.id}`);
    expect(await usersVersion()).toBe(++version);
    await app.db.execute(sql`delete from users where id = ${user.id}`);
    expect(await usersVersion()).toBe(++version);
  });

  it('stays put when the writing transaction rolls back', async () => {
    const before = await usersVersion();
    await app.db
      .transaction(async (tx) => {
        await tx.insert(users).values({ name: 'Never Kept', email: `${uniqueWord()}@example.com`.toLowerCase() });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await usersVersion()).toBe(before);
  });

  // Raised at commit, the version row is not locked while a writer still waits for other rows: here
  // the first writer waits for the second one's row, which would deadlock if the second one had to
  // wait for a version lock the first one took with its earlier write.
  it.runIf(Boolean(process.env.DATABASE_URL))('lets crossing writers finish without a deadlock', async () => {
    const [{ user: a }, { user: b }] = await Promise.all([createUser(app), createUser(app)]);
    const before = await usersVersion();
    let secondWrote!: () => void;
    const secondHasWritten = new Promise<void>((resolve) => (secondWrote = resolve));
    let firstWrote!: () => void;
    const firstHasWritten = new Promise<void>((resolve) => (firstWrote = resolve));
    const first = app.db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'First A' }).where(eq(users.id, a.id));
      firstWrote();
      // Bounded, so that a second writer stuck behind a version lock shows as a deadlock error.
      await Promise.race([secondHasWritten, new Promise((resolve) => setTimeout(resolve, 2000))]);
      await tx.update(users).set({ name: 'First B' }).where(eq(users.id, b.id));
    });
    const second = app.db.transaction(async (tx) => {
      await firstHasWritten;
      await tx.update(users).set({ name: 'Second B' }).where(eq(users.id, b.id));
      secondWrote();
      // Commit a little later, while the first transaction waits for row b.
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    await Promise.all([first, second]);
    expect(await usersVersion()).toBe(before + 2);
  });
});

describe('pageWithTotal', () => {
  /** The statements of a name search, counting how often the total is counted. */
  function statementsFor(word: string, counted: { times: number }, page = 1) {
    const where = and(eq(users.role, 'user'), ilike(users.name, `%${word}%`));
    const version = tableVersion('users');
    const count = app.db.select({ total: sql<number>`count(*)::int`, version }).from(users).where(where);
    return {
      rows: () =>
        app.db
          .select({ id: users.id, version })
          .from(users)
          .where(where)
          .orderBy(users.id)
          .limit(2)
          .offset((page - 1) * 2)
          .execute(),
      count: () => {
        counted.times += 1;
        return count.execute();
      },
    };
  }

  it('counts once, then keeps the total until users change, whoever changes them', async () => {
    const word = uniqueWord();
    await Promise.all([1, 2, 3].map((n) => createUser(app, { name: `${word} ${n}` })));
    const totals = new VersionedTotals();
    const counted = { times: 0 };

    const first = await pageWithTotal(totals, word, statementsFor(word, counted));
    expect(first.total).toBe(3);
    expect(first.rows).toHaveLength(2);
    expect(first.rows[0]).not.toHaveProperty('version');
    expect(counted.times).toBe(1);

    const second = await pageWithTotal(totals, word, statementsFor(word, counted, 2));
    expect(second).toMatchObject({ total: 3 });
    expect(second.rows).toHaveLength(1);
    expect(counted.times).toBe(1);

    // A write outside the services still raises the version through the trigger.
    await app.db.execute(
      sql`insert into users (name, email) values (${`${word} 4`}, ${`${word}4@example.com`.toLowerCase()})`,
    );
    expect((await pageWithTotal(totals, word, statementsFor(word, counted))).total).toBe(4);
    expect(counted.times).toBe(2);

    // Past the last page there is no row to carry the version, so the total is counted.
    expect(await pageWithTotal(totals, word, statementsFor(word, counted, 9))).toEqual({ rows: [], total: 4 });
    expect(counted.times).toBe(3);
  });

  it('keeps nothing while the version of users cannot be read', async () => {
    const word = uniqueWord();
    await createUser(app, { name: `${word} 1` });
    const version = await usersVersion();
    await app.db.delete(tableVersions).where(eq(tableVersions.name, 'users'));
    try {
      const totals = new VersionedTotals();
      const counted = { times: 0 };
      await pageWithTotal(totals, word, statementsFor(word, counted));
      await createUser(app, { name: `${word} 2` });
      expect((await pageWithTotal(totals, word, statementsFor(word, counted))).total).toBe(2);
      expect(counted.times).toBe(2);
    } finally {
      await app.db.insert(tableVersions).values({ name: 'users', version });
    }
  });

  it('counts every time for a list without a key', async () => {
    const word = uniqueWord();
    await createUser(app, { name: `${word} 1` });
    const totals = new VersionedTotals();
    const counted = { times: 0 };
    await pageWithTotal(totals, undefined, statementsFor(word, counted));
    await pageWithTotal(totals, undefined, statementsFor(word, counted));
    expect(counted.times).toBe(2);
  });
});

describe('VersionedTotals', () => {
  it('drops the least recently used total beyond its capacity', () => {
    const totals = new VersionedTotals(2);
    totals.set('a', { version: 1, total: 10 });
    totals.set('b', { version: 1, total: 20 });
    expect(totals.get('a')).toEqual({ version: 1, total: 10 });
    totals.set('c', { version: 1, total: 30 });
    expect(totals.get('b')).toBeUndefined();
    expect(totals.get('a')).toBeDefined();
    expect(totals.get('c')).toBeDefined();
  });
});
