import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Unit tests of the web app's non-visual logic (API client, session store); pages are covered by e2e/.
// The contract is read from its TypeScript sources (the "@sahaya/source" condition of its exports).
export default defineConfig({
  ssr: { resolve: { conditions: ['@sahaya/source', ...defaultServerConditions] } },
  test: { name: 'web', environment: 'node', include: ['src/**/*.test.ts'] },
});
