import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// API tests build the real app on a fresh database each; PGlite takes a moment to start, hence
// the generous timeouts. Forks keep each file's WASM database in a process of its own. The contract
// is read from its TypeScript sources (the "@sahaya/source" condition of its exports).
export default defineProject({
  ssr: { resolve: { conditions: ['@sahaya/source', ...defaultServerConditions] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Every reply a test receives is held against the API document.
    setupFiles: ['src/test/setup.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
