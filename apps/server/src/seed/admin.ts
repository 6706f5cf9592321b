/** Making sure an admin account exists: at start from ADMIN_EMAIL/ADMIN_PASSWORD, or by `npm run admin:create`. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/people.ts';
import { hashPassword } from '../lib/password.ts';

export interface AdminInput {
  email: string;
  password: string;
  name?: string;
}

/**
 * Creates the admin, or turns an existing account with that email into a verified, unblocked admin
 * with the given password. Returns what happened, for the caller to report.
 */
export async function ensureAdmin(db: Db, input: AdminInput): Promise<'created' | 'updated'> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const admin = { role: 'admin' as const, passwordHash, isVerified: true, isBlocked: false, isActive: true, deletedAt: null };
  if (existing) {
    await db
      .update(users)
      .set({ ...admin, ...(input.name ? { name: input.name } : {}) })
      .where(eq(users.id, existing.id));
    return 'updated';
  }
  await db.insert(users).values({ ...admin, email, name: input.name ?? 'Sahaya Admin' });
  return 'created';
}
