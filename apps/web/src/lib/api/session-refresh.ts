/**
 * Renewing the session's access token with its refresh cookie (POST /api/auth/refreshToken), for
 * the API client and the live connection. Only the server's 401 to the refresh ends the session:
 * a refresh that got no answer, or a fault, leaves it as it is, to be tried again.
 */
import type { ReplyOf } from '@sahaya/contract/http';
import { readStoredAccessToken, setAccessToken } from '../session/auth-store.ts';
import { networkError, sendFetch, toApiError } from './http-transport.ts';

/**
 * One refresh at a time: while it runs, every other call that got a 401 waits on the same promise
 * (the queue of spec 1 §4) and is then retried with the new token. Tabs share the session, so a
 * Web Lock also keeps two tabs from refreshing at once: the refresh token is single-use, and
 * presenting it twice would end the session.
 */
let refreshing: Promise<string | null> | null = null;

async function requestNewAccessToken(staleToken: string | undefined): Promise<string | null> {
  // Another tab (or an earlier refresh here) may already have replaced the token that failed.
  const stored = readStoredAccessToken();
  if (stored && stored !== staleToken) {
    setAccessToken(stored);
    return stored;
  }
  let endpoints: typeof import('@sahaya/contract/auth/endpoints');
  try {
    // Loaded when first needed: the auth endpoints bring their schemas, and with them zod, which
    // the public pages otherwise do without. A chunk that cannot be fetched is a lost connection.
    endpoints = await import('@sahaya/contract/auth/endpoints');
  } catch {
    throw networkError();
  }
  const { refreshToken } = endpoints;
  const reply = await sendFetch({ method: refreshToken.method, url: refreshToken.path }, undefined);
  const body = reply.body as ReplyOf<typeof refreshToken> | undefined;
  if (reply.status === 200 && body?.accessToken) {
    setAccessToken(body.accessToken);
    return body.accessToken;
  }
  // Only the server's refusal of the refresh token ends the session; a fault or an outage does not.
  if (reply.status === 401) return null;
  throw toApiError(reply);
}

/**
 * Gets a fresh access token to replace `staleToken`; null when the server refused to renew the
 * session (it has ended). Throws the ApiError of a refresh the server did not answer, or answered
 * with a fault: the session may well be fine, and is kept.
 */
export function refreshAccessToken(staleToken: string | undefined): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      return locks
        ? await locks.request('sahaya.refresh', () => requestNewAccessToken(staleToken))
        : await requestNewAccessToken(staleToken);
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}
