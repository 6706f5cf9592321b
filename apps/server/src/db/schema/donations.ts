/** Donations and their payments. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgEnum, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
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
    /** The payment id shown to admins and on receipts. */
    stripePaymentId: text('stripe_payment_id'),
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
  ],
);
