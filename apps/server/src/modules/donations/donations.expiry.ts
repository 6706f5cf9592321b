/**
 * Abandoned checkouts. A donation waits as `pending` while its donor pays; a checkout not paid
 * within a day is given up: the hourly job (donations.jobs.ts) marks it `expired`, so the donor's
 * history says the payment was not completed and offers to try again, instead of "Pending" for
 * ever. The providers close their checkouts after the same day (Stripe's `expires_at`, Razorpay's
 * `expire_by`), and say so by webhook, which expires it too.
 *
 * Expiring is a conditional update of pending donations only, so running it twice, or on two nodes,
 * or again after a crash, changes nothing more. A payment that still comes for an expired
 * donation (a webhook delayed past the day) completes it all the same (donations.completion.ts):
 * money taken is never lost.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import { DAY_MS } from '../../lib/durations.ts';

/** How long a checkout may wait for its payment. */
export const CHECKOUT_LIFETIME_MS = DAY_MS;

/** When a checkout opened now expires. */
export const checkoutExpiresAt = (openedAt = new Date()) => new Date(openedAt.getTime() + CHECKOUT_LIFETIME_MS);

/**
 * Marks `expired` every donation still pending a day after it was made, a batch at a time (from the
 * status and creation index), and answers how many.
 */
export async function expireAbandonedCheckouts(
  db: Db,
  { now = new Date(), batchSize = 500, signal }: { now?: Date; batchSize?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const madeBefore = new Date(now.getTime() - CHECKOUT_LIFETIME_MS);
  let expired = 0;
  for (;;) {
    // A run past its time stops between batches; the next run expires what is left.
    signal?.throwIfAborted();
    const batch = db
      .select({ id: donations.id })
      .from(donations)
      .where(and(eq(donations.status, 'pending'), lt(donations.createdAt, madeBefore)))
      .limit(batchSize);
    // The status is checked again by the update itself: a payment completing the same donation
    // meanwhile holds its row, and once it commits the donation is no longer pending.
    const rows = await db
      .update(donations)
      .set({ status: 'expired' })
      .where(and(inArray(donations.id, batch), eq(donations.status, 'pending')))
      .returning({ id: donations.id });
    expired += rows.length;
    if (rows.length < batchSize) return expired;
  }
}
