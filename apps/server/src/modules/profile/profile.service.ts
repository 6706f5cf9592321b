/**
 * A person's own profile, for users and volunteers alike (spec 1 §2 "Profile page", spec 2
 * "Volunteer profile"): reading and editing it, the picture, certificates, the password, the
 * dashboard figures, and deleting the account.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authMessages, profileMessages, uploadMessages } from '@sahaya/contract/messages';
import type {
  ChangePasswordBody,
  DashboardSummaryReply,
  DeleteAccountBody,
  MeReply,
  UpdateProfileBody,
} from '@sahaya/contract/profile';
import type { Address, PublicUser } from '@sahaya/contract/users';
import type { Db } from '../../db/client.ts';
import { addresses, donations, sessions, users } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { endLiveSessions } from '../../plugins/realtime.ts';
import { certificateTypes, type Storage } from '../../plugins/storage.ts';
import { recentActivity } from '../activity/activity.service.ts';
import { toAddress } from '../addresses/addresses.service.ts';
import { toPublicUser } from '../auth/auth.service.ts';
import { notify } from '../notifications/notifications.service.ts';

type UserRow = typeof users.$inferSelect;

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

const invalidCurrent = () =>
  badRequest(profileMessages.invalidCurrentPassword, { currentPassword: profileMessages.invalidCurrentPassword });

async function liveUser(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw notFound(profileMessages.userNotFound);
  return row;
}

/** The person and their primary address, in one query. */
export async function getMe(app: FastifyInstance, userId: string): Promise<MeReply> {
  const [row] = await app.db
    .select({ user: users, address: addresses })
    .from(users)
    .leftJoin(addresses, and(eq(addresses.userId, users.id), sql`${addresses.isPrimary}`))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw notFound(profileMessages.userNotFound);
  return { user: toProfileUser(app.storage, row.user), address: row.address ? toAddress(row.address) : null };
}

/**
 * Saves the Edit Profile modal: the personal fields on the person, the address fields on their
 * primary address (created the first time), in one transaction. Coordinates of the primary address
 * are kept only while the place stays the same.
 */
export async function updateProfile(
  app: FastifyInstance,
  userId: string,
  input: UpdateProfileBody,
): Promise<{ message: string; user: PublicUser; address: Address | null }> {
  const [first, ...rest] = input.name.split(/\s+/);
  const place = { street: input.street, city: input.city, state: input.state, country: input.country, pincode: input.pincode };
  const { user, address } = await app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ name: input.name, age: input.age, gender: input.gender, phone: input.phone })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning();
    if (!updated) throw notFound(profileMessages.userNotFound);
    const samePlace = sql`${addresses.street} = excluded.street and ${addresses.city} = excluded.city and ${addresses.pincode} = excluded.pincode`;
    const [saved] = await tx
      .insert(addresses)
      .values({ userId, ...place, fname: first ?? null, lname: rest.join(' ') || null, isPrimary: true })
      .onConflictDoUpdate({
        target: addresses.userId,
        targetWhere: sql`${addresses.isPrimary}`,
        set: {
          ...place,
          fname: sql`excluded.fname`,
          lname: sql`excluded.lname`,
          latitude: sql`case when ${samePlace} then ${addresses.latitude} else null end`,
          longitude: sql`case when ${samePlace} then ${addresses.longitude} else null end`,
          updatedAt: new Date(),
        },
      })
      .returning();
    return { user: updated, address: saved };
  });
  return {
    message: profileMessages.profileUpdated,
    user: toProfileUser(app.storage, user),
    address: address ? toAddress(address) : null,
  };
}

/**
 * Sets the picture to an image this person uploaded through POST /api/assets/image; any other url
 * (another site, another person's upload) is refused. The previous picture's file is removed.
 */
export async function setProfilePicture(
  app: FastifyInstance,
  userId: string,
  url: string,
): Promise<{ message: string; profilePicture: string }> {
  const key = app.storage.publicKeyOf(url);
  if (!key || !app.storage.uploadedBy(key, userId)) {
    throw badRequest(profileMessages.invalidImageUrl, { profilePicture: profileMessages.invalidImageUrl });
  }
  const profilePicture = app.storage.publicUrl(key);
  const previous = await app.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ profilePicture: users.profilePicture })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!before) throw notFound(profileMessages.userNotFound);
    await tx.update(users).set({ profilePicture }).where(eq(users.id, userId));
    return before.profilePicture;
  });
  const previousKey = previous ? app.storage.publicKeyOf(previous) : null;
  if (previousKey && previousKey !== key && app.storage.uploadedBy(previousKey, userId)) {
    await app.storage.remove([previousKey]);
  }
  return { message: profileMessages.profilePictureUpdated, profilePicture };
}

/**
 * Changes the password after checking the current one, and signs the person out everywhere else:
 * the session making the change stays, all others are revoked in the same transaction.
 */
