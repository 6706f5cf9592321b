/**
 * Erasure (DPDP Act 2023, the right to have one's data erased): a person deletes their own account
 * from the profile page, DELETE /api/users/me (spec 1 §7). It is this module's because it touches
 * every module's data as the copy of a person's data does, each through the step that module
 * registers (plugins/registries/personal-data.ts, in the order named there): the chat's files and the notices
 * that quote its messages, the donations kept for receipts, the equipment held for the person.
 * The person's row is the people module's, and the download this module's.
 */
import type { DeleteAccountBody } from '@sahaya/contract/profile/schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import { said, type Said } from '../../lib/success-reply.ts';
import type { AuthContext } from '../../plugins/http/auth.ts';
import type { PersonalData } from '../../plugins/registries/personal-data.ts';
import type { Live } from '../../plugins/infrastructure/realtime.ts';
import type { Storage } from '../../plugins/files/storage.ts';
import { deleteAccountRow, liveAccount } from '../people/accounts.service.ts';
import { exportFileOf, removeExportFiles } from './privacy.service.ts';

/**
 * What erasing an account needs: the database, stored files, the socket, to close the person's,
 * and the steps the modules registered.
 */
export interface ErasureDeps {
  db: Db;
  storage: Storage;
  live: Live;
  personalData: Pick<PersonalData, 'steps'>;
}

/**
 * Deletes the account for good, confirmed with the password (or, for an account without one, its
 * email, or with no email either, its mobile number: the contract's `phone` field has already
 * read it into the form it is stored in). What the law asks to keep stays: each donation keeps its amount, date, payment and the
 * name its receipt shows (Income-tax Act: receipts and Form 10BD, eight years), no longer linked to
 * the person. Everything else goes in one transaction with the person's row (on delete cascade):
 * profile, email, phone, addresses, sessions, notifications, their requests with their history,
 * the chat messages they sent and received and the notices that quote them, meeting places and
 * their data download. The files go
 * after the commit (picture, certificates, chat attachments, the download's zip, and any upload
 * nothing refers to, such as an attachment never sent), and their open sockets are closed.
 */
export async function deleteAccount(
  deps: ErasureDeps,
  auth: AuthContext,
  input: DeleteAccountBody,
): Promise<Said> {
  const user = await liveAccount(deps.db, auth.userId);
  if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
  // Admin accounts are managed by admins (and `npm run admin:create`), not deleted from a profile page.
  if (user.role === 'admin') throw new AppError('FORBIDDEN');
  if (user.passwordHash) {
    if (!input.password) {
      throw new AppError('DELETE_CONFIRM_PASSWORD', { field: 'password' });
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw new AppError('INVALID_CURRENT_PASSWORD', { field: 'password' });
    }
  } else if (user.email !== null) {
    if (input.email?.trim().toLowerCase() !== user.email) {
      throw new AppError(input.email ? 'DELETE_CONFIRM_MISMATCH' : 'DELETE_CONFIRM_EMAIL', { field: 'email' });
    }
  } else if (!input.phone) {
    // An account with neither (registered by the NGO, signing in with codes by SMS) has its number.
    throw new AppError('DELETE_CONFIRM_PHONE', { field: 'phone' });
  } else if (input.phone !== user.phone) {
    throw new AppError('DELETE_CONFIRM_PHONE_MISMATCH', { field: 'phone' });
  }

  const { removed, stepFiles, exportFile } = await deps.db.transaction(async (tx) => {
    // Each module's step, one after another in their fixed order, before the row whose cascade
    // takes what they read or keep.
    const stepFiles: string[] = [];
    for (const step of deps.personalData.steps()) stepFiles.push(...(await step(tx, { id: auth.userId, name: user.name })));
    const exportFile = await exportFileOf(tx, auth.userId);
    const removed = await deleteAccountRow(tx, auth.userId);
    if (!removed) throw new AppError('ACCOUNT_NOT_FOUND');
    return { removed, stepFiles, exportFile };
  });

  const files = [...removed.certificates, ...stepFiles];
  const pictureKey = removed.profilePicture ? deps.storage.publicKeyOf(removed.profilePicture) : null;
  if (pictureKey && deps.storage.uploadedBy(pictureKey, auth.userId)) files.push(pictureKey);
  await deps.storage.remove(files);
  // Then what the person uploaded that no row names: an attachment picked for a message never sent,
  // a picture never saved to the profile. Nothing can come to refer to them now the account is gone.
  await deps.storage.removeUnreferencedOf(auth.userId);
  if (exportFile) await removeExportFiles(deps, [exportFile]);
  await deps.live.endSessions(auth.userId, { reason: 'SESSION_EXPIRED', keepSessionId: auth.sessionId });
  return said('ACCOUNT_DELETED');
}
