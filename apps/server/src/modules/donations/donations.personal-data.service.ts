/**
 * What the donations module holds about one person, for the copy of their own data and for their
 * account's deletion (modules/privacy, through plugins/registries/personal-data.ts).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import type { PersonalData } from '../../plugins/registries/personal-data.ts';
import { primaryAddressLines } from '../people/addresses.service.ts';

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
      provider: donations.provider,
      paymentMode: donations.paymentMode,
      receiptNumber: donations.receiptNumber,
      receivedOn: donations.receivedOn,
      pan: donations.donorPan,
      email: donations.donorEmail,
      address: donations.donorAddress,
      reference: donations.reference,
      createdAt: donations.createdAt,
      completedAt: donations.completedAt,
    })
    .from(donations)
    .where(eq(donations.userId, userId))
    .orderBy(asc(donations.createdAt));
}

/**
 * Keeps a leaving person's donations on the books, run inside their deletion: the Income-tax Act
 * asks for the receipts and Form 10BD for eight years, so each row keeps its amount, date, payment,
 * receipt number, the PAN its receipt shows, and the name and address Form 10BD names (the
 * address their profile had, which goes with their account). A donation given anonymously showed
 * none of these, so it keeps none. The link to the person goes with their row (on delete set null).
 */
export async function keepDonationsForReceipts(tx: Db, userId: string, donorName: string): Promise<void> {
  const address = (await primaryAddressLines(tx, [userId])).get(userId) ?? null;
  await tx
    .update(donations)
    .set({
      donorName: sql`case when ${donations.isAnonymous} then null else ${donorName} end`,
      donorAddress: sql`case when ${donations.isAnonymous} then null else coalesce(${donations.donorAddress}, ${address}) end`,
      donorPan: sql`case when ${donations.isAnonymous} then null else ${donations.donorPan} end`,
    })
    .where(eq(donations.userId, userId));
}

export function registerDonationPersonalData(personalData: PersonalData) {
  personalData.section('donations', { read: personalDataOfDonations });
  personalData.erasure('donations', async (tx, person) => {
    await keepDonationsForReceipts(tx, person.id, person.name);
    return [];
  });
}
