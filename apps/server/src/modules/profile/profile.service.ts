/**
 * A person's own profile, for users and volunteers alike (spec 1 §2 "Profile page", spec 2
 * "Volunteer profile"): reading and editing it, the picture, certificates and the password.
 * Deleting the account is erasure, the privacy module's (privacy.erasure.ts). The person's row is
 * the people module's, read and changed through its services; ending the other sessions is the
 * auth module's. The dashboard's figures are the dashboards'.
 */
import { profileMessages } from '@sahaya/contract/profile/messages';
import type { ChangePasswordBody, MeReply, Preferences, UpdatePreferencesBody, UpdateProfileBody } from '@sahaya/contract/profile/schemas';
import { certificateTypes } from '@sahaya/contract/files';
import type { Address, PublicUser } from '@sahaya/contract/users';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { said, type Said } from '../../lib/success-reply.ts';
import type { AuthContext } from '../../plugins/http/auth.ts';
import type { Jobs } from '../../plugins/jobs/jobs.ts';
import type { Live } from '../../plugins/infrastructure/realtime.ts';
import type { Storage } from '../../plugins/files/storage.ts';
import { revokeOtherSessions } from '../auth/auth.service.ts';
import { notify, noticeText } from '../notifications/notifications.service.ts';
import {
  addCertificate,
  liveAccount,
  lockAccount,
  removeCertificate,
  signsInWithPhone,
  replacePasswordHash,
  setPreferences,
  swapProfilePicture,
  updatePersonalDetails,
  type UserRow,
} from '../people/accounts.service.ts';
import { savePrimaryPlace } from '../people/addresses.service.ts';
import { accountWithPrimaryAddress, toProfileUser } from '../people/people.service.ts';

/** What a person's own profile needs: the database, stored files and the socket. */
export interface ProfileDeps {
  db: Db;
  storage: Storage;
  live: Live;
  /** Where the password-changed notice enqueues its delivery by mail and push. */
  jobs: Pick<Jobs, 'send'>;
}

/** Enough for any real set of documents, and keeps the row small. */
export const MAX_CERTIFICATES = 50;

const invalidCurrent = () => new AppError('INVALID_CURRENT_PASSWORD', { field: 'currentPassword' });

async function liveUser(db: Db, userId: string): Promise<UserRow> {
  const row = await liveAccount(db, userId);
  if (!row) throw new AppError('ACCOUNT_NOT_FOUND');
  return row;
}

/** The person and their primary address, in one query. */
export async function getMe(deps: ProfileDeps, userId: string): Promise<MeReply> {
  const found = await accountWithPrimaryAddress(deps.db, userId);
  if (!found) throw new AppError('ACCOUNT_NOT_FOUND');
  const { language, textSize } = found.row;
  return { user: toProfileUser(deps.storage, found.row), address: found.address, preferences: { language, textSize }, pan: found.row.pan };
}

/** Saves how the person reads Sahaya: their mails and notices follow the language from now on. */
export async function updatePreferences(deps: ProfileDeps, userId: string, changes: UpdatePreferencesBody): Promise<{ preferences: Preferences }> {
  const preferences = await setPreferences(deps.db, userId, changes);
  if (!preferences) throw new AppError('ACCOUNT_NOT_FOUND');
  return { preferences };
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
): Promise<Said & { user: PublicUser; address: Address | null; pan: string | null }> {
  const { user, address } = await deps.db.transaction(async (tx) => {
    // The number that signs the person in changes only with a code sent to the new one
    // (auth.new-phone.ts). The row is locked first, so a number verified meanwhile cannot be
    // replaced by one read before it was: the verified time would then stand for a number nobody proved.
    await lockAccount(tx, userId);
    const current = await liveAccount(tx, userId);
    if (!current) throw new AppError('ACCOUNT_NOT_FOUND');
    const phone = input.phone ?? current.phone;
    if (signsInWithPhone(current) && phone !== current.phone) throw new AppError('PHONE_CHANGE_NEEDS_CODE', { field: 'phone' });
    const updated = await updatePersonalDetails(tx, userId, {
      name: input.name,
      age: input.age,
      gender: input.gender,
      phone,
      pan: input.pan,
    });
    if (!updated) throw new AppError('ACCOUNT_NOT_FOUND');
    return { user: updated, address: await savePrimaryPlace(tx, userId, input) };
  });
  return { ...said('PROFILE_UPDATED'), user: toProfileUser(deps.storage, user), address, pan: user.pan };
}

