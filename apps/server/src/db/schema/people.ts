/** People: their accounts and addresses. */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { locationSources, roles } from '@sahaya/contract/constants';
import type { Language, TextSize } from '@sahaya/contract/i18n/languages';
import { at, createdAt, id, updatedAt, volunteerTypeEnum } from './columns.ts';

export const roleEnum = pgEnum('role', roles);
export const locationSourceEnum = pgEnum('location_source', locationSources);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    /**
     * Always stored lower-case, so the unique index also rejects the same address in other case.
     * Null for a person who joined with a mobile number alone, or was registered by the NGO with one.
     */
    email: varchar('email', { length: 254 }),
    /** Null for accounts created through Google sign-in only. */
    passwordHash: text('password_hash'),
    googleId: text('google_id'),
    role: roleEnum('role').notNull().default('user'),
    age: integer('age'),
    gender: text('gender'),
    /** In its international form (`+919876543210`); the contract's `phone` field reads it as people write it. */
    phone: varchar('phone', { length: 20 }),
    /**
     * When the person proved the number is theirs with a code sent to it: from then on it signs
     * them in, and no other account may sign in with it.
     */
    phoneVerifiedAt: at('phone_verified_at'),
    /** Their last sign-in: a number idle for a year may be someone else's now, so it asks for a code again. */
    lastSignInAt: at('last_sign_in_at'),
    /** The admin or volunteer who registered the person for them (at the door, by phone); null when they joined themselves. */
    registeredBy: uuid('registered_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The person's PAN (`AAAAA9999A`), optional: printed on their donation receipts for the 80G deduction. */
    pan: varchar('pan', { length: 10 }),
    profilePicture: text('profile_picture'),
    certificates: text('certificates').array().notNull().default(sql`'{}'::text[]`),
    volunteerType: volunteerTypeEnum('volunteer_type'),
    isVerified: boolean('is_verified').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** What the person's pages, mails and notices are in; null until they or their browser chose (English). */
    language: text('language').$type<Language>(),
    /** How large their pages' type is. */
    textSize: text('text_size').$type<TextSize>().notNull().default('normal'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // A number signs in one account: a verified one, or one with no e-mail to sign in with instead.
    // Contact numbers of e-mail accounts are not unique: a family may share a phone.
    uniqueIndex('users_sign_in_phone_key')
      .on(t.phone)
      .where(sql`${t.phone} is not null and (${t.phoneVerifiedAt} is not null or ${t.email} is null)`),
    check('users_email_or_phone', sql`${t.email} is not null or ${t.phone} is not null`),
    uniqueIndex('users_google_id_key').on(t.googleId),
    // Admin user and volunteer lists: by role, newest first, the id breaking ties so pages never
    // overlap; also the participant picker. Deleted people are never listed, so they are left out.
    index('users_role_created_idx')
      .on(t.role, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    // Deleting the account that registered people sets their registered_by to null, found here.
    index('users_registered_by_idx').on(t.registeredBy).where(sql`${t.registeredBy} is not null`),
    // The sweep of unused files asks which pictures are in use (profile_picture in (…)) and which
    // certificates (certificates && keys).
    index('users_profile_picture_idx').on(t.profilePicture).where(sql`${t.profilePicture} is not null`),
    index('users_certificates_idx').using('gin', t.certificates),
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
    fname: varchar('fname', { length: 60 }),
    lname: varchar('lname', { length: 60 }),
    street: varchar('street', { length: 200 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 100 }).notNull(),
    country: varchar('country', { length: 100 }).notNull(),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Where latitude and longitude came from: the person's device, or the PIN code; null without them. */
    locationSource: locationSourceEnum('location_source'),
    /** The address shown on the profile; a person may keep more for assistance requests. */
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('addresses_one_primary_key').on(t.userId).where(sql`${t.isPrimary}`),
    // The places near a request for help (modules/dispatch): a band of latitudes, then of longitudes.
    index('addresses_location_idx').on(t.latitude, t.longitude).where(sql`${t.latitude} is not null and ${t.longitude} is not null`),
    check('addresses_latitude_range', sql`${t.latitude} is null or (${t.latitude} between -90 and 90)`),
    check('addresses_longitude_range', sql`${t.longitude} is null or (${t.longitude} between -180 and 180)`),
  ],
);

/**
 * The addresses saved before locations were taken from PIN codes and still without one, listed
 * once by the migration that added `location_source`; a job (addresses.jobs.ts) looks each up and
 * takes it off the list. Addresses saved since are looked up as they are saved, so none is added.
 */
export const addressesToLocate = pgTable('addresses_to_locate', {
  addressId: uuid('address_id')
    .primaryKey()
    .references(() => addresses.id, { onDelete: 'cascade' }),
});
