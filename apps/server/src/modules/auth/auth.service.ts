/** The rules of signing up, verifying, signing in and recovering an account (spec 1 §4, §6, §7). */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  EmailBody,
  RegisterBody,
  ResetPasswordBody,
  SessionReply,
  VerifyOtpBody,
} from '@sahaya/contract/auth/schemas';
import {
  genders,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  RESET_TOKEN_TTL_MINUTES,
  type Role,
} from '@sahaya/contract/constants';
import { authMessages } from '@sahaya/contract/messages';
import type { PublicUser } from '@sahaya/contract/users';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/order.ts';
import { otps, passwordResetTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/people.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { otpMail, resetMail } from './auth.mail.ts';
import { googleKeys, verifyGoogleIdToken } from './google.ts';
import { issueOtp, otpMatches } from './otp.ts';
import { revokeSession, revokeSessionOfToken, revokeUserSessions, rotateRefreshToken, startSession } from './sessions.ts';

/** Other modules end a person's sessions (a block, say) through this service, not its session store. */
export { revokeUserSessions };

/** What the auth rules need from the running server; the Fastify instance provides all of it. */
export type AuthDeps = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'signAccessToken' | 'log'>;
/** Ending sessions also closes their sockets. */
type SignOutDeps = AuthDeps & Pick<FastifyInstance, 'verifyAccessToken' | 'live'>;
type ForgotDeps = AuthDeps & Pick<FastifyInstance, 'background'>;

type UserRow = typeof users.$inferSelect;

/** A finished sign-in: the reply body, and the refresh token the route puts in the cookie. */
export interface SignedIn {
  reply: SessionReply;
  refreshToken: string;
}

// ---------------------------------------------------------------------------------------------
// Shared helpers
// ---------------------------------------------------------------------------------------------

async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return user;
}

export function toPublicUser(user: UserRow): PublicUser {
  const gender = genders.find((g) => g === user.gender) ?? null;
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    age: user.age,
    gender,
    phone: user.phone,
    profilePicture: user.profilePicture,
    certificates: user.certificates,
    isVerified: user.isVerified,
    isBlocked: user.isBlocked,
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
  };
}

async function signIn(deps: AuthDeps, user: UserRow, userAgent: string | undefined): Promise<SignedIn> {
  const { sessionId, refreshToken } = await startSession(deps.db, { userId: user.id, userAgent });
  const accessToken = await deps.signAccessToken({ sub: user.id, role: user.role, sid: sessionId });
  return {
    reply: {
      success: true,
      message: authMessages.loggedIn,
      accessToken,
      user: { ...toPublicUser(user), id: user.id },
    },
    refreshToken,
  };
}

const otpError = (code: 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_TOO_MANY_ATTEMPTS') => new AppError(code, { field: 'otp' });

/**
 * Passwords are checked even for unknown emails, against a throw-away hash, so the answer takes
 * as long whether or not an account exists.
 */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomToken(16)));

// ---------------------------------------------------------------------------------------------
// Registration and email verification
// ---------------------------------------------------------------------------------------------

export async function register(deps: AuthDeps, input: RegisterBody): Promise<{ registeredMail: string; message: string }> {
  // A taken email is refused before the costly hash, so repeating one cannot tie up the CPU.
  if (await findUserByEmail(deps.db, input.email)) throw new AppError('EMAIL_TAKEN', { field: 'email' });
  const passwordHash = await hashPassword(input.password);
  const created = await deps.db.transaction(async (tx) => {
    // The unique email index decides, so two registrations racing for one email cannot both win.
    const [user] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash, role: 'user', isVerified: false })
      .onConflictDoNothing()
      .returning();
    if (!user) throw new AppError('EMAIL_TAKEN', { field: 'email' });
    const { code } = await issueOtp(tx, deps.config.jwtSecret, user.id);
    return { user, code };
  });

  try {
    await deps.mailer.send({ to: created.user.email, ...otpMail(created.user.name, created.code) });
  } catch (error) {
    // Without the mail the account could never be verified; removing it lets the person simply try again.
    await deps.db.delete(users).where(eq(users.id, created.user.id));
    throw error;
  }
  return { registeredMail: created.user.email, message: authMessages.registered };
}

