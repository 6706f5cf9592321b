/**
 * The languages Sahaya speaks, one line each: its code, its name in its own script (the switch
 * offers it so, whatever the page's language), the locale its dates and times are written in, and
 * the direction its lines run. Adding a language is a line here, its catalogues (`locales/<code>.po`
 * in the contract, the server and the web app) and its script's fonts (docs/languages.md).
 */
const table = {
  en: { name: 'English', locale: 'en-IN', dir: 'ltr' },
  hi: { name: 'हिन्दी', locale: 'hi-IN', dir: 'ltr' },
  // Digits are written as everywhere else in India (0-9), as phone numbers, OTPs and amounts are
  // typed: Bengali, Marathi and Urdu would otherwise write their own (১২৩, १२३, ۱۲۳).
  bn: { name: 'বাংলা', locale: 'bn-IN-u-nu-latn', dir: 'ltr' },
  mr: { name: 'मराठी', locale: 'mr-IN-u-nu-latn', dir: 'ltr' },
  te: { name: 'తెలుగు', locale: 'te-IN', dir: 'ltr' },
  ta: { name: 'தமிழ்', locale: 'ta-IN', dir: 'ltr' },
  gu: { name: 'ગુજરાતી', locale: 'gu-IN', dir: 'ltr' },
  kn: { name: 'ಕನ್ನಡ', locale: 'kn-IN', dir: 'ltr' },
  ml: { name: 'മലയാളം', locale: 'ml-IN', dir: 'ltr' },
  // Urdu is written right to left: its pages mirror (`dir` on the document), numbers and Latin names inside stay left to right.
  ur: { name: 'اردو', locale: 'ur-IN-u-nu-latn', dir: 'rtl' },
} as const;

export type Language = keyof typeof table;

export const languages = Object.keys(table) as [Language, ...Language[]];

/** What a person who has not chosen reads, and what a reply without `Accept-Language` is in. */
export const defaultLanguage: Language = 'en';

export const languageNames = Object.fromEntries(languages.map((code) => [code, table[code].name])) as Record<Language, string>;

/**
 * The languages an admin may write an asset's texts in beside English, the language those texts
 * are first written in: every other language Sahaya speaks. A reader of one of them reads its
 * text where there is one, the English where there is not.
 */
export type TranslationLanguage = Exclude<Language, 'en'>;
export const translationLanguages = languages.filter((code): code is TranslationLanguage => code !== defaultLanguage);

/** Words written in several languages (an asset's name in a notice): English always, the others when written. */
export type InLanguages = { en: string } & Partial<Record<TranslationLanguage, string>>;

/** The words of `language`, else the English. */
export const wordsIn = (language: Language, words: InLanguages): string => (language === 'en' ? words.en : (words[language] ?? words.en));

export const localeOf = Object.fromEntries(languages.map((code) => [code, table[code].locale])) as Record<Language, string>;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** Which way a language's lines run: Urdu's right to left, the others' left to right. */
export const directionOf = (language: Language): 'ltr' | 'rtl' => table[language].dir;

/**
 * The languages this deployment offers: all of them unless the NGO named some (`LANGUAGES=en,hi,ml`,
 * the server's config; the pages it serves carry the list to the web app). A language not offered
 * is never picked from a browser's or a person's choice: they read the default instead. One list
 * for the whole process, set once as it starts, like the rest of its configuration.
 */
let offered: readonly Language[] = languages;

export function offerLanguages(list: readonly Language[]): void {
  offered = languages.filter((code) => list.includes(code));
}

export const offeredLanguages = (): readonly Language[] => offered;

/** `value` names a language this deployment offers. */
export const isOffered = (value: unknown): value is Language => isLanguage(value) && offered.includes(value);

/** The languages beside English this deployment offers: an admin writes an asset's texts in these. */
export const offeredTranslationLanguages = (): TranslationLanguage[] => translationLanguages.filter((code) => offered.includes(code));

/** The language a person reads in: the one saved on their account or chosen on the page, the default when none (or one Sahaya no longer speaks or offers). */
export const readerLanguage = (language: unknown): Language => (isOffered(language) ? language : defaultLanguage);

/**
 * The first language of `preferences` (a browser's `navigator.languages`, or the tags of an
 * `Accept-Language` header in the order of their weights) that Sahaya speaks: `hi-IN` is Hindi.
 */
export function pickLanguage(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isOffered(primary)) return primary;
  }
  return defaultLanguage;
}

/** The language tags of an `Accept-Language` header, most wanted first (`q=0` ones left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The language a request asks for by its `Accept-Language` header. */
export const languageOfHeader = (header: string | undefined): Language => pickLanguage(acceptedLanguages(header));

/** The text sizes a person may choose; the web app scales its type by them. */
export const textSizes = ['normal', 'large', 'larger'] as const;
export type TextSize = (typeof textSizes)[number];

/**
 * The cookies that carry a visitor's choices to the server, which serves its pages in that
 * language and text size from the first byte; a signed-in person's choices are on their account too.
 */
export const LANGUAGE_COOKIE = 'sahaya-language';
export const TEXT_SIZE_COOKIE = 'sahaya-text-size';
