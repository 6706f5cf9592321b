/**
 * The deposits for the accounts: every deposit taken at a hand-over or refunded at a return in a
 * period, one row a loan, as a CSV an accountant reconciles against the cash box and the UPI
 * statement.
 */
import { and, asc, eq, gte, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { depositsPeriod, type DepositsCsvQuery } from '@sahaya/contract/assets/schemas';
import { addDays, indiaDayOf } from '@sahaya/contract/calendar-days';
import { defaultLanguage, type Language } from '@sahaya/contract/i18n/languages';
import { cursorColumns, heldCursorBatches } from '../../db/held-cursor.ts';
import { indiaDay } from '../../db/order.ts';
import { assetRequests, assets } from '../../db/schema/assets.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import { say } from '../../lib/i18n.ts';
import { safeCell, spreadsheetCsv } from '../../lib/spreadsheet-csv.ts';
import type { CsvDeps } from '../../plugins/http/csv-download.ts';
import type { Downloaded } from '../access-log/access-log.service.ts';
import { borrowerAndAsset } from './assets.lists.ts';

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

/** Deposits a batch of the file holds. */
const BATCH_ROWS = 1000;

/** A moment's day in India, as `yyyy-MM-dd`: the cursor's rows are the database's text. */
const indiaDayText = (moment: AnyPgColumn) => sql<string | null>`${indiaDay(moment)}::text`;

interface Deposit {
  userId: string;
  person: { name: string; phone: string | null };
  asset: string;
  shortCode: string;
  rupees: number;
  method: string | null;
  reference: string | null;
  taken: string | null;
  refunded: string | null;
  refundReference: string | null;
}

/**
 * The file's name and the file, headed in `language`, in the order the deposits were taken; the
 * period is the days asked (the current month in India by default, as `depositsPeriod` fills it in),
 * counted in India. A deposit is refunded after it was taken, so every row of the period was taken
 * before the period ends: the rows are read off the partial index of loans with a deposit by their
 * hand-over, and those taken earlier are kept when their refund falls in the period. They are read in
 * batches through a cursor; `downloaded` is told each batch's borrowers before their rows go out.
 */
export function depositsCsv(
  deps: CsvDeps,
  {
    language = defaultLanguage,
    today = indiaDayOf(),
    downloaded = async () => undefined,
    ...query
  }: DepositsCsvQuery & { language?: Language; today?: string; downloaded?: Downloaded },
): { fileName: string; csv: NodeJS.ReadableStream } {
  const { from, to } = depositsPeriod(query, today);
  const start = indiaMidnight(from);
  const end = indiaMidnight(addDays(to, 1));
  const deposits = deps.db
    .select(
      cursorColumns({
        ...borrowerAndAsset,
        rupees: assetRequests.depositRupees,
        method: assetRequests.depositMethod,
        reference: assetRequests.depositReference,
        taken: indiaDayText(assetRequests.handedOverAt),
        refunded: indiaDayText(assetRequests.depositRefundedAt),
        refundReference: assetRequests.depositRefundReference,
      }),
    )
    .from(assetRequests)
    .innerJoin(assets, eq(assets.id, assetRequests.assetId))
    .where(
      and(
        isNotNull(assetRequests.depositRupees),
        lt(assetRequests.handedOverAt, end),
        or(gte(assetRequests.handedOverAt, start), and(gte(assetRequests.depositRefundedAt, start), lt(assetRequests.depositRefundedAt, end))),
      ),
    )
    .orderBy(asc(assetRequests.handedOverAt), asc(assetRequests.id));
  async function* batches() {
    for await (const batch of heldCursorBatches<Deposit>(deps, deposits, BATCH_ROWS)) {
      await downloaded([...new Set(batch.map((row) => row.userId))]);
      yield batch;
    }
  }
  // Names, assets and references are typed by people, so they are the cells a formula could hide in.
  const cells = (row: Deposit) => [
    row.taken ?? '',
    safeCell(row.person.name),
    row.person.phone ?? '',
    safeCell(row.asset),
    row.shortCode,
    String(row.rupees),
    methodIn(language, row.method),
    safeCell(row.reference ?? ''),
    row.refunded ?? '',
    safeCell(row.refundReference ?? ''),
  ];
  const csv = csvStream({ ...spreadsheetCsv, columns: columns(language) }, batches(), cells, (error) =>
    deps.log.error({ err: error }, 'The deposits file failed'),
  );
  return { fileName: `deposits_${from}_${to}.csv`, csv };
}
