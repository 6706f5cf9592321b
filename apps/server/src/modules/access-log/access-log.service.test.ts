/**
 * `recordAccesses` logs everyone a list or export names in one statement, however many: Form 10BD
 * of a large NGO's year names more donors than the parameters one statement may carry (65,535).
 */
import { count, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accessLog } from '../../db/schema/privacy.ts';
import { users } from '../../db/schema/people.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { recordAccesses } from './access-log.service.ts';

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
