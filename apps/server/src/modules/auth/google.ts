/** Verification of the ID tokens that Google's sign-in popup hands to the web app. */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

const GOOGLE_CERTS_URL = new URL('https://www.googleapis.com/oauth2/v3/certs');
/** Google signs with either spelling of its issuer. */
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** What the rest of the server may rely on once a token has been verified. */
export interface GoogleIdentity {
  googleId: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

let remoteKeys: JWTVerifyGetKey | undefined;

/**
 * Google's published signing keys. The key set is created on first use, so a server without
 * Google sign-in never reaches out to Google, and it is shared afterwards because jose caches
 * the fetched keys inside it. Tests replace this export with a local key set.
 */
export function googleKeys(): JWTVerifyGetKey {
  remoteKeys ??= createRemoteJWKSet(GOOGLE_CERTS_URL);
  return remoteKeys;
}

/**
 * Checks the signature, issuer, audience and expiry of a Google ID token and reads the person from it.
 * Returns null for any token that does not pass, so callers cannot leak why it failed.
 */
export async function verifyGoogleIdToken(
  idToken: string,
  options: { clientId: string; keys: JWTVerifyGetKey },
): Promise<GoogleIdentity | null> {
  try {
    const { payload } = await jwtVerify(idToken, options.keys, {
      issuer: GOOGLE_ISSUERS,
      audience: options.clientId,
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') return null;
    return {
      googleId: payload.sub,
      email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null,
      // Google sends a boolean, older tokens sent the string "true".
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      name: typeof payload.name === 'string' ? payload.name : null,
    };
  } catch {
    return null;
  }
}
