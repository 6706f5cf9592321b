/** Signing in with a password, a code sent by SMS or Google, refreshing the access token, and signing out (spec 1 §7). */
import type { SessionReply } from '@sahaya/contract/auth/schemas';
import type { Role } from '@sahaya/contract/constants';
import type { Language } from '@sahaya/contract/i18n/languages';
import { createVerifier } from 'fast-jwt';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { said, type Said } from '../../lib/success-reply.ts';
import { randomToken } from '../../lib/tokens.ts';
import {
  createAccount,
  findAccountByEmail,
  findAccountByGoogleId,
  findAccountByPhone,
  linkGoogle,
  liveAccount,
  markVerified,
  noteSignIn,
  type UserRow,
} from '../people/accounts.service.ts';
import { refuseUnconfirmed } from '../people/guardians.service.ts';
import { textCode, textNobody } from './auth.phone-codes.ts';
import { redeemCode } from './otp.ts';
import { toPublicUser } from '../people/people.service.ts';
import type { AuthDeps, MailingDeps, SignOutDeps } from './auth.service.ts';
import { googleKeys, verifyGoogleIdToken } from './google.ts';
import { revokeSession, revokeSessionOfToken, rotateRefreshToken, startSession } from './sessions.ts';

/** A finished sign-in: the reply body, and the refresh token the route puts in the cookie. */
export interface SignedIn {
  reply: SessionReply;
  refreshToken: string;
}

async function signIn(deps: AuthDeps, user: UserRow, userAgent: string | undefined): Promise<SignedIn> {
  const { sessionId, refreshToken } = await startSession(deps.db, { userId: user.id, userAgent });
  await noteSignIn(deps.db, user.id);
  const accessToken = await deps.signAccessToken({ sub: user.id, role: user.role, sid: sessionId });
  return {
    reply: {
      success: true,
      ...said('LOGGED_IN'),
      accessToken,
      user: { ...toPublicUser(user), id: user.id },
    },
    refreshToken,
  };
}

/**
 * Passwords are checked even for unknown emails, against a throw-away hash, so the answer takes
 * as long whether or not an account exists.
 */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomToken(16)));

/** Mobile numbers are given to new people after 90 days unused; one idle this long proves itself again with a code. */
const PHONE_IDLE_MS = 365 * 24 * 60 * 60 * 1000;

/** The right person for the role signing in: a person of another role is told which tab to use, or refused as a wrong password. */
function checkRole(user: UserRow, role: Role, wrong: 'INVALID_CREDENTIALS' | 'INVALID_PHONE_CREDENTIALS' | 'OTP_INVALID') {
  if (user.role === role) return;
  if (role === 'admin' || user.role === 'admin') throw new AppError(wrong, wrong === 'OTP_INVALID' ? { field: 'code' } : undefined);
  throw new AppError(user.role === 'user' ? 'SIGN_IN_AS_USER' : 'SIGN_IN_AS_VOLUNTEER');
}

/**
 * Password sign-in for one role, by e-mail address or mobile number: the shared login page asks
 * for user or volunteer, the admin page for admin. An account of another role answers like a
 * wrong password, so roles cannot be probed, except that the right password on the other tab of
 * the shared page is told which tab to use. A number unused for a year signs in with a code instead.
 */
export async function passwordLogin(
  deps: AuthDeps,
  input: { email?: string; phone?: string; password: string; role: Role; userAgent?: string },
): Promise<SignedIn> {
  const byPhone = !input.email;
  const user = byPhone ? await findAccountByPhone(deps.db, input.phone!) : await findAccountByEmail(deps.db, input.email!);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
  const wrong = byPhone ? 'INVALID_PHONE_CREDENTIALS' : 'INVALID_CREDENTIALS';
  if (!user?.passwordHash || !passwordOk) throw new AppError(wrong);
  checkRole(user, input.role, wrong);
  if (user.isBlocked) throw new AppError('ACCOUNT_BLOCKED');
  if (!user.isVerified) throw new AppError(byPhone ? 'PHONE_NOT_VERIFIED' : 'EMAIL_NOT_VERIFIED');
  if (byPhone && Date.now() - (user.lastSignInAt ?? user.createdAt).getTime() > PHONE_IDLE_MS) throw new AppError('PHONE_CODE_REQUIRED');
  await refuseUnconfirmed(deps.db, user.id);
  return signIn(deps, user, input.userAgent);
}

/**
 * Sends a sign-in code by SMS to a number that signs in a user or a volunteer who may sign in.
 * Every number gets the same answer and costs the same (a lookup and a job), so the form tells
 * nobody which numbers have an account.
 */
export async function sendSignInCode(deps: MailingDeps, phone: string): Promise<Said & { success: true }> {
  const user = await findAccountByPhone(deps.db, phone);
  if (user && user.role !== 'admin' && !user.isBlocked) {
    await deps.db.transaction((tx) => textCode(deps, tx, { userId: user.id, purpose: 'signIn', phone }));
  } else {
    await textNobody(deps.jobs);
  }
  return { success: true, ...said('PHONE_CODE_SENT') };
}

/**
 * Sign-in with the code sent to the number. The code proves the number is the person's, so an
 * account not verified yet is verified by it, and the number is theirs to sign in with.
 */
