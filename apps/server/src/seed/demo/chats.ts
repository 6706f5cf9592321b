/** Demo conversations of two approved assistance requests. */
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/chats.ts';
import type { DemoPeople } from './people.ts';

export async function seedChats(tx: Db, { idOf }: DemoPeople, requestId: (key: string) => string): Promise<void> {
  const chat = (id: string, from: string, to: string, fromType: 'users' | 'volunteers', minutesAgo: number, content: string, read: boolean) => ({
    requestId: id,
    senderId: idOf(from),
    receiverId: idOf(to),
    senderType: fromType,
    receiverType: fromType === 'users' ? ('volunteers' as const) : ('users' as const),
    content,
    read,
    readAt: read ? new Date(Date.now() - (minutesAgo - 1) * 60_000) : null,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
  const doctor = requestId('asha-doctor');
  const bp = requestId('meera-bp');
  await tx.insert(chatMessages).values([
    chat(doctor, 'ravi', 'asha', 'volunteers', 300, 'Namaste Asha ji, I am Ravi. I will pick you up for the eye check-up.', true),
    chat(doctor, 'asha', 'ravi', 'users', 290, 'Thank you, Ravi. The appointment is at 11. Can you come by 10:30?', true),
    chat(doctor, 'ravi', 'asha', 'volunteers', 280, 'Yes, 10:30 at your gate. I will bring a folding wheelchair in case the queue is long.', true),
    chat(doctor, 'asha', 'ravi', 'users', 60, 'Please also remind me to carry my old prescription.', true),
    chat(doctor, 'ravi', 'asha', 'volunteers', 15, 'Noted! See you on the day.', false),
    chat(bp, 'ravi', 'meera', 'volunteers', 120, 'Good morning! I will come at 9 every day this week for the BP check.', true),
    chat(bp, 'meera', 'ravi', 'users', 100, 'Thank you so much. The gate code is 2468.', false),
  ]);
}
