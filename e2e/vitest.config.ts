import { defineConfig } from 'vitest/config';

// Browser journeys against the real server; one app, SMTP server and browser are shared by all files.
export default defineConfig({
  test: {
    include: ['src/**/*.spec.ts'],
    globalSetup: ['src/harness/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The machine running CI is small; two files at a time keep the journeys quick without starving the server.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