export async function verifyOtp(deps: AuthDeps, input: VerifyOtpBody): Promise<{ message: string }> {
  const { db } = deps;
  const user = await findUserByEmail(db, input.email);
  // A verified account is answered as an unknown one, so the answer tells nobody which emails have one.
  if (!user || user.isVerified) throw otpError('OTP_INVALID');

  const now = new Date();
  const [active] = await db
    .select()
    .from(otps)
    .where(and(eq(otps.userId, user.id), isNull(otps.consumedAt)))
    .orderBy(newestFirst(otps.createdAt))
    .limit(1);
  if (!active) throw otpError('OTP_INVALID');
  if (active.attempts >= OTP_MAX_ATTEMPTS) throw otpError('OTP_TOO_MANY_ATTEMPTS');
  if (active.expiresAt <= now) throw otpError('OTP_EXPIRED');

  // Every try is counted before the code is compared, in one conditional update, so parallel
  // guesses cannot get more than the allowed number of tries between them.
  const [counted] = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.id, active.id), isNull(otps.consumedAt), lt(otps.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: otps.attempts });
  if (!counted) throw otpError('OTP_TOO_MANY_ATTEMPTS');

  if (!otpMatches(deps.config.jwtSecret, user.id, input.otp, active.codeHash)) {
    throw otpError(counted.attempts >= OTP_MAX_ATTEMPTS ? 'OTP_TOO_MANY_ATTEMPTS' : 'OTP_INVALID');
  }

  await db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(otps)
      .set({ consumedAt: now })
      .where(and(eq(otps.id, active.id), isNull(otps.consumedAt)))
      .returning({ id: otps.id });
    if (!consumed) throw otpError('OTP_INVALID');
    await tx.update(users).set({ isVerified: true }).where(eq(users.id, user.id));
  });
  return { message: authMessages.verified };
}

export async function resendOtp(deps: AuthDeps, input: EmailBody): Promise<{ success: true; message: string }> {
  const { db } = deps;
  const user = await findUserByEmail(db, input.email);
  // An unknown email and a verified account get the same answer as the others, and no mail.
  if (!user || user.isVerified) return { success: true, message: authMessages.otpResent };

  const issued = await db.transaction(async (tx) => {
    // Locking the person's row makes parallel resends wait for each other, so the cooldown holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [last] = await tx
      .select({ createdAt: otps.createdAt })
      .from(otps)
      .where(eq(otps.userId, user.id))
      .orderBy(newestFirst(otps.createdAt))
      .limit(1);
    if (last) {
      const waitMs = last.createdAt.getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000 - Date.now();
      if (waitMs > 0) throw new AppError('OTP_COOLDOWN', { params: [Math.ceil(waitMs / 1000)] });
    }
    return issueOtp(tx, deps.config.jwtSecret, user.id);
  });

  try {
    await deps.mailer.send({ to: user.email, ...otpMail(user.name, issued.code) });
  } catch (error) {
    // An unsent code must not hold the cooldown, so the person can ask again straight away.
    await db.delete(otps).where(eq(otps.id, issued.otpId));
    throw error;
  }
  return { success: true, message: authMessages.otpResent };
}

// ---------------------------------------------------------------------------------------------
// Signing in and out
// ---------------------------------------------------------------------------------------------

/**
 * Password sign-in for one role: the shared login page asks for user or volunteer, the admin page
 * for admin. An account of another role answers like a wrong password, so roles cannot be probed,
 * except that the right password on the other tab of the shared page is told which tab to use.
 */
