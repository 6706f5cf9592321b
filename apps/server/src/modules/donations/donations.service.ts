/**
 * Donations (spec 2 §4-§5, spec 3 §4). This module owns the `donations` table; other modules read
 * it only through the queries here.
 *
 * Every checkout first records a pending donation; its id travels to Stripe as the session's
 * `client_reference_id`. Only Stripe's signed `checkout.session.completed` (or the demo checkout,
 * when Stripe is not configured) completes it, through `completeDonation`: one conditional update
 * that checks the amount and currency and moves a donation to completed at most once, however
 * many deliveries of the same event race each other. The return URL never completes anything.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { ANONYMOUS_DONOR, dashboardSizes } from '@sahaya/contract/admin-dashboard/schemas';
import { donationMessages as m } from '@sahaya/contract/donations/messages';
import type { Campaign, ImpactReply, StatementQuery } from '@sahaya/contract/donations/schemas';
import { formatRupees } from '@sahaya/contract/format';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { newestFirst, utcDay } from '../../db/order.ts';
import { donations } from '../../db/schema/donations.ts';
import { users } from '../../db/schema/people.ts';
import { AppError } from '../../errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { notify, type NotifyDeps } from '../notifications/notifications.service.ts';
import { donationColumns, toDonation } from './donations.lists.ts';
import { campaignName, indiaDay, receiptPdf, statementPdf, type StatementRow } from './donations.pdf.ts';
import { verifySignature } from './stripe.ts';

export interface DonationDeps extends NotifyDeps {
  config: Config;
  log: FastifyBaseLogger;
  /** The Stripe client when STRIPE_SECRET_KEY is set; otherwise checkouts use the demo page. */
  stripe?: Stripe;
}

/** The checkout form as parsed (createCheckoutSessionBody's output). */
type Checkout = {
  amount: number;
  campaign: Campaign;
  message: string | null;
  isAnonymous: boolean;
};

const paiseOf = (rupees: number) => Math.round(rupees * 100);
const DEMO_PREFIX = 'demo_';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const returnUrl = (config: Config, success: boolean, sessionId: string) =>
  `${config.publicUrl}/user/donations?success=${success}&session_id=${sessionId}`;

/** Records the pending donation, then opens its checkout: Stripe's, or the demo page of this site. */
export async function createCheckoutSession(deps: DonationDeps, userId: string, body: Checkout) {
  const values = { userId, amount: body.amount, campaign: body.campaign, message: body.message, isAnonymous: body.isAnonymous, currency: 'inr' };
  if (!deps.stripe) {
    const sessionId = `${DEMO_PREFIX}${randomBytes(24).toString('hex')}`;
    await deps.db.insert(donations).values({ ...values, checkoutSessionId: sessionId });
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

export interface Payment {
  donationId: string;
  sessionId: string;
  /** What was paid, in the currency's smallest unit. */
  amountPaid: number;
  currency: string;
  paymentId: string;
}

export type Completion = 'completed' | 'already' | 'mismatch' | 'unknown';

/** Tells the donor, live and in the bell, that the payment came; the donation is the record, so a notice that fails is only logged. */
async function thankDonor(deps: Pick<DonationDeps, keyof NotifyDeps | 'log'>, donation: { userId: string | null; amount: string | number; campaign: Campaign }) {
  // A donor whose account is gone is not there to thank.
  if (!donation.userId) return;
  try {
    await notify(deps, {
      userId: donation.userId,
      type: 'system',
      content: m.completedNotice(formatRupees(Number(donation.amount)), campaignName(donation.campaign)),
      topic: 'donation',
    });
  } catch (error) {
    deps.log.error({ err: error }, 'The donor could not be thanked');
  }
}

/**
 * Completes the donation a payment names, once. The update itself checks everything: the donation
 * exists for this session, is not completed yet, and the amount and currency are what was asked.
 * Racing deliveries queue on the row's lock; the first completes it and the others find it done.
 * The one that completes it thanks the donor with a notice, so they are thanked once.
 */
export async function completeDonation(deps: Pick<DonationDeps, keyof NotifyDeps | 'log'>, payment: Payment): Promise<Completion> {
  if (!uuidPattern.test(payment.donationId)) return 'unknown';
  const updated = await deps.db
    .update(donations)
    .set({ status: 'completed', stripePaymentId: payment.paymentId, completedAt: sql`now()` })
    .where(
      and(
        eq(donations.id, payment.donationId),
        eq(donations.checkoutSessionId, payment.sessionId),
        ne(donations.status, 'completed'),
        eq(donations.currency, payment.currency.toLowerCase()),
        sql`round(${donations.amount} * 100) = ${payment.amountPaid}`,
      ),
    )
    .returning({ userId: donations.userId, amount: donations.amount, campaign: donations.campaign });
  const [done] = updated;
  if (done) {
    await thankDonor(deps, done);
    return 'completed';
  }
  const [row] = await deps.db
    .select({ status: donations.status, amount: donations.amount, currency: donations.currency, sessionId: donations.checkoutSessionId })
    .from(donations)
    .where(eq(donations.id, payment.donationId));
  if (!row || row.sessionId !== payment.sessionId) {
    deps.log.warn({ donationId: payment.donationId, sessionId: payment.sessionId }, 'A payment names no donation of its session');
    return 'unknown';
  }
  if (row.status === 'completed') return 'already';
  deps.log.warn(
    { donationId: payment.donationId, expected: paiseOf(Number(row.amount)), paid: payment.amountPaid, currency: payment.currency },
    'A payment does not match its donation; the donation stays as it was',
  );
  return 'mismatch';
}

/** A checkout given up (cancelled, expired, its payment failed): a pending donation is failed. */
export async function failDonation(deps: Pick<DonationDeps, 'db'>, donationId: string, sessionId: string) {
  if (!uuidPattern.test(donationId)) return;
  await deps.db
    .update(donations)
    .set({ status: 'failed' })
    .where(and(eq(donations.id, donationId), eq(donations.checkoutSessionId, sessionId), eq(donations.status, 'pending')));
}

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
  let event: StripeEvent;
  try {
    event = JSON.parse(rawBody.toString('utf8')) as StripeEvent;
  } catch {
    throw new AppError('WEBHOOK_PAYLOAD_INVALID');
  }
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
      });
      break;
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      await failDonation(deps, donationId, session.id);
      break;
    default:
      break;
  }
  return { received: true };
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
  return { donation: toDonation(row), demo: sessionId.startsWith(DEMO_PREFIX) };
}

