/**
 * The language the app speaks: the visitor's choice (a cookie the server reads too, so pages come in
 * it from the first byte), else the browser's. Choosing one loads its catalogues, then switches every
 * text at once and sets `<html lang>`, so screen readers speak it with the right voice.
 */
import { i18n } from '@lingui/core';
import { LANGUAGE_COOKIE, directionOf, isLanguage, isOffered, offerLanguages, pickLanguage, type Language } from '@sahaya/contract/i18n/languages';
import { readCookie, writeCookie } from '../session/cookies.ts';
import { loadLanguage } from './catalogs.ts';

/** A choice of language is kept for a year, as the account keeps it for ever. */
const KEEP_DAYS = 365;

/**
 * The languages the NGO offers, as the server named them on the page (`<html data-languages>`,
 * set only when it offers fewer than all): the switch lists these, and a visit starts in one of them.
 */
export function adoptOfferedLanguages(): void {
  const named = document.documentElement.dataset.languages?.split(',').filter(isLanguage);
  if (named?.length) offerLanguages(named);
}

/** The language a visit starts in. */
export function initialLanguage(): Language {
  const chosen = readCookie(LANGUAGE_COOKIE);
  return isOffered(chosen) ? chosen : pickLanguage(navigator.languages ?? [navigator.language]);
}

/** The language shown now. */
export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : initialLanguage());

/** How many changes of language have been asked for: only the latest is shown. */
let activations = 0;

/** Loads `language`'s words and shows them. */
export async function activateLanguage(language: Language): Promise<void> {
  const asked = ++activations;
  await loadLanguage(language);
  // Two changes on their way (a choice, and the account's as the page loads): the later one wins,
  // whichever language's words arrive first.
  if (asked !== activations) return;
  i18n.activate(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }
}

/** A person's choice: shown now, and remembered on this browser. */
export async function chooseLanguage(language: Language): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, language, KEEP_DAYS);
  await activateLanguage(language);
}
