/**
 * When this browser last offered notices to an account: the offer is made at most once per browser
 * and account in OFFER_REST_DAYS, counted from the last time it was shown or put aside ("Not now",
 * Escape, a page left without an answer). Kept in localStorage under the account's id, so another
 * person signing in on the same browser is asked for themselves.
 */
export const OFFER_REST_DAYS = 30;
const OFFER_REST_MS = OFFER_REST_DAYS * 24 * 60 * 60 * 1000;

const keyOf = (userId: string) => `sahaya-push-offer:${userId}`;
/** Where the browser kept a "Not now" before it was kept per account; read no more. */
const UNKEYED_KEY = 'sahaya-push-offer-declined';

/** Whether the offer may be made to `userId` now: never made here, or put aside more than OFFER_REST_DAYS ago. */
export function offerDue(userId: string, now = Date.now()): boolean {
  try {
    const last = Date.parse(localStorage.getItem(keyOf(userId)) ?? '');
    return Number.isNaN(last) || now - last >= OFFER_REST_MS;
  } catch {
    // Storage refused (a private window): the offer is made, and may come again in another visit.
    return true;
  }
}

/** Remembers that the offer was made to `userId` (or put aside by them) at `now`. */
export function rememberOffered(userId: string, now = new Date()): void {
  try {
    localStorage.setItem(keyOf(userId), now.toISOString());
    localStorage.removeItem(UNKEYED_KEY);
  } catch {
    // Storage refused (a private window): the offer may come again in another visit.
  }
}
