/**
 * What is free when: for each day of a period, the units on the shelf and those of loans out that
 * are due back before it (a loan past its return day holds its units every day until it comes
 * back), less the units reserved that day for approved loans not yet handed over, less the units
 * held for the first in the waiting list.
 *
 * Units leave the shelf when they are handed over, not when a loan is approved: an approved loan
 * reserves them for its own days only, so a unit out now can be booked for a period after it comes
 * back, and no day is booked twice. The open loans of an asset are read in one query
 * (asset_requests_asset_status_dates_idx) and the days counted here, in India's days.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { addDays, daysBetween, indiaDayOf } from '@sahaya/contract/calendar-days';
import {
  availabilityPeriod,
  type AssetAvailabilityQuery,
  type AssetAvailabilityReply,
  type AvailabilityDay,
} from '@sahaya/contract/assets/schemas';
import type { Db } from '../../db/client.ts';
import { assetRequests } from '../../db/schema/assets.ts';
import { assetStock } from './assets.catalogue.ts';
import { isOverdue } from './assets.lists.ts';
import type { AssetDeps } from './assets.service.ts';
import { unitsHeldForOthers } from './assets.waitlist.ts';

/** An approved loan not yet returned: its first day, its return day, its units and whether they went out. */
export interface OpenLoan {
  from: string;
  to: string;
  quantity: number;
  handedOver: boolean;
}

/** The approved loans of an asset that have not come back, soonest first, off the asset, status and dates index. */
export const openLoansOf = (db: Db, assetId: string) =>
  db
    .select({
      from: assetRequests.requestedDate,
      to: assetRequests.returnDate,
      quantity: assetRequests.quantity,
      handedOver: sql<boolean>`${assetRequests.handedOverAt} is not null`,
    })
    .from(assetRequests)
    .where(and(eq(assetRequests.assetId, assetId), eq(assetRequests.status, 'approved')))
    .orderBy(asc(assetRequests.requestedDate), asc(assetRequests.returnDate));

/**
 * The units free on each day from `from` to `to`: `stocks` on the shelf, plus the units of loans out
 * due back before the day (not overdue on `today`), less those reserved that day for loans not yet
 * handed over (one past its return day, never collected, keeps them until it is taken back), less
 * `held` for others; never below zero. Beside them, where the rest are that day: out with
 * borrowers, reserved, in repair, or held for the waiting list.
 */
export function freeOnDays(
  { stocks, inRepair, loans, held, today }: { stocks: number; inRepair: number; loans: readonly OpenLoan[]; held: number; today: string },
  from: string,
  to: string,
): AvailabilityDay[] {
  const overdue = (loan: OpenLoan) => isOverdue({ status: 'approved', returnDate: loan.to }, today);
  const days: AvailabilityDay[] = [];
  for (let i = 0, n = daysBetween(from, to); i <= n; i++) {
    const date = addDays(from, i);
    let back = 0;
    let lentOut = 0;
    let reserved = 0;
    for (const loan of loans) {
      if (loan.handedOver) {
        if (loan.to < date && !overdue(loan)) back += loan.quantity;
        else lentOut += loan.quantity;
      } else if (overdue(loan) || (loan.from <= date && date <= loan.to)) reserved += loan.quantity;
    }
    const free = Math.max(0, stocks + back - reserved);
    days.push({ date, available: Math.max(0, free - held), lentOut, reserved, inRepair, held: Math.min(held, free) });
  }
  return days;
}

/**
 * The days of a period as `userId` may ask for them: read with `db`, which in a transaction
 * that locked the asset's row sees the loans and stock the insert or approval will change.
 */
export async function daysFreeFor(
  db: Db,
  asset: { _id: string; stocks: number; inRepair: number },
  userId: string,
  from: string,
  to: string,
): Promise<AvailabilityDay[]> {
  // One after the other: `db` may be a transaction, a single connection.
  const loans = await openLoansOf(db, asset._id);
  const held = await unitsHeldForOthers(db, asset._id, userId);
  return freeOnDays({ stocks: asset.stocks, inRepair: asset.inRepair, loans, held, today: indiaDayOf() }, from, to);
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
    .filter((loan) => loan.from <= to && (loan.to >= from || loan.isOverdue))
    .map(({ handedOver: _handedOver, ...loan }) => loan);
  return { days: freeOnDays({ stocks: asset.stocks, inRepair: asset.inRepair, loans, held, today }, from, to), loans: over };
}
