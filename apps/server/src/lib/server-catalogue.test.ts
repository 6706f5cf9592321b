import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { languages } from '@sahaya/contract/i18n/languages';

/** The server's own catalogues (mails, documents, the calendar file), as `lingui extract` keeps them and Lingui reads them. */
async function catalogue(language: string): Promise<{ id: string; translation: string }[]> {
  const text = readFileSync(new URL(`../../locales/${language}.po`, import.meta.url), 'utf8');
  const read = await formatter().parse(text, { locale: language, sourceLocale: 'en', filename: `${language}.po` });
  return Object.entries(read)
    .filter(([, entry]) => !entry.obsolete)
    .map(([id, entry]) => ({ id, translation: entry.translation ?? '' }));
}

/** The names of a message's arguments: {name}, and the argument of {count, plural, …}. */
const argumentsOf = (message: string) => [...new Set([...message.matchAll(/\{(\w+)(?=[,}])/g)].map((match) => match[1]))].sort();

describe("the server's catalogues", async () => {
  const english = await catalogue('en');

  it.each(languages.filter((language) => language !== 'en'))('%s has every message, with the same arguments', async (language) => {
    const translated = new Map((await catalogue(language)).map((entry) => [entry.id, entry.translation]));
    for (const { id, translation: source } of english) {
      const text = translated.get(id);
      expect(text, id).toBeTruthy();
      expect(argumentsOf(text ?? ''), id).toEqual(argumentsOf(source));
    }
    expect([...translated.keys()].sort()).toEqual(english.map((entry) => entry.id).sort());
  });
});
