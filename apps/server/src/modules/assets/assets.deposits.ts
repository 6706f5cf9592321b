/**
 * The deposits for the accounts: every deposit taken at a hand-over or refunded at a return in a
 * period, one row a loan, as a CSV an accountant reconciles against the cash box and the UPI
 * statement.
 */
import { and, asc, eq, gte, isNotNull, lt, or } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { depositsPeriod, type DepositsCsvQuery } from '@sahaya/contract/assets/schemas';
import { addDays, indiaDayOf } from '@sahaya/contract/calendar-days';
import { defaultLanguage, type Language } from '@sahaya/contract/i18n/languages';
import { personWithPhoneOf } from '../../db/person-names.ts';
import { assetRequests, assets } from '../../db/schema/assets.ts';
import { say } from '../../lib/i18n.ts';
import { safeCell, spreadsheetCsv } from '../../lib/spreadsheet-csv.ts';
import type { AssetDeps } from './assets.service.ts';

/** The column headings, in the language of whoever downloads the file. */
const columns = (language: Language) => [
  say(language, /*i18n*/ { id: 'depositsCsv.taken', message: 'Date taken' }),
  say(language, /*i18n*/ { id: 'depositsCsv.name', message: 'Borrower' }),
  say(language, /*i18n*/ { id: 'depositsCsv.phone', message: 'Phone' }),
  say(language, /*i18n*/ { id: 'depositsCsv.asset', message: 'Asset' }),
  say(language, /*i18n*/ { id: 'depositsCsv.code', message: 'Code' }),
  say(language, /*i18n*/ { id: 'depositsCsv.amount', message: 'Amount (₹)' }),
  say(language, /*i18n*/ { id: 'depositsCsv.method', message: 'Method' }),
  say(language, /*i18n*/ { id: 'depositsCsv.reference', message: 'Reference' }),
  say(language, /*i18n*/ { id: 'depositsCsv.refunded', message: 'Date refunded' }),
  say(language, /*i18n*/ { id: 'depositsCsv.refundReference', message: 'Refund reference' }),
];

/** How a deposit was paid, as the reader says it. */
const methodIn = (language: Language, method: string | null) =>
  method === 'upi'
    ? say(language, /*i18n*/ { id: 'depositsCsv.upi', message: 'UPI' })
    : method === 'cash'
      ? say(language, /*i18n*/ { id: 'depositsCsv.cash', message: 'Cash' })
      : '';

/** The moment a day in India begins. */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The most rows the file holds: far more than a year of a closet's deposits. */
const DEPOSITS_MAX = 50_000;

/**
 * The file's name and its rows, in the order the deposits were taken, headed in `language`; the
 * period is the days asked (the current month in India by default, as `depositsPeriod` fills it in),
 * counted in India. A deposit is refunded after it was taken, so every row of the period was taken
 * before the period ends: the rows are read off the partial index of loans with a deposit by their
 * hand-over, and those taken earlier are kept when their refund falls in the period.
 */
export async function depositsCsv(
  deps: Pick<AssetDeps, 'db'>,
  { language = defaultLanguage, today = indiaDayOf(), ...query }: DepositsCsvQuery & { language?: Language; today?: string },
): Promise<{ filename: string; csv: string; borrowers: string[] }> {
  const { from, to } = depositsPeriod(query, today);
  const start = indiaMidnight(from);
  const end = indiaMidnight(addDays(to, 1));
  const rows = await deps.db
    .select({
      userId: assetRequests.userId,
      person: personWithPhoneOf(assetRequests.userId),
      asset: assets.name,
      shortCode: assets.shortCode,
      rupees: assetRequests.depositRupees,
      method: assetRequests.depositMethod,
      reference: assetRequests.depositReference,
      handedOverAt: assetRequests.handedOverAt,
      refundedAt: assetRequests.depositRefundedAt,
      refundReference: assetRequests.depositRefundReference,
    })
    .from(assetRequests)
    .innerJoin(assets, eq(assets.id, assetRequests.assetId))
    .where(
      and(
        isNotNull(assetRequests.depositRupees),
        lt(assetRequests.handedOverAt, end),
        or(gte(assetRequests.handedOverAt, start), and(gte(assetRequests.depositRefundedAt, start), lt(assetRequests.depositRefundedAt, end))),
      ),
    )
    .orderBy(asc(assetRequests.handedOverAt), asc(assetRequests.id))
    .limit(DEPOSITS_MAX);
  // Names, assets and references are typed by people, so they are the cells a formula could hide in.
  const cells = rows.map((row) => [
    row.handedOverAt ? indiaDayOf(row.handedOverAt) : '',
    safeCell(row.person.name),
    row.person.phone ?? '',
    safeCell(row.asset),
    row.shortCode,
    String(row.rupees),
    methodIn(language, row.method),
    safeCell(row.reference ?? ''),
    row.refundedAt ? indiaDayOf(row.refundedAt) : '',
    safeCell(row.refundReference ?? ''),
  ]);
  const borrowers = [...new Set(rows.map((row) => row.userId))];
  return { filename: `deposits_${from}_${to}.csv`, csv: stringify(cells, { ...spreadsheetCsv, columns: columns(language) }), borrowers };
}
