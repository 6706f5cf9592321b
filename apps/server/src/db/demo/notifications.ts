/** Demo notifications, read and unread, of messages and of the system. */
import type { Db } from '../client.ts';
import { notifications } from '../schema/notifications.ts';
import type { DemoPeople } from './people.ts';
import { daysFromNow } from './time.ts';

export async function seedNotifications(tx: Db, { idOf }: DemoPeople, requestId: (key: string) => string): Promise<void> {
  const doctor = requestId('asha-doctor');
  const bp = requestId('meera-bp');
  await tx.insert(notifications).values([
    { userId: idOf('asha'), type: 'message', requestId: doctor, content: 'Ravi Kumar: Noted! See you on the day.', createdAt: new Date(Date.now() - 15 * 60_000) },
    { userId: idOf('asha'), type: 'system', content: 'Your request "Eye check-up transport" was accepted by Ravi Kumar.', requestId: doctor, createdAt: daysFromNow(-2.5) },
    { userId: idOf('asha'), type: 'system', content: 'You are invited to the meeting "Monthly community check-in".', createdAt: daysFromNow(-1) },
    { userId: idOf('asha'), type: 'system', content: 'Your asset request for Adjustable Walking Stick was approved.', read: true, createdAt: daysFromNow(-19) },
    { userId: idOf('asha'), type: 'system', content: 'Thank you for your donation of ₹500 to the health campaign.', read: true, createdAt: daysFromNow(-7) },
    { userId: idOf('ravi'), type: 'message', requestId: bp, content: 'Meera Nair: Thank you so much. The gate code is 2468.', createdAt: new Date(Date.now() - 100 * 60_000) },
    { userId: idOf('ravi'), type: 'system', content: 'You are invited to the meeting "Volunteer training: safe lifting".', createdAt: daysFromNow(-1) },
    { userId: idOf('ravi'), type: 'system', content: 'A new urgent request was posted near you.', read: true, createdAt: daysFromNow(-3) },
  ]);
}
