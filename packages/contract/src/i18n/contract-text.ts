/**
 * Contract texts in a person's language. Server and web each hold a translator (a Lingui `I18n`)
 * with the contract's compiled catalogue loaded, and a table of the texts it may be asked for
 * (message-table.ts); these functions pick the English from the contract itself and any other
 * language from that catalogue, so the spec's English stays the one source.
 */
import { defaultLanguage } from './languages.ts';
import { readMessageId } from './message-ids.ts';
import { englishOf as english, type ContractMessage, type MessageTable } from './message-table.ts';

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

/** Whether the translator speaks the contract's own English (a translator with no language yet does). */
const speaksEnglish = (translator: Translator): boolean => !translator.locale || translator.locale === defaultLanguage;

/**
 * The text at `key` in the translator's language; English when that is the language, or when the
 * catalogue lacks it (a test keeps every catalogue whole).
 */
function textAt(translator: Translator, key: string, message: ContractMessage, args: readonly unknown[]): string {
  if (speaksEnglish(translator)) return english(message, args);
  const text = translator._(key, positional(args));
  return text === key ? english(message, args) : text;
}

/** `message` (a contract text or the function that makes one) in the translator's language. */
export function translateMessage(translator: Translator, table: MessageTable, message: ContractMessage, ...args: readonly unknown[]): string {
  const key = table.keyOf(message);
  return key ? textAt(translator, key, message, args) : english(message, args);
}

/**
 * A message id (message-ids.ts: a validation message, as a zod issue carries it) in the
 * translator's language; undefined when `text` is not the id of one of the table's texts.
 */
export function translateId(translator: Translator, table: MessageTable, text: string): string | undefined {
  const id = readMessageId(table, text);
  return id && textAt(translator, id.key, id.message, id.args);
}
