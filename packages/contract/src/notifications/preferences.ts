/**
 * How a person wants to be told when they are not looking at the tab (issue #26): for each topic,
 * by e-mail, by push to their devices, and (issue #38) by SMS and WhatsApp to their own mobile
 * number, and for a volunteer the daily digest of open requests near their saved places. A person
 * who never chose has the defaults below.
 *
 * SMS and WhatsApp go only to a number that is the person's own: one they proved with a code, or
 * the one an account without e-mail signs in with. WhatsApp goes only after the person agreed to
 * it on the settings page (WhatsApp lets a business write only to people who opted in); until
 * then, and after they withdraw, the topics' WhatsApp choices are kept but send nothing.
 *
 * The account's notices (password changed, access blocked or restored) have no choices: they are
 * about the account's safety, so they always go to the person's devices, by e-mail to a confirmed
 * address, and by SMS to a person who cannot be mailed (no e-mail, or one never confirmed) and has
 * a number of their own: for an account that signs in with its number, that is its only channel.
 */
import { z } from 'zod';

/** The topics a person chooses channels for, in the order the settings page lists them. */
export const preferenceTopics = ['assetRequest', 'assistanceRequest', 'chat', 'meeting', 'donation'] as const;
export type PreferenceTopic = (typeof preferenceTopics)[number];

/** What one unsubscribe link turns off: a topic's e-mail, or the volunteer's daily digest. */
export const unsubscribeTopics = [...preferenceTopics, 'volunteerDigest'] as const;
export type UnsubscribeTopic = (typeof unsubscribeTopics)[number];

/**
 * The topics whose notices can go by SMS and WhatsApp: all but the chat, whose messages come too
 * often for a text each; its unread messages are gathered in an e-mail instead.
 */
export const phoneTopics = ['assetRequest', 'assistanceRequest', 'meeting', 'donation'] as const satisfies readonly PreferenceTopic[];
export type PhoneTopic = (typeof phoneTopics)[number];

export const channelChoice = z.object({ email: z.boolean(), push: z.boolean() });
export type ChannelChoice = z.infer<typeof channelChoice>;

/** A topic's channels with the phone's: SMS and WhatsApp, to the person's own number. */
export const phoneChannelChoice = channelChoice.extend({ sms: z.boolean(), whatsapp: z.boolean() });
export type PhoneChannelChoice = z.infer<typeof phoneChannelChoice>;

/**
 * Every topic with its channels. Chat by e-mail means one mail per conversation gathering the
 * messages left unread for 10 minutes, never a mail per message. `volunteerDigest` is a
 * volunteer's alone: another person reads it as off and may not turn it on; left out of a save, it
 * stays as it was.
 */
export const notificationPreferences = z.object({
  assetRequest: phoneChannelChoice,
  assistanceRequest: phoneChannelChoice,
  chat: channelChoice,
  meeting: phoneChannelChoice,
  donation: phoneChannelChoice,
  volunteerDigest: z.object({ email: z.boolean() }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/**
 * A person's own requests, meetings and donations by e-mail and push; SMS and WhatsApp off until
 * chosen, since each costs the NGO and reaches a phone that may be shared; the digest off until chosen.
 */
export const defaultNotificationPreferences: NotificationPreferences = {
  assetRequest: { email: true, push: true, sms: false, whatsapp: false },
  assistanceRequest: { email: true, push: true, sms: false, whatsapp: false },
  chat: { email: true, push: true },
  meeting: { email: true, push: true, sms: false, whatsapp: false },
  donation: { email: true, push: true, sms: false, whatsapp: false },
  volunteerDigest: { email: false },
};

/** How long a chat message stays unread before it is mailed, gathered with the others of its conversation. */
export const CHAT_DIGEST_DELAY_MINUTES = 10;
