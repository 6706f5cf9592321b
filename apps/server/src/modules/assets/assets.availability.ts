/**
 * What is free when: for each day of a period, the units on the shelf and those of approved loans
 * not yet back on the days outside their periods (a loan past its return day holds its units every
 * day until it comes back), less the units held for the first in the waiting list.
 *
 * Approving a loan takes its units off the shelf at once, so a loan holds them from now through
 * its return day; on a later day they are expected back, and free. The open loans of an asset are
 * read in one query (asset_requests_asset_status_dates_idx) and the days counted here, in India's days.
 */
import { and, asc, eq } from 'drizzle-orm';
import { addDays, daysBetween, indiaDayOf } from '@sahaya/contract/calendar-days';
import { availabilityPeriod, type AssetAvailabilityQuery, type AssetAvailabilityReply } from '@sahaya/contract/assets/schemas';
import type { Db } from '../../db/client.ts';
import { assetRequests } from '../../db/schema/assets.ts';
import { assetStock } from './assets.catalogue.ts';
import { isOverdue } from './assets.lists.ts';
import type { AssetDeps } from './assets.service.ts';
import { unitsHeldForOthers } from './assets.waitlist.ts';

/** An approved loan not yet returned: its first day, its return day and its units. */
export interface OpenLoan {
  from: string;
  to: string;
  quantity: number;
}

export interface DayFree {
  date: string;
  available: number;
}

/** The approved loans of an asset that have not come back, soonest first, off the asset, status and dates index. */
export const openLoansOf = (db: Db, assetId: string) =>
  db
    .select({ from: assetRequests.requestedDate, to: assetRequests.returnDate, quantity: assetRequests.quantity })
    .from(assetRequests)
    .where(and(eq(assetRequests.assetId, assetId), eq(assetRequests.status, 'approved')))
    .orderBy(asc(assetRequests.requestedDate), asc(assetRequests.returnDate));

/**
 * The units free on each day from `from` to `to`: `stocks` on the shelf, plus the units of loans due
 * back before the day (not overdue on `today`), less `held` for others; never below zero.
 */
export function freeOnDays(
  { stocks, loans, held, today }: { stocks: number; loans: readonly OpenLoan[]; held: number; today: string },
  from: string,
  to: string,
): DayFree[] {
  const comingBack = loans.filter((loan) => !isOverdue({ status: 'approved', returnDate: loan.to }, today));
  const days: DayFree[] = [];
  for (let i = 0, n = daysBetween(from, to); i <= n; i++) {
    const date = addDays(from, i);
    const back = comingBack.reduce((sum, loan) => (loan.to < date ? sum + loan.quantity : sum), 0);
    days.push({ date, available: Math.max(0, stocks + back - held) });
  }
  return days;
}

/**
 * The days of a period as `userId` may ask for them: read with `db`, which in a transaction
 * that locked the asset's row sees the loans and stock the insert or approval will change.
 */
export async function daysFreeFor(db: Db, asset: { _id: string; stocks: number }, userId: string, from: string, to: string): Promise<DayFree[]> {
  // One after the other: `db` may be a transaction, a single connection.
  const loans = await openLoansOf(db, asset._id);
  const held = await unitsHeldForOthers(db, asset._id, userId);
  return freeOnDays({ stocks: asset.stocks, loans, held, today: indiaDayOf() }, from, to);
}

/** GET /api/assets/:id/availability: the caller's view of a period's days, and the loans over it without names. */
export async function availability(deps: Pick<AssetDeps, 'db'>, assetId: string, query: AssetAvailabilityQuery, userId: string): Promise<AssetAvailabilityReply> {
  const { from, to } = availabilityPeriod(query);
  const asset = await assetStock(deps.db, assetId);
  const today = indiaDayOf();
  const [loans, held] = await Promise.all([openLoansOf(deps.db, assetId), unitsHeldForOthers(deps.db, assetId, userId)]);
  const over = loans
    .map((loan) => ({ ...loan, isOverdue: isOverdue({ status: 'approved', returnDate: loan.to }, today) }))
    // An overdue loan holds its units on every day until it comes back, so it is over any period from today.
    .filter((loan) => loan.from <= to && (loan.to >= from || loan.isOverdue));
  return { days: freeOnDays({ stocks: asset.stocks, loans, held, today }, from, to), loans: over };
}
