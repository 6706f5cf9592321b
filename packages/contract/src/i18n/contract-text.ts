/**
 * Contract texts in a person's language. Server and web each hold a translator (a Lingui `I18n`)
 * with the contract's catalogue loaded; these functions pick the English from the contract itself
 * and any other language from that catalogue, so the spec's English stays the one source.
 */
import { argumentCount, contractKeyOf, contractMessages, englishTemplate, type ContractMessage } from './contract-messages.ts';
import { defaultLanguage } from './languages.ts';

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
export function translateMessage(translator: Translator, message: ContractMessage, ...args: readonly unknown[]): string {
  const key = contractKeyOf(message);
  if (!key || speaksEnglish(translator)) return english(message, args);
  const text = translator._(key, positional(args));
  return text === key ? english(message, args) : text;
}

/** A fixed English text, or one a function made, matched back to its key and arguments. */
interface Match {
  message: ContractMessage;
  args: unknown[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fixed texts by their words, and patterns for the ones with arguments, built on first use. */
let matchers: { fixed: Map<string, ContractMessage>; patterns: { pattern: RegExp; message: ContractMessage }[] } | undefined;

function buildMatchers() {
  const fixed = new Map<string, ContractMessage>();
  const patterns: { pattern: RegExp; message: ContractMessage }[] = [];
  for (const message of contractMessages.values()) {
    if (typeof message === 'string') {
      if (!fixed.has(message)) fixed.set(message, message);
      continue;
    }
    const count = argumentCount(message);
    let source = escapeRegExp(englishTemplate(message));
    for (let index = 0; index < count; index++) source = source.replace(escapeRegExp(`{${index}}`), '(.+?)');
    patterns.push({ pattern: new RegExp(`^${source}$`, 's'), message });
  }
  return { fixed, patterns };
}

/** A number's digits read back as the number, so a catalogue's plural rules can use it. */
const argumentOf = (text: string): unknown => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

function matchText(text: string): Match | undefined {
  matchers ??= buildMatchers();
  const message = matchers.fixed.get(text);
  if (message) return { message, args: [] };
  for (const { pattern, message: made } of matchers.patterns) {
    const found = pattern.exec(text);
    if (found) return { message: made, args: found.slice(1).map(argumentOf) };
  }
  return undefined;
}

/**
 * An English text that came with no key (a schema's validation message, a field error in a
 * reply) in the translator's language; a text that is not the contract's is returned as it is.
 */
export function translateText(translator: Translator, text: string): string {
  if (speaksEnglish(translator)) return text;
  const match = matchText(text);
  return match ? translateMessage(translator, match.message, ...match.args) : text;
}
