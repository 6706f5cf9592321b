/**
 * A table of contract texts by key (`group.name`, `assistanceMessages.timeline.accepted`), filled
 * from message groups (the contract's `messages.ts` objects): a key's English, and the key of each
 * text, found by the function that makes it. Every text is a function, a fixed one of no arguments
 * (`noLocation: () => 'No location saved'`), so a key is found by which text the code names, never
 * by its words: two texts with the same English keep their own keys. The server fills one with
 * every group; the web app fills its own a part at a time, as the pages that show them are opened.
 *
 * A text that travels as data (a schema's validation message, which becomes a zod issue's message)
 * travels as its message id (message-ids.ts), never as its English, so it is never read back from
 * its words.
 */

/** A contract text: the function that makes its English from its arguments (none for a fixed text). */
export type ContractMessage = (...args: never[]) => string;

export interface MessageGroup {
  readonly [name: string]: ContractMessage | MessageGroup;
}

/** How many arguments a text is made from (0 for a fixed text). */
export const argumentCount = (message: ContractMessage): number => message.length;

/** The English of `message` made from `args`. */
export const englishOf = (message: ContractMessage, args: readonly unknown[] = []): string => (message as (...a: readonly unknown[]) => string)(...args);

/**
 * The English as an ICU message with `{0}`, `{1}`… for its arguments: what a translator is shown.
 * A function that words its text by an argument's value (one day, 2 days) shows one wording.
 */
export const englishTemplate = (message: ContractMessage): string =>
  englishOf(message, Array.from({ length: message.length }, (_, index) => `{${index}}`));

export class MessageTable {
  /** Every text by its key. */
  readonly messages = new Map<string, ContractMessage>();
  readonly #keys = new Map<ContractMessage, string>();

  /** Adds `groups`, each under its name. */
  add(groups: Readonly<Record<string, MessageGroup>>): this {
    for (const [name, group] of Object.entries(groups)) this.#flatten(group, name);
    return this;
  }

  #flatten(group: MessageGroup, prefix: string) {
    for (const [name, value] of Object.entries(group)) {
      const key = `${prefix}.${name}`;
      if (typeof value === 'function') {
        this.messages.set(key, value);
        if (!this.#keys.has(value)) this.#keys.set(value, key);
      } else this.#flatten(value, key);
    }
  }

  /** A text's key, found by the function that makes it. */
  keyOf(message: ContractMessage): string | undefined {
    return this.#keys.get(message);
  }
}
