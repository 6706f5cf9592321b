/**
 * Which words a page needs, loaded with it: the app's common catalogue (app/, components/, lib/)
 * and the contract's (the spec's messages) before the first render, and each feature's when a route
 * of that feature is opened. Each catalogue of each language is a chunk of its own, so a page in
 * Hindi downloads only the Hindi words of what it shows.
 */
import { i18n, type Messages } from '@lingui/core';
import { defaultLanguage, type Language } from '@sahaya/contract/i18n/languages';
import catalogueIndex from 'virtual:catalogues';
import { loadOnce } from '../load-once.ts';
import { loadContractWords } from './contract-text.ts';

/**
 * The catalogues a route may ask for: the frame of the signed-in pages (`app/locales/`) and each
 * feature's (`features/<name>/locales/<language>.po`).
 */
export type Feature =
  | 'frame'
  | 'addresses'
  | 'assets'
  | 'assistance-requests'
  | 'breach-notices'
  | 'auth'
  | 'chats'
  | 'dashboards'
  | 'dispatch'
  | 'donations'
  | 'family'
  | 'grievances'
  | 'landing'
  | 'meetings'
  | 'notifications'
  | 'people'
  | 'profile';

type CatalogModule = { messages: Messages };

/** The loaders of each language's catalogues, by catalogue (build/catalogue-index.ts), each loaded once. */
const loadersOf = new Map<Language, () => Promise<Record<string, () => Promise<CatalogModule>>>>();
function loadersFor(language: Language) {
  let load = loadersOf.get(language);
  if (!load) {
    load = loadOnce(async () => (await catalogueIndex[language]?.())?.default ?? {});
    loadersOf.set(language, load);
  }
  return load();
}

/** The features whose words have been asked for so far: a change of language loads them again. */
const wanted = new Set<Feature>();
/** The features a visitor's first pages are of: they show only the contract's first part. */
const publicFeatures: ReadonlySet<Feature> = new Set(['landing', 'auth']);
/** Whether pages beyond the public ones have been opened, which need all of the contract's texts. */
const wantsAllOfContract = () => [...wanted].some((feature) => !publicFeatures.has(feature));

/** The catalogues in `i18n` already, as `catalogue:language`. */
const loaded = new Set<string>();

async function loadCatalogue(catalogue: string, language: Language): Promise<void> {
  const id = `${catalogue}:${language}`;
  // English is in the code itself (build/inline-source-messages.ts): it has no catalogues.
  if (language === defaultLanguage || loaded.has(id)) return;
  const load = (await loadersFor(language))[catalogue];
  if (!load) return;
  const { messages } = await load();
  // Lingui merges what is loaded into the language's messages.
  i18n.load(language, messages);
  loaded.add(id);
}

/** The language being switched to, while its catalogues load: a route opened meanwhile loads its words in it too. */
let switchingTo: Language | null = null;

/** Loads the catalogues of `language` for the whole app and for the features asked for so far. */
export async function loadLanguage(language: Language): Promise<void> {
  switchingTo = language;
  try {
    await Promise.all([
      ...['common', 'contract', ...(wantsAllOfContract() ? ['contract-rest'] : []), ...wanted].map((catalogue) =>
        loadCatalogue(catalogue, language),
      ),
      // The contract's texts by key, which only a language other than its own English needs.
      language === defaultLanguage ? undefined : loadContractWords(wantsAllOfContract()),
    ]);
  } finally {
    if (switchingTo === language) switchingTo = null;
  }
}

/**
 * Loads the words of `names` in the current language (a route does, before its page is drawn), and
 * in the language being switched to, if any: the switch's own list of features was taken before.
 */
export async function loadFeatures(...names: Feature[]): Promise<void> {
  for (const name of names) wanted.add(name);
  const all = wantsAllOfContract();
  const languages = [...new Set([i18n.locale as Language, ...(switchingTo ? [switchingTo] : [])])];
  await Promise.all(
    languages.flatMap((language) => [
      ...[...names, ...(all ? ['contract-rest'] : [])].map((name) => loadCatalogue(name, language)),
      language === defaultLanguage ? undefined : loadContractWords(all),
    ]),
  );
}
