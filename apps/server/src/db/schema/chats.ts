/** The messages between a requester and their volunteer. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { chatParties } from '@sahaya/contract/constants';
import { at, createdAt, id } from './columns.ts';
import { assistanceRequests } from './assistance-requests.ts';
import { users } from './people.ts';

export const chatPartyEnum = pgEnum('chat_party', chatParties);

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
    /** When the receiver was mailed this message in a digest of messages left unread. */
    mailedAt: at('mailed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_request_created_idx').on(t.requestId, t.createdAt),
    // "Mark read" touches only the unread messages addressed to one person in one conversation.
    index('chat_messages_unread_idx').on(t.requestId, t.receiverId).where(sql`not ${t.read}`),
    // An account's deletion cascades to the messages it sent and received, found here rather than
    // by reading every message once for each side.
    index('chat_messages_sender_idx').on(t.senderId),
    index('chat_messages_receiver_idx').on(t.receiverId),
    // The sweep of unused files asks which messages carry some of a batch of keys (media && keys).
    index('chat_messages_media_idx').using('gin', t.media),
  ],
);

/**
 * The chats whose messages and files were removed by the retention (CHAT_RETENTION_DAYS), so the
 * chat can say so rather than look as if nothing was ever written. `afterDays` is the setting at
 * the time, which is what the chat tells even if it is changed later.
 */
export const chatRemovals = pgTable('chat_removals', {
  requestId: uuid('request_id')
    .primaryKey()
    .references(() => assistanceRequests.id, { onDelete: 'cascade' }),
  removedAt: at('removed_at').notNull().defaultNow(),
  afterDays: integer('after_days').notNull(),
});
