import { defineProject } from 'vitest/config';

// API tests build the real app on a fresh database each; PGlite takes a moment to start, hence
// the generous timeouts. Forks keep each file's WASM database in a process of its own.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
