/**
 * An asset's history: added, edited with what changed (nothing recorded for an edit that changed
 * nothing), a loan approved and returned needing repair, the repair made ready, newest first and
 * paged, with the people named while their accounts exist. On PGlite by default, on PostgreSQL
 * when DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/assets/endpoints';
import type { AssetBody, AssetEvent } from '@sahaya/contract/assets/schemas';
import { uploadImage } from '@sahaya/contract/uploads/endpoints';
import { users } from '../../db/schema/people.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { multipartBody, PNG } from '../../test/files.ts';
import { injectAs } from '../../test/inject.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: { id: string; token: string };

async function signedIn(role: 'admin' | 'user', name: string) {
  const { user } = await createUser(app, { role, name });
  return { id: user.id, token: (await loginAs(app, user)).accessToken };
}

async function uploaded(as: string): Promise<string> {
  const res = await injectAs(app, as, uploadImage, { multipart: multipartBody({ filename: 'chair.png', contentType: 'image/png', data: PNG }) });
  expect(res.statusCode).toBe(200);
  return res.json().imageUrl as string;
}

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  admin = await signedIn('admin', 'Asha Admin');
});
afterAll(async () => close());

const bodyOf = (overrides: Partial<AssetBody> & { image: string }): AssetBody => ({
  name: 'Folding Chair',
  category: 'wheelchair',
  description: 'Steel frame, padded seat.',
  stocks: 3,
  ...overrides,
});

async function addAsset(body: AssetBody, as = admin.token): Promise<string> {
  const res = await injectAs(app, as, endpoints.createAsset, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().asset._id as string;
}

async function edit(id: string, body: AssetBody) {
  const res = await injectAs(app, admin.token, endpoints.updateAsset, { params: { id }, body });
  expect(res.statusCode, res.body).toBe(200);
}

async function historyOf(id: string, query: { page?: number; limit?: number } = {}) {
  const res = await injectAs(app, admin.token, endpoints.assetHistory, { params: { id }, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { events: AssetEvent[]; totalPages: number; totalEvents: number };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("an asset's history", () => {
  it('records the asset added and each edit with the fields it changed, and nothing for an edit that changed nothing', async () => {
    const image = await uploaded(admin.token);
    const id = await addAsset(bodyOf({ image }));
    const added = await historyOf(id);
    expect(added).toMatchObject({ totalEvents: 1, totalPages: 1 });
    expect(added.events[0]).toMatchObject({
      kind: 'added',
      actor: { _id: admin.id, name: 'Asha Admin' },
      person: null,
      requestId: null,
      changes: [],
    });
    expect(Number.isNaN(Date.parse(added.events[0]!.date))).toBe(false);

    await edit(id, bodyOf({ image, name: 'Transit Chair', stocks: 5 }));
    await edit(id, bodyOf({ image, name: 'Transit Chair', stocks: 5 }));
    const edited = await historyOf(id);
    expect(edited.totalEvents).toBe(2);
    expect(edited.events.map((e) => e.kind)).toEqual(['edited', 'added']);
    expect(edited.events[0]).toMatchObject({
      actor: { _id: admin.id, name: 'Asha Admin' },
      changes: [
        { field: 'name', from: 'Folding Chair', to: 'Transit Chair' },
        { field: 'stocks', from: '3', to: '5' },
      ],
    });

    const otherImage = await uploaded(admin.token);
    await edit(id, bodyOf({ image: otherImage, name: 'Transit Chair', stocks: 5, description: 'Lighter frame.' }));
    expect((await historyOf(id)).events[0]!.changes).toEqual([
      { field: 'description', from: 'Steel frame, padded seat.', to: 'Lighter frame.' },
      { field: 'image', from: image, to: otherImage },
    ]);
  });

  it('shows a loan approved, returned needing repair and the repair made ready, newest first, with the borrower', async () => {
    const image = await uploaded(admin.token);
    const id = await addAsset(bodyOf({ image, stocks: 3 }));
    await edit(id, bodyOf({ image, stocks: 5 }));
    const borrower = await signedIn('user', 'Ravi Kumar');
    const asked = await injectAs(app, borrower.token, endpoints.requestAsset, {
      params: { id },
      body: { requestedDate: day(1), returnDate: day(8), quantity: 2 },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const requestId = asked.json().assetRequest._id as string;
    const decide = (body: object) => injectAs(app, admin.token, endpoints.decideAssetRequest, { params: { id: requestId }, body });
    expect((await decide({ status: 'approved' })).statusCode).toBe(200);
    const returned = await decide({ status: 'completed', condition: 'needs-repair', note: 'Wheel bent' });
    expect(returned.statusCode, returned.body).toBe(200);
    const repairs = await injectAs(app, admin.token, endpoints.assetRepairs, { params: { id } });
    const repairId = repairs.json().repairs[0]._id as string;
    const ready = await injectAs(app, admin.token, endpoints.repairReady, { params: { id, repairId } });
    expect(ready.statusCode, ready.body).toBe(200);

    const { events, totalEvents } = await historyOf(id);
    expect(totalEvents).toBe(5);
    expect(events.map((e) => e.kind)).toEqual(['repaired', 'returned', 'approved', 'edited', 'added']);
    const [repaired, back, approved] = events;
    expect(approved).toMatchObject({
      actor: { _id: admin.id, name: 'Asha Admin' },
      person: { _id: borrower.id, name: 'Ravi Kumar' },
      requestId,
      quantity: 2,
      from: day(1),
      to: day(8),
    });
    expect(back).toMatchObject({ person: { _id: borrower.id, name: 'Ravi Kumar' }, requestId, quantity: 2, condition: 'needs-repair', note: 'Wheel bent' });
    expect(repaired).toMatchObject({ actor: { _id: admin.id, name: 'Asha Admin' }, requestId, quantity: 2, note: 'Wheel bent' });
  });

  it('pages the events, newest first', async () => {
    const image = await uploaded(admin.token);
    const id = await addAsset(bodyOf({ image, stocks: 1 }));
    for (const stocks of [2, 3, 4, 5]) await edit(id, bodyOf({ image, stocks }));
    const first = await historyOf(id, { page: 1, limit: 2 });
    expect(first).toMatchObject({ totalEvents: 5, totalPages: 3 });
    expect(first.events.map((e) => e.changes[0]?.to)).toEqual(['5', '4']);
    const second = await historyOf(id, { page: 2, limit: 2 });
    expect(second.events.map((e) => e.changes[0]?.to)).toEqual(['3', '2']);
    const last = await historyOf(id, { page: 3, limit: 2 });
    expect(last.events.map((e) => e.kind)).toEqual(['added']);
    const all = [...first.events, ...second.events, ...last.events].map((e) => e._id);
    expect(new Set(all).size).toBe(5);
    expect((await historyOf(id, { page: 4, limit: 2 })).events).toEqual([]);
  });

  it('names nobody for an admin whose account is gone', async () => {
    const other = await signedIn('admin', 'Gone Admin');
    const id = await addAsset(bodyOf({ image: await uploaded(other.token) }), other.token);
    await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, other.id));
    expect((await historyOf(id)).events[0]).toMatchObject({ kind: 'added', actor: null });
  });

  it('answers 404 for an unknown asset, 403 to a user and 401 to a stranger', async () => {
    const unknown = await injectAs(app, admin.token, endpoints.assetHistory, { params: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ASSET_NOT_FOUND' });
    const id = await addAsset(bodyOf({ image: await uploaded(admin.token) }));
    const user = await signedIn('user', 'Meena');
    expect((await injectAs(app, user.token, endpoints.assetHistory, { params: { id } })).statusCode).toBe(403);
    expect((await injectAs(app, null, endpoints.assetHistory, { params: { id } })).statusCode).toBe(401);
  });
});
