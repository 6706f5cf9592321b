/**
 * A success reply that tells a person something says it by a code of the contract's
 * (success-codes.ts) and that code's parameters, as an error reply does; its `message` is written
 * from them in the reader's language as the reply leaves (plugins/http/route.ts), so a service never
 * needs the language and a reply kept for a repeated call (idempotency) is said again in the
 * language of whoever repeats it. A service answers `said(code, ...params)`, whose message is the
 * spec's English until then.
 */
import type { Language } from '@sahaya/contract/i18n/languages';
import { isSuccessCode, successDefinitions, successMessage, type SuccessCode, type SuccessParams } from '@sahaya/contract/success-codes';
import { contractText } from './i18n.ts';

/** What a success reply says: its message, its code and, when the message has some, the parameters. */
export interface Said<C extends SuccessCode = SuccessCode> {
  message: string;
  code: C;
  params?: (string | number)[];
}

/** The fields a success reply says `code` with, its message in English. */
export function said<C extends SuccessCode>(code: C, ...params: SuccessParams<C>): Said<C> {
  return { message: successMessage(code, ...params), code, ...(params.length > 0 && { params: [...(params as (string | number)[])] }) };
}

/** What a success code says in `language`, with its parameters. */
export const successText = (language: Language, code: SuccessCode, params: readonly unknown[] = []): string =>
  contractText(language, successDefinitions[code].message, ...params);

/**
 * The reply as sent: a success reply with a code of the list gets its message in `language`; any
 * other body (a list, a file's details, an error) is sent as it is.
 */
export function inLanguage<T>(language: Language, body: T): T {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { code, params } = body as { code?: unknown; params?: unknown };
  if (!isSuccessCode(code)) return body;
  return { ...body, message: successText(language, code, Array.isArray(params) ? params : []) };
}
