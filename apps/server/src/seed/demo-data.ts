/**
 * Demo data, so every page has something real to show: people of each role with addresses and
 * coordinates (around Bengaluru), assets of the three categories, and asset requests, assistance
 * requests, chats, notifications, donations and meetings in every state. Each feature's data is
 * in its own file under demo/; this runs them in order, in one transaction.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/people.ts';
import { hashPassword } from '../lib/password.ts';
import { seedAssetCategories } from './demo/asset-categories.ts';
import { seedAssets } from './demo/assets.ts';
import { seedAssistanceRequests } from './demo/assistance-requests.ts';
import { seedChats } from './demo/chats.ts';
import { seedDonations } from './demo/donations.ts';
import { seedMeetings } from './demo/meetings.ts';
import { seedNotifications } from './demo/notifications.ts';
import { DEMO_PASSWORD, seedPeople } from './demo/people.ts';

export { DEMO_PASSWORD, demoLogins } from './demo/people.ts';

/** True when the database holds no people yet: demo data goes only into an empty database. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

export async function hasDemoData(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'user@sahaya.demo'));
  return Boolean(row);
}

/** Fills an empty database with the demo data in one transaction: it is all there or none of it is. */
export async function seedDemoData(db: Db): Promise<void> {
  // One hash for everybody: hashing is slow on purpose and they all share the demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const people = await seedPeople(tx, passwordHash);
    await seedAssetCategories(tx);
    await seedAssets(tx, people);
    const requestId = await seedAssistanceRequests(tx, people);
    await seedChats(tx, people, requestId);
    await seedNotifications(tx, people, requestId);
    await seedDonations(tx, people);
    await seedMeetings(tx, people);
  });
}
