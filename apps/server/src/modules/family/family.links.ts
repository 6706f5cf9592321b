/**
 * The stop link of every family mail, the invitation's included: a token naming the person whose
 * mail it was and the hash of the address it went to, signed with a key derived from the server's
 * secret for these links only, so it needs no stored token and no sign-in, cannot be made for
 * another address, and still works after the person removed the contact. Only the whole token, as
 * it was made, verifies.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { unsubscribeFamilyMails } from '@sahaya/contract/family/endpoints';

/** A key of its own for these links, so a token of another kind signed with the secret never passes as one. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('sahaya:family-stop').digest();

const signatureOf = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const STOP_TOKEN = new RegExp(`^(${UUID})\\.([0-9a-f]{64})\\.[\\w-]{43}$`);
const LEGACY_STOP_TOKEN = new RegExp(`^(${UUID})\\.[\\w-]{43}$`);

/** Whether two tokens are the same, in a time that does not tell how much of them matched. */
function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The token of a stop link: `<person's id>.<address hash>.<signature>`. */
export const stopToken = (secret: string, userId: string, addressHash: string): string =>
  `${userId}.${addressHash}.${signatureOf(secret, `${userId}.${addressHash}`)}`;

/** The person and address a stop token names, or undefined unless it is exactly a token `stopToken` made. */
export function readStopToken(secret: string, token: string): { userId: string; addressHash: string } | undefined {
  const [, userId, addressHash] = STOP_TOKEN.exec(token) ?? [];
  if (!userId || !addressHash) return undefined;
  return sameToken(stopToken(secret, userId, addressHash), token) ? { userId, addressHash } : undefined;
}

/**
 * The stop links mailed before December 2026 named the contact row (`<contact id>.<signature>`),
 * signed with the secret itself. They stay in mails already sent, and a stop link must keep
 * working, so they are taken, exactly as they were made, until this day; after it this and
 * `readLegacyStopToken` go.
 */
export const LEGACY_STOP_LINKS_UNTIL = new Date('2027-06-01T00:00:00Z');

const legacyToken = (secret: string, contactId: string) =>
  `${contactId}.${createHmac('sha256', secret).update(`family-stop:${contactId}`).digest('base64url')}`;

/** The contact an old stop link names, or undefined unless it is exactly such a link and still taken. */
export function readLegacyStopToken(secret: string, token: string, now: Date): string | undefined {
  if (now >= LEGACY_STOP_LINKS_UNTIL) return undefined;
  const [, contactId] = LEGACY_STOP_TOKEN.exec(token) ?? [];
  if (!contactId) return undefined;
  return sameToken(legacyToken(secret, contactId), token) ? contactId : undefined;
}

export interface FamilyLinkConfig {
  publicUrl: string;
  jwtSecret: string;
}

/** The stop links of one mail: the page with its button, and the one-click address of the `List-Unsubscribe` header. */
export function stopLinks(config: FamilyLinkConfig, userId: string, addressHash: string) {
  const token = encodeURIComponent(stopToken(config.jwtSecret, userId, addressHash));
  const oneClick = `${config.publicUrl}${unsubscribeFamilyMails.path}?token=${token}`;
  return {
    page: `${config.publicUrl}/family/stop?token=${token}`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
