/**
 * Access tokens and route guards. An access token is a 15-minute HS256 JWT naming the person, their
 * role and their session. Each guarded request also checks in one query that the session is still
 * open and the person not blocked, so a logout or a block takes effect at once, not in 15 minutes.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { accessClaims, type AccessClaims } from '@sahaya/contract/auth';
import type { Role } from '@sahaya/contract/constants';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { forbidden, unauthorized } from '../errors.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';

export interface AuthContext {
  userId: string;
  role: Role;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    signAccessToken(claims: AccessClaims): Promise<string>;
    /** Resolves a bearer token to its live session, or null. Also used to authenticate sockets. */
    verifyAccessToken(token: string | undefined): Promise<AuthContext | null>;
    authenticate: preHandlerAsyncHookHandler;
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; read it only in routes guarded by it. */
    auth: AuthContext;
  }
}

/**
 * A session that may still be used: not revoked, not expired, and its person neither blocked nor
 * deleted. For queries that join `sessions` with `users`; refreshing a token asks the same.
 */
export const sessionIsLive = (now: Date = new Date()) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.isBlocked, false), isNull(users.deletedAt));

/** The session of the token must be live; the role comes from the database, not the token. */
async function liveSession(db: Db, claims: AccessClaims): Promise<AuthContext | null> {
  const [row] = await db
    .select({ userId: users.id, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sid), eq(sessions.userId, claims.sub), sessionIsLive()))
    .limit(1);
  return row ? { userId: row.userId, role: row.role, sessionId: claims.sid } : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

async function authPlugin(app: FastifyInstance) {
  const key = new TextEncoder().encode(app.config.jwtSecret);

  app.decorate('signAccessToken', (claims: AccessClaims) =>
    new SignJWT({ role: claims.role, sid: claims.sid })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(key),
  );

  app.decorate('verifyAccessToken', async (token: string | undefined) => {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
      const claims = accessClaims.safeParse(payload);
      // Ids that are not UUIDs would make PostgreSQL raise an error rather than find nothing.
      if (!claims.success || !UUID.test(claims.data.sub) || !UUID.test(claims.data.sid)) return null;
      return await liveSession(app.db, claims.data);
    } catch {
      return null;
    }
  });

  app.decorateRequest('auth', null as unknown as AuthContext);

  const authenticate: preHandlerAsyncHookHandler = async function (request) {
    const auth = await app.verifyAccessToken(bearerToken(request));
    if (!auth) throw unauthorized();
    request.auth = auth;
  };
  app.decorate('authenticate', authenticate);

  app.decorate('requireRole', (...roles: Role[]): preHandlerAsyncHookHandler => {
    return async function (request, reply) {
      await authenticate.call(this, request, reply);
      if (!roles.includes(request.auth.role)) throw forbidden();
    };
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['config', 'db'] });