export async function codeLogin(deps: AuthDeps, input: { phone: string; code: string; role: Role; userAgent?: string }): Promise<SignedIn> {
  const user = await findAccountByPhone(deps.db, input.phone);
  if (!user) throw new AppError('OTP_INVALID', { field: 'code' });
  const code = await redeemCode(deps.db, deps.config.jwtSecret, { userId: user.id, purpose: 'signIn', phone: input.phone, code: input.code, field: 'code' });
  checkRole(user, input.role, 'OTP_INVALID');
  if (user.isBlocked) throw new AppError('ACCOUNT_BLOCKED');
  await refuseUnconfirmed(deps.db, user.id);
  await deps.db.transaction(async (tx) => {
    await code.consume(tx);
    await markVerified(tx, user.id, { phone: true });
  });
  return signIn(deps, user, input.userAgent);
}

/**
 * Google sign-in: the first sign-in creates a verified user, a later one finds the person by their
 * Google id, or links Google to an existing account whose email Google has verified.
 */
export async function googleLogin(
  deps: AuthDeps,
  input: { idToken: string; userAgent?: string; language?: Language },
): Promise<SignedIn> {
  const clientId = deps.config.googleClientId;
  if (!clientId) throw new AppError('GOOGLE_NOT_CONFIGURED');

  const identity = await verifyGoogleIdToken(input.idToken, { clientId, keys: googleKeys() });
  if (!identity) throw new AppError('GOOGLE_FAILED');

  const { db } = deps;
  const byGoogleId = () => findAccountByGoogleId(db, identity.googleId);

  let user = await byGoogleId();
  if (!user) {
    if (!identity.email || !identity.emailVerified) throw new AppError('GOOGLE_FAILED');
    const email = identity.email;
    const existing = await findAccountByEmail(db, email);
    if (existing) {
      if (existing.googleId && existing.googleId !== identity.googleId) throw new AppError('GOOGLE_FAILED');
      // Google has proven the person owns this email, which is what the OTP would have proven.
      // A password set on an account that was never verified may be someone else's, set before the
      // owner arrived, so it is dropped; the owner can choose one through the reset link.
      const linked = await linkGoogle(db, existing.id, identity.googleId, !existing.isVerified);
      user = linked ?? (await byGoogleId());
    } else {
      const name = (identity.name?.trim() || email.split('@')[0] || email).slice(0, 100);
      // Like a sign-up, the account keeps the language of the page it was opened from, for its mails.
      const created = await createAccount(db, { name, email, googleId: identity.googleId, passwordHash: null, isVerified: true, language: input.language });
      // A parallel first sign-in may have created the account a moment earlier.
      user = created ?? (await byGoogleId());
    }
  }
  if (!user || user.deletedAt) throw new AppError('GOOGLE_FAILED');
  // The Google button is offered to users only; staff accounts keep their own sign-in pages.
  if (user.role !== 'user') throw new AppError('ROLE_MISMATCH');
  if (user.isBlocked) throw new AppError('ACCOUNT_BLOCKED');
  await refuseUnconfirmed(deps.db, user.id);
  return signIn(deps, user, input.userAgent);
}

export async function refreshSession(deps: SignOutDeps, token: string | undefined): Promise<{ accessToken: string; refreshToken: string }> {
  if (!token) throw new AppError('SESSION_EXPIRED');
  const rotated = await rotateRefreshToken(deps.db, token);
  if (rotated && 'copied' in rotated) {
    await deps.live.endSession(rotated.copied, { reason: 'SESSION_EXPIRED' });
    throw new AppError('SESSION_EXPIRED');
  }
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
): Promise<Said> {
  const bearer = await deps.verifyAccessToken(tokens.accessToken);
  if (bearer) await revokeSession(deps.db, bearer.sessionId);
  const ended = tokens.refreshToken ? await revokeSessionOfToken(deps.db, tokens.refreshToken) : null;
  for (const sessionId of new Set([bearer?.sessionId, ended])) {
    if (sessionId) await deps.live.endSession(sessionId, { reason: 'LOGGED_OUT' });
  }
  return said('LOGGED_OUT');
}

/**
 * The person a bearer token was signed for by this server, whether or not it has expired or its
 * session ended; undefined for no token or one this server did not sign.
 */
export function tokenHolder(secret: string): (token: string | undefined) => string | undefined {
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true, requiredClaims: ['sub'] });
  return (token) => {
    if (!token) return undefined;
    try {
      const { sub } = verify(token) as { sub?: unknown };
      return typeof sub === 'string' ? sub : undefined;
    } catch {
      return undefined;
    }
  };
}

/**
 * Whether a person's account has been blocked, told to the holder of a token signed for that
 * person: the web app asks with its stored session's token as it starts (spec 1 §4). That token
 * has often expired by then, and a block ends the session, so neither is asked; that this server
 * signed it for this person is enough. Anyone else is refused alike, whichever id they name and
 * whether or not anybody has it, so the call tells a stranger nothing about who has an account.
 */
export async function authenticateUser(deps: AuthDeps, userId: string, holder: string | undefined): Promise<{ isBlocked: boolean }> {
  if (holder !== userId) throw new AppError('UNAUTHENTICATED');
  const user = await liveAccount(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  return { isBlocked: user.isBlocked };
}
