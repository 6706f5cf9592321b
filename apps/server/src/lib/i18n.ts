/**
 * The server's words in each language: its own (mails, documents, notices, the `.ics` invitation),
 * from `apps/server/locales/<language>.po`, which `npm run i18n:extract` fills from the
 * descriptors in the code (`/*i18n*\/ { id, message }`), and the contract's (the spec's messages,
 * error replies), from `packages/contract/locales/<language>.po`. Both are read once, at start.
 *
 * A text is asked for in a language: a reply in the request's `Accept-Language`, a mail or a
 * notice in the language its reader chose. English is the code's own text.
 */
import { readFileSync } from 'node:fs';
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { contractTable, type ContractMessage } from '@sahaya/contract/i18n/contract-messages';
import { translateMessage, translateText } from '@sahaya/contract/i18n/contract-text';
import { defaultLanguage, languages, type Language } from '@sahaya/contract/i18n/languages';
import { parsePo, translationsOf } from '@sahaya/contract/i18n/po';
import { errorDefinitions, type ErrorCode } from '@sahaya/contract/error-codes';

// Resolved from this file, which is src/lib/i18n.ts under tsx and dist/lib/i18n.js when built.
const serverLocales = new URL('../../locales/', import.meta.url);
const contractLocales = new URL('../../../../packages/contract/locales/', import.meta.url);

function readCatalogue(folder: URL, language: Language): Record<string, string> {
  try {
    return translationsOf(parsePo(readFileSync(new URL(`${language}.po`, folder), 'utf8')));
  } catch (error) {
    // English needs no catalogue of the contract's: its texts are the contract's code.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

function translatorFor(language: Language): I18n {
  const texts = { ...readCatalogue(serverLocales, language), ...readCatalogue(contractLocales, language) };
  const messages = Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, compileMessage(text)]));
  // The code's own English (and a text not yet translated) is compiled when first said: Lingui
  // compiles such fallbacks by itself only outside production, where `{name}` would stay as written.
  return setupI18n({ locale: language, messages: { [language]: messages } }).setMessagesCompiler(compileMessage);
}

const translators = new Map<Language, I18n>(languages.map((language) => [language, translatorFor(language)]));

/** The translator of `language`, for what the functions below do not cover. */
export const translator = (language: Language): I18n => translators.get(language) ?? translators.get(defaultLanguage)!;

/**
 * One of the server's own texts in `language`. Write the descriptor in place, marked for the
 * extractor: `say(language, /*i18n*\/ { id: 'mail.otp.subject', message: 'Your code', values })`.
 */
export const say = (language: Language, descriptor: MessageDescriptor): string => translator(language)._(descriptor);

/** A contract text (or the function that makes it, with its arguments) in `language`. */
export const contractText = (language: Language, message: ContractMessage, ...args: readonly unknown[]): string =>
  translateMessage(translator(language), contractTable, message, ...args);

/** An English text of the contract's that came without its key (a validation message), in `language`. */
export const contractTextOf = (language: Language, text: string): string => translateText(translator(language), contractTable, text);

/** What an error code says in `language`, with its parameters. */
export const errorText = (language: Language, code: ErrorCode, params: readonly unknown[] = []): string =>
  translateMessage(translator(language), contractTable, errorDefinitions[code].message, ...params);
