/**
 * The overdue call list (issues #27, #36): GET /api/assetRequests/overdue.csv gives the admin the
 * approved loans past their return day, oldest due first, as name, phone, e-mail, the borrower's
 * address (for a volunteer who goes to collect), asset and its code, quantity, due date and days
 * late, headed in the admin's language, in a file named for today in India; nobody else may have
 * it. A name a spreadsheet would run as a formula is written as text. On PGlite by default, on
 * PostgreSQL when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '@sahaya/contract/assets/endpoints';
import { addDays, indiaDayOf } from '@sahaya/contract/calendar-days';
import { assetRequests } from '../../db/schema/assets.ts';
import { addresses } from '../../db/schema/people.ts';
import { csvDepsOf } from '../../plugins/http/csv-download.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, insertAsset, signedIn } from '../../test/factories.ts';
import { injectAs } from '../../test/inject.ts';
import { overdueCsv } from './assets.overdue.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let adminToken: string;

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ rateLimit: false }));
  ({ token: adminToken } = await signedIn(app, 'admin'));
});
afterAll(async () => close());

const HEADER = ['Name', 'Phone', 'E-mail', 'Address', 'Asset', 'Code', 'Quantity', 'Due date', 'Days late'];

/** The rows of cells of a CSV (RFC 4180: quoted cells, quotes inside doubled), its byte order mark checked and dropped. */
function cellsOf(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const text = csv.slice(1);
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && char !== '\n' && char !== '\r')) {
      cell += char;
    } else if (char === ',') {
      endCell();
    } else if (char === '\n') {
      endCell();
      rows.push(row);
      row = [];
    }
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}

async function borrower(name: string, phone: string | null) {
  const { user } = await createUser(app, { name, phone });
  return user;
}

async function asset(name: string) {
  const row = await insertAsset(app, { name, description: 'Steel frame.', category: 'wheelchair', stocks: 3 });
  return row;
}

/** A loan of `quantity` units due back on `returnDate`, begun ten days before. */
async function loan(userId: string, assetId: string, returnDate: string, status: 'approved' | 'pending' | 'completed' | 'rejected' = 'approved', quantity = 1) {
  await app.db.insert(assetRequests).values({ assetId, userId, quantity, requestedDate: addDays(returnDate, -10), returnDate, status });
}

describe('GET /api/assetRequests/overdue.csv', () => {
  it('lists the overdue loans oldest due first, with how to call each borrower and how many days late, named for today', async () => {
    const today = indiaDayOf();
    const chair = await asset(`Wheelchair ${randomUUID().slice(0, 6)}`);
    const bed = await asset(`Airbed ${randomUUID().slice(0, 6)}`);
    const meera = await borrower('Meera Nair', '9876543210');
    const ravi = await borrower('Ravi Kumar', null);
    // Meera's primary address is where to collect from; another she keeps is not.
    await app.db.insert(addresses).values([
      { userId: meera.id, street: '12 Temple Street', city: 'Madurai', state: 'Tamil Nadu', country: 'India', pincode: '625001', isPrimary: true },
      { userId: meera.id, street: '4 Lake Road', city: 'Chennai', state: 'Tamil Nadu', country: 'India', pincode: '600001' },
    ]);
    await loan(meera.id, chair.id, addDays(today, -1), 'approved', 2);
    await loan(ravi.id, bed.id, addDays(today, -9));
    // Not overdue: due today, due later, back already, refused, still waiting for an answer.
    await loan(meera.id, bed.id, today);
    await loan(ravi.id, chair.id, addDays(today, 3));
    await loan(meera.id, chair.id, addDays(today, -20), 'completed');
    await loan(meera.id, chair.id, addDays(today, -20), 'rejected');
    await loan(ravi.id, chair.id, addDays(today, -5), 'pending');

    const res = await injectAs(app, adminToken, endpoints.overdueLoansCsv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="overdue_${today}.csv"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(cellsOf(res.body)).toEqual([
      HEADER,
      ['Ravi Kumar', '', ravi.email, '', bed.name, bed.shortCode, '1', addDays(today, -9), '9'],
      ['Meera Nair', '9876543210', meera.email, '12 Temple Street, Madurai, Tamil Nadu 625001, India', chair.name, chair.shortCode, '2', addDays(today, -1), '1'],
    ]);
  });

  it("heads its columns in the admin's language: Hindi for an admin who reads Hindi", async () => {
    const res = await injectAs(app, adminToken, endpoints.overdueLoansCsv, {}, { headers: { 'accept-language': 'hi' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(cellsOf(res.body)[0]).toEqual(['नाम', 'फ़ोन', 'ईमेल', 'पता', 'उपकरण', 'कोड', 'संख्या', 'लौटाने की तारीख़', 'कितने दिन की देर']);
    const { csv } = overdueCsv(csvDepsOf(app), { language: 'hi' });
    expect(cellsOf(String(await buffer(csv)))[0]).toEqual(cellsOf(res.body)[0]);
  });

  it('counts the days late from the day it is asked for, and writes a name that looks like a formula as text', async () => {
    const fresh = await buildTestApp({ rateLimit: false });
    try {
      const chair = await insertAsset(fresh.app, { name: 'Wheelchair', description: 'Steel frame.', category: 'wheelchair', stocks: 3 });
      const { user } = await createUser(fresh.app, { name: '=HYPERLINK("http://evil.example","Call")', phone: '9876500000' });
      await fresh.app.db
        .insert(assetRequests)
        .values({ assetId: chair.id, userId: user.id, quantity: 1, requestedDate: '2031-01-20', returnDate: '2031-01-31', status: 'approved' });
      await fresh.app.db
        .insert(addresses)
        .values({ userId: user.id, street: '=1+1 Main Road', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411001', isPrimary: true });
      const { fileName, csv } = overdueCsv(csvDepsOf(fresh.app), { today: '2031-03-02' });
      expect(fileName).toBe('overdue_2031-03-02.csv');
      expect(cellsOf(String(await buffer(csv)))).toEqual([
        HEADER,
        [`'=HYPERLINK("http://evil.example","Call")`, '9876500000', user.email, "'=1+1 Main Road, Pune, Maharashtra 411001, India", 'Wheelchair', chair.shortCode, '1', '2031-01-31', '30'],
      ]);
      // The day it fell due there is no line; only the next day is it late.
      expect(cellsOf(String(await buffer(overdueCsv(csvDepsOf(fresh.app), { today: '2031-01-31' }).csv)))).toEqual([HEADER]);
      expect(cellsOf(String(await buffer(overdueCsv(csvDepsOf(fresh.app), { today: '2031-02-01' }).csv)))[1]?.at(-1)).toBe('1');
    } finally {
      await fresh.close();
    }
  });

  it('is the admin’s only: a stranger gets 401, a user or volunteer 403', async () => {
    const stranger = await injectAs(app, null, endpoints.overdueLoansCsv);
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().code).toBe('UNAUTHENTICATED');
    for (const role of ['user', 'volunteer'] as const) {
      const { token } = await signedIn(app, role);
      const res = await injectAs(app, token, endpoints.overdueLoansCsv);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });
});
