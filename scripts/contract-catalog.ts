/**
 * `npm run i18n:extract` (after Lingui's own extraction): keeps each language's catalogue of the
 * contract's texts, `packages/contract/locales/<language>.po`, in step with the contract. Every key
 * is there, in the contract's order, with its English as the translator's note; a translation
 * whose English has changed is marked fuzzy (not used until a translator looks at it again), and a
 * key the contract no longer has is dropped.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { contractMessages, englishTemplate } from '../packages/contract/src/i18n/contract-messages.ts';
import { defaultLanguage, languages } from '../packages/contract/src/i18n/languages.ts';
import { parsePo, writePo, type PoEntry } from '../packages/contract/src/i18n/po.ts';

const ENGLISH = 'English: ';

for (const language of languages) {
  if (language === defaultLanguage) continue;
  const file = new URL(`../packages/contract/locales/${language}.po`, import.meta.url);
  const before = new Map((existsSync(file) ? parsePo(readFileSync(file, 'utf8')) : []).map((entry) => [entry.id, entry]));
  const entries: PoEntry[] = [...contractMessages].map(([key, message]) => {
    const english = englishTemplate(message).replace(/\n/g, ' ');
    const old = before.get(key);
    const changed = old !== undefined && old.notes.find((note) => note.startsWith(ENGLISH)) !== `${ENGLISH}${english}`;
    const flags = old ? old.flags.filter((flag) => flag !== 'fuzzy') : [];
    if (old?.flags.includes('fuzzy') || (changed && old.translation)) flags.push('fuzzy');
    return { id: key, translation: old?.translation ?? '', notes: [`${ENGLISH}${english}`], flags };
  });
  writeFileSync(file, writePo(language, entries));
  const missing = entries.filter((entry) => !entry.translation || entry.flags.includes('fuzzy')).length;
  console.log(`packages/contract/locales/${language}.po: ${entries.length} texts, ${missing} to translate`);
}
