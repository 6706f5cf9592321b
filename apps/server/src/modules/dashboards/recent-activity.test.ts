import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetRequests } from '../../db/schema/assets.ts';
import { assistanceRequests } from '../../db/schema/assistance-requests.ts';
import { donations } from '../../db/schema/donations.ts';
import { meetingParticipants, meetings } from '../../db/schema/meetings.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, insertAsset } from '../../test/factories.ts';
import { recentActivity } from './recent-activity.ts';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
});
afterAll(async () => {
  await close();
});

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

describe('recentActivity', () => {
  it('merges the person’s requests, donations and meetings, newest first, and nobody else’s', async () => {
    const { user } = await createUser(app);
    const { user: other } = await createUser(app);
    const { user: volunteer } = await createUser(app, { role: 'volunteer' });
    const asset = await insertAsset(app, { name: 'Airbed', description: 'Soft', category: 'airbed', stocks: 2 });
    const place = { street: 'S', city: 'C', state: 'St', zipCode: '682001', requestedDate: '2026-01-01', requestedTime: '10:00', description: 'Help' };

    await app.db.insert(assetRequests).values([
      { assetId: asset.id, userId: user.id, quantity: 1, requestedDate: '2026-01-01', returnDate: '2026-01-15', createdAt: at(50) },
      { assetId: asset.id, userId: other.id, quantity: 1, requestedDate: '2026-01-01', returnDate: '2026-01-15', createdAt: at(1) },
    ]);
    const [help] = await app.db
      .insert(assistanceRequests)
      .values({ userId: user.id, volunteerId: volunteer.id, type: 'volunteer', volunteerType: 'medical', status: 'approved', createdAt: at(40), assignedAt: at(5), ...place })
      .returning();
    await app.db.insert(assistanceRequests).values({ userId: user.id, type: 'ambulance', createdAt: at(30), ...place });
    const [donation] = await app.db.insert(donations).values({ userId: user.id, amount: 250, campaign: 'health', status: 'completed', createdAt: at(20) }).returning();
    const [meeting] = await app.db.insert(meetings).values({ title: 'Volunteer briefing', scheduledTime: at(-60) }).returning();
    await app.db.insert(meetingParticipants).values({ meetingId: meeting!.id, userId: user.id, createdAt: at(10) });

    const items = await recentActivity(app, user.id, 'en', 10);
    expect(items.map((i) => [i.kind, i.title, i.status])).toEqual([
      ['meeting', 'Volunteer briefing', 'scheduled'],
      ['donation', 'Health', 'completed'],
      ['assistanceRequest', 'Ambulance', 'pending'],
      ['assistanceRequest', 'Medical volunteer', 'approved'],
      ['assetRequest', 'Airbed', 'pending'],
    ]);
    expect(items[1]).toMatchObject({ id: donation!.id, amount: 250 });
    // A meeting is dated when it takes place, not when the person was invited.
    expect(items[0]).toMatchObject({ id: meeting!.id, date: meeting!.scheduledTime.toISOString() });
    expect(items.every((i) => !Number.isNaN(Date.parse(i.date)))).toBe(true);

    expect((await recentActivity(app, user.id, 'en', 2)).map((i) => i.kind)).toEqual(['meeting', 'donation']);
    expect(await recentActivity(app, user.id, 'en')).toHaveLength(5);

    // The volunteer sees the request they handle, dated when they took it.
    const theirs = await recentActivity(app, volunteer.id, 'en');
    expect(theirs).toMatchObject([{ kind: 'assistanceRequest', id: help!.id }]);
    expect(Math.abs(Date.parse(theirs[0]!.date) - at(5).getTime())).toBeLessThan(60_000);
    expect(await recentActivity(app, (await createUser(app)).user.id, 'en')).toEqual([]);
  });
});
