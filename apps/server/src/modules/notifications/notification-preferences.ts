/**
 * A person's choices of how they are told (issue #26), per topic and channel. A person who never
 * saved any has the contract's defaults, and a saved row is read over them, so a topic or channel
 * added later (SMS and WhatsApp, issue #38) reaches everybody at its default. Only the person
 * themselves changes them, or the signed link of one of their mails turning one topic's e-mail off.
 * Beside the choices the row keeps when the person agreed to WhatsApp messages.
 */
import { eq, sql } from 'drizzle-orm';
import type { Role } from '@sahaya/contract/constants';
import { indianPhone } from '@sahaya/contract/fields';
import {
  defaultNotificationPreferences,
  preferenceTopics,
  type NotificationPreferences,
  type PreferenceTopic,
  type UnsubscribeTopic,
} from '@sahaya/contract/notifications/preferences';
import type { NotificationPreferencesReply, UpdateNotificationPreferencesBody } from '@sahaya/contract/notifications/schemas';
import type { Db } from '../../db/client.ts';
import { hasWithdrawn } from '../../db/consent-ledger.ts';
import { mailable, ownPhoneOf, recipientOf, type Recipient } from '../../db/person-names.ts';
import { notificationPreferences } from '../../db/schema/reach.ts';
import { AppError } from '../../errors.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/**
 * The stored choices over the defaults, field by field: a field missing or of the wrong type (a row
 * an older server wrote) reads as its default. Only a volunteer can have the digest on.
 */
export function preferencesOf(stored: unknown, role: Role | undefined): NotificationPreferences {
  const saved = isRecord(stored) ? stored : {};
  const topicOf = (topic: PreferenceTopic) => {
    const choice = isRecord(saved[topic]) ? saved[topic] : {};
    const defaults = defaultNotificationPreferences[topic];
    return Object.fromEntries(Object.entries(defaults).map(([channel, fallback]) => [channel, flag(choice[channel], fallback)]));
  };
  const digest = isRecord(saved.volunteerDigest) ? saved.volunteerDigest : {};
  return {
    ...Object.fromEntries(preferenceTopics.map((topic) => [topic, topicOf(topic)])),
    volunteerDigest: { email: role === 'volunteer' && flag(digest.email, false) },
  } as NotificationPreferences;
}

async function storedRow(db: Db, userId: string) {
  const [row] = await db
    .select({ preferences: notificationPreferences.preferences, whatsappOptInAt: notificationPreferences.whatsappOptInAt })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row;
}

async function storedPreferences(db: Db, userId: string): Promise<unknown> {
  return (await storedRow(db, userId))?.preferences;
}

/** A person's choices as they stand. */
export async function preferencesFor(db: Db, userId: string, role: Role | undefined): Promise<NotificationPreferences> {
  return preferencesOf(await storedPreferences(db, userId), role);
}

/**
 * The number a notice may be sent to by SMS or WhatsApp, in its international form: the person's
 * own (db/person-names.ts `ownPhoneOf`), read in any form an older row holds; null without one.
 */
export async function ownNumberOf(db: Db, userId: string): Promise<string | null> {
  const result = (await db.execute(sql`select ${ownPhoneOf(sql`${userId}::uuid`)} as phone`)) as unknown as { rows: { phone: string | null }[] };
  const phone = result.rows[0]?.phone;
  return phone ? indianPhone(phone) : null;
}

/** What sending a notice by phone asks: the person's choices, their own number, and whether they agreed to WhatsApp. */
export interface PhoneReach {
  preferences: NotificationPreferences;
  number: string | null;
  whatsappOptInAt: Date | null;
}

export async function phoneReachOf(db: Db, userId: string, role: Role | undefined): Promise<PhoneReach> {
  const row = await storedRow(db, userId);
  return { preferences: preferencesOf(row?.preferences, role), number: await ownNumberOf(db, userId), whatsappOptInAt: row?.whatsappOptInAt ?? null };
}

async function recipientFor(db: Db, userId: string): Promise<Recipient | null> {
  const result = (await db.execute(sql`select ${recipientOf(sql`${userId}::uuid`)} as person`)) as unknown as { rows: { person: Recipient | null }[] };
  return result.rows[0]?.person ?? null;
}

export async function getPreferences(db: Db, auth: { userId: string; role: Role }): Promise<NotificationPreferencesReply> {
  const [reach, person] = await Promise.all([phoneReachOf(db, auth.userId, auth.role), recipientFor(db, auth.userId)]);
  return {
    preferences: reach.preferences,
    whatsappOptIn: { at: reach.whatsappOptInAt?.toISOString() ?? null },
    ownNumber: reach.number !== null,
    ownEmail: mailable(person),
  };
}

/**
 * Saves every topic as sent; a topic's SMS or WhatsApp left out stays as it was, as does the
 * digest. Turning the digest on is for volunteers alone (turning it off is allowed to anybody, so
 * a page that sends what it read works).
 */
