/**
 * Access tokens and route guards. An access token is a 15-minute HS256 JWT naming the person, their
 * role and their session. Each guarded request also checks that the session is still open and the
 * person not blocked, so a logout or a block takes effect at once, not in 15 minutes: in one query,
 * or from the sessions found live in the last seconds (session-cache.ts), which whatever ends a
 * session through the app forgets on every node. (A session ended by hand in the database is
 * refused within those seconds.)
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { createSigner, createVerifier } from 'fast-jwt';
import { accessClaims, type AccessClaims } from '@sahaya/contract/auth/schemas';
import type { Role } from '@sahaya/contract/constants';
import { allows, type Access } from '@sahaya/contract/http';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/people.ts';
import { AppError } from '../../errors.ts';
import { createSessionCache, type LiveSession, type SessionCache } from './session-cache.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';

export interface AuthContext {
  userId: string;
  role: Role;
  sessionId: string;
  /** When the access token it came from expires (ms since the epoch): a socket is closed then. */
  tokenExpiresAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    signAccessToken(claims: AccessClaims): Promise<string>;
    /**
     * Resolves a bearer token to its live session, or null when the token is bad, expired or its
     * session is over. Also used to authenticate sockets. A database that cannot be asked is not
     * "no session": its error is thrown, so the caller answers 503 and nobody is signed out.
     */
    verifyAccessToken(token: string | undefined): Promise<AuthContext | null>;
    /** Reads again whether a session checked earlier is still live, with the person's role now; or null. */
    recheckSession(auth: AuthContext): Promise<AuthContext | null>;
    /**
     * The `onRequest` hook of a guarded endpoint: it runs before the body is read or validated,
     * so a stranger gets 401 and a wrong role 403 whatever they send.
     */
    guard(access: Exclude<Access, 'public'>): onRequestAsyncHookHandler;
    /** The sessions found live lately; `live.endSession(s)` forgets them here and on the other nodes. */
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    /** Set by `guard`; read it only in guarded routes. */
    auth: AuthContext;
  }
}

/**
 * A session that may still be used: not revoked, not expired, and its person neither blocked nor
 * deleted. For queries that join `sessions` with `users`; refreshing a token asks the same.
 */
export const sessionIsLive = (now: Date | SQLWrapper) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.isBlocked, false), isNull(users.deletedAt));

/**
 * The session of a token, if live; the role comes from the database, not the token. It runs on
 * every guarded request, so it is built once and, on PostgreSQL, prepared once per connection.
 */
function liveSessionQuery(db: Db) {
  const query = db
    .select({ userId: users.id, role: users.role, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        eq(sessions.userId, sql.placeholder('sub')),
        sessionIsLive(sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('live_session');
  return async (claims: AccessClaims): Promise<LiveSession | null> => {
    const [row] = await query.execute({ sid: claims.sid, sub: claims.sub, now: new Date() });
    return row ? { userId: row.userId, role: row.role, expiresAt: row.expiresAt.getTime() } : null;
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

async function authPlugin(app: FastifyInstance) {
  // fast-jwt signs and checks with node:crypto synchronously, in microseconds; every guarded
  // request verifies a token, so this is part of each request's cost. A person's requests carry
  // one token for its 15 minutes, so verified tokens are kept (until they expire) and not checked
  // again. The session behind a token is read once in a few seconds at most (session-cache.ts).
  const sign = createSigner({ key: app.config.jwtSecret, algorithm: ALGORITHM, expiresIn: ACCESS_TOKEN_TTL_SECONDS * 1000 });
  // A token without an expiry would be good for ever: it is refused, whoever signed it.
  const verify = createVerifier({ key: app.config.jwtSecret, algorithms: [ALGORITHM], cache: true, requiredClaims: ['exp'] });
  const liveSession = liveSessionQuery(app.db);
  // Several nodes hear of each other's ended sessions through Redis: while this node cannot, it asks the database.
  const sessionCache = createSessionCache(() => !app.redisHealth.configured || app.redisHealth.up);
  app.decorate('sessionCache', sessionCache);
  /** The session of the claims if found live lately and not ended since, else as the database has it now. */
  const knownOrLive = async (claims: AccessClaims): Promise<LiveSession | null> => {
    const known = sessionCache.get(claims.sid, claims.sub);
    if (known) return known;
    const generation = sessionCache.generation();
    const found = await liveSession(claims);
    if (found) sessionCache.remember(claims.sid, found, generation);
    return found;
  };

  app.decorate('signAccessToken', async (claims: AccessClaims) =>
    sign({ sub: claims.sub, role: claims.role, sid: claims.sid }),
  );

  /** The claims of a well-signed, unexpired token, or null; fast-jwt throws for any other token. */
  const claimsOf = (token: string): { claims: AccessClaims; expiresAt: number } | null => {
    let payload: { exp?: unknown };
    try {
      payload = verify(token) as { exp?: unknown };
    } catch {
      return null;
    }
    const claims = accessClaims.safeParse(payload);
    // Ids that are not UUIDs would make PostgreSQL raise an error rather than find nothing.
    if (!claims.success || !UUID.test(claims.data.sub) || !UUID.test(claims.data.sid)) return null;
    return typeof payload.exp === 'number' ? { claims: claims.data, expiresAt: payload.exp * 1000 } : null;
  };

  app.decorate('verifyAccessToken', async (token: string | undefined) => {
    const verified = token ? claimsOf(token) : null;
    if (!verified) return null;
    const found = await knownOrLive(verified.claims);
    return found ? { userId: found.userId, role: found.role, sessionId: verified.claims.sid, tokenExpiresAt: verified.expiresAt } : null;
  });

  app.decorate('recheckSession', async (auth: AuthContext) => {
    const found = await knownOrLive({ sub: auth.userId, sid: auth.sessionId, role: auth.role });
    return found ? { ...auth, role: found.role } : null;
  });

  app.decorateRequest('auth', null as unknown as AuthContext);

  app.decorate('guard', (access: Exclude<Access, 'public'>): onRequestAsyncHookHandler => {
    return async function (request) {
      const auth = await app.verifyAccessToken(bearerToken(request));
      if (!auth) throw new AppError('UNAUTHENTICATED');
      if (!allows(access, auth.role)) throw new AppError('FORBIDDEN');
      request.auth = auth;
    };
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['config', 'db', 'redis'] });
