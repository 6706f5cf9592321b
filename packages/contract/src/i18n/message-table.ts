/**
 * A table of contract texts by key (`group.name`, `assistanceMessages.timeline.accepted`), filled
 * from message groups (the contract's `messages.ts` objects): the key of a text, found by the text
 * itself or the function that makes it, and the key and arguments of an English text, read back
 * from its words. The server fills one with every group; the web app fills its own a part at a
 * time, as the pages that show them are opened.
 */

/** A contract text: fixed, or made from its arguments. */
export type ContractMessage = string | ((...args: never[]) => string);

export interface MessageGroup {
  readonly [name: string]: ContractMessage | MessageGroup;
}

/** How many arguments a key's English function takes (0 for a fixed text). */
export const argumentCount = (message: ContractMessage): number => (typeof message === 'function' ? message.length : 0);

/**
 * The English as an ICU message with `{0}`, `{1}`… for its arguments: what a translator is shown.
 * A function that words its text by an argument's value (one day, 2 days) shows one wording.
 */
export function englishTemplate(message: ContractMessage): string {
  if (typeof message === 'string') return message;
  const args = Array.from({ length: message.length }, (_, index) => `{${index}}`);
  return (message as (...args: string[]) => string)(...args);
}

/** A text matched back to the message that made it and its arguments. */
export interface Match {
  message: ContractMessage;
  args: unknown[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A number's digits read back as the number, so a catalogue's plural rules can use it. */
const argumentOf = (text: string): unknown => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

export class MessageTable {
  /** Every text by its key. */
  readonly messages = new Map<string, ContractMessage>();
  readonly #keys = new Map<ContractMessage, string>();
  /** Fixed texts by their words, and patterns for the ones with arguments, made on first use. */
  #matchers: { fixed: Map<string, ContractMessage>; patterns: { pattern: RegExp; message: ContractMessage }[] } | undefined;

  /** Adds `groups`, each under its name. */
  add(groups: Readonly<Record<string, MessageGroup>>): this {
    for (const [name, group] of Object.entries(groups)) this.#flatten(group, name);
    this.#matchers = undefined;
    return this;
  }

  #flatten(group: MessageGroup, prefix: string) {
    for (const [name, value] of Object.entries(group)) {
      const key = `${prefix}.${name}`;
      if (typeof value === 'string' || typeof value === 'function') {
        this.messages.set(key, value);
        if (!this.#keys.has(value)) this.#keys.set(value, key);
      } else this.#flatten(value, key);
    }
  }

  /** A text's key, found by the text itself (a fixed one) or the function that makes it. */
  keyOf(message: ContractMessage): string | undefined {
    return this.#keys.get(message);
  }

  /** The message and arguments an English text was made from, if it is one of the table's. */
  match(text: string): Match | undefined {
    this.#matchers ??= this.#buildMatchers();
    const message = this.#matchers.fixed.get(text);
    if (message) return { message, args: [] };
    for (const { pattern, message: made } of this.#matchers.patterns) {
      const found = pattern.exec(text);
      if (found) return { message: made, args: found.slice(1).map(argumentOf) };
    }
    return undefined;
  }

  #buildMatchers() {
    const fixed = new Map<string, ContractMessage>();
    const patterns: { pattern: RegExp; message: ContractMessage }[] = [];
    for (const message of this.messages.values()) {
      if (typeof message === 'string') {
        if (!fixed.has(message)) fixed.set(message, message);
        continue;
      }
      let source = escapeRegExp(englishTemplate(message));
      for (let index = 0; index < argumentCount(message); index++) source = source.replace(escapeRegExp(`{${index}}`), '(.+?)');
      patterns.push({ pattern: new RegExp(`^${source}$`, 's'), message });
    }
    return { fixed, patterns };
  }
}
