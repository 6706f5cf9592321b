/** Equipment to lend and the requests to borrow it. */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { AssetCategoryNames } from '@sahaya/contract/asset-categories/schemas';
import type { AssetCategoryIcon } from '@sahaya/contract/asset-categories/constants';
import type { AssetTranslations } from '@sahaya/contract/assets/schemas';
import { assetEventKinds, assetRequestPriorities, loanReminders, returnConditions } from '@sahaya/contract/constants';
import { at, createdAt, id, requestStatusEnum, updatedAt } from './columns.ts';
import { users } from './people.ts';

export const assetRequestPriorityEnum = pgEnum('asset_request_priority', assetRequestPriorities);
export const returnConditionEnum = pgEnum('return_condition', returnConditions);
export const assetEventKindEnum = pgEnum('asset_event_kind', assetEventKinds);
export const loanReminderEnum = pgEnum('loan_reminder', Object.keys(loanReminders) as [keyof typeof loanReminders, ...(keyof typeof loanReminders)[]]);

/**
 * The categories of equipment, which admins add and edit: a name in each language (English
 * always), the letters of its assets' short codes, a drawing and perhaps a picture, and the longest
 * loan and return checklist an asset of it starts with. A category is never removed: its assets
 * keep it. The key, how the assets name it, never changes.
 */
export const assetCategories = pgTable(
  'asset_categories',
  {
    key: varchar('key', { length: 40 }).primaryKey(),
    names: jsonb('names').$type<AssetCategoryNames>().notNull(),
    /** The letters of its assets' short codes (asset_code_counters); an asset keeps the code it was given if they change. */
    codePrefix: varchar('code_prefix', { length: 4 }).notNull(),
    icon: varchar('icon', { length: 24 }).$type<AssetCategoryIcon>().notNull().default('equipment'),
    image: text('image'),
    /** The longest loan an asset of it starts with; none for Sahaya's usual MAX_LOAN_DAYS. */
    defaultMaxLoanDays: integer('default_max_loan_days'),
    checklist: jsonb('checklist').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('asset_categories_code_prefix_key').on(t.codePrefix),
    check('asset_categories_code_prefix_letters', sql`${t.codePrefix} ~ '^[A-Z]{2,4}$'`),
    check('asset_categories_default_max_loan_days_range', sql`${t.defaultMaxLoanDays} between 1 and 180`),
  ],
);

