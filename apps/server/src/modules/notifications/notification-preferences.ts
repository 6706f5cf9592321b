/**
 * A person's choices of how they are told (issue #26), per topic and channel. A person who never
 * saved any has the contract's defaults, and a saved row is read over them, so a topic added later
 * reaches everybody at its default. Only the person themselves changes them, or the signed link of
 * one of their mails turning one topic's e-mail off.
 */
import { eq, sql } from 'drizzle-orm';
import type { Role } from '@sahaya/contract/constants';
import {
  defaultNotificationPreferences,
  preferenceTopics,
  type NotificationPreferences,
  type UnsubscribeTopic,
} from '@sahaya/contract/notifications/preferences';
import type { NotificationPreferencesReply, UpdateNotificationPreferencesBody } from '@sahaya/contract/notifications/schemas';
import type { Db } from '../../db/client.ts';
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
  const result = structuredClone(defaultNotificationPreferences);
  for (const topic of preferenceTopics) {
    const choice = isRecord(saved[topic]) ? saved[topic] : {};
    result[topic] = { email: flag(choice.email, result[topic].email), push: flag(choice.push, result[topic].push) };
  }
  const digest = isRecord(saved.volunteerDigest) ? saved.volunteerDigest : {};
  result.volunteerDigest = { email: role === 'volunteer' && flag(digest.email, false) };
  return result;
}

async function storedPreferences(db: Db, userId: string): Promise<unknown> {
  const [row] = await db
    .select({ preferences: notificationPreferences.preferences })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.preferences;
}

/** A person's choices as they stand. */
export async function preferencesFor(db: Db, userId: string, role: Role | undefined): Promise<NotificationPreferences> {
  return preferencesOf(await storedPreferences(db, userId), role);
}

export async function getPreferences(db: Db, auth: { userId: string; role: Role }): Promise<NotificationPreferencesReply> {
  return { preferences: await preferencesFor(db, auth.userId, auth.role) };
}

/**
 * Saves every topic as sent. The digest, when left out, stays as it was; turning it on is for
 * volunteers alone (turning it off is allowed to anybody, so a page that sends what it read works).
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
  const current = await preferencesFor(db, auth.userId, auth.role);
  const next: NotificationPreferences = {
    ...Object.fromEntries(preferenceTopics.map((topic) => [topic, { email: wanted[topic].email, push: wanted[topic].push }])),
    volunteerDigest: wanted.volunteerDigest ?? current.volunteerDigest,
  } as NotificationPreferences;
  await db
    .insert(notificationPreferences)
    .values({ userId: auth.userId, preferences: next })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { preferences: next, updatedAt: sql`now()` } });
  return { preferences: preferencesOf(next, auth.role) };
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
