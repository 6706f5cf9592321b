import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateNotificationPreferences as updateNotificationPreferencesEndpoint } from '@sahaya/contract/notifications/endpoints';
import type { NotificationPreferences } from '@sahaya/contract/notifications/preferences';
import type { NotificationPreferencesReply } from '@sahaya/contract/notifications/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { notificationKeys } from './keys.ts';

/** What the page saves: every topic with all its channels, and the daily digest when it shows it. */
export type ShownPreferences = Omit<NotificationPreferences, 'volunteerDigest'> & Partial<Pick<NotificationPreferences, 'volunteerDigest'>>;

/** PUT /api/notifications/preferences: every topic's channels, as the page shows them now. */
export const updateNotificationPreferences = (preferences: ShownPreferences) => call(updateNotificationPreferencesEndpoint, { body: { preferences } });

/**
 * Saves as the person toggles: the switch moves at once, and goes back if the server refuses.
 * Saves run one after another (one scope), so two quick toggles reach the server in the order made
 * and the later one stands.
 */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    scope: { id: 'notification-preferences' },
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.preferences });
      const before = queryClient.getQueryData<NotificationPreferencesReply>(notificationKeys.preferences);
      if (before) queryClient.setQueryData<NotificationPreferencesReply>(notificationKeys.preferences, { ...before, preferences: { ...before.preferences, ...preferences } });
      return { before };
    },
    onError: (_error, _preferences, context) => {
      if (context?.before) queryClient.setQueryData(notificationKeys.preferences, context.before);
    },
    onSuccess: (reply) => queryClient.setQueryData(notificationKeys.preferences, reply),
  });
}
