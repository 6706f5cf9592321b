import type { Preferences, UpdatePreferencesBody } from '@sahaya/contract/profile/schemas';
/**
 * A person's account on the `users` table, as signing in (the auth module) and the person's own
 * profile (the profile module) read and change it. The rules (codes, passwords checked, sessions
 * ended) are theirs; every read and write of the row is here, with the conditions that make a
 * change safe when two requests race.
 */
import { and, arrayOverlaps, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Role } from '@sahaya/contract/constants';
import type { Language } from '@sahaya/contract/i18n/languages';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { users } from '../../db/schema/people.ts';
import type { Storage } from '../../plugins/files/storage.ts';

export type UserRow = typeof users.$inferSelect;

/** The account of an email, unless it was deleted. */
export async function findAccountByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return user;
}

/**
 * The account a mobile number signs in: the one that proved the number is theirs, or the one that
 * has no e-mail address to sign in with instead (the unique index allows one of these per number).
 */
export async function findAccountByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.deletedAt), or(isNotNull(users.phoneVerifiedAt), isNull(users.email))));
  return user;
}

/** Whether the person's number signs them in (see findAccountByPhone). */
export const signsInWithPhone = (user: Pick<UserRow, 'phone' | 'phoneVerifiedAt' | 'email'>): boolean =>
  user.phone !== null && (user.phoneVerifiedAt !== null || user.email === null);

/** The account Google sign-in linked to this Google id. */
export async function findAccountByGoogleId(db: Db, googleId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.googleId, googleId));
  return user;
}

/** An account whose row still exists and is not deleted. */
export async function liveAccount(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return user;
}

/**
 * Creates an account of the `user` role; undefined when the email, the sign-in number (or the
 * Google id) has one already. The unique indexes decide, so two sign-ups racing for one cannot both win.
 */
export async function createAccount(
  db: Db,
  account: {
    name: string;
    email: string | null;
    phone?: string | null;
    passwordHash: string | null;
    googleId?: string;
    isVerified: boolean;
    language?: Language;
    age?: number | null;
  },
): Promise<UserRow | undefined> {
  const [user] = await db
    .insert(users)
    .values({ ...account, role: 'user' })
    .onConflictDoNothing()
    .returning();
  return user;
}

/** The account proved its e-mail address, or (`phone`) its number, with a code sent to it. */
export async function markVerified(tx: Db, id: string, { phone = false }: { phone?: boolean } = {}): Promise<void> {
  await tx
    .update(users)
    .set({ isVerified: true, ...(phone && { phoneVerifiedAt: sql`coalesce(${users.phoneVerifiedAt}, now())` }) })
    .where(eq(users.id, id));
}

/** A sign-in happened now: a number unused for a year asks for a code again (auth.sign-in.ts). */
export async function noteSignIn(db: Db, id: string): Promise<void> {
  await db.update(users).set({ lastSignInAt: sql`now()` }).where(eq(users.id, id));
}

/**
 * Makes `phone` the number that signs the person in, proven by a code just now; false when another
 * account signs in with it (the unique index decides, so two people racing for one number cannot both win).
 */
export async function setSignInPhone(tx: Db, id: string, phone: string): Promise<boolean> {
  const taken = await findAccountByPhone(tx, phone);
  if (taken && taken.id !== id) return false;
  try {
    // A savepoint, so a race lost to the unique index leaves the caller's transaction usable.
    return await tx.transaction(async (inner) => {
      const [row] = await inner.update(users).set({ phone, phoneVerifiedAt: sql`now()` }).where(eq(users.id, id)).returning({ id: users.id });
      return Boolean(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Locks the account's row for the rest of the caller's transaction, so its changes take turns. */
export async function lockAccount(tx: Db, id: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/**
 * Links a Google id to an account without one and marks it verified. A password set on an account
 * that was never verified is dropped with `dropPassword`. Undefined when the account has a Google
 * id already (a parallel sign-in linked it).
 */
export async function linkGoogle(db: Db, id: string, googleId: string, dropPassword: boolean): Promise<UserRow | undefined> {
  const [linked] = await db
    .update(users)
    .set({ googleId, isVerified: true, ...(dropPassword ? { passwordHash: null } : {}) })
    .where(and(eq(users.id, id), isNull(users.googleId)))
    .returning();
  return linked;
}

/** Sets a new password from a reset link; opening the mailed link proved the email is the person's. */
export async function resetPasswordHash(tx: Db, id: string, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash, isVerified: true }).where(eq(users.id, id));
}

/**
 * Replaces the password hash only while it is still `current`, so two changes racing cannot both
 * pass; false when it was changed meanwhile.
 */
export async function replacePasswordHash(tx: Db, id: string, current: string, passwordHash: string): Promise<boolean> {
  const [changed] = await tx
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, id), eq(users.passwordHash, current)))
    .returning({ id: users.id });
  return Boolean(changed);
}

/**
 * The role of a person who may still sign in (not blocked, not deleted), or null: refreshing a
 * session asks this beside the session's own conditions, as plugins/http/auth.ts's `sessionIsLive` does.
 */
export async function roleIfMaySignIn(tx: Db, id: string): Promise<Role | null> {
  const [user] = await tx
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isBlocked, false), isNull(users.deletedAt)));
  return user?.role ?? null;
}

