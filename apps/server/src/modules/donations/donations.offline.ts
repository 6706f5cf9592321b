/**
 * Gifts received offline (cash, cheque, bank transfer, UPI to the organisation's account), recorded
 * by an admin: completed at once, numbered from the sequence of the financial year of the day the
 * money came, and receipted like any other donation, by mail when there is an address to write to.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { offlineDonationBody } from '@sahaya/contract/donations/schemas';
import { donations } from '../../db/schema/donations.ts';
import { AppError } from '../../errors.ts';
import { panOf } from '../people/accounts.service.ts';
import { mailContact } from '../people/people.service.ts';
import { adminDonationOf } from './donations.lists.ts';
import { receiptMails } from './donations.receipts.ts';
import type { DonationDeps } from './donations.service.ts';
import { takeReceiptNumber } from './receipt-numbers.ts';

/** The body as validated: empty texts already read as none. */
export type OfflineGift = z.output<typeof offlineDonationBody>;

/**
 * Records an offline gift for `adminId`. A gift may name the donor's account (`userId`), which
 * must be a person's: it then appears in their history, and its receipt carries the PAN on their
 * profile when the admin gave none. Cash above the limit of section 80G is taken like any other
 * gift; its receipt says it is not deductible.
 */
export async function recordOfflineDonation(deps: Pick<DonationDeps, 'db' | 'jobs'>, adminId: string, gift: OfflineGift) {
  let pan = gift.donorPan;
  if (gift.userId) {
    const account = await mailContact(deps.db, gift.userId);
    if (!account || account.role !== 'user') throw new AppError('DONOR_NOT_FOUND', { field: 'userId' });
    pan ??= await panOf(deps.db, gift.userId);
  }
  const { id, receiptNumber } = await deps.db.transaction(async (tx) => {
    const receiptNumber = await takeReceiptNumber(tx, gift.receivedOn);
    const [row] = await tx
      .insert(donations)
      .values({
        userId: gift.userId ?? null,
        amount: gift.amount,
        currency: 'inr',
        campaign: gift.campaign,
        message: gift.message,
        donorName: gift.donorName,
        donorEmail: gift.donorEmail ?? null,
        donorPan: pan,
        donorAddress: gift.donorAddress,
        reference: gift.reference,
        status: 'completed',
        provider: 'offline',
        paymentMode: gift.mode,
        receivedOn: gift.receivedOn,
        receiptNumber,
        recordedBy: adminId,
        completedAt: sql`now()`,
      })
      .returning({ id: donations.id });
    if (!row) throw new Error('The offline gift was not written');
    // The job finds where to write (the e-mail given, or the account's) when it runs.
    if (gift.donorEmail || gift.userId) await deps.jobs.send(receiptMails, { donationId: row.id }, { db: tx });
    return { id: row.id, receiptNumber };
  });
  const donation = await adminDonationOf(deps.db, id);
  if (!donation) throw new AppError('DONATION_NOT_FOUND');
  return { donation, receiptNumber };
}
