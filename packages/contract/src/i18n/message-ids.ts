/**
 * A contract text that travels as data, a schema's validation message above all (it becomes a zod
 * issue's message, which the server puts in a reply and the web app under a field), travels as its
 * message id: the key of its catalogue entry, and the arguments it is made from. Whoever shows it
 * words it in the reader's language from the id; nothing is ever read back from English words.
 *
 * `messageIds('validation', validation)` has the shape of the group: a fixed text's id is its key,
 * `ids.emailInvalid` is `validation.emailInvalid`; a text made from arguments is a function making
 * its id with them, `ids.required('City')` is `validation.required["City"]`. Making a group's ids
 * enters the group in `messagesById`, so any code that holds an id can find its English.
 */
import { MessageTable, type ContractMessage, type MessageGroup } from './message-table.ts';

/** A group's ids, in the group's shape. */
export type MessageIds<G> = {
  readonly [K in keyof G]: G[K] extends () => string
    ? string
    : G[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : MessageIds<G[K]>;
};

/** The texts whose ids have been made, by key: what an id is worded from. */
export const messagesById = new MessageTable();

/** The id of the text at `key` made from `args`. */
export const messageId = (key: string, args: readonly unknown[] = []): string => (args.length ? `${key}${JSON.stringify(args)}` : key);

function idsOf(group: MessageGroup, prefix: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(group).map(([name, value]): [string, unknown] => {
      const key = `${prefix}.${name}`;
      if (typeof value === 'function') return [name, value.length ? (...args: unknown[]) => messageId(key, args) : key];
      return [name, idsOf(value, key)];
    }),
  );
}

/** The ids of `group`'s texts, whose keys start with `name` (its name in contract-messages.ts). */
export function messageIds<G extends MessageGroup>(name: string, group: G): MessageIds<G> {
  messagesById.add({ [name]: group });
  return idsOf(group, name) as MessageIds<G>;
}

/** A key, `group.name` or deeper, and the arguments after it, if any. */
const ID = /^([A-Za-z]\w*(?:\.\w+)+)(\[.*\])?$/s;

/**
 * The key and arguments of `text` when it is an id of one of `table`'s texts; undefined for any
 * other text (zod's own words, a name people typed).
 */
export function readMessageId(table: MessageTable, text: string): { key: string; message: ContractMessage; args: unknown[] } | undefined {
  const [, key = '', args] = ID.exec(text) ?? [];
  const message = table.messages.get(key);
  if (message === undefined) return undefined;
  try {
    const parsed: unknown = args ? JSON.parse(args) : [];
    return Array.isArray(parsed) ? { key, message, args: parsed } : undefined;
  } catch {
    return undefined;
  }
}
