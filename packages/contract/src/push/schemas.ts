/**
 * A device's Web Push subscription, as the browser's `PushSubscription.toJSON()` gives it: the
 * push service's address and the keys the payload is encrypted with (RFC 8291).
 */
import { z } from 'zod';
import { messageIds } from '../i18n/message-ids.ts';
import { pushMessages } from './messages.ts';

// The rules' messages travel as message ids (i18n/message-ids.ts), worded where they are shown.
const m = messageIds('pushMessages', pushMessages);

/** Push services' addresses are a few hundred characters; longer is not one. */
export const PUSH_ENDPOINT_MAX = 1000;

/** The push service's address: always HTTPS (RFC 8030), as the browser hands it over. */
export const pushEndpoint = z
  .string({ error: m.endpointInvalid })
  .trim()
  .max(PUSH_ENDPOINT_MAX, m.endpointInvalid)
  .refine((v) => {
    try {
      return new URL(v).protocol === 'https:';
    } catch {
      return false;
    }
  }, m.endpointInvalid);

/** Base64url of exactly `bytes` bytes, padded or not, as browsers send them. */
const base64urlKey = (bytes: number) => {
  const length = Math.ceil((bytes * 4) / 3);
  return z
    .string({ error: m.keyInvalid })
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${length}}=*$`), m.keyInvalid)
    .transform((v) => v.replace(/=+$/, ''));
};

/** The browser's P-256 public key (65 bytes, uncompressed) and its 16-byte auth secret. */
export const pushKeys = z.object(
  {
    p256dh: base64urlKey(65),
    auth: base64urlKey(16),
  },
  { error: m.keyInvalid },
);

/** POST /api/push/subscriptions: this device, for the person signed in on it. */
export const subscribePushBody = z.object({ endpoint: pushEndpoint, keys: pushKeys });
export type SubscribePushBody = z.infer<typeof subscribePushBody>;

/** DELETE /api/push/subscriptions: this device no longer, named by its push service address. */
export const unsubscribePushBody = z.object({ endpoint: pushEndpoint });
export type UnsubscribePushBody = z.infer<typeof unsubscribePushBody>;

/** The payload every notice is pushed with, which the service worker shows and opens on click. */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the web app (`/user/requests/…`), or an address of this site. */
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;
