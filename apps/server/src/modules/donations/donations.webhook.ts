/**
 * Stripe's webhook: the signature on the raw bytes first, then the event. A checkout session paid
 * completes its donation (donations.completion.ts); one whose payment failed fails it, and one
 * that expired unpaid expires it.
 */
import { AppError } from '../../errors.ts';
import { completeDonation, eventOf, failDonation } from './donations.completion.ts';
import type { DonationDeps } from './donations.service.ts';
import { verifySignature } from './stripe.ts';

interface CheckoutSessionObject {
  id?: unknown;
  client_reference_id?: unknown;
  metadata?: { donationId?: unknown } | null;
  amount_total?: unknown;
  currency?: unknown;
  payment_status?: unknown;
  payment_intent?: unknown;
}

/** Stripe's event, as far as it is read: unknown types and shapes are acknowledged and ignored. */
interface StripeEvent {
  type?: unknown;
  data?: { object?: CheckoutSessionObject };
}

/** A delivery of Stripe's webhook: the signature on the raw bytes first, then the event. */
export async function handleWebhook(deps: DonationDeps, rawBody: Buffer, signature: string | undefined) {
  const secret = deps.config.stripeWebhookSecret;
  if (!secret) throw new AppError('WEBHOOK_NOT_CONFIGURED');
  const verdict = verifySignature(rawBody, signature, secret);
  if (verdict !== 'valid') {
    deps.log.warn({ verdict }, 'A Stripe webhook delivery was refused');
    throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  }
  const event = eventOf<StripeEvent>(rawBody);
  const session = event.data?.object;
  if (!session || typeof session.id !== 'string') return { received: true };
  const donationId = typeof session.client_reference_id === 'string' ? session.client_reference_id : session.metadata?.donationId;
  if (typeof donationId !== 'string') return { received: true };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      // A delayed method answers "unpaid" at completion and succeeds in a later event.
      if (session.payment_status !== 'paid') break;
      const intent = session.payment_intent;
      const paymentId =
        typeof intent === 'string' ? intent : typeof intent === 'object' && intent && 'id' in intent && typeof intent.id === 'string' ? intent.id : session.id;
      await completeDonation(deps, {
        donationId,
        sessionId: session.id,
        amountPaid: typeof session.amount_total === 'number' ? session.amount_total : -1,
        currency: typeof session.currency === 'string' ? session.currency : '',
        paymentId,
        // Stripe Checkout takes cards only for Indian accounts.
        paymentMode: 'card',
        provider: 'stripe',
      });
      break;
    }
    case 'checkout.session.expired':
      await failDonation(deps, donationId, session.id, 'expired');
      break;
    case 'checkout.session.async_payment_failed':
      await failDonation(deps, donationId, session.id);
      break;
    default:
      break;
  }
  return { received: true };
}
