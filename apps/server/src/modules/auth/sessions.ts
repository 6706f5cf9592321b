/**
 * Sign-in sessions and their refresh tokens. A session is one sign-in on one device; its id is the
 * `sid` of every access token issued for it, so revoking the session ends those tokens too.
 * Each refresh token works once: using it marks it used and issues the next one of the same session.
 * Presenting a used token again means it was copied, so the whole session is revoked — unless it
 * comes within a few seconds of its rotation: then it is two tabs of the same browser refreshing at
 * once, and the late one gets a token of its own instead of signing the person out everywhere.
 */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Role } from '@sahaya/contract/constants';
import type { Db } from '../../db/client.ts';
import { refreshTokens, sessions } from '../../db/schema/auth.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { roleIfMaySignIn } from '../people/accounts.service.ts';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** However often it is used, a session ends this long after its sign-in: then the password is asked again. */
export const SESSION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
/** How long after its rotation a refresh token may still be presented by a racing tab of the same browser. */
export const CONCURRENT_REFRESH_GRACE_MS = 10_000;
const USER_AGENT_MAX = 300;

/** A refresh lifetime from now, but never past the session's cap. */
const refreshExpiry = (now: Date, signedInAt = now) =>
  new Date(Math.min(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000, signedInAt.getTime() + SESSION_MAX_AGE_SECONDS * 1000));

export interface StartedSession {
  sessionId: string;
  refreshToken: string;
}

export interface RotatedSession extends StartedSession {
  userId: string;
  role: Role;
}

export async function startSession(db: Db, input: { userId: string; userAgent?: string }): Promise<StartedSession> {
  const refreshToken = randomToken();
  const expiresAt = refreshExpiry(new Date());
  const sessionId = await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({ userId: input.userId, expiresAt, userAgent: input.userAgent?.slice(0, USER_AGENT_MAX) ?? null })
      .returning({ id: sessions.id });
    if (!session) throw new Error('Session insert returned no row');
    await tx.insert(refreshTokens).values({ sessionId: session.id, tokenHash: sha256(refreshToken), expiresAt });
    return session.id;
  });
  return { sessionId, refreshToken };
}

/**
 * Trades a refresh token for the next one. Returns null when the token is unknown, expired, or its
 * session or person may no longer sign in. A token used before is a copy: its session is revoked
 * and named (`copied`), so the caller ends it everywhere (its sockets, what the nodes keep of it).
 * Claiming the token is a single conditional update, so two requests racing with the same token
 * cannot both claim it: the loser falls into the grace period of racing tabs and gets a token of
 * its own.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RotatedSession | { copied: string } | null> {
  const tokenHash = sha256(token);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [claimedRow] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ sessionId: refreshTokens.sessionId, expiresAt: refreshTokens.expiresAt });

    let claimed = claimedRow;
    if (!claimed) {
      const [used] = await tx
        .select({ sessionId: refreshTokens.sessionId, expiresAt: refreshTokens.expiresAt, usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (!used) return null;
      const racingTab = used.usedAt && now.getTime() - used.usedAt.getTime() < CONCURRENT_REFRESH_GRACE_MS;
      if (!racingTab) {
        await revokeSession(tx, used.sessionId);
        return { copied: used.sessionId };
      }
      claimed = used;
    }
    if (claimed.expiresAt <= now) return null;

    // A live session as plugins/http/auth.ts's `sessionIsLive` has it: the session's own conditions
    // here, and its person's (not blocked, not deleted) from the people module that owns them.
    const [session] = await tx
      .select({ userId: sessions.userId, signedInAt: sessions.createdAt })
      .from(sessions)
      .where(and(eq(sessions.id, claimed.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
    const role = session ? await roleIfMaySignIn(tx, session.userId) : null;
    if (!session || !role) return null;
    const owner = { ...session, role };

    const refreshToken = randomToken();
    const expiresAt = refreshExpiry(now, owner.signedInAt);
    if (expiresAt <= now) return null;
    await tx.insert(refreshTokens).values({ sessionId: claimed.sessionId, tokenHash: sha256(refreshToken), expiresAt });
    // A session stays alive as long as it is used at least once a refresh lifetime, up to its cap.
    await tx.update(sessions).set({ expiresAt }).where(eq(sessions.id, claimed.sessionId));
    return { sessionId: claimed.sessionId, refreshToken, userId: owner.userId, role: owner.role };
  });
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends the session a refresh token belongs to, whether or not the token was already used; names it. */
export async function revokeSessionOfToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (!row) return null;
  await revokeSession(db, row.sessionId);
  return row.sessionId;
}

/** Ends every session of a person but the one making the change, for example a password change. */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a person, for example after their password was reset. */
export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
