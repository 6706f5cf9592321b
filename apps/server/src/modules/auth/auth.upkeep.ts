/**
 * Removes what signing in leaves behind once it can serve nothing: sessions that ended (run out or
 * revoked) and their refresh tokens, refresh tokens past their life, and verification codes and
 * reset links past theirs. Every sign-in and every refresh writes a row, and a session refreshed
 * every quarter hour for its 90 days writes thousands; without this the tables only grow.
 *
 * A day's margin: a code typed just after it ran out still says "expired", not "invalid", and a
 * used refresh token presented again while it would still be valid still reveals a copy and ends
 * its session (sessions.ts). Nothing is read from a row past that: a session that is gone is not
 * live, as a revoked one is not.
 */
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deleteInBatches } from '../../db/batched-delete.ts';
import { otps, passwordResetTokens, refreshTokens, sessions } from '../../db/schema/auth.ts';
import { defineQueue } from '../../plugins/jobs/jobs.ts';
import { DAY_MS } from '../../lib/durations.ts';

const MARGIN_MS = DAY_MS;

/** At 23 past each hour (UTC), away from the hour's other periodic work. */
export const signInCleanup = defineQueue<Record<string, never>>('sign-in-cleanup', { cron: '23 * * * *', retryLimit: 2, batchSize: 1 });

export interface SignInCleanup {
  sessions: number;
  refreshTokens: number;
  codes: number;
  resetLinks: number;
}

export async function removeSpentSignIns(db: Db, now = new Date(), signal?: AbortSignal, batchSize?: number): Promise<SignInCleanup> {
  const cutoff = new Date(now.getTime() - MARGIN_MS);
  // The sessions first: their refresh tokens go with them (on delete cascade).
  const ended = await deleteInBatches(db, {
    table: sessions,
    where: or(lt(sessions.expiresAt, cutoff), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff))),
    batchSize,
    signal,
  });
  // No order and no index on these times: a batch is the first rows a scan finds past the cut-off,
  // and an index written by every refresh would cost more than an hourly scan.
  const tokens = await deleteInBatches(db, { table: refreshTokens, where: lt(refreshTokens.expiresAt, cutoff), batchSize, signal });
  const codes = await deleteInBatches(db, { table: otps, where: lt(otps.expiresAt, cutoff), batchSize, signal });
  const links = await deleteInBatches(db, { table: passwordResetTokens, where: lt(passwordResetTokens.expiresAt, cutoff), batchSize, signal });
  return { sessions: ended, refreshTokens: tokens, codes, resetLinks: links };
}
