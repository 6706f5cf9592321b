import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import { planOf, sortsBeyondThePage } from '../test/query-plan.ts';
import { ascending, newestFirst } from './order.ts';
import { bound, choice, PagedList } from './paged-list.ts';
import { notifications } from './schema/notifications.ts';
import { users } from './schema/people.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => {
  await close();
});

/** A person's notifications as a paged list: a short list of its own, which keeps no totals. */
const notificationList = (options: { countWithPage?: boolean } = {}) =>
  new PagedList(app.db, {
    ...options,
    // Another statement under the same name would clash on a PostgreSQL connection.
    name: options.countWithPage ? 'test_notifications_counted' : 'test_notifications',
    table: notifications,
    columns: { id: notifications.id, content: notifications.content, read: notifications.read },
    search: notifications.content,
    order: [newestFirst(notifications.createdAt), newestFirst(notifications.id)],
    filters: {
      userId: bound<string>((value) => eq(notifications.userId, value)),
      read: choice((value: boolean) => (value ? sql`${notifications.read}` : sql`not ${notifications.read}`)),
    },
  });

/** Notifications of a new person, oldest first, one second apart so their order is known. */
async function notificationsOf(contents: string[], read: (index: number) => boolean = () => false) {
  const { user } = await createUser(app);
  const start = Date.now() - contents.length * 1000;
  const made = await app.db
    .insert(notifications)
    .values(
      contents.map((content, i) => ({
        userId: user.id,
        type: 'system' as const,
        content,
        read: read(i),
        createdAt: new Date(start + i * 1000),
      })),
    )
    .returning({ id: notifications.id, content: notifications.content });
  return { userId: user.id, made };
}

const noCursors = { nextCursor: null, previousCursor: null };

