/**
 * Donations (spec 2 §3-§5, spec 3 §2-§4): the checkout form, a person's history, the admin's
 * table and export, the public impact figures and the demo checkout.
 */
import { z } from 'zod';
import { indiaDayOf, isCalendarDay } from '../calendar-days.ts';
import { cursorQuery, id, pageCursors, pageQuery } from '../common.ts';
import { email, nameOf } from '../fields.ts';
import { campaigns, DESCRIPTION_MAX, donationStatuses, MAX_PAGE_SIZE, MIN_DONATION, pageSizes } from '../constants.ts';
import { messageIds } from '../i18n/message-ids.ts';
import { donationMessages, MAX_DONATION } from './messages.ts';
import { FIRST_RECEIPT_DAY } from './receipt-numbers.ts';

// The rules' messages travel as message ids (i18n/message-ids.ts), worded where they are shown.
const m = messageIds('donationMessages', donationMessages);

export type Campaign = (typeof campaigns)[number];
export type DonationStatus = (typeof donationStatuses)[number];

/** Rupees with at most two decimals (whole paise), as a number. */
const amount = z
  .number({ error: m.amountInvalid })
  .finite(m.amountInvalid)
  .min(MIN_DONATION, m.minimum)
  .max(MAX_DONATION, m.maximum)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, m.amountInvalid);

/** How an offline gift was received (Form 10BD's modes of receipt). */
export const offlineModes = ['cash', 'cheque', 'bank-transfer', 'upi'] as const;
export type OfflineMode = (typeof offlineModes)[number];
/**
 * How the money came, as receipts, the history and the admin's table name it: a provider's method
 * (Razorpay's `upi`, `card`, `netbanking`, `wallet`, `emi`, `paylater`), `demo`, or an offline
 * mode. Stored as the provider said it; a page names an unknown one as a payment online.
 */
export const paymentModes = ['upi', 'card', 'netbanking', 'wallet', 'emi', 'paylater', 'demo', 'cash', 'cheque', 'bank-transfer'] as const;
export type PaymentMode = (typeof paymentModes)[number];
/** Who takes the money: a payment provider, the demo checkout, or an admin recording an offline gift. */
export const paymentProviders = ['razorpay', 'stripe', 'demo', 'offline'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** A PAN (`AAAAA9999A`), optional: empty reads as none; typed in any case, kept in capitals. */
export const pan = z
  .string()
  .regex(/^\s*(?:[A-Za-z]{5}[0-9]{4}[A-Za-z])?\s*$/, m.panInvalid)
  .transform((text) => text.trim().toUpperCase())
  .optional()
  .transform((text) => (text ? text : null));

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
  /** The donor's PAN for the 80G receipt; also kept on their profile for the next time. */
  pan,
});
export type CreateCheckoutSessionBody = z.input<typeof createCheckoutSessionBody>;

export const createCheckoutSessionReply = z.object({ checkoutUrl: z.string() });

/**
 * How donations are taken now: online or not at all, whether online is only the demo checkout,
 * which provider takes them, and its ways to pay in the order the donate page names them (UPI
 * first for Razorpay).
 */
export const paymentOptionsReply = z.object({
  online: z.boolean(),
  demo: z.boolean(),
  provider: z.enum(paymentProviders).nullable(),
  methods: z.array(z.enum(paymentModes)),
});
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
  /**
   * `SAH/2026-27/000123` once completed, else null; a demo donation's is of the demo series
   * (`DEMO/2026-27/000012`), which never takes a number of the real one.
   */
  receiptNumber: z.string().nullable(),
  /** How the money came (see paymentModes); null until paid. */
  paymentMode: z.string().nullable(),
  provider: z.enum(paymentProviders).nullable(),
  /** The day the money was received in India (yyyy-MM-dd), the receipt's date; null until then. */
  receivedOn: z.string().nullable(),
  /** The PAN the receipt shows, or null. */
  pan: z.string().nullable(),
});
export type Donation = z.infer<typeof donation>;

/** A person's history: newest first, the latest MAX_PAGE_SIZE unless paged further. */
export const donationHistoryQuery = pageQuery(MAX_PAGE_SIZE).omit({ search: true }).extend(cursorQuery);
export const donationHistoryReply = z.object({
  donations: z.array(donation),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  ...pageCursors,
});
export type DonationHistoryReply = z.infer<typeof donationHistoryReply>;

