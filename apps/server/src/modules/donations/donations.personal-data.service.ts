/**
 * What the donations module holds about one person, for the copy of their own data and for their
 * account's deletion (modules/privacy).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';

export async function personalDataOfDonations(db: Db, userId: string) {
  return db
    .select({
      id: donations.id,
      amount: donations.amount,
      currency: donations.currency,
      campaign: donations.campaign,
      message: donations.message,
      isAnonymous: donations.isAnonymous,
      status: donations.status,
      paymentId: donations.stripePaymentId,
      createdAt: donations.createdAt,
      completedAt: donations.completedAt,
    })
    .from(donations)
    .where(eq(donations.userId, userId))
    .orderBy(asc(donations.createdAt));
}

/**
 * Keeps a leaving person's donations on the books, run inside their deletion: the Income-tax Act
 * asks for the receipts and Form 10BD for eight years, so each row keeps its amount, date, payment
 * and the name its receipt shows; a donation given anonymously showed none, so it keeps none. The
 * link to the person goes with their row (on delete set null).
 */
export async function keepDonationsForReceipts(tx: Db, userId: string, donorName: string): Promise<void> {
  await tx
    .update(donations)
    .set({ donorName: sql`case when ${donations.isAnonymous} then null else ${donorName} end` })
    .where(eq(donations.userId, userId));
}