describe('PagedList', () => {
  it('pages a list defined by its table, columns, order, search and filters', async () => {
    const { userId, made } = await notificationsOf(['one', 'two', 'three 100%', 'four', 'five 100x'], (i) => i % 2 === 0);
    const list = notificationList();

    const first = await list.page({ page: 1, limit: 2, userId });
    expect(first).toEqual({
      rows: [
        { id: made[4]!.id, content: 'five 100x', read: true },
        { id: made[3]!.id, content: 'four', read: false },
      ],
      total: 5,
      totalPages: 3,
      nextCursor: expect.any(String),
      previousCursor: expect.any(String),
    });
    expect((await list.page({ page: 3, limit: 2, userId })).rows.map((r) => r.content)).toEqual(['one']);
    expect(await list.page({ page: 4, limit: 2, userId })).toEqual({ rows: [], total: 5, totalPages: 3, ...noCursors });

    // The search matches any part regardless of case, and `%` as itself.
    expect((await list.page({ page: 1, limit: 5, userId, search: 'T' })).rows.map((r) => r.content)).toEqual(['three 100%', 'two']);
    expect((await list.page({ page: 1, limit: 5, userId, search: '100%' })).rows.map((r) => r.content)).toEqual(['three 100%']);

    // Each value of a choice is a statement of its own; a bound filter's value is a parameter.
    const read = await list.page({ page: 1, limit: 5, userId, read: true });
    expect(read.rows.map((r) => r.content)).toEqual(['five 100x', 'three 100%', 'one']);
    const unread = await list.page({ page: 1, limit: 5, userId, read: false });
    expect(unread).toMatchObject({ total: 2, totalPages: 1 });
    const other = await notificationsOf(['elsewhere']);
    expect((await list.page({ page: 1, limit: 5, userId: other.userId, read: false })).rows.map((r) => r.content)).toEqual([
      'elsewhere',
    ]);
  });

  it('counts every time and reads no version when the list keeps no totals', async () => {
    const { userId } = await notificationsOf(['a', 'b']);
    const list = notificationList();
    const { rows, count } = list.statements({ page: 1, limit: 5, userId });
    const text = (statement: { getSQL(): SQL }) => new PgDialect().sqlToQuery(statement.getSQL()).sql;
    expect(text(rows)).not.toContain('table_versions');
    expect(text(count)).not.toContain('table_versions');

    expect((await list.page({ page: 1, limit: 5, userId })).total).toBe(2);
    await app.db.insert(notifications).values({ userId, type: 'system', content: 'c' });
    expect((await list.page({ page: 1, limit: 5, userId })).total).toBe(3);
  });

  it('counts a person’s list in the page’s own statement, and apart only past its end', async () => {
    const { userId } = await notificationsOf(['a', 'b', 'c', 'the end']);
    const list = notificationList({ countWithPage: true });
    const { rows } = list.statements({ page: 1, limit: 2, userId });
    expect(new PgDialect().sqlToQuery(rows.getSQL()).sql).toContain('count(*) over ()');

    expect(await list.page({ page: 2, limit: 3, userId })).toMatchObject({ rows: [expect.objectContaining({ content: 'a' })], total: 4, totalPages: 2 });
    expect(await list.page({ page: 1, limit: 2, userId, search: 'end' })).toMatchObject({ total: 1, totalPages: 1 });
    expect(await list.page({ page: 5, limit: 2, userId })).toEqual({ rows: [], total: 4, totalPages: 2, ...noCursors });
    expect(await list.page({ page: 1, limit: 2, userId, search: 'nothing' })).toEqual({ rows: [], total: 0, totalPages: 0, ...noCursors });
  });

  it('pages a broad search row by row once its kept totals say the walk is short, and matches again after a write', async () => {
    const tag = `walk${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;
    // Six people named after the tag; only the first two have it in their e-mail as well.
    for (let i = 0; i < 6; i++) {
      await createUser(app, { name: `Walker ${tag} ${i}`, ...(i < 2 ? { email: `${tag}.${i}@example.test` } : {}) });
    }
    const list = new PagedList(app.db, {
      name: 'test_walk',
      table: users,
      columns: { name: users.name },
      search: users.name,
      // Deliberately another condition than `search`, so the test sees which one read the page.
      searchRowByRow: (pattern) => sql`${users.email} ilike ${pattern}`,
      order: [ascending(users.name), ascending(users.id)],
      keepTotals: true,
    });
    const names = async () => (await list.page({ page: 1, limit: 10, search: tag })).rows.map((row) => row.name);
    // The first search is matched by `search`, and learns the total of the whole list.
    expect(await names()).toHaveLength(6);
    // Six of a few dozen people: the walk to the page's end is short.
    expect(await names()).toEqual([`Walker ${tag} 0`, `Walker ${tag} 1`]);
    // A write since the totals were kept: the page is matched again, and counted.
    await createUser(app);
    expect(await names()).toHaveLength(6);
  });

  it('reads a person’s page off their (user, created_at, id) index, with no sort', async () => {
    const { userId } = await notificationsOf(['x']);
    const { rows } = notificationList().statements({ page: 2, limit: 5, userId });
    const plan = await planOf(app.db, rows, { unsorted: true });
    expect(plan).toContain('notifications_user_created_idx');
    expect(sortsBeyondThePage(plan)).toBe(false);
  });

  it('refuses, as the app starts, to keep the totals of a table that has no version', () => {
    expect(
      () =>
        new PagedList(app.db, {
          name: 'test_kept_notifications',
          table: notifications,
          columns: { id: notifications.id },
          order: [newestFirst(notifications.createdAt)],
          keepTotals: true,
        }),
    ).toThrow(/notifications has no version/);
  });

  // PostgreSQL keeps the first 63 bytes of a name, where the page and the count of this shape would
  // be one statement.
  it('prepares a shape whose name is longer than PostgreSQL keeps under a shortened one', async () => {
    const { userId } = await notificationsOf(['long name']);
    const list = new PagedList(app.db, {
      name: `test_${'a_very_long_list_name_'.repeat(4)}`,
      table: notifications,
      columns: { content: notifications.content },
      order: [newestFirst(notifications.createdAt), newestFirst(notifications.id)],
      filters: { userId: bound<string>((value) => eq(notifications.userId, value)) },
    });
    // Again and again, so that some connection of a pool prepares both.
    for (let i = 0; i < 20; i++) {
      expect(await list.page({ page: 1, limit: 5, userId })).toMatchObject({ rows: [{ content: 'long name' }], total: 1, totalPages: 1 });
    }
  });
});
