import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '@sahaya/contract/i18n/languages';
import { parsePo } from '@sahaya/contract/i18n/po';

/** The server's own catalogues (mails, documents, the calendar file), as `lingui extract` keeps them. */
const catalogue = (language: string) =>
  parsePo(readFileSync(new URL(`../../locales/${language}.po`, import.meta.url), 'utf8')).filter((entry) => entry.id);

/** The names of a message's arguments: {name}, and the argument of {count, plural, …}. */
const argumentsOf = (message: string) => [...new Set([...message.matchAll(/\{(\w+)(?=[,}])/g)].map((match) => match[1]))].sort();

describe("the server's catalogues", () => {
  const english = catalogue('en');

  it.each(languages.filter((language) => language !== 'en'))('%s has every message, with the same arguments', (language) => {
    const translated = new Map(catalogue(language).map((entry) => [entry.id, entry.translation]));
    for (const { id, translation: source } of english) {
      const text = translated.get(id);
      expect(text, id).toBeTruthy();
      expect(argumentsOf(text ?? ''), id).toEqual(argumentsOf(source));
    }
    expect([...translated.keys()].sort()).toEqual(english.map((entry) => entry.id).sort());
  });
});
