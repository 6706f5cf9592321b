/**
 * Migration 0028 numbers the demo gifts completed before demo gifts were numbered, in a series of
 * their own (`DEMO/2026-27/000001`), and leaves the real series as it was: a database made by the
 * migrations before it is given such gifts, then 0028 is applied, and the next numbers of both
 * series are taken as a completion takes them. On PostgreSQL when DATABASE_URL is set (a database
 * of the test's own), else on PGlite.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../test/database-before-migration.ts';
import { takeReceiptNumber } from './receipt-numbers.ts';

const before = databaseBeforeMigration(28);
const { rows } = before;

describe('migration 0028', () => {
  it('numbers the demo gifts completed so far in the demo series, per financial year, and leaves the real series alone', async () => {
    const gift = async (values: { demo: boolean; status: string; completedAt: string | null; receivedOn?: string; receiptNumber?: string }) => {
      const [row] = await rows<{ id: string }>(sql`
        insert into donations (amount, campaign, status, is_demo, provider, completed_at, received_on, receipt_number)
        values (500, 'general', ${values.status}, ${values.demo}, ${values.demo ? 'demo' : 'razorpay'}, ${values.completedAt},
          ${values.receivedOn ?? null}, ${values.receiptNumber ?? null})
        returning id`);
      return row!.id;
    };
    const real = await gift({ demo: false, status: 'completed', completedAt: '2026-05-10T06:00:00Z', receivedOn: '2026-05-10', receiptNumber: 'SAH/2026-27/000001' });
    await before.db.execute(sql`insert into receipt_sequences (financial_year, last_number) values ('2026-27', 1)`);
    const second = await gift({ demo: true, status: 'completed', completedAt: '2026-06-01T06:00:00Z' });
    const first = await gift({ demo: true, status: 'completed', completedAt: '2026-05-01T06:00:00Z', receivedOn: '2026-05-01' });
    // 31 March, 20:00 UTC is already 1 April in India: the next financial year's.
    const nextYear = await gift({ demo: true, status: 'completed', completedAt: '2027-03-31T20:00:00Z' });
    const pending = await gift({ demo: true, status: 'pending', completedAt: null });

    await before.migrate();

    const numbered = await rows<{ id: string; receipt_number: string | null; received_on: string | null }>(sql`
      select id, receipt_number, received_on::text from donations`);
    const byId = new Map(numbered.map((row) => [row.id, row]));
    expect(byId.get(first)).toMatchObject({ receipt_number: 'DEMO/2026-27/000001', received_on: '2026-05-01' });
    expect(byId.get(second)).toMatchObject({ receipt_number: 'DEMO/2026-27/000002', received_on: '2026-06-01' });
    expect(byId.get(nextYear)).toMatchObject({ receipt_number: 'DEMO/2027-28/000001', received_on: '2027-04-01' });
    expect(byId.get(pending)).toMatchObject({ receipt_number: null, received_on: null });
    expect(byId.get(real)).toMatchObject({ receipt_number: 'SAH/2026-27/000001' });
    expect(await rows(sql`select series, financial_year, last_number from receipt_sequences order by series, financial_year`)).toEqual([
      { series: 'DEMO', financial_year: '2026-27', last_number: 2 },
      { series: 'DEMO', financial_year: '2027-28', last_number: 1 },
      { series: 'SAH', financial_year: '2026-27', last_number: 1 },
    ]);

    // Each series goes on from its own last number.
    await before.db.transaction(async (tx) => {
      expect(await takeReceiptNumber(tx, '2026-08-01', 'DEMO')).toBe('DEMO/2026-27/000003');
      expect(await takeReceiptNumber(tx, '2026-08-01')).toBe('SAH/2026-27/000002');
    });
  });
});
