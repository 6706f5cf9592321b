/**
 * The language a person reads the page a request came from in: the one they chose on this browser
 * (the cookie the web app keeps, sent with every call), else the one their browser asks for
 * (`Accept-Language`), else English. A download made for them (a receipt, a statement) is written
 * in it, and an account opened from that page keeps it for its mails.
 */
import type { FastifyRequest } from 'fastify';
import { isOffered, LANGUAGE_COOKIE, languageOfHeader, type Language } from '@sahaya/contract/i18n/languages';

export function readingLanguage(request: Pick<FastifyRequest, 'headers' | 'cookies'>): Language {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  return isOffered(chosen) ? chosen : languageOfHeader(request.headers['accept-language']);
}