export const assets = pgTable(
  'assets',
  {
    id: id(),
    /** The code printed under its QR code, `WC-0042`: given when it is added (asset_code_counters), never changed. */
    shortCode: varchar('short_code', { length: 16 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull(),
    /** Where and when the units are collected and brought back, in English; none means the usual hours. */
    pickupNote: text('pickup_note'),
    /**
     * The name, description and pickup note in the other languages Sahaya speaks, each optional:
     * `{ "hi": { "name": "…", "pickupNote": "…" } }`. Read through assets.texts.ts, which falls back to English.
     */
    translations: jsonb('translations').$type<AssetTranslations>().notNull().default({}),
    category: varchar('category', { length: 40 })
      .notNull()
      .references(() => assetCategories.key),
    image: text('image'),
    /** Units on the shelf, free to lend: approving a loan takes its units, returning it in good condition gives them back. */
    stocks: integer('stocks').notNull().default(0),
    /** Units returned needing repair or due for service: off the shelf until an admin marks them ready (asset_repairs). */
    inRepair: integer('in_repair').notNull().default(0),
    /** The longest loan, in days from its first day: a renewal too stays within it. */
    maxLoanDays: integer('max_loan_days').notNull().default(30),
    /** How often a borrower may move a loan's return day later themselves. */
    maxRenewals: integer('max_renewals').notNull().default(2),
    /** What a return is checked for ("Cleaned and disinfected"): the admin ticks every item before the units go back. */
    checklist: jsonb('checklist').$type<string[]>().notNull().default([]),
    /** A deposit taken at hand-over and refunded at return, in whole rupees; none when null. */
    depositRupees: integer('deposit_rupees'),
    /** Service due after this many loans come back, or this many days after the last: the units then go to service as to repair. */
    serviceEveryLoans: integer('service_every_loans'),
    serviceEveryDays: integer('service_every_days'),
    /** Loans returned since the asset was last serviced, and when that was. */
    loansSinceService: integer('loans_since_service').notNull().default(0),
    servicedAt: at('serviced_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Catalogue sorts: name A-Z / Z-A, most / least available, newest / oldest; filters by stock.
    uniqueIndex('assets_short_code_key').on(t.shortCode),
    index('assets_name_idx').on(t.name),
    index('assets_stocks_idx').on(t.stocks),
    index('assets_created_idx').on(t.createdAt.desc()),
    index('assets_category_idx').on(t.category),
    index('assets_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // The catalogue's search matches the names in other languages too, as one text (modules/assets/assets.texts.ts `translatedNames`).
    index('assets_translated_names_trgm_idx').using('gin', sql`(jsonb_path_query_array(${t.translations}, '$.*.name'::jsonpath)::text) gin_trgm_ops`),
    check('assets_stocks_not_negative', sql`${t.stocks} >= 0`),
    check('assets_in_repair_not_negative', sql`${t.inRepair} >= 0`),
    check('assets_max_loan_days_range', sql`${t.maxLoanDays} between 1 and 180`),
    check('assets_max_renewals_range', sql`${t.maxRenewals} between 0 and 10`),
    check('assets_deposit_positive', sql`${t.depositRupees} > 0`),
    check('assets_service_every_loans_positive', sql`${t.serviceEveryLoans} > 0`),
    check('assets_service_every_days_positive', sql`${t.serviceEveryDays} > 0`),
  ],
);

/**
 * The last number given in each short code's letters (`WC` to the wheelchairs): adding an asset
 * raises its letters' number in the transaction that inserts it, so two admins adding wheelchairs at
 * once take turns on the row and never get the same number.
 */
export const assetCodeCounters = pgTable('asset_code_counters', {
  prefix: varchar('prefix', { length: 4 }).primaryKey(),
  last: integer('last').notNull(),
});

export const assetRequests = pgTable(
  'asset_requests',
  {
    id: id(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The loan's first day. */
    requestedDate: date('requested_date', { mode: 'string' }).notNull(),
    /** The day the units are due back: after the first day, at most the asset's longest loan after it (renewals move it). */
    returnDate: date('return_date', { mode: 'string' }).notNull(),
    status: requestStatusEnum('status').notNull().default('pending'),
    priority: assetRequestPriorityEnum('priority').notNull().default('medium'),
    reason: text('reason'),
    /** The admin's comment on approval or rejection. */
    comment: text('comment'),
    decidedAt: at('decided_at'),
    /** When the admin recorded that the units came back (status completed). */
    returnedAt: at('returned_at'),
    /** When the admin handed the units over (the Scan page); an approved loan not yet collected has none. */
    handedOverAt: at('handed_over_at'),
    /** How the units came back, and what needs repair. */
    returnCondition: returnConditionEnum('return_condition'),
    returnNote: text('return_note'),
    /** The asset's checklist items the admin ticked at the return. */
    returnChecklist: jsonb('return_checklist').$type<string[]>(),
    /** Times the borrower moved the return day later. */
    renewals: integer('renewals').notNull().default(0),
    /** The deposit taken at hand-over (rupees, how, a UPI reference) and when it was refunded. */
    depositRupees: integer('deposit_rupees'),
    depositMethod: varchar('deposit_method', { length: 8 }),
    depositReference: varchar('deposit_reference', { length: 64 }),
    depositRefundedAt: at('deposit_refunded_at'),
    depositRefundReference: varchar('deposit_refund_reference', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Open loans of an asset over their periods (availability), and the overdue list by due day; the
    // id ends it so the asset's loans come by pages (and from a cursor) straight off it.
    index('asset_requests_asset_status_dates_idx').on(t.assetId, t.status, t.requestedDate, t.returnDate, t.id),
    index('asset_requests_status_return_idx').on(t.status, t.returnDate),
    check('asset_requests_return_after_start', sql`${t.returnDate} > ${t.requestedDate}`),
    index('asset_requests_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('asset_requests_user_status_created_idx').on(t.userId, t.status, t.createdAt.desc()),
    // A person has one request of an asset waiting for a decision at a time (assets.pending-asks.ts).
    uniqueIndex('asset_requests_one_pending_idx').on(t.userId, t.assetId).where(sql`${t.status} = 'pending'`),
    index('asset_requests_asset_created_idx').on(t.assetId, t.createdAt.desc()),
    index('asset_requests_status_created_idx').on(t.status, t.createdAt.desc()),
    index('asset_requests_status_priority_idx').on(t.status, t.priority, t.createdAt.desc()),
    // The admin's list by priority, whatever the status: its pages and their cursors' ranges (db/keyset.ts).
    index('asset_requests_priority_created_idx').on(t.priority, t.createdAt.desc(), t.id.desc()),
    // Counting the admin's list by status and a search on asset or requester reads only this index.
    index('asset_requests_status_asset_user_idx').on(t.status, t.assetId, t.userId),
    index('asset_requests_created_idx').on(t.createdAt.desc()),
    check('asset_requests_quantity_range', sql`${t.quantity} between 1 and 3`),
    check('asset_requests_renewals_not_negative', sql`${t.renewals} >= 0`),
    // Deposits taken or refunded in a period, for the accounts' CSV.
    index('asset_requests_deposit_idx').on(t.handedOverAt).where(sql`${t.depositRupees} is not null`),
  ],
);

/** Units held off the shelf after a return needing repair, or for their regular service, until an admin marks them ready. */
export const assetRepairs = pgTable(
  'asset_repairs',
  {
    id: id(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    /** The loan whose return found the fault. */
    requestId: uuid('request_id').references(() => assetRequests.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    /** `repair` after a return found a fault; `service` when the asset's regular service came due. */
    kind: varchar('kind', { length: 8 }).$type<'repair' | 'service'>().notNull().default('repair'),
    note: text('note').notNull(),
    readyAt: at('ready_at'),
    readyBy: uuid('ready_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('asset_repairs_asset_open_idx').on(t.assetId, t.readyAt, t.createdAt),
    // Deleting a loan or an admin's account sets these to null, found here.
    index('asset_repairs_request_idx').on(t.requestId).where(sql`${t.requestId} is not null`),
    index('asset_repairs_ready_by_idx').on(t.readyBy).where(sql`${t.readyBy} is not null`),
    check('asset_repairs_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * The people waiting for a unit of an asset, first come first served. When a unit comes back the
 * first without an offer is offered it (offered_at) and has WAITLIST_HOLD_HOURS to ask for it
 * (offer_expires_at); past that their place is given up and the next is told.
 */
export const assetWaitlist = pgTable(
  'asset_waitlist',
  {
    id: id(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offeredAt: at('offered_at'),
    offerExpiresAt: at('offer_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('asset_waitlist_asset_user_key').on(t.assetId, t.userId),
    index('asset_waitlist_asset_created_idx').on(t.assetId, t.createdAt, t.id),
    index('asset_waitlist_user_idx').on(t.userId),
  ],
);

/**
 * An asset's history as it happens: added, edited (details.changes: field, from, to), a loan
 * approved, handed over, returned (details.condition, details.note), units repaired. The borrower
 * is kept by id, so an erased account leaves the event without a name.
 */
export const assetEvents = pgTable(
  'asset_events',
  {
    id: id(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    kind: assetEventKindEnum('kind').notNull(),
    /** Who did it (an admin), and whose loan it concerns. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    personId: uuid('person_id').references(() => users.id, { onDelete: 'set null' }),
    requestId: uuid('request_id').references(() => assetRequests.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<AssetEventDetails>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('asset_events_asset_created_idx').on(t.assetId, t.createdAt.desc(), t.id.desc()),
    index('asset_events_person_idx').on(t.personId),
    // Deleting an admin's account or a loan sets these to null, found here.
    index('asset_events_actor_idx').on(t.actorId).where(sql`${t.actorId} is not null`),
    index('asset_events_request_idx').on(t.requestId).where(sql`${t.requestId} is not null`),
  ],
);

export interface AssetEventDetails {
  quantity?: number;
  from?: string;
  to?: string;
  condition?: (typeof returnConditions)[number];
  note?: string;
  changes?: { field: string; from: string | number | null; to: string | number | null }[];
}

/** Each reminder of a loan's return day, written when it is sent, so it goes once however many nodes run the sweep. */
export const loanRemindersSent = pgTable(
  'loan_reminders_sent',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => assetRequests.id, { onDelete: 'cascade' }),
    kind: loanReminderEnum('kind').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.kind] })],
);
