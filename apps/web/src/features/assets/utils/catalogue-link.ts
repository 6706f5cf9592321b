import { paths } from '../../../lib/paths.ts';

/**
 * Where "Back to Assets" leads: the catalogue as it was left (its page, search, sort and filter,
 * which the catalogue's cards pass along in the history entry's state), or its first page.
 */
export function catalogueLink(state: unknown): string {
  const from = (state as { catalogue?: unknown } | null)?.catalogue;
  return typeof from === 'string' && from.startsWith('?') ? `${paths.user.assets}${from}` : paths.user.assets;
}
