/**
 * The contract's texts (the spec's messages) in the language shown. Components take
 * `useContractText()`, which follows a change of language; code outside components (a toast after a
 * call) takes the plain functions.
 *
 * English is the contract's own text, so it needs nothing more; another language looks its texts
 * up by key in contract-words.ts, which is loaded with that language (catalogs.ts). A schema's
 * validation message is a message id (@sahaya/contract/i18n/message-ids), worded here from its key.
 */
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ErrorCode } from '@sahaya/contract/error-codes';
import { englishOf, type ContractMessage } from '@sahaya/contract/i18n/message-table';
import { translateId } from '@sahaya/contract/i18n/contract-text';
import { defaultLanguage } from '@sahaya/contract/i18n/languages';
import { messagesById } from '@sahaya/contract/i18n/message-ids';

type ContractWords = typeof import('./contract-words.ts');

let words: ContractWords | undefined;

/**
 * Loads the look-up of the contract's texts by key (catalogs.ts does, with another language): the
 * first part once, and the rest with `all`, for the pages of a feature.
 */
export async function loadContractWords(all: boolean): Promise<void> {
  words ??= await import('./contract-words.ts');
  if (all) await words.loadRest();
}

/** The look-up, when the language shown is not the contract's own English. */
const lookUp = (): ContractWords | undefined => (i18n.locale && i18n.locale !== defaultLanguage ? words : undefined);

/** `message` (a contract text, or the function that makes it, with its arguments) in the language shown. */
export const contractText = (message: ContractMessage, ...args: readonly unknown[]): string =>
  lookUp()?.messageIn(i18n, message, args) ?? englishOf(message, args);

/**
 * A form field's message, or another text from a schema or a reply, in the language shown: a
 * message id (the contract's schemas give their rules' messages so) is worded from its key, and any
 * other text (the server's, written in the language the app asked for) is shown as it is. A contract
 * text is worded where it is made (`contractText`), or travels as its message id.
 */
export const contractTextOf = (text: string): string => translateId(i18n, messagesById, text) ?? text;

/**
 * What a reply of `code` says in the language shown: the server's `text` in English (the spec's
 * words), the app's own words for the code and its parameters in another language, so a reply
 * never mixes languages whatever language the server answered in.
 */
export const replyText = (code: ErrorCode | string, params: readonly unknown[], text: string): string =>
  lookUp()?.replyIn(i18n, code, params, text) ?? text;

/** The same, for components: they render again when the language changes. */
export function useContractText() {
  // Reading the hook's i18n subscribes the component to changes of language.
  useLingui();
  return { ct: contractText, ctOf: contractTextOf };
}
