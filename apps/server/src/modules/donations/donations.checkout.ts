/**
 * The checkout: a person's donation is recorded as pending, then paid on a Razorpay Payment Link
 * or Stripe Checkout (whichever config.paymentProvider names), or on the demo checkout of this
 * site when neither is configured, whose Pay and Cancel complete or cancel it through the same
 * code as the webhooks (donations.completion.ts). The demo checkout takes no money, so it is offered
 * only where config.demoPayments allows it (never in production unless DEMO_PAYMENTS=true), and
 * its donations are stored as demo ones.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { razorpayReturn } from '@sahaya/contract/donations/endpoints';
import type { Campaign, PaymentMode, PaymentOptionsReply } from '@sahaya/contract/donations/schemas';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import { refuseIfWithdrawn } from '../consents/consents.service.ts';
import { AppError } from '../../errors.ts';
import { claimKey, keepReply, releaseKey, type IdempotencyClaim } from '../../plugins/http/idempotency.ts';
import { keepPan } from '../people/accounts.service.ts';
import { accountWithPrimaryAddress } from '../people/people.service.ts';
import { donationColumns, toDonation } from './donations.lists.ts';
import { campaignName } from './campaign-names.ts';
import { completeDonation, failDonation, paiseOf } from './donations.completion.ts';
import { checkoutExpiresAt } from './donations.expiry.ts';
import type { DonationDeps } from './donations.service.ts';

/** The checkout form as parsed (createCheckoutSessionBody's output). */
type Checkout = {
  amount: number;
  campaign: Campaign;
  message: string | null;
  isAnonymous: boolean;
  /** The donor's PAN for the receipt; null keeps the one on their profile. */
  pan: string | null;
};

const DEMO_PREFIX = 'demo_';

/** Where Razorpay's return route sends the donor: their donations page, naming the payment link as its session. */
export function razorpayReturnUrl(config: Config, linkId: string | undefined, linkStatus: string | undefined) {
  if (!linkId) return `${config.publicUrl}/user/donations`;
  return returnUrl(config, linkStatus === undefined || linkStatus === 'paid', linkId);
}

const returnUrl = (config: Config, success: boolean, sessionId: string) =>
  `${config.publicUrl}/user/donations?success=${success}&session_id=${sessionId}`;

/** Razorpay's ways to pay on its hosted page, UPI first: most Indian donors pay by UPI. */
const razorpayMethods: PaymentMode[] = ['upi', 'card', 'netbanking', 'wallet'];

/** How donations are taken now, for the donate page to say before anybody fills the form. */
export function paymentOptions(deps: Pick<DonationDeps, 'stripe' | 'razorpay' | 'config'>): PaymentOptionsReply {
  if (deps.razorpay) return { online: true, demo: false, provider: 'razorpay', methods: razorpayMethods };
  if (deps.stripe) return { online: true, demo: false, provider: 'stripe', methods: ['card'] };
  const demo = deps.config.demoPayments;
  return { online: demo, demo, provider: demo ? 'demo' : null, methods: demo ? ['demo'] : [] };
}

/** A phone number as Razorpay takes a customer's contact, or nothing: a contact it refuses would refuse the whole link. */
function contactOf(phone: string | null): string | undefined {
  const digits = phone?.replace(/[\s()-]/g, '') ?? '';
  return /^\+?[0-9]{10,15}$/.test(digits) ? digits : undefined;
}

/**
 * A failed provider call fails the pending donation, so nobody waits on it, and the donor is told
 * to try again: its Idempotency-Key goes with it, so the next try opens a new checkout.
 */
async function providerFailed(
  deps: DonationDeps,
  donationId: string,
  provider: string,
  error: unknown,
  idempotency: IdempotencyClaim | undefined,
): Promise<never> {
  deps.log.error({ err: error, donationId, provider }, 'The payment provider did not open a checkout');
  await deps.db.transaction(async (tx) => {
    await tx.update(donations).set({ status: 'failed' }).where(eq(donations.id, donationId));
    await releaseKey(tx, idempotency);
  });
  throw new AppError('DONATION_PROCESSING_FAILED');
}

/** The checkout's session is kept on its donation, and its url as the reply to the call's Idempotency-Key, together. */
async function opened(deps: DonationDeps, donationId: string, sessionId: string, checkoutUrl: string, idempotency: IdempotencyClaim | undefined) {
  const reply = { checkoutUrl };
  await deps.db.transaction(async (tx) => {
    await tx.update(donations).set({ checkoutSessionId: sessionId }).where(eq(donations.id, donationId));
    await keepReply(tx, idempotency, reply);
  });
  return reply;
}

