import { defineConfig } from 'vitest/config';

// Unit and API tests; the browser journeys in e2e/ run separately against the built app.
// Two workers match the machines CI runs on; each API test file starts a database of its own.
// The catalogues are compiled first, as the build compiles them (scripts/compile-catalogues.mjs).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server/vitest.config.ts', 'apps/server/vitest.mocks.config.ts', 'apps/web'],
    globalSetup: ['scripts/compile-catalogues.mjs'],
    maxWorkers: 2,
    minWorkers: 1,
  },
});
