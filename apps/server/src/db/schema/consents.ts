/**
 * Consent (DPDP Act 2023, s. 6; Rules 2025, Rules 3 and 10): what each person agreed to, purpose by
 * purpose, and the parent or lawful guardian who agreed for a child or for a person who cannot.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import type { ConsentPurpose } from '@sahaya/contract/consents/purposes';
import { at, createdAt, id } from './columns.ts';
import { users } from './people.ts';

/**
 * The consent ledger: every giving and withdrawing, never updated, so the record shows what a person
 * agreed to, under which notice, and when. A person's consent to a purpose is its latest row.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    given: boolean('given').notNull(),
    /** The version of the notice the person was shown when they chose. */
    noticeVersion: smallint('notice_version').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  // A person's latest choice per purpose, and their whole ledger for the data copy.
  (t) => [index('consent_records_user_purpose_idx').on(t.userId, t.purpose, t.at.desc())],
);

/**
 * The parent or lawful guardian of a person under 18, or of a person with a disability who has one
 * (Rule 11). The account does nothing until the guardian confirms with the code sent to them.
 */
export const guardians = pgTable(
  'guardians',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `minor` for a person under 18, `lawfulGuardian` for an adult who has one. */
    reason: text('reason', { enum: ['minor', 'lawfulGuardian'] }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    relation: varchar('relation', { length: 50 }).notNull(),
    /** Where the code went: a verified mobile number (international form) or an e-mail address. */
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 254 }),
    /** The confirmation code, hashed as every code here is, and when it stops working. */
    codeHash: text('code_hash'),
    codeExpiresAt: at('code_expires_at'),
    /** Wrong codes tried against this one: it is replaced after a few. */
    attempts: smallint('attempts').notNull().default(0),
    confirmedAt: at('confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [check('guardians_reachable', sql`${t.phone} is not null or ${t.email} is not null`)],
);
