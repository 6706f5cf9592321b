/**
 * The contract's catalogue (`packages/contract/locales/<language>.po`, a Lingui catalogue of
 * lingui.config.ts) compiled into the app in two parts, `?contract=core` and `?contract=rest` (see
 * src/lib/i18n/contract-groups.ts), each a chunk, so a visitor's first pages carry only the first.
 * Lingui's plugin compiles a whole catalogue per import; this one compiles the same way, with
 * Lingui's compiler, and keeps the part asked for.
 */
import { dirname, relative } from 'node:path';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';
import { contractPartOf } from '../src/lib/i18n/contract-groups.ts';

export function contractCatalog(configPath: string): Plugin {
  const config = getConfig({ configPath });
  const { rootDir = dirname(configPath), sourceLocale = 'en', fallbackLocales } = config;
  return {
    name: 'sahaya:contract-catalog',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?');
      const part = new URLSearchParams(query).get('contract');
      if ((part !== 'core' && part !== 'rest') || !file?.endsWith('.po')) return undefined;
      const found = getCatalogForFile(relative(rootDir, file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is no catalogue of lingui.config.ts`);
      this.addWatchFile(file);
      const { messages } = await found.catalog.getTranslations(found.locale, { sourceLocale, fallbackLocales: fallbackLocales || {} });
      const inPart = Object.fromEntries(Object.entries(messages).filter(([key]) => contractPartOf(key) === part));
      const { source, errors } = createCompiledCatalog(found.locale, inPart, { namespace: 'es' });
      if (errors.length) throw new Error(`${file}: ${errors.map((error) => `${error.id}: ${error.error.message}`).join('; ')}`);
      return source;
    },
  };
}