/**
 * Records the pending donation, then opens its checkout: a Razorpay Payment Link, Stripe's
 * Checkout, or the demo page of this site. A PAN given at checkout is kept on the donation and on
 * the donor's profile for next time; without one the donation takes the profile's.
 *
 * With an Idempotency-Key the donation is recorded once however often the checkout is asked for:
 * the key is claimed with the pending donation, and the checkout's url kept with its session once
 * the provider answers; a repeat meanwhile waits for that url (plugins/http/idempotency.ts).
 */
export async function createCheckoutSession(deps: DonationDeps, userId: string, body: Checkout, idempotency?: IdempotencyClaim) {
  await refuseIfWithdrawn(deps.db, userId, 'donations');
  const account = await accountWithPrimaryAddress(deps.db, userId);
  if (!account) throw new AppError('DONATION_PROCESSING_FAILED');
  const provider = deps.razorpay ? 'razorpay' : deps.stripe ? 'stripe' : 'demo';
  if (provider === 'demo' && !deps.config.demoPayments) throw new AppError('PAYMENTS_UNAVAILABLE');
  const values = {
    userId,
    amount: body.amount,
    campaign: body.campaign,
    message: body.message,
    isAnonymous: body.isAnonymous,
    currency: 'inr',
    provider,
    donorPan: body.pan ?? account.row.pan,
  };
  const demoSession = provider === 'demo' ? `${DEMO_PREFIX}${randomBytes(24).toString('hex')}` : null;
  const demoReply = demoSession ? { checkoutUrl: `${deps.config.publicUrl}/user/donations/checkout/${demoSession}` } : undefined;
  const row = await deps.db.transaction(async (tx) => {
    await claimKey(tx, idempotency);
    const [inserted] = await tx
      .insert(donations)
      .values({ ...values, checkoutSessionId: demoSession, isDemo: provider === 'demo' })
      .returning({ id: donations.id });
    if (body.pan && body.pan !== account.row.pan) await keepPan(tx, userId, body.pan);
    // The demo checkout's url is known already: it is kept with the donation.
    if (demoReply) await keepReply(tx, idempotency, demoReply);
    return inserted;
  });
  if (!row) throw new Error('Donation insert returned no row');
  if (demoReply) return demoReply;

  if (deps.razorpay) {
    let link;
    try {
      link = await deps.razorpay.createPaymentLink({
        amount: paiseOf(body.amount),
        currency: 'INR',
        referenceId: row.id,
        description: `Donation to ${campaignName(body.campaign)}`,
        customer: { name: account.row.name, email: account.row.email ?? undefined, contact: contactOf(account.row.phone) },
        // Razorpay gives the link its id only once it is made, so the address it sends the donor
        // back to cannot name it; it adds it as razorpay_payment_link_id, and the return route
        // passes it on as the session_id of the donations page (razorpayReturnUrl).
        callbackUrl: `${deps.config.publicUrl}${razorpayReturn.path}`,
        // The link stops taking money when the donation expires unpaid (Stripe's sessions close after the same day by default).
        expireBy: checkoutExpiresAt(),
      });
    } catch (error) {
      return providerFailed(deps, row.id, 'razorpay', error, idempotency);
    }
    return opened(deps, row.id, link.id, link.short_url, idempotency);
  }

  const stripe = deps.stripe;
  if (!stripe) throw new Error('No payment provider for a checkout that is not a demo');
  let session;
  try {
    session = await stripe.checkout.sessions.create(
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
  } catch (error) {
    return providerFailed(deps, row.id, 'stripe', error, idempotency);
  }
  return opened(deps, row.id, session.id, session.url, idempotency);
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
  if (deps.stripe || deps.razorpay || !sessionId.startsWith(DEMO_PREFIX)) throw new AppError('CHECKOUT_NOT_FOUND');
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
      paymentMode: 'demo',
      provider: 'demo',
    });
  } else {
    await failDonation(deps, row._id, sessionId);
  }
  const now = await donationOfSession(deps.db, userId, sessionId);
  return { redirectUrl: returnUrl(deps.config, outcome === 'pay', sessionId), donation: toDonation(now) };
}
