import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateWhatsAppOptIn as updateWhatsAppOptInEndpoint } from '@sahaya/contract/notifications/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { notificationKeys } from './keys.ts';

/** PUT /api/notifications/preferences/whatsapp: the person agrees to WhatsApp messages, or withdraws. */
export const updateWhatsAppOptIn = (optIn: boolean) => call(updateWhatsAppOptInEndpoint, { body: { optIn } });

/**
 * The switch waits for the server, which records the time of agreeing, before it moves. It runs in
 * the same line as the topics' saves (one scope), so the page's choices reach the server in the
 * order they were made.
 */
export function useUpdateWhatsAppOptIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWhatsAppOptIn,
    scope: { id: 'notification-preferences' },
    onSuccess: (reply) => queryClient.setQueryData(notificationKeys.preferences, reply),
  });
}
