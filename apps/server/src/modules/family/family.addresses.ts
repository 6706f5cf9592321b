/**
 * What Sahaya keeps of an address family mail went to, whoever added it: when its last invitation
 * went (at most one in FAMILY_INVITATION_INTERVAL_DAYS, across every account) and whether its owner
 * pressed stop (then never again). The address is kept as a hash, so a stranger who said stop is
 * not kept on file by their address once their contact rows are gone. The hash has no key: the
 * stop must outlast a change of JWT_SECRET, which a keyed hash would not.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { FAMILY_INVITATION_INTERVAL_DAYS } from '@sahaya/contract/family/schemas';
import { deleteInBatches } from '../../db/batched-delete.ts';
import type { Db } from '../../db/client.ts';
import { familyContacts, familyInvitations } from '../../db/schema/reach.ts';
import { sha256 } from '../../lib/tokens.ts';
import { DAY_MS } from '../../lib/durations.ts';

/**
 * The hash an address is known by (migration 0035 makes the same in SQL). The label keeps it from
 * matching the plain hash of the address other services publish or keep.
 */
export const addressHash = (email: string): string => sha256(`sahaya:family-address:${email.trim().toLowerCase()}`);

/**
 * Takes the address's turn for an invitation, in the add's transaction: `send` when none went in
 * the last 30 days (the moment is recorded now, so a rolled-back add gives it back), `recent` when
 * one did, `stopped` when its owner pressed stop. Adds of one address at once wait on its row,
 * whichever accounts make them, so only one of them is told `send`.
 */
export async function claimInvitation(tx: Db, hash: string, now: Date): Promise<'send' | 'recent' | 'stopped'> {
  const since = new Date(now.getTime() - FAMILY_INVITATION_INTERVAL_DAYS * DAY_MS);
  const claimed = await tx
    .insert(familyInvitations)
    .values({ addressHash: hash, sentAt: now })
    .onConflictDoUpdate({
      target: familyInvitations.addressHash,
      set: { sentAt: now },
      setWhere: and(isNull(familyInvitations.stoppedAt), or(isNull(familyInvitations.sentAt), lt(familyInvitations.sentAt, since))),
    })
    .returning({ addressHash: familyInvitations.addressHash });
  if (claimed.length > 0) return 'send';
  const [row] = await tx.select({ stoppedAt: familyInvitations.stoppedAt }).from(familyInvitations).where(eq(familyInvitations.addressHash, hash));
  return row?.stoppedAt ? 'stopped' : 'recent';
}

/**
 * A contact removed before their invitation went (its job had not made the link yet, and will now
 * find nothing to mail) gives the address back the turn their add took, unless a later add took
 * it since: no mail went, so the next add may send one.
 */
export async function giveBackInvitation(tx: Db, hash: string, sentAt: Date): Promise<void> {
  await tx
    .update(familyInvitations)
    .set({ sentAt: null })
    .where(and(eq(familyInvitations.addressHash, hash), eq(familyInvitations.sentAt, sentAt), isNull(familyInvitations.stoppedAt)));
}

/**
 * The owner of an address pressed stop: it is marked first, so an add of it still running waits
 * and is then removed with the rest, and every contact row of it, whoever added it, goes.
 */
export async function stopAddress(db: Db, hash: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(familyInvitations)
      .values({ addressHash: hash, stoppedAt: now })
      .onConflictDoUpdate({ target: familyInvitations.addressHash, set: { stoppedAt: now }, setWhere: isNull(familyInvitations.stoppedAt) });
    await tx.delete(familyContacts).where(eq(familyContacts.addressHash, hash));
  });
}

/**
 * The record of an invitation is needed for 30 days, a stop for ever: the daily sweep forgets the
 * addresses invited longer ago that never said stop.
 */
export async function forgetOldInvitations(db: Db, now = new Date(), batchSize?: number): Promise<number> {
  const since = new Date(now.getTime() - FAMILY_INVITATION_INTERVAL_DAYS * DAY_MS);
  return deleteInBatches(db, {
    table: familyInvitations,
    where: and(isNull(familyInvitations.stoppedAt), or(isNull(familyInvitations.sentAt), lt(familyInvitations.sentAt, since))),
    batchSize,
  });
}