/**
 * Sets the picture to an image this person uploaded through POST /api/assets/image; any other url
 * (another site, another person's upload) is refused. The previous picture's file is removed once
 * nothing refers to it.
 */
export async function setProfilePicture(
  deps: ProfileDeps,
  userId: string,
  url: string,
): Promise<Said & { profilePicture: string }> {
  const key = deps.storage.publicKeyOf(url);
  if (!key || !deps.storage.uploadedBy(key, userId)) {
    throw new AppError('IMAGE_URL_INVALID', { field: 'profilePicture' });
  }
  const profilePicture = deps.storage.publicUrl(key);
  const swapped = await swapProfilePicture(deps.db, userId, profilePicture);
  if (!swapped) throw new AppError('ACCOUNT_NOT_FOUND');
  const { previous } = swapped;
  const previousKey = previous ? deps.storage.publicKeyOf(previous) : null;
  // Removed unless something else shows it: the same upload may also be an asset's image.
  if (previousKey && previousKey !== key && deps.storage.uploadedBy(previousKey, userId)) {
    await deps.storage.removeUnreferenced([previousKey]);
  }
  return { ...said('PROFILE_PICTURE_UPDATED'), profilePicture };
}

/**
 * Changes the password after checking the current one, and signs the person out everywhere else:
 * the session making the change stays, all others are revoked in the same transaction, which also
 * stores the notice that tells the person of the change.
 */
export async function changePassword(
  deps: ProfileDeps,
  auth: AuthContext,
  input: ChangePasswordBody,
): Promise<Said> {
  const user = await liveUser(deps.db, auth.userId);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) throw invalidCurrent();
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    // The hash read above must still be the current one, so two changes racing cannot both pass.
    if (!(await replacePasswordHash(tx, auth.userId, user.passwordHash!, passwordHash))) throw invalidCurrent();
    await revokeOtherSessions(tx, auth.userId, auth.sessionId);
    await notify(deps, { userId: auth.userId, type: 'system', text: noticeText(profileMessages.passwordChangedNotice), topic: 'account' }, { db: tx });
  });
  await deps.live.endSessions(auth.userId, { reason: 'SESSION_EXPIRED', keepSessionId: auth.sessionId });
  return said('PASSWORD_CHANGED');
}

export async function uploadCertificate(
  deps: ProfileDeps,
  userId: string,
  data: Buffer,
): Promise<Said & { certificateUrl: string }> {
  const saved = await deps.storage.save({
    data,
    ownerId: userId,
    visibility: 'private',
    accept: certificateTypes,
    notAccepted: 'NOT_A_CERTIFICATE',
  });
  // The count is checked in the update itself, so parallel uploads cannot pass the limit together.
  if (!(await addCertificate(deps.db, userId, saved.key, MAX_CERTIFICATES))) {
    await deps.storage.remove([saved.key]);
    throw new AppError('TOO_MANY_CERTIFICATES', { params: [MAX_CERTIFICATES] });
  }
  return { ...said('CERTIFICATE_UPLOADED'), certificateUrl: saved.url };
}

/** Removes one of the caller's certificates, named by a link handed out (or its key), and its file. */
export async function deleteCertificate(
  deps: ProfileDeps,
  userId: string,
  certificateUrl: string,
): Promise<Said> {
  const key = deps.storage.privateKeyOf(certificateUrl);
  if (!key) throw new AppError('CERTIFICATE_NOT_FOUND');
  if (!(await removeCertificate(deps.db, userId, key))) throw new AppError('CERTIFICATE_NOT_FOUND');
  await deps.storage.remove([key]);
  return said('CERTIFICATE_DELETED');
}
