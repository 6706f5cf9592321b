/**
 * The names, keys and links of stored files. Every stored name is random and unguessable, and
 * carries a tag (an HMAC of the uploader's id) that lets the server tell later who uploaded it
 * without a table of files. Public files (profile pictures, asset images) are served at
 * `/uploads/<name>`; private files (certificates, chat attachments) only through short-lived
 * signed links, because `<img>` and `<iframe>` cannot send a bearer token: a link is signed
 * whenever the server hands one out.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { fileTypes } from '@sahaya/contract/files';

export type Visibility = 'public' | 'private';

const storedExtensions = Object.values(fileTypes)
  .map((t) => t.ext)
  .join('|');
/** 32 hex characters of randomness, 24 of uploader tag, then the extension of the detected type. */
const NAME = new RegExp(`^([0-9a-f]{32})([0-9a-f]{24})\\.(${storedExtensions})$`);
export const isStoredName = (name: string) => NAME.test(name);

export const PUBLIC_PREFIX = '/uploads/';
export const PRIVATE_PREFIX = '/uploads/private/';
/** Signed links are valid for at least this long; they are rounded up to whole windows so they cache. */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;

export interface FileLinks {
  /** `/uploads/<name>` of a public key. */
  publicUrl(key: string): string;
  /** A link to a private key that works until the end of the current window plus the TTL. */
  signedUrl(key: string, now?: Date): string;
  /** The public key a url of this server names (`/uploads/<name>` or PUBLIC_URL + that), or null. */
  publicKeyOf(url: string): string | null;
  /** The private key of a signed url or of a bare key, or null. Signatures are not checked here. */
  privateKeyOf(urlOrKey: string): string | null;
  /** The link to hand out for a stored key: signed anew for a private file, the url of a public one. */
  linkTo(key: string): string;
  /** True when the link's signature is right and it has not expired. */
  verifySignature(key: string, expires: string | undefined, signature: string | undefined, now?: Date): 'ok' | 'expired' | 'invalid';
  /** True when the file under this key was uploaded by this person. */
  uploadedBy(key: string, userId: string): boolean;
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The links of one server, and the new random names of its uploads. */
export function fileLinks(secret: string, publicUrl: string): FileLinks & { newKey(visibility: Visibility, ownerId: string, ext: string): string } {
  // Keys derived from the JWT secret with a label, so a file signature can never pass for a token.
  const tagKey = hmac(secret, 'sahaya:file-owner').toString('hex');
  const linkKey = hmac(secret, 'sahaya:file-link').toString('hex');

  const ownerTag = (random: string, userId: string) => hmac(tagKey, `${random}:${userId}`).toString('hex').slice(0, 24);
  const linkSignature = (key: string, expires: string) => hmac(linkKey, `${key}:${expires}`).toString('base64url');

  const keyOf = (visibility: Visibility, name: string) => (isStoredName(name) ? `${visibility}/${name}` : null);
  const nameOf = (key: string) => key.split('/').pop() ?? '';

  const pathOf = (url: string): string => {
    let path = url.trim();
    if (path.startsWith(publicUrl)) path = path.slice(publicUrl.length);
    const query = path.indexOf('?');
    return query === -1 ? path : path.slice(0, query);
  };

  const links = {
    newKey(visibility: Visibility, ownerId: string, ext: string) {
      const random = randomBytes(16).toString('hex');
      return `${visibility}/${random}${ownerTag(random, ownerId)}.${ext}`;
    },

    publicUrl: (key: string) => `${PUBLIC_PREFIX}${nameOf(key)}`,

    signedUrl(key: string, now = new Date()) {
      const window = SIGNED_URL_TTL_SECONDS;
      const expires = String((Math.floor(now.getTime() / 1000 / window) + 2) * window);
      return `${PRIVATE_PREFIX}${nameOf(key)}?expires=${expires}&signature=${linkSignature(key, expires)}`;
    },

    publicKeyOf(url: string) {
      const path = pathOf(url);
      if (!path.startsWith(PUBLIC_PREFIX) || path.startsWith(PRIVATE_PREFIX)) return null;
      return keyOf('public', path.slice(PUBLIC_PREFIX.length));
    },

    privateKeyOf(urlOrKey: string) {
      const path = pathOf(urlOrKey);
      if (path.startsWith(PRIVATE_PREFIX)) return keyOf('private', path.slice(PRIVATE_PREFIX.length));
      if (path.startsWith('private/')) return keyOf('private', path.slice('private/'.length));
      return null;
    },

    linkTo(key: string) {
      return key.startsWith('private/') ? links.signedUrl(key) : links.publicUrl(key);
    },

    verifySignature(key: string, expires: string | undefined, signature: string | undefined, now = new Date()) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid' as const;
      if (!sameText(signature, linkSignature(key, expires))) return 'invalid' as const;
      return Number(expires) * 1000 > now.getTime() ? ('ok' as const) : ('expired' as const);
    },

    uploadedBy(key: string, userId: string) {
      const match = NAME.exec(nameOf(key));
      return Boolean(match?.[1] && match[2] && sameText(match[2], ownerTag(match[1], userId)));
    },
  };
  return links;
}