// ---------------------------------------------------------------------------------------------
// The person's own profile
// ---------------------------------------------------------------------------------------------

/** Saves the personal fields of the Edit Profile form; undefined when the account is gone. */
export async function updatePersonalDetails(
  tx: Db,
  id: string,
  // `pan` left out stays as it is.
  fields: { name: string; age: number | null; gender: string | null; phone: string | null; pan?: string | null },
): Promise<UserRow | undefined> {
  const [updated] = await tx
    .update(users)
    .set(fields)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning();
  return updated;
}

/** The person's PAN for their 80G receipts, or null (none kept, or the account is gone). */
export async function panOf(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ pan: users.pan })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row?.pan ?? null;
}

/**
 * Keeps the PAN a person gave (at checkout) on their profile for the next time; `null` removes it.
 * Answers whether the account is still there.
 */
export async function keepPan(db: Db, id: string, pan: string | null): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ pan })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Saves a person's reading preferences (either or both); answers all of them, or undefined when the account is gone. */
export async function setPreferences(db: Db, id: string, changes: UpdatePreferencesBody): Promise<Preferences | undefined> {
  const [updated] = await db
    .update(users)
    .set(changes)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning({ language: users.language, textSize: users.textSize });
  return updated;
}

/** Sets the picture, the account's row locked so two changes take turns; answers the previous one, or undefined when the account is gone. */
export async function swapProfilePicture(db: Db, id: string, profilePicture: string): Promise<{ previous: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ profilePicture: users.profilePicture })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .for('update');
    if (!before) return undefined;
    await tx.update(users).set({ profilePicture }).where(eq(users.id, id));
    return { previous: before.profilePicture };
  });
}

/** Adds a certificate while the account holds fewer than `max`, checked in the update itself so parallel uploads cannot pass it together. */
export async function addCertificate(db: Db, id: string, key: string, max: number): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ certificates: sql`array_append(${users.certificates}, ${key})` })
    .where(and(eq(users.id, id), isNull(users.deletedAt), sql`cardinality(${users.certificates}) < ${max}`))
    .returning({ id: users.id });
  return Boolean(row);
}

/** Removes one of the account's certificates; false when it holds no such certificate. */
export async function removeCertificate(db: Db, id: string, key: string): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ certificates: sql`array_remove(${users.certificates}, ${key})` })
    .where(and(eq(users.id, id), sql`${key} = any(${users.certificates})`))
    .returning({ id: users.id });
  return Boolean(row);
}

/** Which of these stored files a person's picture or certificates refer to, for the sweep of unused files. */
export async function filesInUse(deps: { db: Db; storage: Storage }, keys: readonly string[]): Promise<string[]> {
  // Pictures are public files kept by their url; certificates private ones kept by their key.
  const pictures = keys.filter((key) => key.startsWith('public/')).map((key) => deps.storage.publicUrl(key));
  const certificates = keys.filter((key) => key.startsWith('private/'));
  const inUse: string[] = [];
  if (pictures.length > 0) {
    const rows = await deps.db.select({ picture: users.profilePicture }).from(users).where(inArray(users.profilePicture, pictures));
    for (const { picture } of rows) {
      const key = picture ? deps.storage.publicKeyOf(picture) : null;
      if (key) inUse.push(key);
    }
  }
  if (certificates.length > 0) {
    const asked = new Set(certificates);
    const rows = await deps.db
      .select({ certificates: users.certificates })
      .from(users)
      .where(arrayOverlaps(users.certificates, certificates));
    for (const row of rows) inUse.push(...row.certificates.filter((key) => asked.has(key)));
  }
  return inUse;
}

/**
 * Deletes the account inside the caller's transaction, its row locked first; the database removes
 * with it everything that refers to it by a cascading key. Answers the row as it was, or undefined.
 */
export async function deleteAccountRow(tx: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) return undefined;
  await tx.delete(users).where(eq(users.id, id));
  return row;
}
