/**
 * A table of contract texts by key (`group.name`, `assistanceMessages.timeline.accepted`), filled
 * from message groups (the contract's `messages.ts` objects): a key's English, and the key of a
 * text the code names by its constant or the function that makes it. The server fills one with
 * every group; the web app fills its own a part at a time, as the pages that show them are opened.
 *
 * A text that travels as data (a schema's validation message, which becomes a zod issue's message)
 * travels as its message id (message-ids.ts), never as its English, so it is never read back from
 * its words.
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
      if (typeof value === 'string' || typeof value === 'function') {
        this.messages.set(key, value);
        if (!this.#keys.has(value)) this.#keys.set(value, key);
      } else this.#flatten(value, key);
    }
  }

  /** A text's key, found by the constant that holds it or the function that makes it. */
  keyOf(message: ContractMessage): string | undefined {
    return this.#keys.get(message);
  }
}