export async function savePreferences(
  db: Db,
  auth: { userId: string; role: Role },
  body: UpdateNotificationPreferencesBody,
): Promise<NotificationPreferencesReply> {
  const wanted = body.preferences;
  if (wanted.volunteerDigest?.email && auth.role !== 'volunteer') {
    throw new AppError('VOLUNTEER_DIGEST_VOLUNTEERS_ONLY', { field: 'preferences.volunteerDigest.email' });
  }
  if (turnsMessagesOn(wanted) && (await hasWithdrawn(db, auth.userId, 'messages'))) throw new AppError('CONSENT_WITHDRAWN_MESSAGES');
  const current = await preferencesFor(db, auth.userId, auth.role);
  const next = {
    // What the save sent over what stands: a channel it left out (SMS, WhatsApp) keeps its choice.
    ...Object.fromEntries(preferenceTopics.map((topic) => [topic, { ...current[topic], ...wanted[topic] }])),
    volunteerDigest: wanted.volunteerDigest ?? current.volunteerDigest,
  } as NotificationPreferences;
  await db
    .insert(notificationPreferences)
    .values({ userId: auth.userId, preferences: next })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { preferences: next, updatedAt: sql`now()` } });
  return getPreferences(db, auth);
}

/** Whether a save turns on any notice by SMS, WhatsApp or e-mail: what the `messages` consent covers. */
const turnsMessagesOn = (wanted: UpdateNotificationPreferencesBody['preferences']): boolean =>
  Object.values(wanted).some((channels) => Boolean(channels && (channels.email || ('sms' in channels && channels.sms) || ('whatsapp' in channels && channels.whatsapp))));

/**
 * Records the person's agreement to WhatsApp messages, or withdraws it. An agreement already given
 * keeps its first time, which is the one WhatsApp may ask about; a person who never saved choices
 * gets a row of none, which reads as the defaults.
 */
export async function setWhatsAppOptIn(db: Db, auth: { userId: string; role: Role }, optIn: boolean): Promise<NotificationPreferencesReply> {
  if (optIn && (await hasWithdrawn(db, auth.userId, 'messages'))) throw new AppError('CONSENT_WITHDRAWN_MESSAGES');
  const at = optIn ? sql`coalesce(${notificationPreferences.whatsappOptInAt}, now())` : null;
  await db
    .insert(notificationPreferences)
    .values({ userId: auth.userId, preferences: {}, whatsappOptInAt: optIn ? sql`now()` : null })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { whatsappOptInAt: at, updatedAt: sql`now()` } });
  return getPreferences(db, auth);
}

/**
 * Turns off one topic's e-mail and nothing else, in one statement so a save racing it loses no
 * other choice: the stored row gains `{ [topic]: { email: false } }` merged into what it holds.
 */
export async function turnEmailOff(db: Db, userId: string, topic: UnsubscribeTopic): Promise<void> {
  const current = preferencesOf(await storedPreferences(db, userId), 'volunteer');
  const next = { ...current, [topic]: { ...current[topic], email: false } };
  await db
    .insert(notificationPreferences)
    .values({ userId, preferences: next })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: {
        preferences: sql`jsonb_set(${notificationPreferences.preferences}, ${`{${topic}}`}::text[], coalesce(${notificationPreferences.preferences} -> ${topic}, ${JSON.stringify(current[topic])}::jsonb) || '{"email": false}'::jsonb)`,
        updatedAt: sql`now()`,
      },
    });
}

/** The people who chose the volunteers' daily digest (each is checked to be a volunteer when mailed). */
export async function digestSubscribers(db: Db): Promise<string[]> {
  const rows = await db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(sql`${notificationPreferences.preferences} -> 'volunteerDigest' ->> 'email' = 'true'`);
  return rows.map((row) => row.userId);
}

/**
 * The person withdrew their consent to notices by SMS, WhatsApp and e-mail (modules/consents):
 * every topic's SMS, WhatsApp and e-mail go off, and the WhatsApp agreement with them, in the
 * caller's transaction. Bell and push stay as chosen; the account's own notices and sign-in codes
 * are not choices and still go.
 */
export async function stopMessages(tx: Db, userId: string): Promise<void> {
  const current = preferencesOf(await storedPreferences(tx, userId), 'volunteer');
  const next = {
    ...current,
    ...Object.fromEntries(
      preferenceTopics.map((topic) => [topic, { ...current[topic], email: false, ...('sms' in current[topic] && { sms: false, whatsapp: false }) }]),
    ),
    volunteerDigest: { email: false },
  } as NotificationPreferences;
  await tx
    .insert(notificationPreferences)
    .values({ userId, preferences: next, whatsappOptInAt: null })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { preferences: next, whatsappOptInAt: null, updatedAt: sql`now()` } });
}
