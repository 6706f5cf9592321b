/**
 * How a person wants to be told when they are not looking at the tab (issue #26): for each topic,
 * by e-mail and by push to their devices, and for a volunteer the daily digest of open requests near
 * their saved places. A person who never chose has the defaults below.
 */
import { z } from 'zod';

/** The topics a person chooses channels for, in the order the settings page lists them. */
export const preferenceTopics = ['assetRequest', 'assistanceRequest', 'chat', 'meeting', 'donation'] as const;
export type PreferenceTopic = (typeof preferenceTopics)[number];

/** What one unsubscribe link turns off: a topic's e-mail, or the volunteer's daily digest. */
export const unsubscribeTopics = [...preferenceTopics, 'volunteerDigest'] as const;
export type UnsubscribeTopic = (typeof unsubscribeTopics)[number];

export const channelChoice = z.object({ email: z.boolean(), push: z.boolean() });
export type ChannelChoice = z.infer<typeof channelChoice>;

/**
 * Every topic with its channels. Chat by e-mail means one mail per conversation gathering the
 * messages left unread for 10 minutes, never a mail per message. `volunteerDigest` is a
 * volunteer's alone: another person reads it as off and may not turn it on; left out of a save, it
 * stays as it was.
 */
export const notificationPreferences = z.object({
  assetRequest: channelChoice,
  assistanceRequest: channelChoice,
  chat: channelChoice,
  meeting: channelChoice,
  donation: channelChoice,
  volunteerDigest: z.object({ email: z.boolean() }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** A person's own requests, meetings and donations by e-mail and push; the digest off until chosen. */
export const defaultNotificationPreferences: NotificationPreferences = {
  assetRequest: { email: true, push: true },
  assistanceRequest: { email: true, push: true },
  chat: { email: true, push: true },
  meeting: { email: true, push: true },
  donation: { email: true, push: true },
  volunteerDigest: { email: false },
};

/** How long a chat message stays unread before it is mailed, gathered with the others of its conversation. */
export const CHAT_DIGEST_DELAY_MINUTES = 10;
