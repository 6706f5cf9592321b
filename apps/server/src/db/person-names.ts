/**
 * The one door through which a module's lists read people from `users`, a table the people module
 * owns: the name (and, beside it, the email, phone or picture a list shows) of the person a row
 * refers to, and whether that name matches a search, and the language they read Sahaya in, for a
 * notice worded for them as it is stored. Each is a scalar subquery or a semi-join on
 * the primary key or the name's trigram index, so PostgreSQL makes it for the rows of a page only;
 * and, for a mail or notice, the person it is addressed to.
 * Everything else about a person goes through the people module's service.
 */
import { is, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { qualified } from './qualified-column.ts';
import { users } from './schema/people.ts';

/** A person as a list shows them beside what they did. */
export interface PersonRef {
  _id: string;
  name: string;
  email: string;
}

/** A person as the parties of an assistance request see each other. */
export interface PersonContact extends PersonRef {
  phone: string | null;
  profilePicture: string | null;
}

/**
 * The id, name and email of the person a row refers to by a reference that is never null: the row
 * goes with its person (on delete cascade), so there is always one.
 */
export const personOf = (personId: AnyPgColumn) =>
  sql<PersonRef>`(select json_build_object('_id', u.id, 'name', u.name, 'email', u.email)
    from ${users} u where u.id = ${qualified(personId)})`;

/** A person as an admin's list shows them when someone may have to call: with their phone. */
export interface PersonWithPhone extends PersonRef {
  phone: string | null;
}

/** The id, name, email and phone of the person a row always refers to (see `personOf`). */
export const personWithPhoneOf = (personId: AnyPgColumn) =>
  sql<PersonWithPhone>`(select json_build_object('_id', u.id, 'name', u.name, 'email', u.email, 'phone', u.phone)
    from ${users} u where u.id = ${qualified(personId)})`;

/** The person with their phone and picture, or null when there is none. */
export const contactOf = (personId: AnyPgColumn) =>
  sql<PersonContact | null>`(select json_build_object('_id', u.id, 'name', u.name, 'phone', u.phone, 'email', u.email,
    'profilePicture', u.profile_picture) from ${users} u where u.id = ${qualified(personId)})`;

/** The name of the person a row always refers to (see `personOf`). */
export const nameOf = (personId: AnyPgColumn) => sql<string>`(select u.name from ${users} u where u.id = ${qualified(personId)})`;

/** The person's name while their account exists; null for nobody and for a deleted account. */
export const presentNameOf = (personId: AnyPgColumn) =>
  sql<string | null>`(select u.name from ${users} u where u.id = ${qualified(personId)} and u.deleted_at is null)`;

/** The id and name of the person while their account exists; null for nobody and for a deleted account. */
export const presentPersonOf = (personId: AnyPgColumn) =>
  sql<{ _id: string; name: string } | null>`(select json_build_object('_id', u.id, 'name', u.name)
    from ${users} u where u.id = ${qualified(personId)} and u.deleted_at is null)`;

/** Rows whose person's name matches the search pattern: the matching people first, off the name's trigram index. */
export const nameMatches = (personId: AnyPgColumn, pattern: unknown) =>
  sql`${qualified(personId)} in (select id from ${users} where name ilike ${pattern})`;

/** The same match made for each row by looking up its own person, for a walk along a list's index. */
export const ownNameMatches = (personId: AnyPgColumn, pattern: unknown) =>
  sql`(select u.name from ${users} u where u.id = ${qualified(personId)}) ilike ${pattern}`;

/** The language the person a row refers to reads Sahaya in: null when they have not chosen (English). */
export const languageOf = (personId: AnyPgColumn) => sql<string | null>`(select u.language from ${users} u where u.id = ${qualified(personId)})`;

/** The person a mail or notice is addressed to: how to greet and reach them, what they read and where their pages are. */
export interface Recipient {
  name: string;
  /** Null for a person who has a mobile number and no e-mail address. */
  email: string | null;
  role: 'user' | 'volunteer' | 'admin';
  /** Whether their e-mail address was confirmed: only a confirmed address is mailed. */
  isVerified: boolean;
  language: string | null;
}

/** Whether a person can be mailed: they have an e-mail address, and it was confirmed. */
export const mailable = <T extends Pick<Recipient, 'email' | 'isVerified'>>(person: T | null | undefined): person is T & { email: string } =>
  Boolean(person?.isVerified && person.email);

/** The person a row refers to (or the id given), as a mail addresses them, while their account exists; else null. */
export const recipientOf = (person: AnyPgColumn | SQL) =>
  sql<Recipient | null>`(select json_build_object('name', u.name, 'email', u.email, 'role', u.role, 'isVerified', u.is_verified,
    'language', u.language) from ${users} u where u.id = ${is(person, SQL) ? person : qualified(person)} and u.deleted_at is null)`;

/**
 * The person's mobile number when it is their own, as stored (older rows hold ten digits): one they
 * proved with a code, or the one an account without e-mail signs in with (the rule of the people
 * module's `signsInWithPhone`); null otherwise, and when the account is gone. Only such a number is
 * sent a notice by SMS or WhatsApp: a contact number typed in a form may be a neighbour's.
 */
export const ownPhoneOf = (person: AnyPgColumn | SQL) =>
  sql<string | null>`(select u.phone from ${users} u where u.id = ${is(person, SQL) ? person : qualified(person)} and u.deleted_at is null
    and (u.phone_verified_at is not null or u.email is null))`;

/** The name of the person with this id, as a scalar subquery (the access log copies who opened a record). */
export const nameById = (personId: string) => sql<string | null>`(select u.name from ${users} u where u.id = ${personId})`;

/** Accounts that can still be told something: every one not deleted. */
export const presentAccount = sql`${users.deletedAt} is null`;

/** How many accounts are present. */
export const presentAccountCount = sql<number>`(select count(*)::int from ${users} where ${presentAccount})`;

/** The ids (as `id`) of the present accounts among these. */
export const presentAccountsAmong = (ids: readonly string[]) =>
  sql`select ${users.id} as id from ${users} where ${presentAccount} and ${users.id} in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** The ids (as `id`) of the next `limit` present accounts after `after` in id order (a walk over everyone). */
export const presentAccountsAfter = (after: string | null, limit: number) =>
  sql`select ${users.id} as id from ${users} where ${presentAccount} ${after ? sql`and ${users.id} > ${after}` : sql``} order by ${users.id} limit ${limit}`;
