/** Demo notifications, read and unread, of messages and of the system. */
import { assetRequestMessages } from '@sahaya/contract/assets/messages';
import { assistanceMessages } from '@sahaya/contract/assistance-requests/messages';
import { donationMessages } from '@sahaya/contract/donations/messages';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import type { DemoPeople } from './people.ts';
import { daysFromNow } from './time.ts';

export async function seedNotifications(tx: Db, { idOf }: DemoPeople, requestId: (key: string) => string): Promise<void> {
  const doctor = requestId('asha-doctor');
  const bp = requestId('meera-bp');
  const { notices } = assistanceMessages;
  await tx.insert(notifications).values([
    { userId: idOf('asha'), type: 'message', requestId: doctor, content: 'Ravi Kumar: Noted! See you on the day.', createdAt: new Date(Date.now() - 15 * 60_000) },
    // The notices carry the texts and topics the app itself sends, so each opens its page.
    { userId: idOf('asha'), type: 'system', content: notices.accepted('Ravi Kumar'), requestId: doctor, topic: 'assistanceRequest', createdAt: daysFromNow(-2.5) },
    { userId: idOf('asha'), type: 'system', content: 'You are invited to the meeting "Monthly community check-in".', topic: 'meeting', createdAt: daysFromNow(-1) },
    { userId: idOf('asha'), type: 'system', content: assetRequestMessages.approvedNotice('Adjustable Walking Stick', null), topic: 'assetRequest', read: true, createdAt: daysFromNow(-19) },
    { userId: idOf('asha'), type: 'system', content: donationMessages.completedNotice('₹500', 'Health'), topic: 'donation', read: true, createdAt: daysFromNow(-7) },
    { userId: idOf('ravi'), type: 'message', requestId: bp, content: 'Meera Nair: Thank you so much. The gate code is 2468.', createdAt: new Date(Date.now() - 100 * 60_000) },
    { userId: idOf('ravi'), type: 'system', content: 'You are invited to the meeting "Volunteer training: safe lifting".', topic: 'meeting', createdAt: daysFromNow(-1) },
    { userId: idOf('ravi'), type: 'system', content: notices.assignedToVolunteer('Meera Nair'), requestId: bp, topic: 'assistanceRequest', read: true, createdAt: daysFromNow(-3) },
  ]);
}
