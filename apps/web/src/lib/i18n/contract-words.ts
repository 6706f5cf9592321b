/**
 * The contract's texts looked up by key, for a language other than the contract's own English:
 * the groups every page may show at first, the others and the error codes' texts once a feature's
 * page is opened (catalogs.ts loads the same parts of the language's contract catalogue). An
 * English page never downloads any of it.
 */
import type { I18n } from '@lingui/core';
import type { errorDefinitions as ErrorDefinitions } from '@sahaya/contract/error-codes';
import { translateMessage } from '@sahaya/contract/i18n/contract-text';
import { MessageTable, type ContractMessage, type MessageGroup } from '@sahaya/contract/i18n/message-table';
import * as messages from '@sahaya/contract/messages';
import { phoneAuthMessages } from '@sahaya/contract/auth/phone-messages';
import { coreGroupNames } from './contract-groups.ts';

// Sign-in by mobile number is on the public pages too: its words come with the core.
const coreGroups: Record<string, MessageGroup> = { ...(messages as unknown as Record<string, MessageGroup>), phoneAuthMessages };
const table = new MessageTable().add(Object.fromEntries(coreGroupNames.map((name) => [name, coreGroups[name]!])));

let errors: typeof ErrorDefinitions | undefined;

/** Adds every other group and the error codes' texts, once. */
export async function loadRest(): Promise<void> {
  if (errors) return;
  const [{ messageGroups }, codes] = await Promise.all([
    import('@sahaya/contract/i18n/contract-messages'),
    import('@sahaya/contract/error-codes'),
  ]);
  table.add(messageGroups);
  errors = codes.errorDefinitions;
}

export const messageIn = (i18n: I18n, message: ContractMessage, args: readonly unknown[]): string =>
  translateMessage(i18n, table, message, ...args);

/**
 * A reply's words in the language shown: by its code and parameters when the code's text is known
 * here and the reply gave every parameter it is made from (an older server gave none); otherwise as
 * the server wrote it, which it did in the language the app asked for (a validation reply's text is
 * its field's message, worded by the server).
 */
export function replyIn(i18n: I18n, code: string, params: readonly unknown[], text: string): string {
  const message: ContractMessage | undefined = code === 'VALIDATION' ? undefined : errors?.[code as keyof typeof ErrorDefinitions]?.message;
  if (message === undefined || params.length < message.length) return text;
  return translateMessage(i18n, table, message, ...params);
}
