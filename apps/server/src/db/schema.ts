/**
 * The whole data model of the three spec documents. Later work adds behaviour, not tables.
 * Every list, filter, search and sort the spec names has an index here: searches use trigram
 * GIN indexes (pg_trgm) so `ILIKE '%text%'` stays fast; lists use composite btree indexes that
 * match their filter and their order.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  assetCategories,
  assetRequestPriorities,
  assistancePriorities,
  assistanceTypes,
  campaigns,
  chatParties,
  DESCRIPTION_MAX,
  donationStatuses,
  meetingStatuses,
  notificationTypes,
  requestStatuses,
  roles,
  volunteerTypes,
} from '@sahaya/contract/constants';

export const roleEnum = pgEnum('role', roles);
export const volunteerTypeEnum = pgEnum('volunteer_type', volunteerTypes);
export const assistanceTypeEnum = pgEnum('assistance_type', assistanceTypes);
export const assistancePriorityEnum = pgEnum('assistance_priority', assistancePriorities);
export const assetRequestPriorityEnum = pgEnum('asset_request_priority', assetRequestPriorities);
export const requestStatusEnum = pgEnum('request_status', requestStatuses);
export const assetCategoryEnum = pgEnum('asset_category', assetCategories);
export const campaignEnum = pgEnum('campaign', campaigns);
export const donationStatusEnum = pgEnum('donation_status', donationStatuses);
export const meetingStatusEnum = pgEnum('meeting_status', meetingStatuses);
export const notificationTypeEnum = pgEnum('notification_type', notificationTypes);
export const chatPartyEnum = pgEnum('chat_party', chatParties);

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const at = (name: string) => timestamp(name, { withTimezone: true });

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Always stored lower-case, so the unique index also rejects the same address in other case. */
    email: varchar('email', { length: 254 }).notNull(),
    /** Null for accounts created through Google sign-in only. */
    passwordHash: text('password_hash'),
    googleId: text('google_id'),
    role: roleEnum('role').notNull().default('user'),
    age: integer('age'),
    gender: text('gender'),
    phone: varchar('phone', { length: 20 }),
    profilePicture: text('profile_picture'),
    certificates: text('certificates').array().notNull().default(sql`'{}'::text[]`),
    volunteerType: volunteerTypeEnum('volunteer_type'),
    isVerified: boolean('is_verified').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_id_key').on(t.googleId),
    // Admin user and volunteer lists: by role, newest first, the id breaking ties so pages never
    // overlap; also the participant picker. Deleted people are never listed, so they are left out.
    index('users_role_created_idx')
      .on(t.role, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    check('users_age_range', sql`${t.age} is null or (${t.age} between 0 and 100)`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fname: varchar('fname', { length: 30 }),
    lname: varchar('lname', { length: 30 }),
    street: varchar('street', { length: 200 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 100 }).notNull(),
    country: varchar('country', { length: 100 }).notNull(),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The address shown on the profile; a person may keep more for assistance requests. */
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('addresses_one_primary_key').on(t.userId).where(sql`${t.isPrimary}`),
    check('addresses_latitude_range', sql`${t.latitude} is null or (${t.latitude} between -90 and 90)`),
    check('addresses_longitude_range', sql`${t.longitude} is null or (${t.longitude} between -180 and 180)`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Sign-in
// ---------------------------------------------------------------------------------------------

/** One sign-in on one device; its id is the `sid` claim of every access token issued for it. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const otps = pgTable(
  'otps',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    /** Also the time the code was sent, which the resend cooldown counts from. */
    createdAt: createdAt(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('otps_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Assets and asset requests
// ---------------------------------------------------------------------------------------------

export const assets = pgTable(
  'assets',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description').notNull(),
    category: assetCategoryEnum('category').notNull(),
    image: text('image'),
    stocks: integer('stocks').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Catalogue sorts: name A-Z / Z-A, most / least available, newest / oldest; filters by stock.
    index('assets_name_idx').on(t.name),
    index('assets_stocks_idx').on(t.stocks),
    index('assets_created_idx').on(t.createdAt.desc()),
    index('assets_category_idx').on(t.category),
    index('assets_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('assets_stocks_not_negative', sql`${t.stocks} >= 0`),
  ],
);

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
    requestedDate: date('requested_date', { mode: 'string' }).notNull(),
    status: requestStatusEnum('status').notNull().default('pending'),
    priority: assetRequestPriorityEnum('priority').notNull().default('medium'),
    reason: text('reason'),
    /** The admin's comment on approval or rejection. */
    comment: text('comment'),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('asset_requests_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('asset_requests_user_status_created_idx').on(t.userId, t.status, t.createdAt.desc()),
    index('asset_requests_asset_created_idx').on(t.assetId, t.createdAt.desc()),
    index('asset_requests_status_created_idx').on(t.status, t.createdAt.desc()),
    index('asset_requests_status_priority_idx').on(t.status, t.priority, t.createdAt.desc()),
    index('asset_requests_created_idx').on(t.createdAt.desc()),
    check('asset_requests_quantity_range', sql`${t.quantity} between 1 and 3`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Assistance requests
// ---------------------------------------------------------------------------------------------

export const assistanceRequests = pgTable(
  'assistance_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    volunteerId: uuid('volunteer_id').references(() => users.id, { onDelete: 'set null' }),
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    type: assistanceTypeEnum('type').notNull(),
    volunteerType: volunteerTypeEnum('volunteer_type'),
    priority: assistancePriorityEnum('priority').notNull().default('normal'),
    status: requestStatusEnum('status').notNull().default('pending'),
    requestedDate: date('requested_date', { mode: 'string' }).notNull(),
    /** 24-hour HH:MM, as the form sends it. */
    requestedTime: varchar('requested_time', { length: 5 }).notNull(),
    description: varchar('description', { length: DESCRIPTION_MAX }).notNull(),
    // The place is copied from the chosen address, so editing or deleting that address later
    // does not move a request that a volunteer may already be travelling to.
    street: varchar('street', { length: 200 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 100 }).notNull(),
    zipCode: varchar('zip_code', { length: 6 }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    assignedAt: at('assigned_at'),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('assistance_requests_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('assistance_requests_user_status_created_idx').on(t.userId, t.status, t.createdAt.desc()),
    // Processing / completed lists of a volunteer, and the count of tasks on hand.
    index('assistance_requests_volunteer_status_created_idx').on(t.volunteerId, t.status, t.createdAt.desc()),
    index('assistance_requests_status_created_idx').on(t.status, t.createdAt.desc()),
    index('assistance_requests_status_priority_idx').on(t.status, t.priority, t.createdAt.desc()),
    index('assistance_requests_created_idx').on(t.createdAt.desc()),
    // Nearby requests: open and unassigned, narrowed by a latitude band before distances are computed.
    index('assistance_requests_open_location_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.status} = 'pending' and ${t.volunteerId} is null`),
    index('assistance_requests_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    check('assistance_requests_time_format', sql`${t.requestedTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'assistance_requests_volunteer_type',
      sql`(${t.type} = 'volunteer' and ${t.volunteerType} is not null) or (${t.type} = 'ambulance' and ${t.volunteerType} is null)`,
    ),
  ],
);

/** The history timeline of an assistance request: one row per thing that happened to it. */
export const assistanceRequestEvents = pgTable(
  'assistance_request_events',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => assistanceRequests.id, { onDelete: 'cascade' }),
    /** Who did it; null for the system. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 50 }).notNull(),
    details: text('details').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('assistance_request_events_request_created_idx').on(t.requestId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Chat and notifications
// ---------------------------------------------------------------------------------------------

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => assistanceRequests.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderType: chatPartyEnum('sender_type').notNull(),
    receiverType: chatPartyEnum('receiver_type').notNull(),
    content: text('content').notNull().default(''),
    media: text('media').array().notNull().default(sql`'{}'::text[]`),
    read: boolean('read').notNull().default(false),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_request_created_idx').on(t.requestId, t.createdAt),
    // "Mark read" touches only the unread messages addressed to one person in one conversation.
    index('chat_messages_unread_idx').on(t.requestId, t.receiverId).where(sql`not ${t.read}`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    content: text('content').notNull(),
    requestId: uuid('request_id').references(() => assistanceRequests.id, { onDelete: 'set null' }),
    media: text('media').array().notNull().default(sql`'{}'::text[]`),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`not ${t.read}`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Donations
// ---------------------------------------------------------------------------------------------

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
    status: donationStatusEnum('status').notNull().default('pending'),
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

// ---------------------------------------------------------------------------------------------
// Meetings
// ---------------------------------------------------------------------------------------------

export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 50 }).notNull(),
    scheduledTime: at('scheduled_time').notNull(),
    status: meetingStatusEnum('status').notNull().default('scheduled'),
    /** Who asked for the meeting, when it was not the admin's own idea. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('meetings_scheduled_idx').on(t.scheduledTime.desc()),
    index('meetings_status_scheduled_idx').on(t.status, t.scheduledTime.desc()),
    index('meetings_admin_scheduled_idx').on(t.adminId, t.scheduledTime.desc()),
    index('meetings_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // The key serves "participants of a meeting"; the second index serves "meetings of a person".
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] }), index('meeting_participants_user_idx').on(t.userId)],
);

// ---------------------------------------------------------------------------------------------
// Bookkeeping
// ---------------------------------------------------------------------------------------------

/**
 * A counter per table, raised by a statement trigger (migration 0003) in the same transaction as
 * every write to that table, whoever makes it. Two snapshots that read the same version have seen
 * the same writes to the table, so a figure computed from it can be kept under its version and
 * reused until the table next changes (see db/table-version.ts).
 */
export const tableVersions = pgTable('table_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
