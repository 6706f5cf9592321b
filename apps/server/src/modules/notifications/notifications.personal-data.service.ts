/** What the notifications module holds about one person, for the copy of their own data (modules/privacy, through plugins/registries/personal-data.ts). */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { notificationPreferences } from '../../db/schema/reach.ts';
import type { PersonalData } from '../../plugins/registries/personal-data.ts';

export async function personalDataOfNotifications(db: Db, userId: string) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      topic: notifications.topic,
      content: notifications.content,
      requestId: notifications.requestId,
      read: notifications.read,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
}

/**
 * The choices the person saved of how they are told, and when they agreed to WhatsApp messages
 * (null: they never chose, so the defaults hold).
 */
export async function personalDataOfNotificationPreferences(db: Db, userId: string) {
  const [row] = await db
    .select({
      preferences: notificationPreferences.preferences,
      whatsappOptInAt: notificationPreferences.whatsappOptInAt,
      updatedAt: notificationPreferences.updatedAt,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ?? null;
}

export function registerNotificationPersonalData(personalData: PersonalData) {
  personalData.section('notifications', { read: personalDataOfNotifications });
  personalData.section('notificationPreferences', { read: personalDataOfNotificationPreferences });
}