/** Pay or Cancel on the demo checkout: the same completion as Stripe's webhook, with a made-up payment id. */
export async function completeDemoCheckout(deps: DonationDeps, userId: string, sessionId: string, outcome: 'pay' | 'cancel') {
  if (deps.stripe || !sessionId.startsWith(DEMO_PREFIX)) throw new AppError('CHECKOUT_NOT_FOUND');
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

/** The receipt of a completed donation, for its donor or an admin; anybody else learns nothing. */
export async function receipt(deps: DonationDeps, auth: AuthContext, id: string) {
  const [row] = await deps.db
    .select({
      ...donationColumns,
      userId: donations.userId,
      donor: users.name,
      donorDeleted: users.deletedAt,
    })
    .from(donations)
    .leftJoin(users, eq(users.id, donations.userId))
    .where(eq(donations.id, id));
  if (!row || (auth.role !== 'admin' && row.userId !== auth.userId)) throw new AppError('DONATION_NOT_FOUND');
  if (row.status !== 'completed') throw new AppError('RECEIPT_NOT_READY');
  const date = row.completedAt ?? row.createdAt;
  return {
    fileName: `donation_receipt_${row._id}_${indiaDay(date)}.pdf`,
    pdf: receiptPdf({
      id: row._id,
      amount: Number(row.amount),
      campaign: row.campaign,
      donor: row.isAnonymous || !row.donor || row.donorDeleted ? m.anonymous : row.donor,
      paymentId: row.stripePaymentId,
      date,
      message: row.message,
    }),
  };
}

/** Midnight in India of a yyyy-MM-dd day, as an instant. */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A donor's statement for a period; a person gets their own, an admin names the donor. */
export async function statement(deps: DonationDeps, auth: AuthContext, query: StatementQuery) {
  const userId = auth.role === 'admin' ? query.userId : auth.userId;
  if (!userId) throw new AppError('STATEMENT_NEEDS_PERSON', { field: 'userId' });
  const [person] = await deps.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  if (!person) throw new AppError('DONATION_NOT_FOUND');
  const to = query.to ?? indiaDay(new Date());
  const from = query.from ?? null;
  const paidAt = sql`coalesce(${donations.completedAt}, ${donations.createdAt})`;
  const period: SQL[] = [
    eq(donations.userId, userId),
    eq(donations.status, 'completed'),
    lt(paidAt, indiaMidnight(nextDay(to))),
    ...(from ? [gte(paidAt, indiaMidnight(from))] : []),
  ];
  const db = deps.db;
  async function* batches(): AsyncGenerator<StatementRow[]> {
    let offsetKey: { at: string; id: string } | undefined;
    for (;;) {
      const rows = await db
        .select({ id: donations.id, at: sql<string>`${paidAt}::text`, campaign: donations.campaign, amount: donations.amount, paymentId: donations.stripePaymentId })
        .from(donations)
        .where(and(...period, offsetKey ? sql`(${paidAt}, ${donations.id}) > (${offsetKey.at}::timestamptz, ${offsetKey.id}::uuid)` : undefined))
        .orderBy(asc(paidAt), asc(donations.id))
        .limit(500);
      if (rows.length === 0) return;
      yield rows.map((r) => ({ date: new Date(r.at), campaign: r.campaign, amount: Number(r.amount), paymentId: r.paymentId }));
      const last = rows[rows.length - 1]!;
      offsetKey = { at: last.at, id: last.id };
      if (rows.length < 500) return;
    }
  }
  return {
    fileName: `donation_statement_${from ?? 'start'}_${to}.pdf`,
    pdf: statementPdf({ donor: person.name, email: person.email, from, to }, batches()),
  };
}

/** The public figures: completed donations per campaign. Kept a minute, as anybody may ask often. */
const IMPACT_TTL_MS = 60_000;
const impactCache = new WeakMap<Db, { at: number; value: Promise<ImpactReply> }>();

export function impact(deps: Pick<DonationDeps, 'db'>, now = Date.now()): Promise<ImpactReply> {
  const cached = impactCache.get(deps.db);
  if (cached && now - cached.at < IMPACT_TTL_MS) return cached.value;
  const value = (async () => {
    const rows = await deps.db
      .select({ campaign: donations.campaign, amount: sql<number>`coalesce(sum(${donations.amount}), 0)::float8`, donations: sql<number>`count(*)::int` })
      .from(donations)
      .where(eq(donations.status, 'completed'))
      .groupBy(donations.campaign);
    const campaigns = rows.map((r) => ({ campaign: r.campaign, amount: Number(r.amount), donations: Number(r.donations) }));
    return {
      totalAmount: Math.round(campaigns.reduce((sum, c) => sum + c.amount, 0) * 100) / 100,
      totalDonations: campaigns.reduce((sum, c) => sum + c.donations, 0),
      campaigns,
    };
  })();
  impactCache.set(deps.db, { at: now, value });
  value.catch(() => impactCache.delete(deps.db));
  return value;
}

/** Forgets the kept impact figures (tests that add donations and read them at once). */
export const forgetImpact = (db: Db) => impactCache.delete(db);

/** Rupees received in completed donations, as a scalar subquery. */
export const donationsReceivedTotal = sql`(select coalesce(sum(${donations.amount}), 0)::float8 from ${donations}
      where ${donations.status} = 'completed')`;

/** Rupees a person has given in completed donations, as a scalar subquery. */
export const completedDonationsTotalOf = (userId: string) =>
  sql`(select coalesce(sum(${donations.amount}), 0) from ${donations} where ${donations.userId} = ${userId} and ${donations.status} = 'completed')`;

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
      donor: users.name,
      donorDeleted: users.deletedAt,
    })
    .from(donations)
    .leftJoin(users, eq(users.id, donations.userId))
    .where(eq(donations.status, 'completed'))
    .orderBy(newestFirst(donations.createdAt))
    .limit(limit);
  return rows.map((d) => ({
    _id: d._id,
    amount: Number(d.amount),
    campaign: d.campaign,
    isAnonymous: d.isAnonymous,
    stripePaymentId: d.stripePaymentId,
    donorName: d.isAnonymous || !d.donor || d.donorDeleted ? ANONYMOUS_DONOR : d.donor,
    date: (d.completedAt ?? d.createdAt).toISOString(),
  }));
}

/** Rupees received per UTC day since `since` (`day`, `total`), from the created_at index. */
export const completedDonationsByDay = (since: SQL) => sql`select ${utcDay(donations.createdAt)} as day, sum(${donations.amount})::float8 as total
      from ${donations}
      where ${donations.status} = 'completed' and ${donations.createdAt} >= ${since}
      group by 1`;

/** A person's latest donations as activity rows (kind, id, title, status, date, amount). */
export const donationActivity = (userId: string, n: number) => sql`(select 'donation' as kind, d.id, initcap(d.campaign::text) as title, d.status::text as status,
              d.created_at as date, d.amount
         from donations d
        where d.user_id = ${userId}
        order by d.created_at desc limit ${n})`;

/** Keeps a leaving person's donations in the accounts without their name; run inside their deletion. */
export async function makeDonationsAnonymous(tx: Db, userId: string): Promise<void> {
  await tx.update(donations).set({ isAnonymous: true }).where(eq(donations.userId, userId));
}
