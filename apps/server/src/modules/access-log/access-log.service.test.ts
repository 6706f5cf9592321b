/**
 * `recordAccesses` logs everyone a list or export names in one statement, however many: Form 10BD
 * of a large NGO's year names more donors than the parameters one statement may carry (65,535).
 * The daily clean-up removes a backlog of any size, a batch at a time.
 */
import { count, eq, inArray, like, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { batchDelete } from '../../db/batched-delete.ts';
import { ascending } from '../../db/order.ts';
import { accessLog } from '../../db/schema/privacy.ts';
import { users } from '../../db/schema/people.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { planOf } from '../../test/query-plan.ts';
import { recordAccesses, removeOldEntries } from './access-log.service.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => close());

it('logs 70,000 people named by one download, each once, and not the admin who downloaded it', async () => {
  const { user: admin } = await createUser(app, { role: 'admin' });
  const tag = crypto.randomUUID().slice(0, 8);
  await app.db.execute(
    sql`insert into ${users} (name, email) select ${`Donor ${tag} `} || i, ${`donor-${tag}-`} || i || '@example.in' from generate_series(1, 70000) as i`,
  );
  const people = await app.db.select({ id: users.id }).from(users).where(like(users.email, `donor-${tag}-%`));
  expect(people).toHaveLength(70_000);
  const ids = people.map((p) => p.id);
  await recordAccesses(app.db, { userId: admin.id, role: 'admin' }, [...ids, ids[0]!, admin.id], 'downloadedList');
  const [logged] = await app.db.select({ n: count() }).from(accessLog).where(eq(accessLog.actorId, admin.id));
  expect(logged?.n).toBe(70_000);
  const [first] = await app.db.select({ n: count() }).from(accessLog).where(inArray(accessLog.subjectId, [ids[0]!, admin.id]));
  expect(first?.n).toBe(1);
});

it('removes a backlog of old entries larger than a batch, all of it, and nothing newer', async () => {
  const { user: admin } = await createUser(app, { role: 'admin' });
  const now = new Date();
  // 12,001 entries of the year before last (more than two batches of 5,000) and one of a month ago.
  await app.db.execute(sql`
    insert into ${accessLog} (subject_id, actor_id, actor_role, actor_name, action, at)
    select ${admin.id}, ${admin.id}, 'admin', 'A', 'viewedRecord', ${now}::timestamptz - interval '500 days' - i * interval '1 second'
    from generate_series(1, 12001) as i`);
  await app.db.insert(accessLog).values({ subjectId: admin.id, actorId: admin.id, actorRole: 'admin', actorName: 'A', action: 'viewedAddress', at: new Date(now.getTime() - 30 * 86_400_000) });
  expect(await removeOldEntries(app.db, { days: 400, now })).toBe(12_001);
  const left = await app.db.select({ action: accessLog.action }).from(accessLog).where(eq(accessLog.subjectId, admin.id));
  expect(left).toEqual([{ action: 'viewedAddress' }]);
  // A batch of one removes them the same way, to the last.
  await app.db.insert(accessLog).values([1, 2, 3].map(() => ({ subjectId: admin.id, actorRole: 'admin' as const, actorName: 'A', action: 'viewedRecord' as const, at: new Date(0) })));
  expect(await removeOldEntries(app.db, { days: 400, now, batchSize: 1 })).toBe(3);
  expect(await removeOldEntries(app.db, { days: 400, now })).toBe(0);
});

it('reads each batch off the index of times and removes its rows by their place, not by reading the log', async () => {
  const batch = batchDelete({ table: accessLog, where: lt(accessLog.at, new Date(0)), order: [ascending(accessLog.at)] });
  const plan = await planOf(app.db, { getSQL: () => batch }, { unsorted: true });
  expect(plan).toContain('access_log_at_idx');
  expect(plan).toContain('Tid Scan on access_log');
  expect(plan).not.toMatch(/Seq Scan|Sort/);
});
