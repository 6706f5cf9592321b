/**
 * The contract's texts (the spec's messages, which the schemas and the server give in English) in
 * the language shown. Components take `useContractText()`, which follows a change of language;
 * code outside components (a toast after a call) takes the plain functions.
 */
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ContractMessage } from '@sahaya/contract/i18n/contract-messages';
import { translateMessage, translateText } from '@sahaya/contract/i18n/contract-text';
import { errorDefinitions, type ErrorCode } from '@sahaya/contract/error-codes';

/** `message` (a contract text, or the function that makes it, with its arguments) in the language shown. */
export const contractText = (message: ContractMessage, ...args: readonly unknown[]): string => translateMessage(i18n, message, ...args);

/** An English text from a schema or a reply, in the language shown when it is one of the contract's. */
export const contractTextOf = (text: string): string => translateText(i18n, text);

/** What an error code says, in the language shown. */
export const errorText = (code: ErrorCode, params: readonly unknown[] = []): string =>
  translateMessage(i18n, errorDefinitions[code].message, ...params);

/** The same, for components: they render again when the language changes. */
export function useContractText() {
  // Reading the hook's i18n subscribes the component to changes of language.
  useLingui();
  return { ct: contractText, ctOf: contractTextOf, errorText };
}
