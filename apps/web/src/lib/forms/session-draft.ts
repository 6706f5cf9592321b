/**
 * What a person has typed into a long form, kept in this tab's sessionStorage until the form is
 * sent, so that a session that runs out, a page left or reloaded, or a trip to a payment page does
 * not take it away. Each draft is kept under the form's name and the account's id: someone else
 * signing in on the same tab never sees it, and closing the tab forgets it.
 *
 * Secrets are never kept, whatever form asks: a field named like a password, a one-time code, a
 * PAN or a card, or whose whole value looks like a PAN or a card number, is left out.
 */
export type Draft = Record<string, unknown>;

const PREFIX = 'sahaya-draft:';
const keyOf = (form: string, userId: string) => `${PREFIX}${form}:${userId}`;

const SECRET_NAME = /password|passcode|otp|secret|token|cvv|cvc|card|^pan$|^pin$/i;
const PAN_SHAPED = /^\s*[a-z]{5}\d{4}[a-z]\s*$/i;
const CARD_SHAPED = /^\s*(?:\d[\s-]?){12,18}\d\s*$/;

const isPlainObject = (value: unknown): value is Draft =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

const looksSecret = (value: unknown) => typeof value === 'string' && (PAN_SHAPED.test(value) || CARD_SHAPED.test(value));

/** The values with every secret taken out, at any depth. */
export function withoutSecrets(values: Draft): Draft {
  const kept: Draft = {};
  for (const [name, value] of Object.entries(values)) {
    if (SECRET_NAME.test(name) || looksSecret(value)) continue;
    kept[name] = isPlainObject(value) ? withoutSecrets(value) : value;
  }
  return kept;
}

/** The draft of `form` kept for `userId`, or null when there is none or it cannot be read. */
export function readDraft(form: string, userId: string): Draft | null {
  try {
    const raw = sessionStorage.getItem(keyOf(form, userId));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isPlainObject(value) ? withoutSecrets(value) : null;
  } catch {
    // Storage refused (a private window) or the draft was spoilt: the form starts empty.
    return null;
  }
}

/** Keeps `values` as the draft of `form` for `userId`, secrets left out. */
export function writeDraft(form: string, userId: string, values: Draft): void {
  try {
    sessionStorage.setItem(keyOf(form, userId), JSON.stringify(withoutSecrets(values)));
  } catch {
    // Storage refused or full: the form still works, only without a draft to come back to.
  }
}

/** Forgets the draft of `form` for `userId`: it was sent. */
export function clearDraft(form: string, userId: string): void {
  try {
    sessionStorage.removeItem(keyOf(form, userId));
  } catch {
    // Storage refused: there was no draft to forget.
  }
}

/**
 * Forgets every draft of this tab: the person signed out or deleted their account, so what they
 * typed leaves the device with them. A session that merely ran out keeps them, for the sign-in after.
 */
export function forgetDrafts(): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)).filter((key) => key?.startsWith(PREFIX));
    for (const key of keys) if (key) sessionStorage.removeItem(key);
  } catch {
    // Storage refused: there were no drafts to forget.
  }
}