export async function passwordLogin(
  deps: AuthDeps,
  input: { email: string; password: string; role: Role; userAgent?: string },
): Promise<SignedIn> {
  const user = await findUserByEmail(deps.db, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
  if (!user?.passwordHash || !passwordOk) throw new AppError('INVALID_CREDENTIALS');
  if (user.role !== input.role) {
    if (input.role === 'admin' || user.role === 'admin') throw new AppError('INVALID_CREDENTIALS');
    throw new AppError(user.role === 'user' ? 'SIGN_IN_AS_USER' : 'SIGN_IN_AS_VOLUNTEER');
  }
  if (user.isBlocked) throw new AppError('ACCOUNT_BLOCKED');
  if (!user.isVerified) throw new AppError('EMAIL_NOT_VERIFIED');
  return signIn(deps, user, input.userAgent);
}

/**
 * Google sign-in: the first sign-in creates a verified user, a later one finds the person by their
 * Google id, or links Google to an existing account whose email Google has verified.
 */
export async function googleLogin(
  deps: AuthDeps,
  input: { idToken: string; userAgent?: string },
): Promise<SignedIn> {
  const clientId = deps.config.googleClientId;
  if (!clientId) throw new AppError('GOOGLE_NOT_CONFIGURED');

  const identity = await verifyGoogleIdToken(input.idToken, { clientId, keys: googleKeys() });
  if (!identity) throw new AppError('GOOGLE_FAILED');

  const { db } = deps;
  const byGoogleId = async () =>
    (await db.select().from(users).where(eq(users.googleId, identity.googleId)))[0];

  let user = await byGoogleId();
  if (!user) {
    if (!identity.email || !identity.emailVerified) throw new AppError('GOOGLE_FAILED');
    const email = identity.email;
    const existing = await findUserByEmail(db, email);
    if (existing) {
      if (existing.googleId && existing.googleId !== identity.googleId) throw new AppError('GOOGLE_FAILED');
      // Google has proven the person owns this email, which is what the OTP would have proven.
      // A password set on an account that was never verified may be someone else's, set before the
      // owner arrived, so it is dropped; the owner can choose one through the reset link.
      const [linked] = await db
        .update(users)
        .set({
          googleId: identity.googleId,
          isVerified: true,
          ...(existing.isVerified ? {} : { passwordHash: null }),
        })
        .where(and(eq(users.id, existing.id), isNull(users.googleId)))
        .returning();
      user = linked ?? (await byGoogleId());
    } else {
      const name = (identity.name?.trim() || email.split('@')[0] || email).slice(0, 100);
      const [created] = await db
        .insert(users)
        .values({ name, email, googleId: identity.googleId, passwordHash: null, role: 'user', isVerified: true })
        .onConflictDoNothing()
        .returning();
      // A parallel first sign-in may have created the account a moment earlier.
      user = created ?? (await byGoogleId());
    }
  }
  if (!user || user.deletedAt) throw new AppError('GOOGLE_FAILED');
  // The Google button is offered to users only; staff accounts keep their own sign-in pages.
  if (user.role !== 'user') throw new AppError('ROLE_MISMATCH');
  if (user.isBlocked) throw new AppError('ACCOUNT_BLOCKED');
  return signIn(deps, user, input.userAgent);
}

export async function refreshSession(deps: AuthDeps, token: string | undefined): Promise<{ accessToken: string; refreshToken: string }> {
  if (!token) throw new AppError('SESSION_EXPIRED');
  const rotated = await rotateRefreshToken(deps.db, token);
  if (!rotated) throw new AppError('SESSION_EXPIRED');
  const accessToken = await deps.signAccessToken({ sub: rotated.userId, role: rotated.role, sid: rotated.sessionId });
  return { accessToken, refreshToken: rotated.refreshToken };
}

/**
 * Ends the session named by the refresh cookie and the one named by the access token, if any: a
 * client holding only its bearer token signs out as surely as a browser. Their sockets close too.
 */
export async function logout(
  deps: SignOutDeps,
  tokens: { refreshToken: string | undefined; accessToken: string | undefined },
): Promise<{ message: string }> {
  const bearer = await deps.verifyAccessToken(tokens.accessToken);
  if (bearer) await revokeSession(deps.db, bearer.sessionId);
  const ended = tokens.refreshToken ? await revokeSessionOfToken(deps.db, tokens.refreshToken) : null;
  for (const sessionId of new Set([bearer?.sessionId, ended])) {
    if (sessionId) await deps.live.endSession(sessionId, { message: authMessages.loggedOut });
  }
  return { message: authMessages.loggedOut };
}

export async function authenticateUser(deps: AuthDeps, userId: string): Promise<{ isBlocked: boolean }> {
  const [user] = await deps.db
    .select({ isBlocked: users.isBlocked })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw new AppError('NOT_FOUND');
  return { isBlocked: user.isBlocked };
}

// ---------------------------------------------------------------------------------------------
// Password recovery
// ---------------------------------------------------------------------------------------------

/** Always answers the same, so the form cannot be used to find out who has an account. */
/**
 * Mails a reset link to the account of the email, if there is one. Everything after the lookup
 * happens once the answer has left, so a known and an unknown email get the same answer as fast.
 */
export async function forgotPassword(deps: ForgotDeps, input: EmailBody): Promise<{ message: string }> {
  const user = await findUserByEmail(deps.db, input.email);
  if (user) deps.background.run('password reset mail', () => mailResetLink(deps, user));
  return { message: authMessages.resetLinkSent };
}

async function mailResetLink(deps: AuthDeps, user: UserRow): Promise<void> {
  const token = randomToken();
  await deps.db.transaction(async (tx) => {
    // Only the newest link works, so an older mail lying around cannot be used.
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60 * 1000),
    });
  });
  const link = `${deps.config.publicUrl}/user/resetPassword?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({ to: user.email, ...resetMail(user.name, link) });
}

/** Whether a reset link is unused and unexpired now; using it later still claims it in one update. */
export async function resetTokenState(deps: AuthDeps, token: string): Promise<{ usable: boolean }> {
  const now = new Date();
  const [usable] = await deps.db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(eq(passwordResetTokens.tokenHash, sha256(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)),
    )
    .limit(1);
  return { usable: Boolean(usable) };
}

export async function resetPassword(deps: SignOutDeps, input: ResetPasswordBody): Promise<{ message: string }> {
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  const userId = await deps.db.transaction(async (tx) => {
    // Claiming the token and checking it are one update, so a link works exactly once.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw new AppError('RESET_TOKEN_INVALID');
    // Opening the mailed link proves the email belongs to the person, as the OTP would.
    await tx.update(users).set({ passwordHash, isVerified: true }).where(eq(users.id, claimed.userId));
    await revokeUserSessions(tx, claimed.userId);
    return claimed.userId;
  });
  // Whoever knew the old password is signed out everywhere, sockets included.
  await deps.live.endSessions(userId, { message: authMessages.sessionExpired });
  return { message: authMessages.passwordReset };
}
