/**
 * Which words a page needs, loaded with it: the app's common catalogue (app/, components/, lib/)
 * and the contract's (the spec's messages) before the first render, and each feature's when a route
 * of that feature is opened. Each catalogue of each language is a chunk of its own, so a page in
 * Hindi downloads only the Hindi words of what it shows.
 */
import { i18n, type Messages } from '@lingui/core';
import { defaultLanguage, type Language } from '@sahaya/contract/i18n/languages';
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
type Loaders = Record<string, () => Promise<CatalogModule>>;

// English is in the code itself (build/inline-source-messages.ts), so only the other languages'
// catalogues are loaded, and built.
const common = import.meta.glob<CatalogModule>(['../../locales/*.po', '!../../locales/en.po']);
const frame = import.meta.glob<CatalogModule>(['../../app/locales/*.po', '!../../app/locales/en.po']);
const features = import.meta.glob<CatalogModule>(['../../features/*/locales/*.po', '!../../features/*/locales/en.po']);
// English is the contract's own code, so only the other languages' contract catalogues are loaded,
// in two parts (contract-groups.ts); the query sends them through build/contract-catalog.ts.
// (import.meta.glob takes its patterns as written, so they are written out twice.)
const contractCore = import.meta.glob<CatalogModule>(
  ['../../../../../packages/contract/locales/*.po', '!../../../../../packages/contract/locales/en.po'],
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a module query, not words
  { query: '?contract=core' },
);
const contractRest = import.meta.glob<CatalogModule>(
  ['../../../../../packages/contract/locales/*.po', '!../../../../../packages/contract/locales/en.po'],
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a module query, not words
  { query: '?contract=rest' },
);

const languageOfPath = (path: string) => /([^/]+)\.po$/.exec(path)?.[1];
const featureOfPath = (path: string) => /features\/([^/]+)\/locales\//.exec(path)?.[1];

/**
 * Every catalogue's loader by `catalogue:language`; the catalogue is `common`, `frame` (the
 * signed-in pages' layouts and the app's own pages), `contract` (the contract's texts every page
 * may show), `contract-rest` (the others) or a feature.
 */
const loaders = new Map<string, () => Promise<CatalogModule>>();
const add = (found: Loaders, catalogue: (path: string) => string | undefined) => {
  for (const [path, load] of Object.entries(found)) loaders.set(`${catalogue(path)}:${languageOfPath(path)}`, load);
};
add(common, () => 'common');
add(frame, () => 'frame');
add(contractCore, () => 'contract');
add(contractRest, () => 'contract-rest');
add(features, featureOfPath);

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
  const load = loaders.get(id);
  if (!load || loaded.has(id)) return;
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
