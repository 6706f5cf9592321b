/**
 * The contract's catalogues are whole and sound: every text of the contract has a Hindi text that a
 * translator wrote for its English as it is now, that compiles as ICU and uses only the arguments
 * its English function takes; and the server's translators, loaded from the compiled catalogues,
 * give that Hindi for `hi` and the spec's English, byte for byte, for `en`, for a text the code
 * names and for a message id a schema's rule gives alike.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { errorCodes, errorDefinitions, errorMessage, type ErrorCode } from '@sahaya/contract/error-codes';
import { argumentCount, contractMessages, englishOf, englishTemplate, type ContractMessage } from '@sahaya/contract/i18n/contract-messages';
import { languages, defaultLanguage, type Language } from '@sahaya/contract/i18n/languages';

/** The letters of each language's script beyond English and Hindi. */
const scriptOf = {
  bn: /\p{Script=Bengali}/u,
  mr: /\p{Script=Devanagari}/u,
  te: /\p{Script=Telugu}/u,
  ta: /\p{Script=Tamil}/u,
  gu: /\p{Script=Gujarati}/u,
  kn: /\p{Script=Kannada}/u,
  ml: /\p{Script=Malayalam}/u,
  ur: /\p{Script=Arabic}/u,
} satisfies Partial<Record<Language, RegExp>>;
import { messageId } from '@sahaya/contract/i18n/message-ids';
import { assetRequestMessages } from '@sahaya/contract/assets/messages';
import { chatMessages } from '@sahaya/contract/chats/messages';
import { email, city } from '@sahaya/contract/fields';
import { validation } from '@sahaya/contract/messages';
import { contractText, errorText, issueText, say } from './i18n.ts';

const otherLanguages = languages.filter((language) => language !== defaultLanguage);

interface Entry {
  id: string;
  translation: string;
  comments: string[];
}

/** A catalogue's entries, read as Lingui reads them. */
async function catalogueOf(folder: string, language: string): Promise<Entry[]> {
  const text = readFileSync(new URL(`../../../../${folder}/locales/${language}.po`, import.meta.url), 'utf8');
  const catalogue = await formatter().parse(text, { locale: language, sourceLocale: defaultLanguage, filename: `${language}.po` });
  return Object.entries(catalogue)
    .filter(([, entry]) => !entry.obsolete)
    .map(([id, entry]) => ({ id, translation: entry.translation ?? '', comments: entry.comments ?? [] }));
}

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

describe.each(otherLanguages)('the contract’s catalogue in %s', async (language) => {
  const entries = new Map((await catalogueOf('packages/contract', language)).map((entry) => [entry.id, entry]));

  it('has every key of the contract and none other', () => {
    expect([...entries.keys()].sort()).toEqual([...contractMessages.keys()].sort());
  });

  it.each([...contractMessages.keys()])('%s is translated for its English as it is now, in sound ICU', (key) => {
    const message = contractMessages.get(key)!;
    const entry = entries.get(key);
    expect(entry?.translation, 'a translation').toBeTruthy();
    // The English the translator was shown is the English now: `npm run i18n:extract` has run since it changed.
    expect(entry?.comments).toContain(`English: ${englishTemplate(message).replace(/\n/g, ' ')}`);
    const compiled = compileMessage(entry!.translation);
    const allowed = Array.from({ length: argumentCount(message) }, (_, index) => String(index));
    for (const name of argumentNames(compiled)) expect(allowed, `{${name}} is an argument of ${key}`).toContain(name);
  });
});

describe('the server’s translators', () => {
  it('give the spec’s English byte for byte for en, and a text of its own for hi', () => {
    for (const [key, message] of contractMessages) {
      const args = sampleArgs(message);
      const englishText = englishOf(message, args);
      expect(contractText('en', message, ...args), key).toBe(englishText);
      const hindi = contractText('hi', message, ...args);
      expect(hindi, key).not.toMatch(/[{}]/);
      // A chat message's line in the bell is its sender and words, which stay as they were typed, and
      // a history line kept as words from before lines had codes is shown as it was written.
      if (key === 'chatMessages.notice' || key === 'assistanceMessages.history.note') continue;
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

  it('word a schema’s rule by the message id its zod issue carries, in Hindi for hi and in the spec’s English for en', () => {
    const emailIssue = email.safeParse('not an address').error?.issues[0]?.message ?? '';
    const cityIssue = city.safeParse(' ').error?.issues[0]?.message ?? '';
    expect([emailIssue, cityIssue]).toEqual(['validation.emailInvalid', messageId('validation.required', ['City'])]);
    expect(issueText('hi', emailIssue)).toBe('सही ईमेल लिखें!');
    expect(issueText('hi', cityIssue)).toBe('शहर ज़रूरी है!');
    expect(issueText('en', emailIssue)).toBe(validation.emailInvalid());
    expect(issueText('en', cityIssue)).toBe(validation.required('City'));
  });

  it('leave any text that is not a message id as it is: no English is read back to its key', () => {
    // zod's own words, a name typed, and the contract's own English (which only its id would word in Hindi).
    for (const text of ['Invalid input', 'Asha typed this', validation.emailInvalid(), validation.required('City'), assetRequestMessages.notEnoughStock(4)]) {
      expect(issueText('hi', text), text).toBe(text);
    }
    // Words shaped like an id, but no key of the contract's, or with arguments that are not a list.
    for (const text of ['validation.noSuchRule', 'validation.required{"0":"City"}', 'validation.required[City]']) {
      expect(issueText('hi', text), text).toBe(text);
    }
  });

  it('word every error code in Hindi for hi and in the spec’s English for en', () => {
    for (const code of errorCodes) {
      const args = sampleArgs(errorDefinitions[code].message);
      const englishText = (errorMessage as (code: ErrorCode, ...params: unknown[]) => string)(code, ...args);
      expect(errorText('en', code, args), code).toBe(englishText);
      expect(errorText('hi', code, args), code).toMatch(/[\u0900-\u097F]/);
    }
  });

  it.each(Object.entries(scriptOf))('word every error code in the letters of %s', (language, letters) => {
    for (const code of errorCodes) {
      const args = sampleArgs(errorDefinitions[code].message);
      expect(errorText(language as Language, code, args), code).toMatch(letters);
    }
  });

  it('say the server’s own texts in Hindi where its catalogue has them, and the code’s English for en, both as compiled', async () => {
    const hindi = (await catalogueOf('apps/server', 'hi')).filter((entry) => entry.translation);
    for (const entry of hindi) {
      const compiled = compileMessage(entry.translation);
      const values = Object.fromEntries([...argumentNames(compiled)].map((name) => [name, 2]));
      expect(say('hi', { id: entry.id, message: 'English', values }), entry.id).not.toBe('English');
    }
    for (const entry of await catalogueOf('apps/server', 'en')) {
      const compiled = compileMessage(entry.translation);
      const values = Object.fromEntries([...argumentNames(compiled)].map((name) => [name, 2]));
      expect(say('en', { id: entry.id, message: 'unused', values }), entry.id).not.toMatch(/^unused$|[{}]/);
    }
    expect(say('en', { id: 'campaign.education', message: 'unused' })).toBe('Education');
  });
});
