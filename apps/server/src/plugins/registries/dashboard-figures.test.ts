/**
 * Admin cards kept under their table's version (db/versioned-totals.ts): a card whose count reads
 * one versioned table is counted once, then given again without counting while the table is
 * unchanged, and counted again right after any write to it, whoever makes it.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../../db/schema/donations.ts';
import { users } from '../../db/schema/people.ts';
import { donationsReceived } from '../../modules/donations/donations.service.ts';
import { activePeopleCount } from '../../modules/people/people.service.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { dashboardFiguresRegistry, type AdminCard } from './dashboard-figures.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => {
  await close();
});

/** A registry with one card, kept or not, whose count says how often it ran. */
function registryWith(name: AdminCard, count: (db: FastifyInstance['db']) => Promise<number>, kept: boolean) {
  const counted = { times: 0 };
  const figures = dashboardFiguresRegistry();
  figures.card(
    name,
    (db) => {
      counted.times += 1;
      return count(db);
    },
    kept ? { keptWhile: name === 'activeUsers' ? 'users' : 'donations' } : {},
  );
  return { value: () => figures.cardValue(app.db, name, new Date()), counted };
}

describe('a card kept while its table is unchanged', () => {
  it('sums the donations once, then again only right after a donation completes', async () => {
    const { user } = await createUser(app);
    const { value, counted } = registryWith('donationsReceived', donationsReceived, true);
    const before = await value();
    expect(await value()).toBe(before);
    expect(counted.times).toBe(1);

    await app.db.insert(donations).values({ userId: user.id, amount: 250, status: 'completed', completedAt: new Date() });
    expect(await value()).toBe(before + 250);
    expect(counted.times).toBe(2);

    // A pending gift completed in plain SQL changes the figure too: the trigger raises the version.
    const [pending] = await app.db.insert(donations).values({ userId: user.id, amount: 100 }).returning({ id: donations.id });
    expect(await value()).toBe(before + 250);
    await app.db.execute(sql`update donations set status = 'completed', completed_at = now() where id = ${pending!.id}`);
    expect(await value()).toBe(before + 350);
    expect(await value()).toBe(before + 350);
    expect(counted.times).toBe(4);
  });

  it('counts the people once, then again only right after an account is added or blocked', async () => {
    const { value, counted } = registryWith('activeUsers', (db) => activePeopleCount(db, 'user'), true);
    const before = await value();
    expect(await value()).toBe(before);
    expect(counted.times).toBe(1);

    const { user } = await createUser(app);
    expect(await value()).toBe(before + 1);
    await app.db.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    expect(await value()).toBe(before);
    expect(await value()).toBe(before);
    expect(counted.times).toBe(3);
  });

  it('counts every time when not kept', async () => {
    const { value, counted } = registryWith('donationsReceived', donationsReceived, false);
    await value();
    await value();
    expect(counted.times).toBe(2);
  });
});
