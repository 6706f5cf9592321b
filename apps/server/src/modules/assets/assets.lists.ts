/**
 * The lists of the lending library (db/paged-list.ts): the catalogue in each of its six sorts, a
 * person's own requests (all of them, or of one asset), the admin's requests in each of their three
 * sorts and the overdue loans by due day, and an asset's open loans. Every order ends with the id,
 * so no row shows on two pages; the orders match the indexes of schema/assets.ts. A request's asset
 * and requester are scalar subqueries of the page's rows, each a primary-key lookup made for the
 * rows of the page only.
 *
 * An asset's name, description and pickup note are read in the reader's language (assets.texts.ts),
 * bound as a parameter of each statement.
 *
 * Whether a loan is overdue is decided against today's day in India by the server's clock, passed
 * as a value, never by the database's now(): every node and every test agrees on the day's edge.
 */
import { and, asc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { indiaDayOf } from '@sahaya/contract/calendar-days';
import type { Language } from '@sahaya/contract/i18n/languages';
import type {
  AdminAssetRequestsQuery,
  AssetLoansQuery,
  ListAssetsQuery,
  MyAssetRequestsQuery,
  MyRequestsForAssetQuery,
} from '@sahaya/contract/assets/schemas';
import { LIMITED_STOCK_MAX, type assetFilters, type assetSorts, type requestSorts } from '@sahaya/contract/constants';
import type { Db } from '../../db/client.ts';
import { cursorColumns } from '../../db/held-cursor.ts';
import { ascending, descending, newestFirst, type OrderTerm, soonestFirst } from '../../db/order.ts';
import { bound, choice, PagedList } from '../../db/paged-list.ts';
import type { VersionedTable } from '../../db/versioned-totals.ts';
import { nameMatches, ownNameMatches, personWithPhoneOf } from '../../db/person-names.ts';
import { assetRequests, assets } from '../../db/schema/assets.ts';
import { assetTextIn, assetTextsIn, translatedNames } from './assets.texts.ts';

type AssetSort = (typeof assetSorts)[number];
type AssetFilter = Exclude<(typeof assetFilters)[number], 'all'>;
type RequestSort = (typeof requestSorts)[number];

/**
 * The units on the shelf on `today` (a day in India, or a statement's placeholder for one) set
 * aside for approved loans not yet handed over whose periods have begun (one past its return day,
 * never collected, keeps them until it is taken back): a lookup on the asset, status and dates
 * index, made for the rows of a page only. Its columns are named by table, as a select of one
 * table writes its own without.
 */
export const reservedOn = (today: unknown) => sql<number>`(
  select coalesce(sum(r.quantity), 0)::integer from ${assetRequests} r
    where r.asset_id = "assets"."id" and r.status = 'approved' and r.handed_over_at is null and r.requested_date <= ${today}::date)`;

/** An asset as a reader of `language` reads it on `today` (each a value, or a statement's placeholder for one). */
export const assetColumnsIn = (language: unknown, today: unknown) => ({
  _id: assets.id,
  shortCode: assets.shortCode,
  ...assetTextsIn(language),
  category: assets.category,
  image: assets.image,
  stocks: assets.stocks,
  inRepair: assets.inRepair,
  reserved: reservedOn(today),
  maxLoanDays: assets.maxLoanDays,
  maxRenewals: assets.maxRenewals,
  checklist: assets.checklist,
  depositRupees: assets.depositRupees,
  serviceEveryLoans: assets.serviceEveryLoans,
  serviceEveryDays: assets.serviceEveryDays,
  createdAt: assets.createdAt,
  updatedAt: assets.updatedAt,
});

const catalogueOrders: Record<AssetSort, OrderTerm[]> = {
  newest: [newestFirst(assets.createdAt), newestFirst(assets.id)],
  oldest: [soonestFirst(assets.createdAt), soonestFirst(assets.id)],
  'name-asc': [ascending(assets.name), ascending(assets.id)],
  'name-desc': [descending(assets.name), descending(assets.id)],
  'most-available': [descending(assets.stocks), ascending(assets.name), ascending(assets.id)],
  'least-available': [ascending(assets.stocks), ascending(assets.name), ascending(assets.id)],
};

const availability: Record<AssetFilter, SQL> = {
  available: sql`${assets.stocks} > 0`,
  limited: sql`${assets.stocks} between 1 and ${sql.raw(String(LIMITED_STOCK_MAX))}`,
  'out-of-stock': sql`${assets.stocks} = 0`,
};

/** An asset named like the search box, in English or any language it was written in. */
const named = (pattern: unknown) => sql`(${assets.name} ilike ${pattern} or ${translatedNames} ilike ${pattern})`;

/** The catalogue in one of its sorts. */
export const catalogueIn = (db: Db, sort: AssetSort) =>
  new PagedList(db, {
    name: `catalogue_${sort.replace('-', '_')}`,
    table: assets,
    columns: (param) => assetColumnsIn(param('language'), param('today')),
    // By its name in any language: a reader of Hindi types the Hindi name they read.
    search: named,
    order: catalogueOrders[sort],
    filters: { availability: choice((filter: AssetFilter) => availability[filter]) },
    // Every person browsing asks for the same few totals; they change only when the assets do.
    keepTotals: true,
  });

type RequestAsset = {
  _id: string;
  name: string;
  category: string;
  image: string | null;
  pickupNote: string | null;
  maxLoanDays: number;
  maxRenewals: number;
  checklist: string[];
  depositRupees: number | null;
};

/**
 * The asset of a request, as the request lists show it to a reader of `language`: with how long it
 * may be renewed, what its return checks and the deposit its hand-over takes.
 */
const assetOfRequest = (language: unknown) => sql<RequestAsset>`(
  select json_build_object('_id', ${assets.id}, 'name', ${assetTextIn(language, 'name')}, 'category', ${assets.category},
      'image', ${assets.image}, 'pickupNote', ${assetTextIn(language, 'pickupNote')},
      'maxLoanDays', ${assets.maxLoanDays}, 'maxRenewals', ${assets.maxRenewals}, 'checklist', ${assets.checklist},
      'depositRupees', ${assets.depositRupees})
    from ${assets} where ${assets.id} = ${assetRequests.assetId})`;

type Deposit = { rupees: number; method: 'cash' | 'upi' | null; reference: string | null; refundedAt: string | null; refundReference: string | null };

/** The deposit a loan's hand-over took, or null. */
const depositOf = sql<Deposit | null>`case when ${assetRequests.depositRupees} is null then null else json_build_object(
  'rupees', ${assetRequests.depositRupees}, 'method', ${assetRequests.depositMethod}, 'reference', ${assetRequests.depositReference},
  'refundedAt', to_char(${assetRequests.depositRefundedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'refundReference', ${assetRequests.depositRefundReference}) end`;

/** A request as a reader of `language` reads it. */
export const requestColumnsIn = (language: unknown) => ({
  _id: assetRequests.id,
  asset: assetOfRequest(language),
  status: assetRequests.status,
  priority: assetRequests.priority,
  requestedDate: assetRequests.requestedDate,
  returnDate: assetRequests.returnDate,
  quantity: assetRequests.quantity,
  reason: assetRequests.reason,
  comment: assetRequests.comment,
  createdAt: assetRequests.createdAt,
  decidedAt: assetRequests.decidedAt,
  handedOverAt: assetRequests.handedOverAt,
  returnedAt: assetRequests.returnedAt,
  returnCondition: assetRequests.returnCondition,
  returnNote: assetRequests.returnNote,
  returnChecklist: assetRequests.returnChecklist,
  renewals: assetRequests.renewals,
  deposit: depositOf,
});

/** A request whose asset's name matches the search box. */
const assetNamed = (pattern: unknown) => sql`${assetRequests.assetId} in (select ${assets.id} from ${assets} where ${named(pattern)})`;
/** The same two matches, made for each request by looking up its own asset and requester. */
const assetOrRequesterNamedRowByRow = (pattern: unknown) => sql`(exists (select from ${assets} where ${assets.id} = ${assetRequests.assetId} and ${named(pattern)})
  or ${ownNameMatches(assetRequests.userId, pattern)})`;

const statusIs = bound<string>((status) => sql`${assetRequests.status} = ${status}`);

const myRequests = (db: Db) =>
  new PagedList(db, {
    name: 'asset_requests_mine',
    table: assetRequests,
    columns: (param) => requestColumnsIn(param('language')),
    search: assetNamed,
    // The person is a filter bound as a parameter, so one statement serves everybody.
    order: [newestFirst(assetRequests.createdAt), newestFirst(assetRequests.id)],
    filters: { user: bound<string>((userId) => eq(assetRequests.userId, userId)), status: statusIs },
    countWithPage: true,
  });

const requestOrders: Record<RequestSort, OrderTerm[]> = {
  newest: [newestFirst(assetRequests.createdAt), newestFirst(assetRequests.id)],
  oldest: [soonestFirst(assetRequests.createdAt), soonestFirst(assetRequests.id)],
  // The priority enum is declared high, medium, low: ascending is the most pressing first.
  priority: [ascending(assetRequests.priority), newestFirst(assetRequests.createdAt), newestFirst(assetRequests.id)],
};

/** The columns of a request in the admin's lists: with its requester and a phone number to call. */
export const adminRequestColumnsIn = (language: unknown) => ({ ...requestColumnsIn(language), user: personWithPhoneOf(assetRequests.userId) });

const adminSearch = {
  search: (pattern: unknown) => sql`(${assetNamed(pattern)} or ${nameMatches(assetRequests.userId, pattern)})`,
  // A broad search ("chair" names a third of the assets) is paged by walking the requests instead.
  searchRowByRow: assetOrRequesterNamedRowByRow,
  // A million requests: a status or a search matches thousands, and counting them on every page
  // would cost far more than the page. A search matches asset and requester names too.
  keepTotals: { searchReads: ['assets', 'users'] as VersionedTable[] },
};

const priorityIs = bound<string>((priority) => sql`${assetRequests.priority} = ${priority}`);

export const allRequestsIn = (db: Db, sort: RequestSort) =>
  new PagedList(db, {
    name: `asset_requests_${sort}`,
    table: assetRequests,
    columns: (param) => adminRequestColumnsIn(param('language')),
    ...adminSearch,
    order: requestOrders[sort],
    filters: { status: statusIs, priority: priorityIs },
  });

/**
 * Approved loans due back before `today` (a day in India, bound as a parameter), the longest
 * overdue first whatever the sort: the admin's call list, off the status and return-day index.
 */
export const overdueRequests = (db: Db) =>
  new PagedList(db, {
    name: 'asset_requests_overdue',
    table: assetRequests,
    columns: (param) => adminRequestColumnsIn(param('language')),
    ...adminSearch,
    where: [eq(assetRequests.status, 'approved')],
    order: [ascending(assetRequests.returnDate), ascending(assetRequests.id)],
    filters: { dueBefore: bound<string>((today) => lt(assetRequests.returnDate, sql`${today}::date`)), priority: priorityIs },
  });

/**
 * An asset's approved loans not yet returned (out, or booked and not yet collected), soonest first,
 * off the asset, status and dates index, whose last column, the id, decides between loans of the
 * same days. An asset has a few units and each of their loans is a row, so the page counts its list
 * in its own statement. The search finds the borrower at the counter by name, each loan's own
 * borrower looked up: the asset's loans are far fewer than the people named alike.
 */
export const loansOfAsset = (db: Db) =>
  new PagedList(db, {
    name: 'asset_loans',
    table: assetRequests,
    columns: (param) => adminRequestColumnsIn(param('language')),
    search: (pattern) => ownNameMatches(assetRequests.userId, pattern),
    where: [eq(assetRequests.status, 'approved')],
    order: [ascending(assetRequests.requestedDate), ascending(assetRequests.returnDate), ascending(assetRequests.id)],
    filters: { asset: bound<string>((assetId) => eq(assetRequests.assetId, assetId)) },
    countWithPage: true,
  });

/** A person's own requests of one asset, newest first: a handful among their requests, off the index of those. */
const myRequestsOfAsset = (db: Db) =>
  new PagedList(db, {
    name: 'asset_requests_mine_of_asset',
    table: assetRequests,
    columns: (param) => requestColumnsIn(param('language')),
    order: [newestFirst(assetRequests.createdAt), newestFirst(assetRequests.id)],
    filters: {
      user: bound<string>((userId) => eq(assetRequests.userId, userId)),
      asset: bound<string>((assetId) => eq(assetRequests.assetId, assetId)),
    },
    countWithPage: true,
  });

/** One overdue loan as the call list reads it. */
export interface OverdueLoan {
  /** The borrower, whose address the call list looks up. */
  userId: string;
  person: { name: string; phone: string | null; email: string };
  /** The asset's name and short code. */
  asset: string;
  shortCode: string;
  quantity: number;
  /** The day it was due back. */
  returnDate: string;
}

/** The borrower, with their phone, and the asset's name and code: what each of the lending files names. */
export const borrowerAndAsset = {
  userId: assetRequests.userId,
  person: personWithPhoneOf(assetRequests.userId),
  asset: assets.name,
  shortCode: assets.shortCode,
};

/**
 * Approved loans due back before `today` (a day in India), the longest overdue first, with the
 * borrower's name, phone and e-mail and the asset's name and code: the rows of the overdue call
 * list, read through a cursor (db/held-cursor.ts).
 */
export const overdueLoans = (db: Db, today: string) =>
  db
    .select(
      cursorColumns({
        ...borrowerAndAsset,
        quantity: assetRequests.quantity,
        returnDate: sql`${assetRequests.returnDate}::text`,
      }),
    )
    .from(assetRequests)
    .innerJoin(assets, eq(assets.id, assetRequests.assetId))
    .where(and(eq(assetRequests.status, 'approved'), lt(assetRequests.returnDate, today)))
    .orderBy(asc(assetRequests.returnDate), asc(assetRequests.id));

const iso = (date: Date | null) => date?.toISOString() ?? null;
export const toAsset = <Row extends { createdAt: Date; updatedAt: Date }>(row: Row) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
type RequestRow = { status: string; returnDate: string; createdAt: Date; decidedAt: Date | null; handedOverAt: Date | null; returnedAt: Date | null };

/** Approved, not returned, and due back before `today` (a day in India). */
export const isOverdue = (row: { status: string; returnDate: string }, today: string) => row.status === 'approved' && row.returnDate < today;

/** A request's row as a reply shows it; `today` (a day in India) decides whether it is overdue. */
export const toAssetRequest = <Row extends RequestRow>(row: Row, today: string = indiaDayOf()) => ({
  ...row,
  isOverdue: isOverdue(row, today),
  createdAt: row.createdAt.toISOString(),
  decidedAt: iso(row.decidedAt),
  handedOverAt: iso(row.handedOverAt),
  returnedAt: iso(row.returnedAt),
});

/** The lists of one app: their prepared statements. */
export class AssetLists {
  private readonly catalogue: Record<AssetSort, ReturnType<typeof catalogueIn>>;
  private readonly mine: ReturnType<typeof myRequests>;
  private readonly all: Record<RequestSort, ReturnType<typeof allRequestsIn>>;
  private readonly overdue: ReturnType<typeof overdueRequests>;
  private readonly loans: ReturnType<typeof loansOfAsset>;
  private readonly mineOfAsset: ReturnType<typeof myRequestsOfAsset>;

  constructor(db: Db) {
    this.catalogue = {
      newest: catalogueIn(db, 'newest'),
      oldest: catalogueIn(db, 'oldest'),
      'name-asc': catalogueIn(db, 'name-asc'),
      'name-desc': catalogueIn(db, 'name-desc'),
      'most-available': catalogueIn(db, 'most-available'),
      'least-available': catalogueIn(db, 'least-available'),
    };
    this.mine = myRequests(db);
    this.all = { newest: allRequestsIn(db, 'newest'), oldest: allRequestsIn(db, 'oldest'), priority: allRequestsIn(db, 'priority') };
    this.overdue = overdueRequests(db);
    this.loans = loansOfAsset(db);
    this.mineOfAsset = myRequestsOfAsset(db);
  }

  async assets({ sort, filter, ...page }: ListAssetsQuery, language: Language) {
    const { rows, total, totalPages } = await this.catalogue[sort].page({
      ...page,
      availability: filter === 'all' ? undefined : filter,
      bind: { language, today: indiaDayOf() },
    });
    return { assets: rows.map(toAsset), totalPages, totalAssets: total };
  }

  async requestsOf(userId: string, { status, ...page }: MyAssetRequestsQuery, language: Language) {
    const today = indiaDayOf();
    const { rows, total, totalPages } = await this.mine.page({ ...page, user: userId, status, bind: { language } });
    return { assetRequests: rows.map((row) => toAssetRequest(row, today)), totalPages, totalRequests: total };
  }

  async requests({ sort, status, priority, ...page }: AdminAssetRequestsQuery, language: Language) {
    const today = indiaDayOf();
    const bind = { language };
    const { rows, total, totalPages, ...cursors } =
      status === 'overdue'
        ? await this.overdue.page({ ...page, dueBefore: today, priority, bind })
        : await this.all[sort].page({ ...page, status, priority, bind });
    return { assetRequests: rows.map((row) => toAssetRequest(row, today)), totalPages, totalRequests: total, ...cursors };
  }

  /** A page of an asset's open loans, with their borrowers; the asset is known to exist. */
  async loansOf(assetId: string, page: AssetLoansQuery, language: Language) {
    const today = indiaDayOf();
    const { rows, total, totalPages, ...cursors } = await this.loans.page({ ...page, asset: assetId, bind: { language } });
    return { loans: rows.map((row) => toAssetRequest(row, today)), totalPages, totalLoans: total, ...cursors };
  }

  /** A page of a person's own requests of an asset; the asset is known to exist. */
  async requestsOfAsset(userId: string, assetId: string, page: MyRequestsForAssetQuery, language: Language) {
    const today = indiaDayOf();
    const { rows, total, totalPages } = await this.mineOfAsset.page({ ...page, user: userId, asset: assetId, bind: { language } });
    return { assetRequestDetails: rows.map((row) => toAssetRequest(row, today)), totalPages, totalRequests: total };
  }
}
