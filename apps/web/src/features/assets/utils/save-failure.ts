import { authMessages } from '@sahaya/contract/messages';
import { profilePageMessages } from '@sahaya/contract/profile/messages';
import { isApiError } from '../../../lib/api-client.ts';

/** The failure line of an image upload (spec 3 §8): the server's reason, else the generic text; null when already told. */
export function uploadFailureMessage(error: unknown): string | null {
  if (!isApiError(error)) return authMessages.unexpected;
  if (error.notified) return null;
  return error.status === 400 || error.status === 413 ? error.message : profilePageMessages.imageUploadFailed;
}

/** The failure toast of saving an asset (spec 3 §8): the server's message, else the generic texts; null when already told. */
export function saveFailureMessage(error: unknown): string | null {
  if (!isApiError(error)) return authMessages.unexpected;
  if (error.notified) return null;
  return error.message || authMessages.anError;
}
