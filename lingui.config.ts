/**
 * The catalogues `npm run i18n:extract` keeps in step with the code. The web app has one catalogue
 * for what every page shows (app/, components/, lib/) and one per feature, so a page loads the
 * words of its own feature only; the server has one for its mails, documents and notices. The
 * contract's texts have their own catalogue (scripts/contract-catalog.ts).
 */
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { languages } from './packages/contract/src/i18n/languages.ts';

export default defineConfig({
  sourceLocale: 'en',
  locales: [...languages],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    {
      path: '<rootDir>/apps/web/src/locales/{locale}',
      include: ['<rootDir>/apps/web/src'],
      exclude: ['<rootDir>/apps/web/src/features/**', '**/*.test.*'],
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
  ],
});
