/**
 * A person's own profile, for users and volunteers alike (spec 1 §2 "Profile page", spec 2
 * "Volunteer profile"): reading and editing it, the picture, certificates, the password, the
 * dashboard figures, and deleting the account.
 */
import { and, arrayOverlaps, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { authMessages } from '@sahaya/contract/messages';
import { profileMessages } from '@sahaya/contract/profile/messages';
import type {
  ChangePasswordBody,
  DashboardSummaryReply,
  DeleteAccountBody,
  MeReply,
  UpdateProfileBody,
} from '@sahaya/contract/profile/schemas';
import { certificateTypes } from '@sahaya/contract/files';
import type { Address, PublicUser } from '@sahaya/contract/users';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/auth.ts';
import { addresses, users } from '../../db/schema/people.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { Live } from '../../plugins/realtime.ts';
import type { Storage } from '../../plugins/storage.ts';
import { recentActivity } from '../activity/activity.service.ts';
import { savePrimaryPlace, toAddress } from '../addresses/addresses.service.ts';
import { assetRequestCountOf } from '../assets/assets.service.ts';
import { assistanceRequestCountOf } from '../assistance-requests/assistance-requests.service.ts';
import { toPublicUser } from '../auth/auth.service.ts';
import { completedDonationsTotalOf, makeDonationsAnonymous } from '../donations/donations.service.ts';
import { notify, unreadCountOf } from '../notifications/notifications.service.ts';

type UserRow = typeof users.$inferSelect;

/** What a person's own profile needs: the database, stored files and the socket. */
export interface ProfileDeps {
  db: Db;
  storage: Storage;
  live: Live;
}

/** Enough for any real set of documents, and keeps the row small. */
export const MAX_CERTIFICATES = 50;

/**
 * The public shape of a person with their certificates as signed links. Admin pages that show a
 * person's certificates use it too, so the links work in `<img>` and `<iframe>`.
 */
export function toProfileUser(storage: Storage, row: UserRow, now = new Date()): PublicUser {
  const user = toPublicUser(row);
  return { ...user, certificates: row.certificates.map((key) => storage.signedUrl(key, now)) };
}

const invalidCurrent = () => new AppError('INVALID_CURRENT_PASSWORD', { field: 'currentPassword' });

async function liveUser(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw new AppError('ACCOUNT_NOT_FOUND');
  return row;
}

/** The person and their primary address, in one query. */
export async function getMe(deps: ProfileDeps, userId: string): Promise<MeReply> {
  const [row] = await deps.db
    .select({ user: users, address: addresses })
    .from(users)
    .leftJoin(addresses, and(eq(addresses.userId, users.id), sql`${addresses.isPrimary}`))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw new AppError('ACCOUNT_NOT_FOUND');
  return { user: toProfileUser(deps.storage, row.user), address: row.address ? toAddress(row.address) : null };
}

/**
 * Saves the Edit Profile modal: the personal fields on the person, the address fields on their
 * primary address (their first, created when they have none), in one transaction. The address
 * follows the address book's rule for an edit: its location stays while the place is the same.
 */
export async function updateProfile(
  deps: ProfileDeps,
  userId: string,
  input: UpdateProfileBody,
): Promise<{ message: string; user: PublicUser; address: Address | null }> {
  const { user, address } = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ name: input.name, age: input.age, gender: input.gender, phone: input.phone })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning();
    if (!updated) throw new AppError('ACCOUNT_NOT_FOUND');
    return { user: updated, address: await savePrimaryPlace(tx, userId, input) };
  });
  return { message: profileMessages.profileUpdated, user: toProfileUser(deps.storage, user), address };
}

/**
 * Sets the picture to an image this person uploaded through POST /api/assets/image; any other url
 * (another site, another person's upload) is refused. The previous picture's file is removed.
 */
export async function setProfilePicture(
  deps: ProfileDeps,
  userId: string,
  url: string,
): Promise<{ message: string; profilePicture: string }> {
  const key = deps.storage.publicKeyOf(url);
  if (!key || !deps.storage.uploadedBy(key, userId)) {
    throw new AppError('IMAGE_URL_INVALID', { field: 'profilePicture' });
  }
  const profilePicture = deps.storage.publicUrl(key);
  const previous = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ profilePicture: users.profilePicture })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!before) throw new AppError('ACCOUNT_NOT_FOUND');
    await tx.update(users).set({ profilePicture }).where(eq(users.id, userId));
    return before.profilePicture;
  });
  const previousKey = previous ? deps.storage.publicKeyOf(previous) : null;
  if (previousKey && previousKey !== key && deps.storage.uploadedBy(previousKey, userId)) {
    await deps.storage.remove([previousKey]);
  }
  return { message: profileMessages.profilePictureUpdated, profilePicture };
}

/**
 * Changes the password after checking the current one, and signs the person out everywhere else:
 * the session making the change stays, all others are revoked in the same transaction.
 */
export async function changePassword(
  deps: ProfileDeps,
  auth: AuthContext,
  input: ChangePasswordBody,
): Promise<{ message: string }> {
  const user = await liveUser(deps.db, auth.userId);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) throw invalidCurrent();
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    // The hash read above must still be the current one, so two changes racing cannot both pass.
    const [changed] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, auth.userId), eq(users.passwordHash, user.passwordHash!)))
      .returning({ id: users.id });
    if (!changed) throw invalidCurrent();
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, auth.userId), ne(sessions.id, auth.sessionId), isNull(sessions.revokedAt)));
  });
  await deps.live.endSessions(auth.userId, { message: authMessages.sessionExpired, keepSessionId: auth.sessionId });
  await notify(deps, { userId: auth.userId, type: 'system', content: profileMessages.passwordChangedNotice, topic: 'account' });
  return { message: profileMessages.passwordChanged };
}

