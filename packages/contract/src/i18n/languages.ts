/**
 * The languages Sahaya speaks. Adding one is a line here, its name in its own script, and its
 * catalogues (`locales/<language>.po` in the contract, the server and the web app).
 */
export const languages = ['en', 'hi'] as const;

export type Language = (typeof languages)[number];

/** What a person who has not chosen reads, and what a reply without `Accept-Language` is in. */
export const defaultLanguage: Language = 'en';

/** Each language's name in its own script: the switch offers them so, whatever the page's language. */
export const languageNames: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The locale dates, times, numbers and rupees are written in (lakh and crore grouping in both). */
export const localeOf: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

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
