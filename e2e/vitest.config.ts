import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Browser journeys against the real server; one app, SMTP server and browser are shared by all files.
// What they import of the contract is read from its TypeScript sources (its "@sahaya/source" condition).
export default defineConfig({
  ssr: { resolve: { conditions: ['@sahaya/source', ...defaultServerConditions] } },
  test: {
    include: ['src/**/*.spec.ts'],
    globalSetup: ['src/harness/global-setup.ts'],
    testTimeout: 60_000,
    // What a person waits for on screen may take a while on a busy machine: a poll waits as long
    // as a locator does (uiTimeoutMs in harness/fixtures.ts), not vitest's default second.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // The machine running CI is small; two files at a time keep the journeys quick without starving the server.
    maxWorkers: 2,
    minWorkers: 1,
    // A journey drives a real browser, server and database on a machine shared with the other
    // workers, so a moment's starvation can fail a step that is right. A journey that fails twice in
    // a row fails the run; one that passes only on its second try is named at the end of the run.
    retry: 1,
    reporters: ['default', './src/harness/retried-journeys.ts'],
  },
});
