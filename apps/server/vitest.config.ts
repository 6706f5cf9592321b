import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

/**
 * The test files that replace a module of the app with `vi.mock` (Google's key set, the password
 * hash counted): a replaced module must be loaded fresh for its file alone, so they run in a
 * project of their own, each file in a process of its own (vitest.mocks.config.ts).
 */
export const moduleMockingFiles = ['src/modules/auth/auth.test.ts', 'src/modules/auth/google.test.ts'];

// API tests build the real app on a fresh database each; PGlite takes a moment to start, hence
// the generous timeouts. Forks keep the WASM databases out of the runner's process; the files of a
// fork share its loaded modules (no isolation), which spares each of the hundred files loading the
// app and PGlite again. Each file builds its own app and database, so no state is shared but code.
// The contract is read from its TypeScript sources (the "@sahaya/source" condition of its exports).
export const serverProject = defineProject({
  ssr: { resolve: { conditions: ['@sahaya/source', ...defaultServerConditions] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: moduleMockingFiles,
    // Every reply a test receives is held against the API document.
    setupFiles: ['src/test/setup.ts'],
    // The migrations run once a run; every test's database starts from the migrated one.
    globalSetup: ['src/test/migrate-once.ts'],
    environment: 'node',
    pool: 'forks',
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default serverProject;
