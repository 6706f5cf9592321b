/** What a person is told: messages and system notices. */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { notificationTopics, notificationTypes } from '@sahaya/contract/constants';
import type { InLanguages } from '@sahaya/contract/i18n/languages';
import { createdAt, id } from './columns.ts';
import { assistanceRequests } from './assistance-requests.ts';
import { users } from './people.ts';

/**
 * An argument of a notice's text (modules/notifications/notice-text.ts): words people typed, a
 * count, a moment or a calendar day (`yyyy-MM-dd`) to be written in the reader's language, words
 * an admin wrote in several languages (an asset's name) to be read in the reader's, or nothing.
 */
export type NoticeArg = string | number | null | { dateTime: string } | { day: string } | { words: InLanguages };

export const notificationTypeEnum = pgEnum('notification_type', notificationTypes);
export const notificationTopicEnum = pgEnum('notification_topic', notificationTopics);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    /** The notice in English, as it was made: what older rows and other clients read. */
    content: text('content').notNull(),
    /**
     * The contract text it was made from (`assetRequestMessages.approvedNotice`) and its arguments,
     * so each person reads it in the language they read now, whenever they switched; null for a
     * notice stored before notices were kept so, which is read as `content`.
     */
    messageKey: text('message_key'),
    messageArgs: jsonb('message_args').$type<NoticeArg[]>(),
    requestId: uuid('request_id').references(() => assistanceRequests.id, { onDelete: 'set null' }),
    topic: notificationTopicEnum('topic'),
    media: text('media').array().notNull().default(sql`'{}'::text[]`),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`not ${t.read}`),
    // A request's notices: its chat's go with the chat's messages (retention, erasure), and a
    // removed request unlinks the rest; both find them here rather than reading every notice.
    index('notifications_request_idx').on(t.requestId).where(sql`${t.requestId} is not null`),
  ],
);
