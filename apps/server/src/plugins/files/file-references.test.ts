/**
 * The hourly sweep of unused files (file-sweep.ts) and `storage.removeUnreferenced` ask every
 * module's reference check which of a batch of keys its rows name. The people's check
 * (modules/people/accounts.service.ts, `filesInUse`) asks `profile_picture in (…)` and
 * `certificates && keys`: each reads an index of its own, not every account. The chat's check is
 * shown in modules/chats/chats.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { arrayOverlaps, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema/people.ts';
import { filesInUse } from '../../modules/people/accounts.service.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { planOf } from '../../test/query-plan.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => close());

const pictures = ['https://sahaya.example/files/public/a.png', 'https://sahaya.example/files/public/b.png'];
const certificates = ['private/a.pdf', 'private/b.pdf'];

it('plans the pictures and certificates in use off their indexes', async () => {
  const picturePlan = await planOf(app.db, app.db.select({ picture: users.profilePicture }).from(users).where(inArray(users.profilePicture, pictures)));
  expect(picturePlan).toContain('users_profile_picture_idx');
  expect(picturePlan).not.toMatch(/Seq Scan on users/);
  const certificatePlan = await planOf(app.db, app.db.select({ certificates: users.certificates }).from(users).where(arrayOverlaps(users.certificates, certificates)));
  expect(certificatePlan).toContain('users_certificates_idx');
  expect(certificatePlan).not.toMatch(/Seq Scan on users/);
});

it('answers the files in use, and its own statements read those indexes', async () => {
  const { user } = await createUser(app);
  // Stored names are random hex (plugins/files/file-links.ts).
  const pictureKey = `public/${randomBytes(28).toString('hex')}.png`;
  const picture = app.storage.publicUrl(pictureKey);
  const certificate = `private/${randomBytes(28).toString('hex')}.pdf`;
  await app.db.execute(sql`update ${users} set profile_picture = ${picture}, certificates = array[${certificate}] where id = ${user.id}`);
  const asked = [pictureKey, certificate, 'public/unknown.png', 'private/unknown.pdf'];

  // The scans of each index in this transaction, as PostgreSQL counts them, with sequential scans
  // priced out as a large table would: the check itself, not a copy of its predicate, uses them.
  let found: string[] = [];
  let scans: Record<string, number> = {};
  await app.db
    .transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      found = await filesInUse({ db: tx, storage: app.storage }, asked);
      const result = (await tx.execute(sql`
        select relname as name, pg_stat_get_xact_numscans(oid)::int as scans from pg_class
        where relname in ('users_profile_picture_idx', 'users_certificates_idx')`)) as unknown as { rows: { name: string; scans: number }[] };
      scans = Object.fromEntries(result.rows.map((row) => [row.name, row.scans]));
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (found.length === 0) throw error;
    });
  expect(found.sort()).toEqual([pictureKey, certificate].sort());
  // PostgreSQL before 17 counts a scan of an `in` list once for each value.
  expect(scans.users_profile_picture_idx).toBeGreaterThan(0);
  expect(scans.users_certificates_idx).toBeGreaterThan(0);
});
