/**
 * The loaders of the catalogues, one module per language (`virtual:catalogues/<language>`), and the
 * loaders of those (`virtual:catalogues`). A first page then carries a line per language rather
 * than a line, with a chunk's name that does not compress, per catalogue of every language; a page
 * in Hindi loads the Hindi loaders, whose chunk the prerendered page names beside its catalogues
 * (build/prerender.ts), so nothing waits on it.
 *
 * The catalogues are each language's `.po` files of lingui.config.ts: the app's common catalogue
 * (`src/locales/`), the frame's (`src/app/locales/`), each feature's and the contract's in two parts
 * (build/contract-catalog.ts). English is in the code itself and has none: the languages are those
 * of the common catalogue's files but English's.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const INDEX = 'virtual:catalogues';
const PREFIX = `${INDEX}/`;

/** The module id a language's loaders have in the build, which build/prerender.ts looks for. */
export const catalogueIndexId = (language: string) => `\0${PREFIX}${language}`;

/**
 * A language's catalogues by name (`common`, `frame`, `contract`, `contract-rest` and each feature's),
 * as the module ids the build gives them; those the language lacks are left out.
 */
export function catalogueFiles(root: string, language: string): Record<string, string> {
  const features = join(root, 'src/features');
  const contract = resolve(root, '../../packages/contract/locales', `${language}.po`);
  const files: Record<string, string> = {
    common: join(root, 'src/locales', `${language}.po`),
    frame: join(root, 'src/app/locales', `${language}.po`),
    contract: `${contract}?contract=core`,
    'contract-rest': `${contract}?contract=rest`,
  };
  for (const feature of readdirSync(features)) files[feature] = join(features, feature, 'locales', `${language}.po`);
  return Object.fromEntries(Object.entries(files).filter(([, file]) => existsSync(file.split('?')[0]!)));
}

export function catalogueIndex(): Plugin {
  let root = '';
  return {
    name: 'sahaya:catalogue-index',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === INDEX || id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${INDEX}`) {
        const others = readdirSync(join(root, 'src/locales'))
          .filter((file) => file.endsWith('.po') && file !== 'en.po')
          .map((file) => file.slice(0, -'.po'.length));
        return `export default {\n${others.map((l) => `  ${JSON.stringify(l)}: () => import(${JSON.stringify(PREFIX + l)}),`).join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const loaders = catalogueFiles(root, id.slice(`\0${PREFIX}`.length));
      const lines = Object.entries(loaders).map(([name, file]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(file)}),`);
      return `export default {\n${lines.join('\n')}\n};\n`;
    },
  };
}
