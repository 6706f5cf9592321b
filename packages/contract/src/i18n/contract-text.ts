/**
 * Contract texts in a person's language. Server and web each hold a translator (a Lingui `I18n`)
 * with the contract's catalogue loaded, and a table of the texts it may be asked for
 * (message-table.ts); these functions pick the English from the contract itself and any other
 * language from that catalogue, so the spec's English stays the one source.
 */
import { defaultLanguage } from './languages.ts';
import type { ContractMessage, MessageTable } from './message-table.ts';

/** What these functions need of a translator: its language and its look-up by id. */
export interface Translator {
  readonly locale: string;
  _(id: string, values?: Record<string, unknown>): string;
}

/**
 * ICU arguments by position: `{0}` is the first. An empty text is passed as `null`, as a missing
 * one is, so a catalogue can word both the same way (`{1, select, null {…} other {…}}`).
 */
const positional = (args: readonly unknown[]): Record<string, unknown> =>
  Object.fromEntries(args.map((value, index) => [String(index), value === '' ? null : value]));

/** The English text of `message` made from `args`. */
const english = (message: ContractMessage, args: readonly unknown[]): string =>
  typeof message === 'string' ? message : (message as (...a: readonly unknown[]) => string)(...args);

/** Whether the translator speaks the contract's own English (a translator with no language yet does). */
const speaksEnglish = (translator: Translator): boolean => !translator.locale || translator.locale === defaultLanguage;

/**
 * `message` (a contract text or the function that makes one) in the translator's language; English
 * when that is the language, or when the catalogue lacks it (a test keeps every catalogue whole).
 */
export function translateMessage(translator: Translator, table: MessageTable, message: ContractMessage, ...args: readonly unknown[]): string {
  const key = table.keyOf(message);
  if (!key || speaksEnglish(translator)) return english(message, args);
  const text = translator._(key, positional(args));
  return text === key ? english(message, args) : text;
}

/**
 * An English text that came with no key (a schema's validation message, a field error in a
 * reply) in the translator's language; a text that is not the contract's is returned as it is.
 */
export function translateText(translator: Translator, table: MessageTable, text: string): string {
  if (speaksEnglish(translator)) return text;
  const match = table.match(text);
  return match ? translateMessage(translator, table, match.message, ...match.args) : text;
}
