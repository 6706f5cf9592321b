/**
 * The checkout: a person's donation is recorded as pending, then paid on Stripe Checkout, or on
 * the demo checkout of this site when Stripe is not configured, whose Pay and Cancel complete or
 * cancel it through the same code as Stripe's webhook (donations.webhook.ts). The demo checkout
 * takes no money, so it is offered only where config.demoPayments allows it (never in production
 * unless DEMO_PAYMENTS=true), and its donations are stored as demo ones.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Campaign } from '@sahaya/contract/donations/schemas';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import { AppError } from '../../errors.ts';
import { donationColumns, toDonation } from './donations.lists.ts';
import { campaignName } from './donations.pdf.ts';
import type { DonationDeps } from './donations.service.ts';
import { completeDonation, failDonation, paiseOf } from './donations.webhook.ts';

/** The checkout form as parsed (createCheckoutSessionBody's output). */
type Checkout = {
  amount: number;
  campaign: Campaign;
  message: string | null;
  isAnonymous: boolean;
};

const DEMO_PREFIX = 'demo_';

const returnUrl = (config: Config, success: boolean, sessionId: string) =>
  `${config.publicUrl}/user/donations?success=${success}&session_id=${sessionId}`;

/** How donations are taken now, for the donate page to say before anybody fills the form. */
export function paymentOptions(deps: Pick<DonationDeps, 'stripe' | 'config'>) {
  if (deps.stripe) return { online: true, demo: false };
  return { online: deps.config.demoPayments, demo: deps.config.demoPayments };
}

/** Records the pending donation, then opens its checkout: Stripe's, or the demo page of this site. */
export async function createCheckoutSession(deps: DonationDeps, userId: string, body: Checkout) {
  const values = { userId, amount: body.amount, campaign: body.campaign, message: body.message, isAnonymous: body.isAnonymous, currency: 'inr' };
  if (!deps.stripe) {
    if (!deps.config.demoPayments) throw new AppError('PAYMENTS_UNAVAILABLE');
    const sessionId = `${DEMO_PREFIX}${randomBytes(24).toString('hex')}`;
    await deps.db.insert(donations).values({ ...values, checkoutSessionId: sessionId, isDemo: true });
    return { checkoutUrl: `${deps.config.publicUrl}/user/donations/checkout/${sessionId}` };
  }
  const [row] = await deps.db.insert(donations).values(values).returning({ id: donations.id });
  if (!row) throw new Error('Donation insert returned no row');
  try {
    const session = await deps.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: row.id,
        metadata: { donationId: row.id },
        payment_intent_data: { metadata: { donationId: row.id } },
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'inr', unit_amount: paiseOf(body.amount), product_data: { name: `Donation to ${campaignName(body.campaign)}` } },
          },
        ],
        success_url: returnUrl(deps.config, true, '{CHECKOUT_SESSION_ID}'),
        cancel_url: `${deps.config.publicUrl}/user/donations?success=false`,
      },
      // A retried request (by the client library after a timeout) opens the same session, not a second one.
      { idempotencyKey: `donation-checkout-${row.id}` },
    );
    if (!session.url) throw new Error('Stripe answered a checkout session without a url');
    await deps.db.update(donations).set({ checkoutSessionId: session.id }).where(eq(donations.id, row.id));
    return { checkoutUrl: session.url };
  } catch (error) {
    deps.log.error({ err: error, donationId: row.id }, 'Stripe checkout session failed');
    await deps.db.update(donations).set({ status: 'failed' }).where(eq(donations.id, row.id));
    throw new AppError('DONATION_PROCESSING_FAILED');
  }
}

async function donationOfSession(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select(donationColumns)
    .from(donations)
    .where(and(eq(donations.checkoutSessionId, sessionId), eq(donations.userId, userId)));
  if (!row) throw new AppError('CHECKOUT_NOT_FOUND');
  return row;
}

/** The caller's donation behind a checkout, as it stands: what the thank-you dialog shows. */
export async function checkoutDonation(deps: DonationDeps, userId: string, sessionId: string) {
  const row = await donationOfSession(deps.db, userId, sessionId);
  return { donation: toDonation(row), demo: row.isDemo };
}

/** Pay or Cancel on the demo checkout: the same completion as Stripe's webhook, with a made-up payment id. */
export async function completeDemoCheckout(deps: DonationDeps, userId: string, sessionId: string, outcome: 'pay' | 'cancel') {
  if (deps.stripe || !sessionId.startsWith(DEMO_PREFIX)) throw new AppError('CHECKOUT_NOT_FOUND');
  // A demo checkout opened before the demo was turned off is not completed after it.
  if (!deps.config.demoPayments) throw new AppError('PAYMENTS_UNAVAILABLE');
  const row = await donationOfSession(deps.db, userId, sessionId);
  if (row.status !== 'pending') throw new AppError('CHECKOUT_CLOSED');
  if (outcome === 'pay') {
    await completeDonation(deps, {
      donationId: row._id,
      sessionId,
      amountPaid: paiseOf(Number(row.amount)),
      currency: 'inr',
      paymentId: `demo_pi_${randomBytes(12).toString('hex')}`,
    });
  } else {
    await failDonation(deps, row._id, sessionId);
  }
  const now = await donationOfSession(deps.db, userId, sessionId);
  return { redirectUrl: returnUrl(deps.config, outcome === 'pay', sessionId), donation: toDonation(now) };
}
