/** Donations and their payments. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { campaigns, donationStatuses } from '@sahaya/contract/constants';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { users } from './people.ts';

export const campaignEnum = pgEnum('campaign', campaigns);
export const donationStatusEnum = pgEnum('donation_status', donationStatuses);

export const donations = pgTable(
  'donations',
  {
    id: id(),
    /** Null when the donor's account was removed; the donation itself stays on the books. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Rupees with paise; numeric keeps sums exact. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('inr'),
    campaign: campaignEnum('campaign').notNull().default('general'),
    message: varchar('message', { length: 500 }),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    /**
     * The donor's name as their receipt shows it, written when they delete their account: the
     * receipt and Form 10BD must still name them for eight years after the person row is gone.
     */
    donorName: varchar('donor_name', { length: 100 }),
    status: donationStatusEnum('status').notNull().default('pending'),
    /**
     * Made on the built-in demo checkout, which completes a donation without any money paid: its
     * receipt, history row and the admin's row say so.
     */
    isDemo: boolean('is_demo').notNull().default(false),
    /** The checkout session (Stripe's, or the built-in demo checkout's). */
    checkoutSessionId: text('checkout_session_id'),
    /** The payment id shown to admins and on receipts (the spec's name, whichever provider took it). */
    stripePaymentId: text('stripe_payment_id'),
    /** Who took the money: `razorpay`, `stripe`, `demo`, or `offline` for a gift an admin recorded. */
    provider: text('provider'),
    /**
     * How the money came, as the receipt and Form 10BD name it: the provider's method for an online
     * payment (`upi`, `card`, `netbanking`, `wallet`…), or `cash`, `cheque`, `bank-transfer`, `upi`
     * for an offline gift.
     */
    paymentMode: text('payment_mode'),
    /**
     * `SAH/2026-27/000123`: given when the donation completes, from its financial year's sequence;
     * `DEMO/2026-27/000012` for a gift made on the demo checkout, from a series of its own.
     */
    receiptNumber: varchar('receipt_number', { length: 32 }),
    /** The day the money was received, in India's time: the receipt's date and Form 10BD's year. */
    receivedOn: date('received_on', { mode: 'string' }),
    /** The donor's PAN as the receipt shows it, kept from the checkout or the offline record. */
    donorPan: varchar('donor_pan', { length: 10 }),
    /** An offline donor's contact and address, for the receipt and Form 10BD (an online donor's come from their account). */
    donorEmail: varchar('donor_email', { length: 254 }),
    donorAddress: varchar('donor_address', { length: 500 }),
    /** An offline gift's cheque number or bank reference. */
    reference: varchar('reference', { length: 100 }),
    /** The admin who recorded an offline gift. */
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('donations_checkout_session_key').on(t.checkoutSessionId),
    index('donations_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('donations_created_idx').on(t.createdAt.desc()),
    index('donations_campaign_created_idx').on(t.campaign, t.createdAt.desc()),
    index('donations_status_created_idx').on(t.status, t.createdAt.desc()),
    index('donations_payment_trgm_idx').using('gin', t.stripePaymentId.op('gin_trgm_ops')),
    index('donations_message_trgm_idx').using('gin', t.message.op('gin_trgm_ops')),
    check('donations_amount_positive', sql`${t.amount} > 0`),
    uniqueIndex('donations_receipt_number_key').on(t.receiptNumber),
    // Form 10BD and the list of receipts still without a PAN read a financial year's receipts.
    index('donations_received_on_idx').on(t.receivedOn).where(sql`${t.receiptNumber} is not null`),
    // Deleting the recording admin's account sets this to null off it, not by reading every donation.
    index('donations_recorded_by_idx').on(t.recordedBy).where(sql`${t.recordedBy} is not null`),
  ],
);

/**
 * One receipt sequence per series and Indian financial year (April to March, `2026-27`): the last
 * number given. The series is `SAH`, the receipts of money received, or `DEMO`, the numbers of
 * gifts made on the demo checkout, which never take a number of the real series. A completion
 * takes the next number by updating its row in its own transaction, so the numbers are gap-free
 * and unique however many donations complete at once.
 */
export const receiptSequences = pgTable(
  'receipt_sequences',
  {
    series: varchar('series', { length: 8 }).notNull().default('SAH'),
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/** The payment provider's webhook deliveries already handled, so the same event delivered again changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
