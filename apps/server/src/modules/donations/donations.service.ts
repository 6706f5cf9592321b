/**
 * Donations (spec 2 §4-§5, spec 3 §4). This module owns the `donations` table; other modules read
 * and change it only through the functions here. Its work is cut by job: the checkout
 * (donations.checkout.ts), the completion of a payment by a provider's webhook or the demo checkout
 * (donations.completion.ts), receipts and statements (donations.documents.ts), the public impact
 * figures (donations.impact.ts) and the lists (donations.lists.ts).
 */
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { dashboardSizes } from '@sahaya/contract/dashboards/schemas';
import type { Config } from '../../config.ts';
import { activityRow } from '../../db/activity-row.ts';
import type { Db } from '../../db/client.ts';
import { indiaDay, newestFirst } from '../../db/order.ts';
import { presentNameOf } from '../../db/person-names.ts';
import { qualified } from '../../db/qualified-column.ts';
import { donations } from '../../db/schema/donations.ts';
import type { Jobs } from '../../plugins/jobs/jobs.ts';
import type { NotifyDeps } from '../notifications/notifications.service.ts';
import type { RazorpayClient } from './razorpay.ts';

export interface DonationDeps extends NotifyDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** Where a completion enqueues the receipt's mail. */
  jobs: Pick<Jobs, 'send'>;
  /** The Stripe client when Stripe takes donations (config.paymentProvider). */
  stripe?: Stripe;
  /** The Razorpay client when Razorpay takes donations; with neither, checkouts use the demo page. */
  razorpay?: RazorpayClient;
}

// ---------------------------------------------------------------------------------------------
// What the dashboards module reads of the donations (a leaving person's donations: donations.personal-data.service.ts)
// ---------------------------------------------------------------------------------------------

/**
 * A donation whose rupees were received: completed, and not made on the demo checkout, which
 * completes without any money paid.
 */
const received = () => and(eq(donations.status, 'completed'), eq(donations.isDemo, false));

/** Rupees received in completed donations, demo ones left out. */
export async function donationsReceived(db: Db): Promise<number> {
  return rupeesOf(db, received());
}

/** Rupees of the gifts completed on the demo checkout: no money paid, so never counted as received. */
export async function demoDonations(db: Db): Promise<number> {
  return rupeesOf(db, and(eq(donations.status, 'completed'), eq(donations.isDemo, true)));
}

async function rupeesOf(db: Db, which: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${donations.amount}), 0)::float8` })
    .from(donations)
    .where(which);
  return Number(row?.total ?? 0);
}

/** Rupees a person has given in completed donations. */
export async function completedDonationsTotalOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${donations.amount}), 0)` })
    .from(donations)
    .where(and(eq(donations.userId, userId), eq(donations.status, 'completed')));
  return Number(row?.total ?? 0);
}

/** The latest completed donations, the donor named only when they allowed it and still exist. */
export async function recentDonations(db: Db, limit: number = dashboardSizes.recentDonations) {
  const rows = await db
    .select({
      _id: donations.id,
      amount: donations.amount,
      campaign: donations.campaign,
      isAnonymous: donations.isAnonymous,
      stripePaymentId: donations.stripePaymentId,
      createdAt: donations.createdAt,
      completedAt: donations.completedAt,
      isDemo: donations.isDemo,
      donor: presentNameOf(donations.userId),
    })
    .from(donations)
    .where(eq(donations.status, 'completed'))
    .orderBy(newestFirst(donations.createdAt))
    .limit(limit);
  return rows.map((d) => ({
    _id: d._id,
    amount: Number(d.amount),
    campaign: d.campaign,
    isAnonymous: d.isAnonymous,
    stripePaymentId: d.stripePaymentId,
    donorName: d.isAnonymous ? null : d.donor,
    date: (d.completedAt ?? d.createdAt).toISOString(),
    isDemo: d.isDemo,
  }));
}

/**
 * Rupees received on each day in India (IST) since `since` (days without any left out, demo
 * donations too), from the created_at index.
 */
export async function donationsPerDay(db: Db, since: Date): Promise<{ day: string; total: number }[]> {
  const day = indiaDay(donations.createdAt);
  return db
    .select({ day: sql<string>`to_char(${day}, 'YYYY-MM-DD')`, total: sql<number>`sum(${donations.amount})::float8` })
    .from(donations)
    .where(and(received(), gte(donations.createdAt, since)))
    .groupBy(day);
}

/** A person's latest donations as activity rows (db/activity-row.ts), for the dashboards module to merge with the others. */
export const donationActivity = (db: Db, userId: string, n: number) =>
  db
    .select(
      activityRow('donation', {
        id: donations.id,
        title: sql`initcap(${qualified(donations.campaign)}::text)`,
        status: donations.status,
        date: donations.createdAt,
        amount: donations.amount,
      }),
    )
    .from(donations)
    .where(eq(donations.userId, userId))
    .orderBy(newestFirst(donations.createdAt))
    .limit(n);
