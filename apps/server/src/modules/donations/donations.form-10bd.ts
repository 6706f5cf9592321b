/**
 * Form 10BD, the statement of donations an organisation registered under section 80G files for
 * each financial year, as the CSV of the income-tax portal's template (Part B, "Details of donors
 * and donations"): one row per donor and mode of receipt, and the year's receipts that still lack
 * the donor's PAN, so the admin can ask for it before filing (cash above ₹2,000 is left out of
 * that list: section 80G(5D) makes it not deductible, PAN or not).
 *
 * A donation counts when it has a receipt: completed, not made on the demo checkout, numbered.
 * One given anonymously is left out: its receipt names nobody and claims nothing under section 80G.
 * Both read the year's receipts through the partial index on `received_on`.
 */
import { and, between, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { WithoutPanQuery } from '@sahaya/contract/donations/schemas';
import { financialYearDays } from '@sahaya/contract/donations/receipt-numbers';
import { CASH_DEDUCTION_LIMIT } from '@sahaya/contract/donations/section-80g';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { cursorColumns, heldCursorBatches } from '../../db/held-cursor.ts';
import { ascending } from '../../db/order.ts';
import { choice, PagedList } from '../../db/paged-list.ts';
import { presentNameOf } from '../../db/person-names.ts';
import { donations } from '../../db/schema/donations.ts';
import type { Downloaded } from '../access-log/access-log.service.ts';
import { primaryAddressLines } from '../people/addresses.service.ts';

/** The template's columns, in its order. */
export const form10bdColumns = [
  'Sr. No.',
  'ID Code',
  'Unique Identification Number',
  'Section Code',
  'Unique Registration Number',
  'Date of Issuance of URN',
  'Name of donor',
  'Address of donor',
  'Donation Type',
  'Mode of receipt',
  'Amount of donation',
] as const;

/** The portal's words for the template's choices (its drop-down values). */
export const form10bdCodes = {
  pan: 'Permanent Account Number',
  section80G: 'Section 80G',
  /** Neither a specific grant nor a corpus donation: every gift Sahaya takes. */
  donationType: 'Others',
  cash: 'Cash',
  /** Cheques, bank transfers, UPI, cards, net banking and wallets alike. */
  electronic: 'Electronic modes including account payee cheque/draft',
} as const;

/** The receipts of a financial year that Form 10BD reports. */
function receiptsOf(financialYear: string): SQL {
  const { from, to } = financialYearDays(financialYear);
  return and(
    isNotNull(donations.receiptNumber),
    between(donations.receivedOn, from, to),
    eq(donations.status, 'completed'),
    eq(donations.isDemo, false),
    eq(donations.isAnonymous, false),
  )!;
}

/**
 * Form 10BD's modes are cash and the rest (cheques, transfers and payments online are all
 * "electronic modes"): grouped by whether it was cash, written as SQL text alone so the grouping
 * and the selected column are one expression.
 */
const isCash = sql<boolean>`(coalesce(${donations.paymentMode}, '') = 'cash')`;

/**
 * Who gave: the account, or (for an offline gift without one, or a donor whose account is gone)
 * the e-mail or else the name written on the gift. Together with the PAN given and the mode of
 * receipt it makes one row.
 */
const otherDonor = sql<string | null>`(case when ${donations.userId} is null then coalesce(lower(${donations.donorEmail}), lower(${donations.donorName})) end)`;

export interface Form10bdRow {
  /** The row's number in the file, from 1. */
  serial: number;
  idCode: string;
  pan: string;
  name: string;
  address: string;
  mode: string;
  amount: number;
  /** The donor's account, when they had one: the access log tells them their details were downloaded. */
  userId?: string | null;
}

/** `yyyy-MM-dd` as the portal writes dates, `dd-MM-yyyy`. */
const portalDate = (day: string | undefined) => (day ? `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}` : '');

/**
 * Rows a batch of the file holds: what the node keeps of the file at once. The year's groups are
 * made once, by the database, and read through a cursor (db/held-cursor.ts).
 */
const BATCH_ROWS = 1000;

/** One group of the year's receipts, as the cursor reads it. */
interface Group {
  userId: string | null;
  pan: string;
  isCash: boolean;
  name: string | null;
  address: string | null;
  amount: string;
}

/**
 * The rows of a financial year in batches, in the order their first receipt was given (unique to a
 * group), each batch with the addresses its donors keep on their accounts; `downloaded` is told
 * each batch's donors with accounts before the batch is handed on.
 */
export async function* form10bdBatches(
  database: Pick<Database, 'db' | 'reserve'>,
  financialYear: string,
  { batchRows = BATCH_ROWS, downloaded = async () => undefined }: { batchRows?: number; downloaded?: Downloaded } = {},
): AsyncGenerator<Form10bdRow[]> {
  const pan = sql<string>`coalesce(${donations.donorPan}, '')`;
  const groups = database.db
    .select(
      cursorColumns({
        userId: donations.userId,
        pan,
        isCash,
        name: sql`coalesce(max(${donations.donorName}), ${presentNameOf(donations.userId)})`,
        address: sql`max(${donations.donorAddress})`,
        amount: sql`sum(${donations.amount})::text`,
      }),
    )
    .from(donations)
    .where(receiptsOf(financialYear))
    .groupBy(donations.userId, otherDonor, pan, isCash)
    .orderBy(sql`min(${donations.receiptNumber})`);
  let serial = 0;
  for await (const batch of heldCursorBatches<Group>(database, groups, batchRows)) {
    const needAddress = [...new Set(batch.filter((g) => !g.address && g.userId).map((g) => g.userId!))];
    const addresses = await primaryAddressLines(database.db, needAddress);
    await downloaded(batch.flatMap((g) => (g.userId ? [g.userId] : [])));
    yield batch.map((g) => ({
      serial: (serial += 1),
      idCode: g.pan ? form10bdCodes.pan : '',
      pan: g.pan,
      name: g.name ?? '',
      address: g.address ?? (g.userId ? addresses.get(g.userId) : undefined) ?? '',
      mode: g.isCash ? form10bdCodes.cash : form10bdCodes.electronic,
      amount: Number(g.amount),
      userId: g.userId,
    }));
  }
}

/** A row's cells in the template's columns. */
export function form10bdCells(row: Form10bdRow, org: Config['org']): string[] {
  return [
    String(row.serial),
    row.idCode,
    row.pan,
    form10bdCodes.section80G,
    org.registration80G ?? '',
    portalDate(org.issued80G),
    row.name,
    row.address,
    form10bdCodes.donationType,
    row.mode,
    row.amount.toFixed(2),
  ];
}

/**
 * The year's receipts whose donor could deduct the gift if they gave their PAN: none given yet, and
 * not cash above the limit, which section 80G(5D) makes not deductible whatever the donor gives.
 */
const needingPan = (fy: string): SQL =>
  and(
    receiptsOf(fy),
    isNull(donations.donorPan),
    sql`not (${isCash} and ${donations.amount} > ${CASH_DEDUCTION_LIMIT})`,
  )!;

/**
 * The year's receipts without a donor PAN that could use one, in the order they were given, a page
 * at a time (db/paged-list.ts). The year chooses the statement: its days are written into it.
 */
export const receiptsWithoutPanList = (db: Db) =>
  new PagedList(db, {
    name: 'receipts_without_pan',
    table: donations,
    columns: {
      _id: donations.id,
      receiptNumber: sql<string>`${donations.receiptNumber}`,
      receivedOn: sql<string>`${donations.receivedOn}::text`,
      amount: donations.amount,
      paymentMode: donations.paymentMode,
      donorName: sql<string | null>`coalesce(${donations.donorName}, ${presentNameOf(donations.userId)})`,
      donorEmail: donations.donorEmail,
      userId: donations.userId,
    },
    order: [ascending(donations.receivedOn), ascending(donations.receiptNumber)],
    // Every receipt of a year has its number and its day.
    nonNull: [donations.receivedOn, donations.receiptNumber],
    filters: { fy: choice(needingPan) },
    // A year holds a hundred thousand receipts and more: its total is counted once, and kept until
    // the donations change (a kept total, under the version of `donations`).
    keepTotals: true,
  });

export async function receiptsWithoutPan(list: ReturnType<typeof receiptsWithoutPanList>, query: WithoutPanQuery) {
  const { rows, total, totalPages, ...cursors } = await list.page(query);
  return {
    donations: rows.map(({ amount, donorName, ...row }) => ({ ...row, amount: Number(amount), donorName: donorName ?? '' })),
    totalPages,
    totalItems: total,
    ...cursors,
  };
}
