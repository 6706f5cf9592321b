/**
 * The long lists read by cursor through the API (db/keyset.ts): each of them, in each of its sorts,
 * gives the same pages followed by `nextCursor` and back by `previousCursor` as by page number.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as assets from '@sahaya/contract/assets/endpoints';
import * as assistance from '@sahaya/contract/assistance-requests/endpoints';
import { requestSorts } from '@sahaya/contract/constants';
import * as donationEndpoints from '@sahaya/contract/donations/endpoints';
import type { Endpoint } from '@sahaya/contract/http';
import * as people from '@sahaya/contract/people/endpoints';
import { assetRequests } from './db/schema/assets.ts';
import { allRequestsIn } from './modules/assets/assets.lists.ts';
import { everyone } from './modules/assistance-requests/assistance-requests.lists.ts';
import { assistanceRequests } from './db/schema/assistance-requests.ts';
import { donations } from './db/schema/donations.ts';
import { buildTestApp } from './test/build-test-app.ts';
import { createUser, insertAsset, signedIn } from './test/factories.ts';
import { injectAs } from './test/inject.ts';
import { planOf } from './test/query-plan.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let admin: string;
let donor: string;
const tag = `long${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}`;
const ROWS = 7;

/** The moment of the i-th row: rows 2 and 3 share theirs, so the id decides between them. */
const momentOf = (i: number) => new Date(Date.UTC(2026, 0, 1) + (i === 3 ? 2 : i) * 60_000);

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  admin = (await signedIn(app, 'admin')).token;
  const person = await signedIn(app, 'user', { name: 'Long List Requester' });
  donor = person.token;
  for (let i = 0; i < ROWS; i++) {
    await createUser(app, { name: `${tag} user ${i}`, createdAt: momentOf(i) });
    await createUser(app, { name: `${tag} volunteer ${i}`, role: 'volunteer', createdAt: momentOf(i) });
  }
  await app.db.insert(donations).values(
    Array.from({ length: ROWS }, (_, i) => ({
      userId: person.user.id,
      amount: 100 + i,
      campaign: 'general' as const,
      status: 'completed' as const,
      message: `${tag} gift ${i}`,
      createdAt: momentOf(i),
    })),
  );
  await app.db.insert(assistanceRequests).values(
    Array.from({ length: ROWS }, (_, i) => ({
      userId: person.user.id,
      type: 'volunteer' as const,
      volunteerType: 'general' as const,
      priority: i % 2 ? ('urgent' as const) : ('normal' as const),
      requestedDate: '2026-02-01',
      requestedTime: '09:00',
      description: `${tag} help ${i}`,
      street: '1 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      zipCode: '411001',
      createdAt: momentOf(i),
    })),
  );
  const asset = await insertAsset(app, { name: `${tag} chair`, description: 'A chair.', category: 'wheelchair', stocks: 50 });
  await app.db.insert(assetRequests).values(
    // One of them waits for a decision: a person asks for an asset once at a time; the others were refused.
    Array.from({ length: ROWS }, (_, i) => ({
      assetId: asset.id,
      userId: person.user.id,
      status: i === 0 ? ('pending' as const) : ('rejected' as const),
      quantity: 1,
      priority: (['high', 'medium', 'low'] as const)[i % 3],
      requestedDate: '2026-02-01',
      returnDate: '2026-02-10',
      createdAt: momentOf(i),
    })),
  );
});
afterAll(async () => {
  await close();
});

type Row = { _id: string };

/** The ids of every page, by number; then followed by cursor from the first, and back from the last. */
async function pagesOf(endpoint: Endpoint, token: string, query: Record<string, unknown>, rowsOf: (reply: never) => Row[]) {
  // With a cursor the page number only labels the page: page 1 is sent, so that a page read by
  // its number instead would show.
  const read = async (page: number, cursor?: string) => {
    const reply = await injectAs(app, token, endpoint, { query: { ...query, limit: 2, ...(cursor ? { cursor, page: 1 } : { page }) } } as never);
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    return { ids: rowsOf(body as never).map((row) => row._id), body: body as { totalPages: number; nextCursor: string; previousCursor: string } };
  };
  const first = await read(1);
  const byNumber = [first.ids];
  for (let page = 2; page <= first.body.totalPages; page++) byNumber.push((await read(page)).ids);
  const forwards = [first.ids];
  let at = first;
  for (let page = 2; page <= first.body.totalPages; page++) {
    at = await read(page, at.body.nextCursor);
    forwards.push(at.ids);
  }
  const backwards = [at.ids];
  for (let page = first.body.totalPages - 1; page >= 1; page--) {
    at = await read(page, at.body.previousCursor);
    backwards.unshift(at.ids);
  }
  return { byNumber, forwards, backwards };
}

