/**
 * The catalogues `npm run i18n:extract` keeps in step with the code. The web app has one catalogue
 * for what every page shows (app/, components/, lib/), one for the frame of the signed-in pages
 * and one per feature, so a page loads the words of its own feature only; the server has one for its mails, documents and notices. The
 * contract's texts have their own, keyed by the contract's keys (scripts/contract-catalog.ts).
 *
 * The server loads its catalogue and the contract's as `lingui compile` writes them, as
 * `locales/<language>.json` beside each `.po` (lingui.server.config.ts; the build, the tests' setup
 * and `npm run i18n:extract` run it); the web app's build compiles the ones it imports itself
 * (apps/web/vite.config.ts).
 */
import { defineConfig } from '@lingui/cli';
import babelExtractor from '@lingui/cli/api/extractors/babel';
import { formatter } from '@lingui/format-po';
import { languages } from './packages/contract/src/i18n/languages.ts';
import { contractCatalogExtractor, contractMessagesFile } from './scripts/contract-catalog.ts';

/** What only signed-in pages show: their layouts, the app's own pages and the request lists' parts. */
const frame = [
  '<rootDir>/apps/web/src/app/layouts',
  '<rootDir>/apps/web/src/app/pages',
  '<rootDir>/apps/web/src/components/reading-options.tsx',
  '<rootDir>/apps/web/src/components/request-filters.tsx',
  '<rootDir>/apps/web/src/components/request-list-frame.tsx',
  '<rootDir>/apps/web/src/components/my-request-list.tsx',
  '<rootDir>/apps/web/src/components/ui/meeting-status-badge.tsx',
  '<rootDir>/apps/web/src/lib/status-words.ts',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: [...languages],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  // What the server reads.
  compileNamespace: 'json',
  extractors: [contractCatalogExtractor, babelExtractor],
  catalogs: [
    {
      path: '<rootDir>/apps/web/src/locales/{locale}',
      include: ['<rootDir>/apps/web/src'],
      exclude: ['<rootDir>/apps/web/src/features/**', ...frame, '**/*.test.*'],
    },
    {
      // The frame of the signed-in pages, loaded with their layouts: a visitor's pages do without it.
      path: '<rootDir>/apps/web/src/app/locales/{locale}',
      include: frame,
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/apps/web/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/apps/web/src/features/{name}'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/apps/server/locales/{locale}',
      include: ['<rootDir>/apps/server/src'],
      exclude: ['**/*.test.*'],
    },
    {
      // The contract's texts, which server and web both word (scripts/contract-catalog.ts).
      path: '<rootDir>/packages/contract/locales/{locale}',
      include: [`<rootDir>/${contractMessagesFile}`],
    },
  ],
});
