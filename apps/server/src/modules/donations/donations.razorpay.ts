/**
 * Razorpay's webhook. A Razorpay checkout is a Payment Link whose `reference_id` is the donation's
 * id and whose own id is kept as the donation's checkout session. Only a signed
 * `payment_link.paid` completes it, through `completeDonation`, which checks that the link is that
 * donation's and that the amount and currency are what was asked; `payment_link.cancelled` fails
 * a pending one and `payment_link.expired` expires it. Each delivery's `X-Razorpay-Event-Id` is kept in
 * `payment_events` in the same transaction as what it changed, so the same event delivered again,
 * however many times and however close together, changes nothing.
 */
import { paymentEvents } from '../../db/schema/donations.ts';
import { AppError } from '../../errors.ts';
import { completeDonation, eventOf, failDonation } from './donations.completion.ts';
import type { DonationDeps } from './donations.service.ts';
import { verifyRazorpaySignature } from './razorpay.ts';

interface LinkEntity {
  id?: unknown;
  reference_id?: unknown;
  status?: unknown;
}

interface PaymentEntity {
  id?: unknown;
  amount?: unknown;
  currency?: unknown;
  method?: unknown;
}

/** Razorpay's event, as far as it is read: other types and shapes are acknowledged and ignored. */
interface RazorpayEvent {
  event?: unknown;
  payload?: { payment_link?: { entity?: LinkEntity }; payment?: { entity?: PaymentEntity } };
}

const handled = new Set(['payment_link.paid', 'payment_link.cancelled', 'payment_link.expired']);

/** Razorpay's ids (`evt_…`) are short; anything longer is not one and is not stored. */
const eventIdOf = (header: string | undefined) => (header && /^[A-Za-z0-9_-]{1,100}$/.test(header) ? header : undefined);

/** A method name as Razorpay writes them (`upi`, `card`, `netbanking`, `wallet`, `emi`, `paylater`…). */
const methodOf = (method: unknown) => (typeof method === 'string' && /^[a-z_]{1,20}$/.test(method) ? method : undefined);

/** A delivery of Razorpay's webhook: the signature on the raw bytes first, then the event, once. */
export async function handleRazorpayWebhook(
  deps: DonationDeps,
  rawBody: Buffer,
  headers: { signature: string | undefined; eventId: string | undefined },
) {
  const secret = deps.config.razorpayWebhookSecret;
  if (!secret) throw new AppError('RAZORPAY_WEBHOOK_NOT_CONFIGURED');
  if (!verifyRazorpaySignature(rawBody, headers.signature, secret)) {
    deps.log.warn({ signed: Boolean(headers.signature) }, 'A Razorpay webhook delivery was refused');
    throw new AppError('RAZORPAY_SIGNATURE_INVALID');
  }
  const event = eventOf<RazorpayEvent>(rawBody);
  const type = typeof event.event === 'string' ? event.event : '';
  const link = event.payload?.payment_link?.entity;
  if (!handled.has(type) || !link || typeof link.id !== 'string' || typeof link.reference_id !== 'string') return { received: true };
  const linkId = link.id;
  const donationId = link.reference_id;
  const eventId = eventIdOf(headers.eventId);

  await deps.db.transaction(async (tx) => {
    if (eventId) {
      // Deliveries of one event queue on this row's key: the first goes on, the others find it taken.
      const fresh = await tx.insert(paymentEvents).values({ provider: 'razorpay', eventId }).onConflictDoNothing().returning({ eventId: paymentEvents.eventId });
      if (fresh.length === 0) return;
    }
    const inTransaction = { ...deps, db: tx };
    if (type === 'payment_link.paid') {
      const payment = event.payload?.payment?.entity;
      if (link.status !== 'paid' || !payment || typeof payment.id !== 'string') return;
      await completeDonation(inTransaction, {
        donationId,
        sessionId: linkId,
        amountPaid: typeof payment.amount === 'number' ? payment.amount : -1,
        currency: typeof payment.currency === 'string' ? payment.currency : '',
        paymentId: payment.id,
        paymentMode: methodOf(payment.method),
        provider: 'razorpay',
      });
    } else {
      await failDonation(inTransaction, donationId, linkId, type === 'payment_link.expired' ? 'expired' : 'failed');
    }
  });
  return { received: true };
}
