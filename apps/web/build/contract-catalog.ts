/**
 * The contract's catalogues (`packages/contract/locales/<language>.po`, imported with `?contract`)
 * compiled into the app, as Lingui's plugin does for the app's own: their messages are keyed by
 * the contract's keys, not extracted from code, so they are not among its catalogues.
 */
import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { parsePo, translationsOf } from '../../../packages/contract/src/i18n/po.ts';

export function contractCatalog(): Plugin {
  return {
    name: 'sahaya:contract-catalog',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if (query !== 'contract' || !file?.endsWith('.po')) return undefined;
      this.addWatchFile(file);
      const translations = translationsOf(parsePo(readFileSync(file, 'utf8')));
      const compiled = Object.fromEntries(Object.entries(translations).map(([key, text]) => [key, compileMessage(text)]));
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