export async function changePassword(
  app: FastifyInstance,
  auth: AuthContext,
  input: ChangePasswordBody,
): Promise<{ message: string }> {
  const user = await liveUser(app.db, auth.userId);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) throw invalidCurrent();
  const passwordHash = await hashPassword(input.newPassword);
  await app.db.transaction(async (tx) => {
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
  await endLiveSessions(app, auth.userId, { message: authMessages.sessionExpired, keepSessionId: auth.sessionId });
  await notify(app, { userId: auth.userId, type: 'system', content: profileMessages.passwordChangedNotice });
  return { message: profileMessages.passwordChanged };
}

export async function uploadCertificate(
  app: FastifyInstance,
  userId: string,
  data: Buffer,
): Promise<{ message: string; certificateUrl: string }> {
  const saved = await app.storage.save({
    data,
    ownerId: userId,
    visibility: 'private',
    accept: certificateTypes,
    notAccepted: uploadMessages.notACertificate,
  });
  // The count is checked in the update itself, so parallel uploads cannot pass the limit together.
  const [row] = await app.db
    .update(users)
    .set({ certificates: sql`array_append(${users.certificates}, ${saved.key})` })
    .where(
      and(eq(users.id, userId), isNull(users.deletedAt), sql`cardinality(${users.certificates}) < ${MAX_CERTIFICATES}`),
    )
    .returning({ id: users.id });
  if (!row) {
    await app.storage.remove([saved.key]);
    throw badRequest(uploadMessages.tooManyCertificates(MAX_CERTIFICATES));
  }
  return { message: profileMessages.certificateUploaded, certificateUrl: saved.url };
}

/** Removes one of the caller's certificates, named by a link handed out (or its key), and its file. */
export async function deleteCertificate(
  app: FastifyInstance,
  userId: string,
  certificateUrl: string,
): Promise<{ message: string }> {
  const key = app.storage.privateKeyOf(certificateUrl);
  if (!key) throw notFound(profileMessages.certificateNotFound);
  const [row] = await app.db
    .update(users)
    .set({ certificates: sql`array_remove(${users.certificates}, ${key})` })
    .where(and(eq(users.id, userId), sql`${key} = any(${users.certificates})`))
    .returning({ id: users.id });
  if (!row) throw notFound(profileMessages.certificateNotFound);
  await app.storage.remove([key]);
  return { message: profileMessages.certificateDeleted };
}

/**
 * Deletes the account for good, confirmed with the password (or, for a Google-only account, the
 * email). In one transaction the donations are kept but made anonymous and the person's row is
 * deleted, which removes with it their sessions, addresses, notifications, requests, chat messages
 * and meeting places. Their files go afterwards, and their open sockets are closed.
 */
export async function deleteAccount(
  app: FastifyInstance,
  auth: AuthContext,
  input: DeleteAccountBody,
): Promise<{ message: string }> {
  const user = await liveUser(app.db, auth.userId);
  // Admin accounts are managed by admins (and `npm run admin:create`), not deleted from a profile page.
  if (user.role === 'admin') throw forbidden();
  if (user.passwordHash) {
    if (!input.password) {
      throw badRequest(profileMessages.deleteConfirmPassword, { password: profileMessages.deleteConfirmPassword });
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw badRequest(profileMessages.invalidCurrentPassword, { password: profileMessages.invalidCurrentPassword });
    }
  } else if (input.email?.trim().toLowerCase() !== user.email) {
    const message = input.email ? profileMessages.deleteConfirmMismatch : profileMessages.deleteConfirmEmail;
    throw badRequest(message, { email: message });
  }

  const removed = await app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, auth.userId)).for('update');
    if (!row) throw notFound(profileMessages.userNotFound);
    await tx.update(donations).set({ isAnonymous: true }).where(eq(donations.userId, auth.userId));
    await tx.delete(users).where(eq(users.id, auth.userId));
    return row;
  });

  const files = [...removed.certificates];
  const pictureKey = removed.profilePicture ? app.storage.publicKeyOf(removed.profilePicture) : null;
  if (pictureKey && app.storage.uploadedBy(pictureKey, auth.userId)) files.push(pictureKey);
  await app.storage.remove(files);
  await endLiveSessions(app, auth.userId, { message: authMessages.sessionExpired, keepSessionId: auth.sessionId });
  return { message: profileMessages.accountDeleted };
}

interface SummaryRow {
  total_requests: string | number;
  donations_total: string | number;
  unread: string | number;
}

/** The dashboard's four figures in one statement, and the Recent Activities beside it. */
export async function dashboardSummary(app: FastifyInstance, userId: string): Promise<DashboardSummaryReply> {
  const [figures, recentActivities] = await Promise.all([
    app.db.execute(sql`
      select
        (select count(*) from asset_requests where user_id = ${userId})
          + (select count(*) from assistance_requests where user_id = ${userId}) as total_requests,
        (select coalesce(sum(amount), 0) from donations where user_id = ${userId} and status = 'completed') as donations_total,
        (select count(*) from notifications where user_id = ${userId} and not read) as unread
    `),
    recentActivity(app.db, userId),
  ]);
  const row = (figures as unknown as { rows: SummaryRow[] }).rows[0];
  return {
    totalRequests: Number(row?.total_requests ?? 0),
    donationsTotal: Number(row?.donations_total ?? 0),
    unreadNotifications: Number(row?.unread ?? 0),
    recentActivities,
  };
}
