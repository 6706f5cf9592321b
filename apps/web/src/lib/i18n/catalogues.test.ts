/**
 * Every Lingui catalogue of lingui.config.ts (the web app's common one, one per feature, the
 * server's, the contract's) holds exactly the messages its code uses, none missing and none left
 * over, and every language but English has a translation of each. The messages are collected from
 * the code as `lingui extract` does, so a text added without extracting, or left behind after its
 * code went, fails here. (apps/server/src/lib/i18n.test.ts checks the contract's further: that each
 * translation was made for its English as it is now, with the arguments its English takes.)
 */
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const config = getConfig({ cwd: root, configPath: `${root}lingui.config.ts`, skipValidation: true });
const catalogs = await getCatalogs(config);
const { sourceLocale } = config;

/** A catalogue's name, as its files are named: `apps/web/src/features/assets/locales/{locale}`. */
const nameOf = (path: string) => path.replace(root, '');

/** What the code uses and what the files hold, read once for all the tests of a catalogue. */
interface Read {
  code: Set<string>;
  files: Record<string, Record<string, { translation?: string; obsolete?: boolean; message?: string; context?: string }>>;
}

const reads = new Map<string, Read>();

beforeAll(async () => {
  // The extractor reports its progress to the console; the test tells what it finds itself.
  const quiet = vi.spyOn(console, 'log').mockImplementation(() => {});
  await Promise.all(
    catalogs.map(async (catalog) => {
      const [collected, files] = await Promise.all([catalog.collect(), catalog.readAll()]);
      reads.set(catalog.path, { code: new Set(Object.keys(collected ?? {})), files: files as Read['files'] });
    }),
  );
  quiet.mockRestore();
}, 300_000);

describe.each(catalogs.map((catalog) => [nameOf(catalog.path), catalog.path] as const))('the catalogue %s', (_name, path) => {
  const read = () => reads.get(path)!;
  const inFile = (locale: string) =>
    Object.entries(read().files[locale] ?? {})
      .filter(([, message]) => !message.obsolete)
      .map(([id]) => id);
  const label = (locale: string, id: string) => read().files[locale]?.[id]?.message ?? id;

  it.each(config.locales)('in %s holds every message of the code and no other', (locale) => {
    const held = new Set(inFile(locale));
    const missing = [...read().code].filter((id) => !held.has(id));
    const unused = [...held].filter((id) => !read().code.has(id)).map((id) => label(locale, id));
    expect({ missing, unused }).toEqual({ missing: [], unused: [] });
  });

  it.each(config.locales.filter((locale) => locale !== sourceLocale))('in %s translates every message', (locale) => {
    const untranslated = inFile(locale)
      .filter((id) => !read().files[locale]?.[id]?.translation)
      .map((id) => label(locale, id));
    expect(untranslated).toEqual([]);
  });
});

/**
 * The same English says the same thing in every catalogue of a language (docs/hindi-glossary.md):
 * a reader meets one word for one thing. These English words mean different things in different
 * places, and are worded apart on purpose.
 */
const differentMeanings = new Set([
  // A volunteer (a person) in lists; "Volunteer" as the landing page's call to become one.
  'Volunteer',
  // An account that is not blocked (people); a meeting in progress (meetings, the frame's badge).
  'Active',
  // A chat connecting (it); a meeting connecting (we, the call).
  'Connecting…',
]);

describe.each(config.locales.filter((locale) => locale !== sourceLocale))('the %s catalogues together', (locale) => {
  it('word the same English the same way everywhere', () => {
    const wordings = new Map<string, Map<string, string[]>>();
    for (const catalog of catalogs) {
      for (const message of Object.values(reads.get(catalog.path)!.files[locale] ?? {})) {
        if (message.obsolete || !message.message || !message.translation || differentMeanings.has(message.message)) continue;
        // A message given a context (msgctxt) is another message with the same English: worded apart on purpose.
        const english = message.context ? `${message.message} [${message.context}]` : message.message;
        const byWording = wordings.get(english) ?? new Map<string, string[]>();
        byWording.set(message.translation, [...(byWording.get(message.translation) ?? []), nameOf(catalog.path)]);
        wordings.set(english, byWording);
      }
    }
    const differing = [...wordings].filter(([, byWording]) => byWording.size > 1).map(([english, byWording]) => ({ english, ...Object.fromEntries(byWording) }));
    expect(differing).toEqual([]);
  });
});
