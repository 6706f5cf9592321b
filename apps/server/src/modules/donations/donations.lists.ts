/**
 * The lists of donations (db/paged-list.ts): a person's own history and the admin's table, both
 * newest first by (created_at, id) as the indexes of schema/donations.ts are; and the admin's
 * export, read in batches by the same order so a file of any length never sits in memory.
 * The donor is a scalar subquery made for the rows of a page only, and is never read for a
 * donation whose donor chose to stay anonymous.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminDonationsQuery, Campaign, ExportDonationsQuery, PaymentProvider } from '@sahaya/contract/donations/schemas';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/order.ts';
import { bound, likePattern, PagedList } from '../../db/paged-list.ts';
import { presentPersonOf } from '../../db/person-names.ts';
import { donations } from '../../db/schema/donations.ts';

export const donationColumns = {
  _id: donations.id,
  amount: donations.amount,
  campaign: donations.campaign,
  status: donations.status,
  message: donations.message,
  isAnonymous: donations.isAnonymous,
  stripePaymentId: donations.stripePaymentId,
  isDemo: donations.isDemo,
  receiptNumber: donations.receiptNumber,
  paymentMode: donations.paymentMode,
  provider: donations.provider,
  receivedOn: donations.receivedOn,
  pan: donations.donorPan,
  createdAt: donations.createdAt,
  completedAt: donations.completedAt,
};

/** The donor an admin may see: none when the donation is anonymous or the account is gone. */
const namedDonor = sql<{ _id: string; name: string } | null>`(case when ${donations.isAnonymous} then null
  else ${presentPersonOf(donations.userId)} end)`;

/** The name an offline gift's receipt shows, read only when the donor is not anonymous. */
const offlineName = sql<string | null>`(case when ${donations.isAnonymous} then null
  when ${donations.provider} = 'offline' then ${donations.donorName} end)`;

/** The admin's columns: the donor, and an offline gift's reference. */
const adminColumns = { ...donationColumns, userId: namedDonor, offlineName, reference: donations.reference };

type Row = {
  amount: number | string;
  provider: string | null;
  createdAt: Date;
  completedAt: Date | null;
};

/** `date` is when the payment was confirmed, or when the donation was made while it is not. */
export const toDonation = <R extends Row>({ createdAt, completedAt, ...row }: R) => ({
  ...row,
  amount: Number(row.amount),
  // The column is free text in the table; only the contract's providers are written to it.
  provider: row.provider as PaymentProvider | null,
  date: (completedAt ?? createdAt).toISOString(),
});

/**
 * An offline gift names its donor as the admin wrote it (unless given anonymously); an online one
 * names the account, when the donor allowed it and the account is still there.
 */
export const toAdminDonation = <R extends Row & { userId: { _id: string; name: string } | null; offlineName: string | null }>({
  offlineName,
  ...row
}: R) => ({
  ...toDonation(row),
  donorName: row.userId?.name ?? offlineName,
});

const order = [newestFirst(donations.createdAt), newestFirst(donations.id)];

/** A payment id or a message holding the search text. */
const matches = (pattern: unknown) => sql`(${donations.stripePaymentId} ilike ${pattern} or ${donations.message} ilike ${pattern})`;
const campaignIs = bound<string>((campaign) => sql`${donations.campaign} = ${campaign}`);

const myDonations = (db: Db) =>
  new PagedList(db, {
    name: 'donations_mine',
    table: donations,
    columns: donationColumns,
    order,
    // The person is a filter bound as a parameter, so one statement serves everybody.
    filters: { user: bound<string>((userId) => eq(donations.userId, userId)) },
    countWithPage: true,
  });

const allDonations = (db: Db) =>
  new PagedList(db, {
    name: 'donations_all',
    table: donations,
    columns: adminColumns,
    search: matches,
    order,
    filters: { campaign: campaignIs },
    // A search of a million donations matches tens of thousands: counting it on every page would
    // cost far more than the page; totals are kept under the table's version (migration 0012).
    keepTotals: true,
  });

/** One donation as the admin's table shows it. */
export async function adminDonationOf(db: Db, id: string) {
  const [row] = await db.select(adminColumns).from(donations).where(eq(donations.id, id));
  return row && toAdminDonation(row);
}

/** The lists of one app: their prepared statements. */
export class DonationLists {
  private readonly mine: ReturnType<typeof myDonations>;
  private readonly all: ReturnType<typeof allDonations>;

  constructor(private readonly db: Db) {
    this.mine = myDonations(db);
    this.all = allDonations(db);
  }

  async historyOf(userId: string, page: { page: number; limit: number; cursor?: string }) {
    const { rows, total, totalPages, ...cursors } = await this.mine.page({ ...page, user: userId });
    return { donations: rows.map(toDonation), totalPages, totalItems: total, ...cursors };
  }

  async list({ campaign, ...page }: AdminDonationsQuery) {
    const { rows, total, totalPages, ...cursors } = await this.all.page({ ...page, campaign });
    return { donations: rows.map(toAdminDonation), totalPages, totalItems: total, ...cursors };
  }

  /**
   * The admin's list with the same filters, batch after batch: each batch starts after the last
   * row of the one before (keyset), so every batch is an index range and memory holds one batch.
   */
  async *exportBatches({ search, campaign }: ExportDonationsQuery, batchSize = 1000) {
    const filters: SQL[] = [];
    if (search) filters.push(matches(likePattern(search)));
    if (campaign) filters.push(eq(donations.campaign, campaign as Campaign));
    // The key is kept as PostgreSQL's text of the timestamp: a Date would drop its microseconds.
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      const rows = await this.db
        .select({ ...adminColumns, key: sql<string>`${donations.createdAt}::text` })
        .from(donations)
        .where(
          and(
            ...filters,
            after ? sql`(${donations.createdAt}, ${donations.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(...order)
        .limit(batchSize);
      if (rows.length === 0) return;
      yield rows.map(({ key: _key, ...row }) => toAdminDonation(row));
      const last = rows[rows.length - 1]!;
      after = { createdAt: last.key, id: last._id };
      if (rows.length < batchSize) return;
    }
  }
}
