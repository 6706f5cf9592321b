/**
 * The server's words in each language: its own (mails, documents, notices, the `.ics` invitation),
 * from `apps/server/locales/<language>.po`, which `npm run i18n:extract` fills from the
 * descriptors in the code (`/*i18n*\/ { id, message }`), and the contract's (the spec's messages,
 * error replies), from `packages/contract/locales/<language>.po`. The server loads both as
 * `lingui compile` wrote them (`<language>.json` beside each `.po`: the build, the tests' setup
 * and `npm run i18n:compile` write them), each language once, when it is first asked for.
 *
 * A text is asked for in a language: a reply in the request's `Accept-Language`, a mail or a
 * notice in the language its reader chose. English is the code's own text.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { contractTable, type ContractMessage } from '@sahaya/contract/i18n/contract-messages';
import { translateId, translateMessage } from '@sahaya/contract/i18n/contract-text';
import { defaultLanguage, type Language } from '@sahaya/contract/i18n/languages';
import { errorDefinitions, type ErrorCode } from '@sahaya/contract/error-codes';

// Resolved from this file, which is src/lib/i18n.ts under tsx and dist/lib/i18n.js when built.
const serverLocales = new URL('../../locales/', import.meta.url);
const contractLocales = new URL('../../../../packages/contract/locales/', import.meta.url);

/** A catalogue's messages, compiled by `lingui compile`. */
function compiledCatalogue(folder: URL, language: Language): Messages {
  const file = new URL(`${language}.json`, folder);
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { messages: Messages }).messages;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(`${fileURLToPath(file)} is missing: \`npm run i18n:compile\` (or \`npm run build\`) compiles the catalogues`);
  }
}

function translatorFor(language: Language): I18n {
  // The contract's English is its own code: its English catalogue is what translators are shown.
  const contract = language === defaultLanguage ? {} : compiledCatalogue(contractLocales, language);
  const messages = { ...compiledCatalogue(serverLocales, language), ...contract };
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

const translators = new Map<Language, I18n>();

/** The translator of `language`, for what the functions below do not cover. */
export function translator(language: Language): I18n {
  let found = translators.get(language);
  if (!found) translators.set(language, (found = translatorFor(language)));
  return found;
}

/**
 * One of the server's own texts in `language`. Write the descriptor in place, marked for the
 * extractor: `say(language, /*i18n*\/ { id: 'mail.otp.subject', message: 'Your code', values })`.
 */
export const say = (language: Language, descriptor: MessageDescriptor): string => translator(language)._(descriptor);

/** The app's name as the reader's script writes it ("सहाया" in Hindi): on receipts, in mails and page titles. */
export const appName = (language: Language): string => say(language, /*i18n*/ { id: 'app.name', message: 'Sahaya' });

/** A contract text (or the function that makes it, with its arguments) in `language`. */
export const contractText = (language: Language, message: ContractMessage, ...args: readonly unknown[]): string =>
  translateMessage(translator(language), contractTable, message, ...args);

/**
 * A zod issue's message in `language`: the contract's schemas give message ids
 * (@sahaya/contract/i18n/message-ids), worded here; zod's own words are left as zod wrote them.
 */
export const issueText = (language: Language, message: string): string => translateId(translator(language), contractTable, message) ?? message;

/** What an error code says in `language`, with its parameters. */
export const errorText = (language: Language, code: ErrorCode, params: readonly unknown[] = []): string =>
  translateMessage(translator(language), contractTable, errorDefinitions[code].message, ...params);
