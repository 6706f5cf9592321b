/**
 * A person's family contacts (issue 26): one or two people they trust, told by mail of that
 * person's requests and meetings once they confirmed by the link mailed to them, never before.
 * The person lists, adds and removes their own; the contact confirms, or stops the mails, by the
 * links in their mails, without an account. The mails are jobs (family.jobs.ts). An address is
 * invited at most once in 30 days and never after its owner said stop, whoever adds it
 * (family.addresses.ts), since anyone can type a stranger's address.
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { said, type Said } from '../../lib/success-reply.ts';
import { familyEventOf, firstName, type FamilyEvent, type FamilyNotice } from './family.events.ts';
import {
  FAMILY_CONTACT_LIMIT,
  FAMILY_LINK_TTL_DAYS,
  type AddFamilyContactBody,
  type AddFamilyContactReply,
  type FamilyContact,
  type FamilyLinkReply,
  type ListFamilyContactsReply,
} from '@sahaya/contract/family/schemas';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { familyContacts, familyInvitations } from '../../db/schema/reach.ts';
import { hasWithdrawn } from '../../db/consent-ledger.ts';
import { AppError } from '../../errors.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { defineQueue, type Jobs } from '../../plugins/jobs/jobs.ts';
import { MAIL_QUEUE } from '../../plugins/infrastructure/mail.ts';
import { mailContact } from '../people/people.service.ts';
import { addressHash, claimInvitation, giveBackInvitation, stopAddress } from './family.addresses.ts';
import { readLegacyStopToken, readStopToken } from './family.links.ts';

export interface FamilyDeps {
  db: Db;
  jobs: Jobs;
  config: Pick<Config, 'jwtSecret' | 'publicUrl'>;
}

/**
 * The confirmation mail of a contact just added. Its token is made by the job as the mail goes, as
 * a reset link's is, so the plain token is written nowhere, the queue's table included.
 */
export const confirmationMails = defineQueue<{ contactId: string }>('family-confirmation-mail', MAIL_QUEUE);
/** One mail to one confirmed contact about one change of the person's requests or meetings. */
export const familyNoticeMails = defineQueue<{ contactId: string; event: FamilyEvent }>('family-notice-mail', MAIL_QUEUE);

type ContactRow = typeof familyContacts.$inferSelect;

const toContact = (row: ContactRow): FamilyContact => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  relation: row.relation,
  confirmed: row.confirmedAt !== null,
  invited: row.invitedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

const mine = (userId: string, id: string) => and(eq(familyContacts.id, id), eq(familyContacts.userId, userId));

export async function listContacts(db: Db, userId: string): Promise<ListFamilyContactsReply> {
  const rows = await db.select().from(familyContacts).where(eq(familyContacts.userId, userId)).orderBy(asc(familyContacts.createdAt), asc(familyContacts.id));
  return { contacts: rows.map(toContact) };
}

/**
 * Adds a contact and, when the address may be invited, queues their confirmation mail in the same
 * transaction. The person's own adds take turns on a lock of their id, so two adds sent at once
 * cannot both pass the limit of two; the unique index on (person, e-mail) answers a repeated
 * address. An address is invited at most once in 30 days whoever adds it, so removing and adding
 * again, from one account or many, mails a stranger once; the contact is still kept, and the reply
 * says no mail went. An address whose owner pressed stop is refused.
 */