/** A donation in the admin's table: the donor named only when they allowed it (spec 3 §3). */
export const adminDonation = donation.extend({
  userId: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The donor's name; null when the donor chose to stay unnamed or has no account any more (the page says "Anonymous" in its reader's language). */
  donorName: z.string().nullable(),
  /** An offline gift's cheque number or bank reference. */
  reference: z.string().nullable(),
});
export type AdminDonation = z.infer<typeof adminDonation>;

/** `all` (or anything unknown) means every campaign. */
const campaignFilter = z.enum(campaigns).optional().catch(undefined);

export const adminDonationsQuery = pageQuery(pageSizes.donations).extend({ ...cursorQuery, campaign: campaignFilter });
export type AdminDonationsQuery = z.infer<typeof adminDonationsQuery>;

export const adminDonationsReply = z.object({
  donations: z.array(adminDonation),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  ...pageCursors,
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

/**
 * What Razorpay adds to the callback address when it sends a donor back: the link's id and status
 * (and the payment's id and a signature, which are not needed: the return completes nothing).
 * Anything malformed is dropped rather than refused, so a donor always lands on their page.
 */
export const razorpayReturnQuery = z.object({
  razorpay_payment_link_id: z.string().regex(/^plink_[A-Za-z0-9]{1,64}$/).optional().catch(undefined),
  razorpay_payment_link_status: z.string().max(32).optional().catch(undefined),
});

/** An admin records a gift received offline: it is completed at once and gets its receipt number. */
export const offlineDonationBody = z.object({
  amount,
  campaign: z.enum(campaigns, { error: m.campaignInvalid }).default('general'),
  mode: z.enum(offlineModes, { error: m.modeInvalid }),
  receivedOn: z
    .string({ error: m.receivedOnInvalid })
    // A day of the calendar (2026-02-30 is none); the other rules compare days, so they wait for it.
    .refine(isCalendarDay, { error: m.receivedOnInvalid, abort: true })
    .refine((text) => text >= FIRST_RECEIPT_DAY, m.receivedOnTooEarly)
    // India's today: a gift received this morning in India is not "in the future" at 00:30 IST.
    .refine((text) => text <= indiaDayOf(), m.receivedOnFuture),
  donorName: nameOf(m.donorNameRequired),
  donorEmail: z.union([z.literal('').transform(() => undefined), email]).optional(),
  donorPan: pan,
  donorAddress: z.string().trim().max(500, m.addressTooLong).optional().transform((text) => (text ? text : null)),
  userId: id.optional(),
  reference: z.string().trim().max(100, m.referenceTooLong).optional().transform((text) => (text ? text : null)),
  message: z.string().trim().max(DESCRIPTION_MAX, m.messageTooLong).optional().transform((text) => (text ? text : null)),
});
export type OfflineDonationBody = z.input<typeof offlineDonationBody>;
export const offlineDonationReply = z.object({ donation: adminDonation, receiptNumber: z.string() });

/** An Indian financial year, April to March: `2026-27`. */
export const financialYear = z
  .string({ error: m.financialYearInvalid })
  .regex(/^\d{4}-\d{2}$/, m.financialYearInvalid)
  .refine((text) => (Number(text.slice(0, 4)) + 1) % 100 === Number(text.slice(5)), m.financialYearInvalid);
export const form10bdQuery = z.object({ fy: financialYear });

/** Completed donations of a financial year whose receipt has no donor PAN: whom to ask for it. */
export const withoutPanQuery = pageQuery(pageSizes.donations).omit({ search: true }).extend({ ...cursorQuery, fy: financialYear });
export type WithoutPanQuery = z.infer<typeof withoutPanQuery>;
export const withoutPanReply = z.object({
  donations: z.array(
    z.object({
      _id: z.string(),
      receiptNumber: z.string(),
      receivedOn: z.string(),
      amount: z.number(),
      paymentMode: z.string().nullable(),
      donorName: z.string(),
      donorEmail: z.string().nullable(),
      userId: z.string().nullable(),
    }),
  ),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  ...pageCursors,
});
export type WithoutPanReply = z.infer<typeof withoutPanReply>;
