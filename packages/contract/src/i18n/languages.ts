/**
 * The languages Sahaya speaks, one line each: its code, its name in its own script (the switch
 * offers it so, whatever the page's language) and the locale its dates, times, numbers and rupees
 * are written in (lakh and crore grouping in both). Adding a language is a line here and its
 * catalogues (`locales/<code>.po` in the contract, the server and the web app).
 */
const table = {
  en: { name: 'English', locale: 'en-IN' },
  hi: { name: 'हिन्दी', locale: 'hi-IN' },
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

/** The language a person reads in: the one saved on their account or chosen on the page, the default when none (or one Sahaya no longer speaks). */
export const readerLanguage = (language: unknown): Language => (isLanguage(language) ? language : defaultLanguage);

/**
 * The first language of `preferences` (a browser's `navigator.languages`, or the tags of an
 * `Accept-Language` header in the order of their weights) that Sahaya speaks: `hi-IN` is Hindi.
 */
export function pickLanguage(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
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
