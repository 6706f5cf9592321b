/**
 * The nominee (DPDP Act 2023, s. 14): one per person, named, changed and removed by them; an admin
 * records that the nominee acts for the person (who died or cannot act). Part of the data copy.
 */
import { eq } from 'drizzle-orm';
import type { Nominee, NomineeActingBody, SetNomineeBody } from '@sahaya/contract/privacy/nominee';
import type { Db } from '../../db/client.ts';
import { nominees } from '../../db/schema/privacy.ts';
import { AppError } from '../../errors.ts';

type NomineeRow = typeof nominees.$inferSelect;

const toNominee = (row: NomineeRow): Nominee => ({
  name: row.name,
  relation: row.relation,
  phone: row.phone,
  email: row.email,
  actingSince: row.actingSince?.toISOString() ?? null,
  actingReason: row.actingReason,
});

export async function nomineeOf(db: Db, userId: string): Promise<Nominee | null> {
  const [row] = await db.select().from(nominees).where(eq(nominees.userId, userId));
  return row ? toNominee(row) : null;
}

/**
 * Names or changes the person's nominee. A new nominee does not inherit the acting record of the
 * one before: what an admin recorded was about that nominee.
 */
export async function setNominee(db: Db, userId: string, body: SetNomineeBody): Promise<Nominee> {
  const values = { name: body.name, relation: body.relation, phone: body.phone ?? null, email: body.email ?? null, updatedAt: new Date() };
  const [row] = await db
    .insert(nominees)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: nominees.userId, set: { ...values, actingSince: null, actingReason: null, actingRecordedBy: null } })
    .returning();
  return toNominee(row!);
}

export async function removeNominee(db: Db, userId: string): Promise<void> {
  await db.delete(nominees).where(eq(nominees.userId, userId));
}

/** Records that the person's nominee now acts for them; the first record's time stays when it is recorded again. */
export async function recordActing(db: Db, adminId: string, userId: string, body: NomineeActingBody, now = new Date()): Promise<Nominee> {
  const [current] = await db.select().from(nominees).where(eq(nominees.userId, userId));
  if (!current) throw new AppError('NOMINEE_NOT_FOUND');
  const [row] = await db
    .update(nominees)
    .set({ actingSince: current.actingSince ?? now, actingReason: body.reason, actingRecordedBy: adminId })
    .where(eq(nominees.userId, userId))
    .returning();
  if (!row) throw new AppError('NOMINEE_NOT_FOUND');
  return toNominee(row);
}
