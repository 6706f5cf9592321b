/**
 * The contract's catalogues (`packages/contract/locales/<language>.po`) compiled into the app, as
 * Lingui's plugin does for the app's own: their messages are keyed by the contract's keys, not
 * extracted from code, so they are not among its catalogues. Each is imported in two parts,
 * `?contract=core` and `?contract=rest` (see src/lib/i18n/contract-groups.ts), each a chunk.
 */
import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { parsePo, translationsOf } from '../../../packages/contract/src/i18n/po.ts';
import { contractPartOf } from '../src/lib/i18n/contract-groups.ts';

export function contractCatalog(): Plugin {
  return {
    name: 'sahaya:contract-catalog',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      const part = new URLSearchParams(query).get('contract');
      if ((part !== 'core' && part !== 'rest') || !file?.endsWith('.po')) return undefined;
      this.addWatchFile(file);
      const translations = translationsOf(parsePo(readFileSync(file, 'utf8')));
      const compiled = Object.fromEntries(
        Object.entries(translations)
          .filter(([key]) => contractPartOf(key) === part)
          .map(([key, text]) => [key, compileMessage(text)]),
      );
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