export async function addContact(deps: FamilyDeps, userId: string, body: AddFamilyContactBody, now = new Date()): Promise<AddFamilyContactReply> {
  const person = await mailContact(deps.db, userId);
  if (!person) throw new AppError('UNAUTHENTICATED');
  if (person.email?.toLowerCase() === body.email) throw new AppError('FAMILY_CONTACT_OWN_EMAIL', { field: 'email' });
  // A person who withdrew their consent to telling the family brings nobody new into it.
  if (await hasWithdrawn(deps.db, userId, 'family')) throw new AppError('CONSENT_WITHDRAWN_FAMILY');
  const hash = addressHash(body.email);
  const { row, invited } = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`family:${userId}`}, 0))`);
    const existing = await tx
      .select({ email: familyContacts.email })
      .from(familyContacts)
      .where(eq(familyContacts.userId, userId));
    if (existing.some((c) => c.email.toLowerCase() === body.email)) throw new AppError('FAMILY_CONTACT_EXISTS', { field: 'email' });
    if (existing.length >= FAMILY_CONTACT_LIMIT) throw new AppError('FAMILY_CONTACT_LIMIT');
    const turn = await claimInvitation(tx, hash, now);
    if (turn === 'stopped') throw new AppError('FAMILY_CONTACT_DECLINED', { field: 'email' });
    const [inserted] = await tx
      .insert(familyContacts)
      .values({ userId, name: body.name, email: body.email, addressHash: hash, relation: body.relation, invitedAt: turn === 'send' ? now : null })
      .returning();
    if (!inserted) throw new Error('Family contact insert returned no row');
    if (turn === 'send') await deps.jobs.send(confirmationMails, { contactId: inserted.id }, { db: tx });
    return { row: inserted, invited: turn === 'send' };
  });
  return { ...said(invited ? 'FAMILY_CONTACT_ADDED' : 'FAMILY_CONTACT_ADDED_NOT_MAILED'), contact: toContact(row) };
}

/**
 * Removes one of the person's contacts; a mail already queued for them finds no contact and is not
 * sent. When that mail was their invitation and had not gone yet (its job makes the link as it
 * sends, so no link means no mail), the address gets back its turn of 30 days.
 */
export async function removeContact(db: Db, userId: string, id: string): Promise<Said> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(familyContacts)
      .where(mine(userId, id))
      .returning({
        addressHash: familyContacts.addressHash,
        invitedAt: familyContacts.invitedAt,
        tokenHash: familyContacts.tokenHash,
        confirmedAt: familyContacts.confirmedAt,
      });
    if (!removed) throw new AppError('FAMILY_CONTACT_NOT_FOUND');
    if (removed.invitedAt && !removed.tokenHash && !removed.confirmedAt) await giveBackInvitation(tx, removed.addressHash, removed.invitedAt);
  });
  return said('FAMILY_CONTACT_REMOVED');
}

const linkExpiresAt = (createdAt: Date) => createdAt.getTime() + FAMILY_LINK_TTL_DAYS * 24 * 60 * 60 * 1000;

/**
 * The contact confirms: the token works once (it is cleared), within its days. A token that
 * matches nothing, used or wrong, changes nothing.
 */
export async function confirmContact(db: Db, token: string, now = new Date()): Promise<FamilyLinkReply> {
  const [row] = await db.select().from(familyContacts).where(eq(familyContacts.tokenHash, sha256(token)));
  if (!row || row.confirmedAt) throw new AppError('FAMILY_LINK_INVALID');
  if (now.getTime() > linkExpiresAt(row.createdAt)) throw new AppError('FAMILY_LINK_EXPIRED');
  const [done] = await db
    .update(familyContacts)
    .set({ confirmedAt: now, tokenHash: null })
    .where(and(eq(familyContacts.id, row.id), eq(familyContacts.tokenHash, sha256(token))))
    .returning({ id: familyContacts.id });
  if (!done) throw new AppError('FAMILY_LINK_INVALID');
  const person = firstName((await mailContact(db, row.userId))?.name ?? '');
  return { ...said('FAMILY_LINK_CONFIRMED', person), person };
}

/**
 * The owner of an address stops every family mail to it, by the link of any such mail, the
 * invitation's included: every contact row of the address goes, whoever added it (each person sees
 * them gone from their list), and no one can add it again. A link keeps working after the person
 * removed the contact, so a stranger can always say stop. The reply names the person whose mail it
 * was, by first name.
 */
export async function stopMails(deps: Pick<FamilyDeps, 'db' | 'config'>, token: string, now = new Date()): Promise<FamilyLinkReply> {
  const named = readStopToken(deps.config.jwtSecret, token) ?? (await legacyStop(deps, token, now));
  if (!named) throw new AppError('FAMILY_LINK_INVALID');
  await stopAddress(deps.db, named.addressHash, now);
  const person = firstName((await mailContact(deps.db, named.userId))?.name ?? '');
  return { ...said('FAMILY_LINK_STOPPED', person), person };
}

/** An old link (family.links.ts) names a contact row: its address is read from it while it exists. */
async function legacyStop(deps: Pick<FamilyDeps, 'db' | 'config'>, token: string, now: Date) {
  const contactId = readLegacyStopToken(deps.config.jwtSecret, token, now);
  if (!contactId) return undefined;
  const [row] = await deps.db
    .select({ userId: familyContacts.userId, addressHash: familyContacts.addressHash })
    .from(familyContacts)
    .where(eq(familyContacts.id, contactId));
  return row;
}

// ---------------------------------------------------------------------------------------------
// What the jobs and the other modules read
// ---------------------------------------------------------------------------------------------

/**
 * A contact with the person who added them, for a mail; undefined once removed (or the account
 * gone), and once the address's owner pressed stop, even for a row an add still running wrote.
 */
export async function contactForMail(db: Db, contactId: string) {
  const [found] = await db
    .select({ contact: familyContacts, stoppedAt: familyInvitations.stoppedAt })
    .from(familyContacts)
    .leftJoin(familyInvitations, eq(familyInvitations.addressHash, familyContacts.addressHash))
    .where(eq(familyContacts.id, contactId));
  if (!found || found.stoppedAt) return undefined;
  const person = await mailContact(db, found.contact.userId);
  return person && { contact: found.contact, person };
}

/**
 * Tells the person's confirmed contacts of a notice of theirs, when it is news for them
 * (family.events.ts): one mail job per contact, written in the caller's transaction when it passes
 * one (`options.db`). Called by the job that delivers each notice (notifications.delivery.ts); a
 * notice of no interest to the family costs no query. Answers how many contacts will be told.
 */
export async function tellFamily(deps: { db: Db; jobs: Jobs }, notice: FamilyNotice, options: { db?: Db } = {}): Promise<number> {
  const event = familyEventOf(notice);
  if (!event) return 0;
  // A person who withdrew their consent to family contacts has them told nothing more.
  if (await hasWithdrawn(options.db ?? deps.db, notice.userId, 'family')) return 0;
  const ids = await confirmedContactIds(options.db ?? deps.db, notice.userId);
  await deps.jobs.sendMany(familyNoticeMails, ids.map((contactId) => ({ contactId, event })), options);
  return ids.length;
}

/**
 * A new token for a contact's confirmation link, its hash stored in place of any earlier one, so
 * only the link of the latest mail works; undefined once the contact confirmed or was removed.
 */
export async function newConfirmationToken(db: Db, contactId: string): Promise<string | undefined> {
  const token = randomToken();
  const [row] = await db
    .update(familyContacts)
    .set({ tokenHash: sha256(token) })
    .where(and(eq(familyContacts.id, contactId), isNull(familyContacts.confirmedAt)))
    .returning({ id: familyContacts.id });
  return row ? token : undefined;
}

/** The person's confirmed contacts' ids: only they are told anything. */
async function confirmedContactIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: familyContacts.id })
    .from(familyContacts)
    .where(and(eq(familyContacts.userId, userId), isNotNull(familyContacts.confirmedAt)));
  return rows.map((r) => r.id);
}

/** The person's contacts in the copy of their own data (modules/privacy); erasure removes them with the account. */
export async function personalDataOfFamily(db: Db, userId: string) {
  const rows = await db
    .select({
      id: familyContacts.id,
      name: familyContacts.name,
      email: familyContacts.email,
      relation: familyContacts.relation,
      confirmedAt: familyContacts.confirmedAt,
      createdAt: familyContacts.createdAt,
    })
    .from(familyContacts)
    .where(eq(familyContacts.userId, userId))
    .orderBy(asc(familyContacts.createdAt));
  return rows;
}