const lists: [string, Endpoint, () => string, Record<string, unknown>, (reply: never) => Row[]][] = [
  ['users', people.listUsers, () => admin, { search: tag }, (r: { users: Row[] }) => r.users],
  ['volunteers', people.listVolunteers, () => admin, { search: tag }, (r: { volunteers: Row[] }) => r.volunteers],
  ['donations', donationEndpoints.listDonations, () => admin, { search: tag }, (r: { donations: Row[] }) => r.donations],
  ['a donor’s history', donationEndpoints.donationHistory, () => donor, {}, (r: { donations: Row[] }) => r.donations],
  ...requestSorts.map(
    (sort) =>
      [`assistance requests, ${sort}`, assistance.listAssistanceRequests, () => admin, { search: tag, sort }, (r: { assistanceRequests: Row[] }) => r.assistanceRequests] as const,
  ),
  ...requestSorts.map(
    (sort) => [`asset requests, ${sort}`, assets.listAssetRequests, () => admin, { search: tag, sort }, (r: { assetRequests: Row[] }) => r.assetRequests] as const,
  ),
] as never;

describe('Long lists read by cursor', () => {
  it.each(lists)('%s: the same pages by cursor as by number, forwards and back', async (_name, endpoint, token, query, rowsOf) => {
    const { byNumber, forwards, backwards } = await pagesOf(endpoint, token(), query, rowsOf);
    expect(byNumber.flat()).toHaveLength(ROWS);
    expect(new Set(byNumber.flat()).size).toBe(ROWS);
    expect(forwards).toEqual(byNumber);
    expect(backwards).toEqual(byNumber);
  });

  it('reads a page by its number when its cursor is of another sort or list', async () => {
    const newest = await injectAs(app, admin, assistance.listAssistanceRequests, { query: { search: tag, limit: 2 } });
    const oldestSecond = await injectAs(app, admin, assistance.listAssistanceRequests, { query: { search: tag, limit: 2, sort: 'oldest', page: 2 } });
    const withForeignCursor = await injectAs(app, admin, assistance.listAssistanceRequests, {
      query: { search: tag, limit: 2, sort: 'oldest', page: 2, cursor: newest.json().nextCursor },
    });
    expect(withForeignCursor.json().assistanceRequests).toEqual(oldestSecond.json().assistanceRequests);
    const users = await injectAs(app, admin, people.listUsers, { query: { search: tag, limit: 2, page: 2, cursor: 'x'.repeat(2000) } });
    expect(users.statusCode, users.body).toBe(200);
    expect(users.json().users).toHaveLength(2);
  });

  it('reads the requests by priority off their priority index: the first page, and a cursor’s page as a union of its ranges', async () => {
    const lists = [
      { statements: everyone(app.db, 'priority'), endpoint: assistance.listAssistanceRequests, index: 'assistance_requests_priority_created_idx' },
      { statements: allRequestsIn(app.db, 'priority'), endpoint: assets.listAssetRequests, index: 'asset_requests_priority_created_idx' },
    ];
    for (const { statements, endpoint, index } of lists) {
      const query = { sort: 'priority', limit: 2, page: 1 } as const;
      const { nextCursor, previousCursor } = (await injectAs(app, admin, endpoint as typeof assistance.listAssistanceRequests, { query })).json();
      for (const cursor of [undefined, nextCursor, previousCursor]) {
        const { rows } = statements.statements({ ...query, cursor, bind: { language: 'en' } });
        const plan = await planOf(app.db, rows, { unsorted: true });
        expect(plan).toContain(index);
        expect(plan).not.toMatch(/Seq Scan/);
        // A cursor's page: the rows of its priority past its row, then the next priorities, each a range.
        if (cursor) expect(plan).toMatch(/Index Cond: \(\(priority = .+\) AND \(ROW\(created_at, id\) [<>] ROW\(/);
      }
    }
  });
});
