import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import { planOf, sortsBeyondThePage } from '../test/query-plan.ts';
import { ascending, newestFirst } from './order.ts';
import { bound, PagedList } from './paged-list.ts';
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

const notificationList = (options: { countWithPage?: boolean } = {}) =>
  new PagedList(app.db, {
    ...options,
    name: options.countWithPage ? 'test_keyset_counted' : 'test_keyset',
    table: notifications,
    columns: { content: notifications.content },
    search: notifications.content,
    order: [newestFirst(notifications.createdAt), newestFirst(notifications.id)],
    filters: { userId: bound<string>((value) => eq(notifications.userId, value)) },
  });

/**
 * Notifications of a new person, numbered from 1 oldest, each a second after the one before; or,
 * `sharing`, three to a moment, so the id decides their order.
 */
async function numbered(count: number, { sharing = false } = {}) {
  const { user } = await createUser(app);
  const base = Date.now() - count * 1000;
  await app.db.insert(notifications).values(
    Array.from({ length: count }, (_, i) => ({
      userId: user.id,
      type: 'system' as const,
      content: `n${i + 1}`,
      createdAt: new Date(base + (sharing ? Math.floor(i / 3) : i) * 1000),
    })),
  );
  return user.id;
}

type List = ReturnType<typeof notificationList>;
type Request = Parameters<List['page']>[0];

/** Every page from the first by following `nextCursor`, then back by `previousCursor`. */
async function walk(list: Pick<List, 'page'>, request: Omit<Request, 'page'>) {
  const forwards: string[][] = [];
  let page = await list.page({ ...request, page: 1 });
  for (let number = 1; page.rows.length > 0; number++) {
    forwards.push(page.rows.map((row) => (row as { content: string }).content));
    if (number >= page.totalPages) break;
    page = await list.page({ ...request, page: number + 1, cursor: page.nextCursor! });
  }
  const backwards: string[][] = [forwards.length ? page.rows.map((row) => (row as { content: string }).content) : []];
  for (let number = forwards.length - 1; number >= 1; number--) {
    page = await list.page({ ...request, page: number, cursor: page.previousCursor! });
    backwards.unshift(page.rows.map((row) => (row as { content: string }).content));
  }
  return { forwards, backwards };
}

