/** Sign-in: sessions, refresh tokens, verification codes and reset links. */
import { index, integer, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { users } from './people.ts';

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

/**
 * What a code proves when it is given back: the account's e-mail or number (`verify`), a sign-in
 * by number (`signIn`), the right to choose a new password (`reset`), or a new number (`phone`).
 */
export const otpPurposes = ['verify', 'signIn', 'reset', 'phone'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

export const otps = pgTable(
  'otps',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OtpPurpose>().notNull().default('verify'),
    /** The number the code was sent to by SMS; null for a code sent by e-mail. */
    phone: varchar('phone', { length: 20 }),
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
