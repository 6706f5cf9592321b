import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getMe as getMeEndpoint } from '@sahaya/contract/profile/endpoints';
import type { MeReply } from '@sahaya/contract/profile/schemas';
import { call } from '../api/api-client.ts';
import { getSession, updateSessionProfile } from '../session/auth-store.ts';
import { applyAccountPreferences } from '../session/preferences.ts';
import * as routes from '@sahaya/contract/profile/routes';
import { endpointRoute } from '../api/endpoint-route.ts';
import { queryRoots } from './query-roots.ts';

// Read as a signed-in page first draws, so known by its route (see endpointRoute): the page waits
// for no schema, and zod comes only with a page or form that needs it.
const getMeRoute = endpointRoute<typeof getMeEndpoint>(routes.getMe);

/** The person whose account's reading preferences this page has taken already. */
let preferencesAppliedFor: string | null = null;

/**
 * The signed-in person's own record (GET /api/users/me), one query for every page that shows it.
 * Each read also brings the session's name and picture (the header's) up to date, so a change
 * made on another device, or before the session kept the picture, shows at once. The first read
 * of a session applies the account's language and text size (lib/session/preferences.ts): later ones leave
 * the page as the person has set it since, even while that choice is still on its way to the server.
 */
export async function getMe(): Promise<MeReply> {
  const me = await call(getMeRoute);
  updateSessionProfile({ name: me.user.name, profilePicture: me.user.profilePicture });
  const userId = getSession()?.userId ?? me.user._id;
  if (me.preferences && preferencesAppliedFor !== userId) {
    preferencesAppliedFor = userId;
    // A preference that cannot be saved stays on this browser; the record is shown regardless.
    await applyAccountPreferences(me.preferences).catch(() => {});
  }
  return me;
}

/** The key of the person's own record; a change to the profile refreshes it. */
export const meQueryKey: readonly string[] = [...queryRoots.users, 'me'];

export const meQueryOptions = queryOptions({ queryKey: meQueryKey, queryFn: getMe, retry: false });

/**
 * The dashboard's summary of the person (GET /api/users/me/summary). The bell refreshes it when a
 * notification arrives or is read, so the unread card follows.
 */
export const summaryQueryKey = [...queryRoots.users, 'me', 'summary'] as const;

export function useMe() {
  return useQuery(meQueryOptions);
}
