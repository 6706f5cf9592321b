/**
 * The Idempotency-Key of each call a person made to an idempotent endpoint, with the reply it was
 * answered, for a day (plugins/http/idempotency.ts). The row is written in the same transaction as what
 * the call stored, so a repeat finds either both or neither; the primary key makes a concurrent
 * repeat wait until the first call's transaction ends.
 */
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './people.ts';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Keys are the caller's own: the same key from another person is another key. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The endpoint's method and path as the contract writes it: `POST /api/assetRequests/:id`. */
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    /** The SHA-256 of the call's path parameters and body, so a key sent with another request is told apart. */
    requestHash: text('request_hash').notNull(),
    /** The first reply's status and body; null while a call that answers after its commit (a checkout) is still on its way. */
    replyStatus: integer('reply_status'),
    replyBody: jsonb('reply_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.endpoint, t.key] }),
    // The daily cleanup removes the keys older than a day.
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
