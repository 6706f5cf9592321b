import { assistanceMessages } from '@sahaya/contract/assistance-requests/messages';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * What the list says when it cannot load (spec 3 §8): the server's own message when it gave one,
 * otherwise that fetching failed; anything that is not an answer from the server is unexpected.
 */
export function listErrorText(error: unknown): string {
  if (!isApiError(error)) return 'An unexpected error occurred. Please try again.';
  return error.message && error.message !== 'Request failed' ? error.message : assistanceMessages.listFailed;
}
