/**
 * The contract's catalogues are whole and sound: every text of the contract has a Hindi text that a
 * translator wrote for its English as it is now, that compiles as ICU and uses only the arguments
 * its English function takes; and the server's translators give that Hindi for `hi` and the spec's
 * English, byte for byte, for `en`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { errorCodes, errorDefinitions, errorMessage, type ErrorCode } from '@sahaya/contract/error-codes';
import { argumentCount, contractMessages, englishTemplate, type ContractMessage } from '@sahaya/contract/i18n/contract-messages';
import { languages, defaultLanguage } from '@sahaya/contract/i18n/languages';
import { parsePo, type PoEntry } from '@sahaya/contract/i18n/po';
import { assetRequestMessages } from '@sahaya/contract/assets/messages';
import { chatMessages } from '@sahaya/contract/chats/messages';
import { validation } from '@sahaya/contract/messages';
import { contractText, contractTextOf, errorText, say } from './i18n.ts';

const otherLanguages = languages.filter((language) => language !== defaultLanguage);

const catalogueOf = (folder: string, language: string): PoEntry[] =>
  parsePo(readFileSync(new URL(`../../../../${folder}/locales/${language}.po`, import.meta.url), 'utf8'));

/** Every argument name a compiled ICU message refers to, at any depth. */
function argumentNames(compiled: unknown, into = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return into;
  for (const token of compiled) {
    if (!Array.isArray(token)) continue;
    const [name, , options] = token as [unknown, unknown?, unknown?];
    if (typeof name === 'string') into.add(name);
    if (options && typeof options === 'object') for (const branch of Object.values(options)) argumentNames(branch, into);
  }
  return into;
}

/** Arguments to make a text from: numbers for counts (plural rules read them), words otherwise. */
const sampleArgs = (message: ContractMessage): unknown[] =>
  Array.from({ length: argumentCount(message) }, (_, index) => (index === 0 ? 3 : `Arg${index}`));

const english = (message: ContractMessage, args: readonly unknown[]): string =>
  typeof message === 'string' ? message : (message as (...a: readonly unknown[]) => string)(...args);

describe.each(otherLanguages)('the contract’s catalogue in %s', (language) => {
  const entries = new Map(catalogueOf('packages/contract', language).map((entry) => [entry.id, entry]));

  it('has every key of the contract and none other', () => {
    expect([...entries.keys()].sort()).toEqual([...contractMessages.keys()].sort());
  });

  it.each([...contractMessages.keys()])('%s is translated for its English as it is now, in sound ICU', (key) => {
    const message = contractMessages.get(key)!;
    const entry = entries.get(key);
    expect(entry?.translation, 'a translation').toBeTruthy();
    expect(entry?.flags, 'not fuzzy').not.toContain('fuzzy');
    expect(entry?.notes).toContain(`English: ${englishTemplate(message).replace(/\n/g, ' ')}`);
    const compiled = compileMessage(entry!.translation);
    const allowed = Array.from({ length: argumentCount(message) }, (_, index) => String(index));
    for (const name of argumentNames(compiled)) expect(allowed, `{${name}} is an argument of ${key}`).toContain(name);
  });
});

describe('the server’s translators', () => {
  it('give the spec’s English byte for byte for en, and a text of its own for hi', () => {
    for (const [key, message] of contractMessages) {
      const args = sampleArgs(message);
      const englishText = english(message, args);
      expect(contractText('en', message, ...args), key).toBe(englishText);
      const hindi = contractText('hi', message, ...args);
      expect(hindi, key).not.toMatch(/[{}]/);
      // A chat message's line in the bell is its sender and words, which stay as they were typed.
      if (key === 'chatMessages.notice') continue;
      expect(hindi, key).not.toBe(englishText);
      expect(hindi, key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('fill the arguments in, plurals and missing comments included', () => {
    expect(contractText('hi', assetRequestMessages.notEnoughStock, 2)).toBe('स्टॉक में सिर्फ़ 2 बचे हैं');
    expect(contractText('hi', assetRequestMessages.notEnoughToApprove, 1, 3)).toContain('3 माँगे गए हैं, स्टॉक में 1 बचे हैं');
    expect(contractText('hi', assetRequestMessages.approvedNotice, 'Wheelchair', null)).toBe('Wheelchair के लिए आपका अनुरोध स्वीकार कर लिया गया।');
    expect(contractText('hi', assetRequestMessages.approvedNotice, 'Wheelchair', 'Collect it at 5.')).toBe(
      'Wheelchair के लिए आपका अनुरोध स्वीकार कर लिया गया। Collect it at 5.',
    );
    expect(contractText('hi', chatMessages.notice, 'Asha', '', 1)).toBe('Asha: एक अटैचमेंट भेजा');
    expect(contractText('hi', chatMessages.notice, 'Asha', '', 2)).toBe('Asha: 2 अटैचमेंट भेजे');
    expect(contractText('hi', chatMessages.notice, 'Asha', 'Hello', 2)).toBe('Asha: Hello');
    expect(contractText('en', chatMessages.notice, 'Asha', '', 2)).toBe(chatMessages.notice('Asha', '', 2));
  });

  it('read an English contract text that came without its key back in Hindi, and leave any other text as it is', () => {
    expect(contractTextOf('hi', validation.emailInvalid)).toBe('सही ईमेल लिखें!');
    expect(contractTextOf('hi', validation.required('City'))).toBe('शहर ज़रूरी है!');
    expect(contractTextOf('hi', assetRequestMessages.notEnoughStock(4))).toBe('स्टॉक में सिर्फ़ 4 बचे हैं');
    expect(contractTextOf('hi', 'Asha typed this')).toBe('Asha typed this');
    expect(contractTextOf('en', validation.emailInvalid)).toBe(validation.emailInvalid);
  });

  it('word every error code in Hindi for hi and in the spec’s English for en', () => {
    for (const code of errorCodes) {
      const args = sampleArgs(errorDefinitions[code].message);
      const englishText = (errorMessage as (code: ErrorCode, ...params: unknown[]) => string)(code, ...args);
      expect(errorText('en', code, args), code).toBe(englishText);
      expect(errorText('hi', code, args), code).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('say the server’s own texts in Hindi where its catalogue has them, and the code’s English for en', () => {
    const hindi = catalogueOf('apps/server', 'hi').filter((entry) => entry.translation && !entry.flags.includes('fuzzy'));
    for (const entry of hindi) {
      const compiled = compileMessage(entry.translation);
      const values = Object.fromEntries([...argumentNames(compiled)].map((name) => [name, 2]));
      expect(say('hi', { id: entry.id, message: 'English', values }), entry.id).not.toBe('English');
    }
    expect(say('en', { id: 'test.unknown', message: 'Hello {name}', values: { name: 'Asha' } })).toBe('Hello Asha');
    expect(say('hi', { id: 'test.unknown', message: 'Hello {name}', values: { name: 'Asha' } })).toBe('Hello Asha');
  });
});