describe('Keyset paging', () => {
  it('reads every page after the last row of the one before, and back, as the page numbers do', async () => {
    // Rows that share a moment are ordered by their ids, so a page may end between two of them.
    const userId = await numbered(11, { sharing: true });
    const list = notificationList();
    const byNumber = [];
    for (let page = 1; page <= 3; page++) byNumber.push((await list.page({ page, limit: 4, userId })).rows.map((row) => row.content));
    expect(byNumber.flat().sort()).toEqual(Array.from({ length: 11 }, (_, i) => `n${i + 1}`).sort());
    const { forwards, backwards } = await walk(list, { limit: 4, userId });
    expect(forwards).toEqual(byNumber);
    expect(backwards).toEqual(forwards);
  });

  it('goes on after the row it was given when rows are added at the top, where a page number would show one twice', async () => {
    const userId = await numbered(6);
    const list = notificationList();
    const first = await list.page({ page: 1, limit: 3, userId });
    expect(first.rows.map((row) => row.content)).toEqual(['n6', 'n5', 'n4']);
    await app.db.insert(notifications).values({ userId, type: 'system', content: 'newest' });

    const next = await list.page({ page: 2, limit: 3, userId, cursor: first.nextCursor! });
    expect(next).toMatchObject({ rows: [{ content: 'n3' }, { content: 'n2' }, { content: 'n1' }], total: 7, totalPages: 3 });
    expect((await list.page({ page: 2, limit: 3, userId })).rows.map((row) => row.content)).toEqual(['n4', 'n3', 'n2']);
    // Back from there: the page that was first, not the new top.
    expect((await list.page({ page: 1, limit: 3, userId, cursor: next.previousCursor! })).rows.map((row) => row.content)).toEqual([
      'n6',
      'n5',
      'n4',
    ]);
  });

  it('pages a search, and a list counted in its page, the total being the whole list’s', async () => {
    const userId = await numbered(9);
    const list = notificationList({ countWithPage: true });
    const first = await list.page({ page: 1, limit: 2, userId, search: 'n' });
    const second = await list.page({ page: 2, limit: 2, userId, search: 'n', cursor: first.nextCursor! });
    expect(second).toMatchObject({ rows: [{ content: 'n7' }, { content: 'n6' }], total: 9, totalPages: 5 });
    // Past the end: nothing, and no cursors to follow.
    const last = await list.page({ page: 5, limit: 2, userId });
    expect(await list.page({ page: 6, limit: 2, userId, cursor: last.nextCursor! })).toEqual({
      rows: [],
      total: 9,
      totalPages: 5,
      nextCursor: null,
      previousCursor: null,
    });
  });

  it('reads an order of mixed directions a run of one direction at a time', async () => {
    const tag = `keyset${Math.random().toString(36).slice(2, 8)}`;
    const roles = ['volunteer', 'user', 'volunteer', 'user', 'user', 'volunteer', 'user'] as const;
    for (const [i, role] of roles.entries()) {
      await createUser(app, { name: `${tag} p${i}`, role, createdAt: new Date(Date.now() - (roles.length - i) * 1000) });
    }
    const list = new PagedList(app.db, {
      name: 'test_keyset_mixed',
      table: users,
      columns: { content: users.name },
      search: users.name,
      // The role enum is declared user, volunteer, admin: users first, each role newest first.
      order: [ascending(users.role), newestFirst(users.createdAt), newestFirst(users.id)],
    });
    const expected = ['p6', 'p4', 'p3', 'p1', 'p5', 'p2', 'p0'].map((p) => `${tag} ${p}`);
    expect((await list.page({ page: 1, limit: 10, search: tag })).rows.map((row) => row.content)).toEqual(expected);
    for (const limit of [1, 2, 3]) {
      const { forwards, backwards } = await walk(list, { limit, search: tag });
      expect(forwards.flat()).toEqual(expected);
      expect(backwards).toEqual(forwards);
    }
  });

  it('reads a page by its number when the cursor does not fit the list', async () => {
    const userId = await numbered(5);
    const list = notificationList();
    const second = (await list.page({ page: 2, limit: 2, userId })).rows;
    const other = await new PagedList(app.db, {
      name: 'test_keyset_other',
      table: notifications,
      columns: { content: notifications.content },
      order: [newestFirst(notifications.createdAt), newestFirst(notifications.id)],
    }).page({ page: 1, limit: 1 });
    const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const wrong = [
      other.nextCursor!,
      'not a cursor',
      encoded({ l: 'test_keyset', w: 'after', k: ['yesterday', '00000000-0000-0000-0000-000000000000'] }),
      encoded({ l: 'test_keyset', w: 'after', k: ['2026-01-01 00:00:00+00', "x'); drop table users; --"] }),
      encoded({ l: 'test_keyset', w: 'sideways', k: ['2026-01-01 00:00:00+00', '00000000-0000-0000-0000-000000000000'] }),
      encoded({ l: 'test_keyset', w: 'after', k: ['2026-01-01 00:00:00+00'] }),
      encoded({ l: 'test_keyset', w: 'after', k: [20260101, '00000000-0000-0000-0000-000000000000'] }),
      encoded(null),
    ];
    for (const cursor of wrong) expect((await list.page({ page: 2, limit: 2, userId, cursor })).rows).toEqual(second);
  });

  it('gives no cursors for an order whose columns may be null', async () => {
    const list = new PagedList(app.db, {
      name: 'test_keyset_nullable',
      table: users,
      columns: { content: users.name },
      order: [newestFirst(users.deletedAt), newestFirst(users.id)],
    });
    expect(await list.page({ page: 1, limit: 1 })).toMatchObject({ nextCursor: null, previousCursor: null });
  });

  it('reads a page after or before a row off the index as a range, with no sort', async () => {
    const userId = await numbered(3);
    const list = notificationList();
    const { nextCursor, previousCursor } = await list.page({ page: 1, limit: 1, userId });
    for (const cursor of [nextCursor!, previousCursor!]) {
      const { rows } = list.statements({ page: 40, limit: 5, userId, cursor });
      const plan = await planOf(app.db, rows, { unsorted: true });
      expect(plan).toContain('notifications_user_created_idx');
      expect(plan).toMatch(/Index Cond: .*created_at, .*id\) [<>]/);
      expect(sortsBeyondThePage(plan)).toBe(false);
    }
  });
});
