import react from '@vitejs/plugin-react';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { catalogueIndex } from './build/catalogue-index.ts';

// Unit tests of the web app's non-visual logic (API client, session store); pages are covered by e2e/.
// The contract is read from its TypeScript sources (the "@sahaya/source" condition of its exports).
export default defineConfig({
  // Code under test may use Lingui's macros, which compile as in the app (vite.config.ts), and
  // reach the catalogues' loaders (build/catalogue-index.ts).
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), catalogueIndex()],
  ssr: { resolve: { conditions: ['@sahaya/source', ...defaultServerConditions] } },
  test: { name: 'web', environment: 'node', include: ['src/**/*.test.ts'] },
});
