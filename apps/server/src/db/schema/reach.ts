/** How people are reached when they are not looking at the tab: their choices, their devices, their family. */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { users } from './people.ts';

/**
 * A person's choices of channel per topic (`{ assetRequest: { email, push }, … }`), as they saved
 * them; a person without a row has the defaults, which the code holds, so a changed default
 * reaches everybody who never chose.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull(),
  /**
   * When the person agreed to be sent WhatsApp messages, on the settings page: WhatsApp's rules
   * allow a business to write only to people who opted in, and it may ask when they did.
   */
  whatsappOptInAt: at('whatsapp_opt_in_at'),
  updatedAt: updatedAt(),
});

/** A device a person turned notifications on for: its Web Push subscription. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * A trusted contact of a person (one or two): told by mail of that person's requests and meetings
 * once they confirmed by the link mailed to them, never before, and never of chats or donations.
 */
export const familyContacts = pgTable(
  'family_contacts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** The address's hash (family_invitations): a stop finds every contact row of the address by it. */
    addressHash: text('address_hash').notNull(),
    relation: varchar('relation', { length: 50 }).notNull(),
    /** The confirmation link's token, hashed as every token here is. */
    tokenHash: text('token_hash'),
    /**
     * When this contact's invitation was queued: the address's turn of 30 days (family_invitations)
     * was theirs. Null when the address had been invited less than 30 days before, so none went.
     */
    invitedAt: at('invited_at'),
    confirmedAt: at('confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('family_contacts_user_idx').on(t.userId),
    uniqueIndex('family_contacts_user_email_key').on(t.userId, sql`lower(${t.email})`),
    uniqueIndex('family_contacts_token_key').on(t.tokenHash),
    index('family_contacts_address_idx').on(t.addressHash),
  ],
);

/**
 * What Sahaya keeps of each address a family invitation went to, across every account: when the
 * last one went, so an address gets at most one in 30 days whoever adds it, and whether its owner
 * pressed stop, so it is never invited or told anything again. The address is kept only as a hash
 * (family.addresses.ts): a stranger who said stop is not kept on file by their address.
 */
export const familyInvitations = pgTable('family_invitations', {
  addressHash: text('address_hash').primaryKey(),
  sentAt: at('sent_at'),
  stoppedAt: at('stopped_at'),
});
