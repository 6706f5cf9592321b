import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetBody } from '@sahaya/contract/assets/schemas';
import { assetRequests, assets } from '../db/schema/assets.ts';
import { assistanceRequests } from '../db/schema/assistance-requests.ts';
import { donations } from '../db/schema/donations.ts';
import { meetings } from '../db/schema/meetings.ts';
import { users } from '../db/schema/people.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { loginAs } from '../test/factories.ts';
import { ensureAdmin } from './admin.ts';
import { DEMO_PASSWORD, demoLogins, hasDemoData, isEmpty, seedDemoData } from './demo-data.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => {
  await close();
});

const statusesOf = async (table: typeof assetRequests | typeof assistanceRequests | typeof donations | typeof meetings) =>
  (await app.db.selectDistinct({ status: table.status }).from(table)).map((r) => r.status).sort();

describe('demo data', () => {
  it('fills an empty database with every state the pages show', async () => {
    expect(await isEmpty(app.db)).toBe(true);
    await seedDemoData(app.db);
    expect(await hasDemoData(app.db)).toBe(true);

    expect(await statusesOf(assetRequests)).toEqual(['approved', 'completed', 'pending', 'rejected']);
    expect(await statusesOf(assistanceRequests)).toEqual(['approved', 'completed', 'pending', 'rejected']);
    expect(await statusesOf(donations)).toEqual(['completed', 'expired', 'failed', 'pending']);
    // A demo gift paid is numbered in the demo series, never the real one.
    const numbers = await app.db.select({ status: donations.status, receiptNumber: donations.receiptNumber }).from(donations);
    for (const { status, receiptNumber } of numbers) {
      if (status === 'completed') expect(receiptNumber).toMatch(/^DEMO\/\d{4}-\d{2}\/\d{6}$/);
      else expect(receiptNumber).toBeNull();
    }
    // No meeting is In Progress: one is active only while its host is in its room.
    expect(await statusesOf(meetings)).toEqual(['cancelled', 'completed', 'scheduled']);
    // Every asset reads in Hindi too, written as the admin's form would take it.
    for (const asset of await app.db.select().from(assets)) {
      expect(asset.translations.hi, asset.name).toMatchObject({ name: expect.any(String), description: expect.any(String) });
      const { category, description, name, pickupNote, stocks, translations } = asset;
      const checked = assetBody.safeParse({ name, category, description, stocks, pickupNote, translations, image: '/uploads/public/a.png' });
      expect(checked.error?.issues ?? [], name).toEqual([]);
    }
    const [helpDesk] = await app.db.select().from(meetings).where(eq(meetings.title, 'Wheelchair fitting help desk'));
    expect(helpDesk?.scheduledTime.getTime()).toBeGreaterThan(Date.now());

    const [counts] = await app.db
      .select({
        users: sql<number>`count(*) filter (where ${users.role} = 'user')::int`,
        volunteers: sql<number>`count(*) filter (where ${users.role} = 'volunteer')::int`,
      })
      .from(users);
    // More than one page (5) of each in the admin lists.
    expect(counts?.users).toBeGreaterThan(5);
    expect(counts?.volunteers).toBeGreaterThan(5);
  });

  it('lets each demo login sign in with the demo password', async () => {
    for (const login of demoLogins) {
      const session = await loginAs(app, { email: login.email, role: login.role }, DEMO_PASSWORD);
      expect(session.accessToken).toBeTruthy();
    }
  });

  it('ensures a configured admin, promoting an existing account', async () => {
    expect(await ensureAdmin(app.db, { email: 'Chief@Example.test', password: 'Chief@1234' })).toBe('created');
    const promoted = await ensureAdmin(app.db, { email: 'user@sahaya.demo', password: 'Chief@1234', name: 'Asha Verma' });
    expect(promoted).toBe('updated');
    const [asha] = await app.db.select().from(users).where(eq(users.email, 'user@sahaya.demo'));
    expect(asha?.role).toBe('admin');
    await loginAs(app, { email: 'chief@example.test', role: 'admin' }, 'Chief@1234');
  });
});
