/**
 * Donations (spec 2 §3-§5, spec 3 §2-§4): the checkout form, a person's history, the admin's
 * table and export, the public impact figures and the demo checkout.
 */
import { z } from 'zod';
import { id, pageQuery } from '../common.ts';
import { campaigns, DESCRIPTION_MAX, donationStatuses, MAX_PAGE_SIZE, MIN_DONATION, pageSizes } from '../constants.ts';
import { donationMessages as m, MAX_DONATION } from './messages.ts';

export type Campaign = (typeof campaigns)[number];
export type DonationStatus = (typeof donationStatuses)[number];

/** Rupees with at most two decimals (whole paise), as a number. */
const amount = z
  .number({ error: m.amountInvalid })
  .finite(m.amountInvalid)
  .min(MIN_DONATION, m.minimum)
  .max(MAX_DONATION, m.maximum)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, m.amountInvalid);

export const createCheckoutSessionBody = z.object({
  amount,
  campaign: z.enum(campaigns, { error: m.campaignInvalid }).default('general'),
  message: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX, m.messageTooLong)
    .optional()
    .transform((text) => (text ? text : null)),
  isAnonymous: z.boolean().default(false),
});
export type CreateCheckoutSessionBody = z.input<typeof createCheckoutSessionBody>;

export const createCheckoutSessionReply = z.object({ checkoutUrl: z.string() });

/** How donations are taken now: online or not at all, and whether online is only the demo checkout. */
export const paymentOptionsReply = z.object({ online: z.boolean(), demo: z.boolean() });
export type PaymentOptionsReply = z.infer<typeof paymentOptionsReply>;

/** A donation as its donor sees it. `date` is when it was completed, or made while not completed. */
export const donation = z.object({
  _id: z.string(),
  amount: z.number(),
  campaign: z.enum(campaigns),
  status: z.enum(donationStatuses),
  date: z.string(),
  message: z.string().nullable(),
  isAnonymous: z.boolean(),
  stripePaymentId: z.string().nullable(),
  /** Made on the demo checkout: completed without any money paid, and its PDF says it is no receipt. */
  isDemo: z.boolean(),
});
export type Donation = z.infer<typeof donation>;

/** A person's history: newest first, the latest MAX_PAGE_SIZE unless paged further. */
export const donationHistoryQuery = pageQuery(MAX_PAGE_SIZE).omit({ search: true });
export const donationHistoryReply = z.object({
  donations: z.array(donation),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
});
export type DonationHistoryReply = z.infer<typeof donationHistoryReply>;

/** A donation in the admin's table: the donor named only when they allowed it (spec 3 §3). */
export const adminDonation = donation.extend({
  userId: z.object({ _id: z.string(), name: z.string() }).nullable(),
  donorName: z.string(),
});
export type AdminDonation = z.infer<typeof adminDonation>;

/** `all` (or anything unknown) means every campaign. */
const campaignFilter = z.enum(campaigns).optional().catch(undefined);

export const adminDonationsQuery = pageQuery(pageSizes.donations).extend({ campaign: campaignFilter });
export type AdminDonationsQuery = z.infer<typeof adminDonationsQuery>;

export const adminDonationsReply = z.object({
  donations: z.array(adminDonation),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
});
export type AdminDonationsReply = z.infer<typeof adminDonationsReply>;

export const exportDonationsQuery = z.object({
  search: z.string().trim().max(100).optional().default(''),
  campaign: campaignFilter,
});
export type ExportDonationsQuery = z.infer<typeof exportDonationsQuery>;

/** The spec's receipt call carries `userId`; who may read a receipt is decided by the session. */
export const receiptQuery = z.object({ userId: z.string().optional() });

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.periodInvalid)
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), m.periodInvalid);

/** A period of whole days (UTC), both ends included; an admin names the donor by `userId`. */
export const statementQuery = z
  .object({ from: day.optional(), to: day.optional(), userId: id.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: m.periodInvalid, path: ['to'] });
export type StatementQuery = z.infer<typeof statementQuery>;

/** Completed donations in total and per campaign: figures only, never a donor. */
export const impactReply = z.object({
  totalAmount: z.number(),
  totalDonations: z.number().int(),
  campaigns: z.array(z.object({ campaign: z.enum(campaigns), amount: z.number(), donations: z.number().int() })),
});
export type ImpactReply = z.infer<typeof impactReply>;

/** A checkout session's id: Stripe's `cs_…` or the demo checkout's `demo_…`. */
export const checkoutSessionParams = z.object({ sessionId: z.string().regex(/^[A-Za-z0-9_]{1,255}$/, m.checkoutNotFound) });

export const checkoutDonationReply = z.object({
  donation,
  /** True for the built-in demo checkout, whose page pays or cancels without a card. */
  demo: z.boolean(),
});
export type CheckoutDonationReply = z.infer<typeof checkoutDonationReply>;

export const demoCheckoutBody = z.object({ outcome: z.enum(['pay', 'cancel']) });
export const demoCheckoutReply = z.object({ redirectUrl: z.string(), donation });

export const webhookReply = z.object({ received: z.boolean() });
