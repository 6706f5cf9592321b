import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotificationPreferences as getNotificationPreferencesEndpoint } from '@sahaya/contract/notifications/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { notificationKeys } from './keys.ts';

/** GET /api/notifications/preferences: how the person wants to be told, topic by topic. */
export const getNotificationPreferences = () => call(getNotificationPreferencesEndpoint);

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: notificationKeys.preferences,
  queryFn: getNotificationPreferences,
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions);
}
