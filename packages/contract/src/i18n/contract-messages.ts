/**
 * Every text of the contract (the spec's messages, the hints and labels both server and web show),
 * as one flat table keyed `group.name` (`assetMessages.added`, `assistanceMessages.timeline.accepted`).
 * The English is the contract's own code; another language's text for a key is in that language's
 * catalogue, `packages/contract/locales/<language>.po`, as an ICU message whose `{0}`, `{1}`…
 * are the English function's arguments in order.
 */
import { assetCategoryLabels } from '../format.ts';
import { addressMessages } from '../addresses/messages.ts';
import { assetMessages, assetRequestMessages } from '../assets/messages.ts';
import { assistanceMessages } from '../assistance-requests/messages.ts';
import { chatMessages } from '../chats/messages.ts';
import { donationMessages } from '../donations/messages.ts';
import { meetingMessages } from '../meetings/messages.ts';
import { authMessages, commonMessages, passwordHints, validation } from '../messages.ts';
import { notificationMessages } from '../notifications/messages.ts';
import { peopleMessages } from '../people/messages.ts';
import { privacyMessages, privacyPageMessages } from '../privacy/messages.ts';
import { profileMessages, profilePageMessages } from '../profile/messages.ts';
import { uploadMessages } from '../uploads/messages.ts';

/** A contract text: fixed, or made from its arguments. */
export type ContractMessage = string | ((...args: never[]) => string);

interface MessageGroup {
  readonly [name: string]: ContractMessage | MessageGroup;
}

const groups = {
  validation,
  passwordHints,
  authMessages,
  commonMessages,
  addressMessages,
  assetMessages,
  assetRequestMessages,
  assetCategoryLabels,
  assistanceMessages,
  chatMessages,
  donationMessages,
  meetingMessages,
  notificationMessages,
  peopleMessages,
  privacyMessages,
  privacyPageMessages,
  profileMessages,
  profilePageMessages,
  uploadMessages,
} satisfies Record<string, MessageGroup>;

function flatten(group: MessageGroup, prefix: string, into: Map<string, ContractMessage>) {
  for (const [name, value] of Object.entries(group)) {
    const key = `${prefix}.${name}`;
    if (typeof value === 'string' || typeof value === 'function') into.set(key, value);
    else flatten(value, key, into);
  }
}

/** Every contract text by its key. */
export const contractMessages: ReadonlyMap<string, ContractMessage> = (() => {
  const all = new Map<string, ContractMessage>();
  for (const [name, group] of Object.entries(groups)) flatten(group, name, all);
  return all;
})();

/** A text's key, found by the text itself (a fixed one) or the function that makes it. */
const keyOfMessage = new Map<ContractMessage, string>();
for (const [key, message] of contractMessages) if (!keyOfMessage.has(message)) keyOfMessage.set(message, key);

export const contractKeyOf = (message: ContractMessage): string | undefined => keyOfMessage.get(message);

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
