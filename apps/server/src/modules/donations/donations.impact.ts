/** The public figures of the donations (the /impact page). */
import { eq, sql } from 'drizzle-orm';
import type { ImpactReply } from '@sahaya/contract/donations/schemas';
import type { Db } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import type { DonationDeps } from './donations.service.ts';

/** The public figures: completed donations per campaign. Kept a minute, as anybody may ask often. */
const IMPACT_TTL_MS = 60_000;
const impactCache = new WeakMap<Db, { at: number; value: Promise<ImpactReply> }>();

export function impact(deps: Pick<DonationDeps, 'db'>, now = Date.now()): Promise<ImpactReply> {
  const cached = impactCache.get(deps.db);
  if (cached && now - cached.at < IMPACT_TTL_MS) return cached.value;
  const value = (async () => {
    const rows = await deps.db
      .select({ campaign: donations.campaign, amount: sql<number>`coalesce(sum(${donations.amount}), 0)::float8`, donations: sql<number>`count(*)::int` })
      .from(donations)
      .where(eq(donations.status, 'completed'))
      .groupBy(donations.campaign);
    const campaigns = rows.map((r) => ({ campaign: r.campaign, amount: Number(r.amount), donations: Number(r.donations) }));
    return {
      totalAmount: Math.round(campaigns.reduce((sum, c) => sum + c.amount, 0) * 100) / 100,
      totalDonations: campaigns.reduce((sum, c) => sum + c.donations, 0),
      campaigns,
    };
  })();
  impactCache.set(deps.db, { at: now, value });
  value.catch(() => impactCache.delete(deps.db));
  return value;
}

/** Forgets the kept impact figures (tests that add donations and read them at once). */
export const forgetImpact = (db: Db) => impactCache.delete(db);