export async function uploadCertificate(
  deps: ProfileDeps,
  userId: string,
  data: Buffer,
): Promise<{ message: string; certificateUrl: string }> {
  const saved = await deps.storage.save({
    data,
    ownerId: userId,
    visibility: 'private',
    accept: certificateTypes,
    notAccepted: 'NOT_A_CERTIFICATE',
  });
  // The count is checked in the update itself, so parallel uploads cannot pass the limit together.
  const [row] = await deps.db
    .update(users)
    .set({ certificates: sql`array_append(${users.certificates}, ${saved.key})` })
    .where(
      and(eq(users.id, userId), isNull(users.deletedAt), sql`cardinality(${users.certificates}) < ${MAX_CERTIFICATES}`),
    )
    .returning({ id: users.id });
  if (!row) {
    await deps.storage.remove([saved.key]);
    throw new AppError('TOO_MANY_CERTIFICATES', { params: [MAX_CERTIFICATES] });
  }
  return { message: profileMessages.certificateUploaded, certificateUrl: saved.url };
}

/** Removes one of the caller's certificates, named by a link handed out (or its key), and its file. */
export async function deleteCertificate(
  deps: ProfileDeps,
  userId: string,
  certificateUrl: string,
): Promise<{ message: string }> {
  const key = deps.storage.privateKeyOf(certificateUrl);
  if (!key) throw new AppError('CERTIFICATE_NOT_FOUND');
  const [row] = await deps.db
    .update(users)
    .set({ certificates: sql`array_remove(${users.certificates}, ${key})` })
    .where(and(eq(users.id, userId), sql`${key} = any(${users.certificates})`))
    .returning({ id: users.id });
  if (!row) throw new AppError('CERTIFICATE_NOT_FOUND');
  await deps.storage.remove([key]);
  return { message: profileMessages.certificateDeleted };
}

/** Which of these stored files a person's picture or certificates refer to, for the sweep of unused files. */
export async function filesInUse(deps: Pick<ProfileDeps, 'db' | 'storage'>, keys: readonly string[]): Promise<string[]> {
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
 * Deletes the account for good, confirmed with the password (or, for a Google-only account, the
 * email). In one transaction the donations are kept but made anonymous and the person's row is
 * deleted, which removes with it their sessions, addresses, notifications, requests, chat messages
 * and meeting places. Their files go afterwards, and their open sockets are closed.
 */
export async function deleteAccount(
  deps: ProfileDeps,
  auth: AuthContext,
  input: DeleteAccountBody,
): Promise<{ message: string }> {
  const user = await liveUser(deps.db, auth.userId);
  // Admin accounts are managed by admins (and `npm run admin:create`), not deleted from a profile page.
  if (user.role === 'admin') throw new AppError('FORBIDDEN');
  if (user.passwordHash) {
    if (!input.password) {
      throw new AppError('DELETE_CONFIRM_PASSWORD', { field: 'password' });
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw new AppError('INVALID_CURRENT_PASSWORD', { field: 'password' });
    }
  } else if (input.email?.trim().toLowerCase() !== user.email) {
    throw new AppError(input.email ? 'DELETE_CONFIRM_MISMATCH' : 'DELETE_CONFIRM_EMAIL', { field: 'email' });
  }

  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, auth.userId)).for('update');
    if (!row) throw new AppError('ACCOUNT_NOT_FOUND');
    await makeDonationsAnonymous(tx, auth.userId);
    await tx.delete(users).where(eq(users.id, auth.userId));
    return row;
  });

  const files = [...removed.certificates];
  const pictureKey = removed.profilePicture ? deps.storage.publicKeyOf(removed.profilePicture) : null;
  if (pictureKey && deps.storage.uploadedBy(pictureKey, auth.userId)) files.push(pictureKey);
  await deps.storage.remove(files);
  await deps.live.endSessions(auth.userId, { message: authMessages.sessionExpired, keepSessionId: auth.sessionId });
  return { message: profileMessages.accountDeleted };
}

interface SummaryRow {
  total_requests: string | number;
  donations_total: string | number;
  unread: string | number;
}

/** The dashboard's four figures in one statement, and the Recent Activities beside it. */
export async function dashboardSummary(deps: ProfileDeps, userId: string): Promise<DashboardSummaryReply> {
  const [figures, recentActivities] = await Promise.all([
    deps.db.execute(sql`
      select
        ${assetRequestCountOf(userId)} + ${assistanceRequestCountOf(userId)} as total_requests,
        ${completedDonationsTotalOf(userId)} as donations_total,
        ${unreadCountOf(userId)} as unread
    `),
    recentActivity(deps.db, userId),
  ]);
  const row = (figures as unknown as { rows: SummaryRow[] }).rows[0];
  return {
    totalRequests: Number(row?.total_requests ?? 0),
    donationsTotal: Number(row?.donations_total ?? 0),
    unreadNotifications: Number(row?.unread ?? 0),
    recentActivities,
  };
}
