/**
 * The completion of a payment. Every checkout first records a pending donation; its id travels to
 * the payment provider (Stripe's session's `client_reference_id`, a Razorpay Payment Link's `reference_id`).
 * Only the provider's signed webhook (donations.webhook.ts for Stripe, donations.razorpay.ts for
 * Razorpay) or the demo checkout, when no provider is configured, completes it, through
 * `completeDonation`: one conditional update that checks the amount and currency and moves a
 * donation to completed at most once, however many deliveries of the same event race each other.
 * A payment completes its donation whatever became of it meanwhile (failed, or expired after a
 * day unpaid): money taken is never lost.
 * The return URL never completes anything.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { indiaDayOf } from '@sahaya/contract/calendar-days';
import { donationMessages as m } from '@sahaya/contract/donations/messages';
import type { Campaign, PaymentProvider } from '@sahaya/contract/donations/schemas';
import { formatRupees } from '@sahaya/contract/format';
import type { Db } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import { AppError } from '../../errors.ts';
import { notify, noticeText, type NotifyDeps } from '../notifications/notifications.service.ts';
import { campaignName } from './campaign-names.ts';
import { receiptMails } from './donations.receipts.ts';
import type { DonationDeps } from './donations.service.ts';
import { takeReceiptNumber } from './receipt-numbers.ts';

/** Rupees in paise, the smallest unit of the rupee, which Stripe counts in. */
export const paiseOf = (rupees: number) => Math.round(rupees * 100);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Payment {
  donationId: string;
  sessionId: string;
  /** What was paid, in the currency's smallest unit. */
  amountPaid: number;
  currency: string;
  paymentId: string;
  /** How it was paid, as the provider names it (`upi`, `card`, `netbanking`…; `demo` on the demo checkout). */
  paymentMode?: string;
  /** Who took it, when the checkout did not record it already. */
  provider?: PaymentProvider;
}

/** `paymentUsed`: the payment already completed another donation, and pays for one only. */
export type Completion = 'completed' | 'already' | 'mismatch' | 'unknown' | 'paymentUsed';

/** Thanks the donor with a notice, stored in the transaction that completes the donation and pushed live once it commits. */
async function thankDonor(deps: NotifyDeps, tx: Db, donation: { userId: string | null; amount: string | number; campaign: Campaign }) {
  // A donor whose account is gone is not there to thank.
  if (!donation.userId) return;
  const text = noticeText(m.completedNotice, formatRupees(Number(donation.amount)), campaignName(donation.campaign));
  await notify(deps, { userId: donation.userId, type: 'system', text, topic: 'donation' }, { db: tx });
}

/**
 * Completes the donation a payment names, once, in one transaction. The update itself checks
 * everything: the donation exists for this session, is not completed yet, the amount and
 * currency are what was asked, and no other donation was paid by this payment. Racing deliveries
 * queue on the row's lock; the first completes it and the others find it done. Completions of two
 * donations naming one payment lock different rows, so they first take turns on a lock of the
 * payment's id, held until their transaction ends: the second's update then sees the first's
 * committed row and completes nothing. The one that completes it gives it the day received (today in
 * India), the next receipt number of that day's financial year (in the demo series for a gift made
 * on the demo checkout, which gets no mail), the job that mails the receipt and the notice that
 * thanks the donor: all of it
 * commits together or not at all, so the donor is thanked once. Given a transaction (Razorpay's
 * webhook records its event in one), it completes the donation within it, and the donor's socket
 * is told once that outer transaction commits.
 */
export async function completeDonation(deps: Pick<DonationDeps, keyof NotifyDeps | 'db' | 'log'>, payment: Payment): Promise<Completion> {
  if (!uuidPattern.test(payment.donationId)) return 'unknown';
  const receivedOn = indiaDayOf(new Date());
  const done = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payment:${payment.paymentId}`}, 0))`);
    const [row] = await tx
      .update(donations)
      .set({
        status: 'completed',
        stripePaymentId: payment.paymentId,
        completedAt: sql`now()`,
        receivedOn,
        ...(payment.paymentMode ? { paymentMode: payment.paymentMode } : {}),
        ...(payment.provider ? { provider: payment.provider } : {}),
      })
      .where(
        and(
          eq(donations.id, payment.donationId),
          eq(donations.checkoutSessionId, payment.sessionId),
          ne(donations.status, 'completed'),
          eq(donations.currency, payment.currency.toLowerCase()),
          sql`round(${donations.amount} * 100) = ${payment.amountPaid}`,
          sql`not exists (select 1 from ${donations} paid where paid.stripe_payment_id = ${payment.paymentId} and paid.id <> ${payment.donationId})`,
        ),
      )
      .returning({ id: donations.id, userId: donations.userId, amount: donations.amount, campaign: donations.campaign, isDemo: donations.isDemo });
    // A demo donation was paid by nobody: it is numbered in the demo series, and no receipt is mailed.
    if (row) {
      const receiptNumber = await takeReceiptNumber(tx, receivedOn, row.isDemo ? 'DEMO' : 'SAH');
      await tx.update(donations).set({ receiptNumber }).where(eq(donations.id, row.id));
      if (!row.isDemo) await deps.jobs.send(receiptMails, { donationId: row.id }, { db: tx });
    }
    if (row) await thankDonor(deps, tx, row);
    return row;
  });
  if (done) return 'completed';
  const [row] = await deps.db
    .select({ status: donations.status, amount: donations.amount, currency: donations.currency, sessionId: donations.checkoutSessionId })
    .from(donations)
    .where(eq(donations.id, payment.donationId));
  if (!row || row.sessionId !== payment.sessionId) {
    deps.log.warn({ donationId: payment.donationId, sessionId: payment.sessionId }, 'A payment names no donation of its session');
    return 'unknown';
  }
  if (row.status === 'completed') return 'already';
  const [paidOther] = await deps.db
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.stripePaymentId, payment.paymentId), ne(donations.id, payment.donationId)))
    .limit(1);
  if (paidOther) {
    deps.log.warn(
      { donationId: payment.donationId, paymentId: payment.paymentId, completed: paidOther.id },
      'A payment that completed another donation was offered again; this donation stays as it was',
    );
    return 'paymentUsed';
  }
  deps.log.warn(
    { donationId: payment.donationId, expected: paiseOf(Number(row.amount)), paid: payment.amountPaid, currency: payment.currency },
    'A payment does not match its donation; the donation stays as it was',
  );
  return 'mismatch';
}

/**
 * A provider's signed event as an object. A body that is not JSON, or JSON that is no object
 * (`null`, a number, a list), is no event: refused, with nothing changed.
 */
export function eventOf<E extends object>(rawBody: Buffer): E {
  let event: unknown;
  try {
    event = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError('WEBHOOK_PAYLOAD_INVALID');
  }
  if (typeof event !== 'object' || event === null || Array.isArray(event)) throw new AppError('WEBHOOK_PAYLOAD_INVALID');
  return event as E;
}

/**
 * A checkout given up: a pending donation is failed (cancelled, its payment refused) or expired
 * (the provider closed the checkout unpaid, as donations.expiry.ts does after a day).
 */
export async function failDonation(deps: Pick<DonationDeps, 'db'>, donationId: string, sessionId: string, status: 'failed' | 'expired' = 'failed') {
  if (!uuidPattern.test(donationId)) return;
  await deps.db
    .update(donations)
    .set({ status })
    .where(and(eq(donations.id, donationId), eq(donations.checkoutSessionId, sessionId), eq(donations.status, 'pending')));
}
