import { defineConfig } from 'vitest/config';

// Unit and API tests; the browser journeys in e2e/ run separately against the built app.
// Two workers match the machines CI runs on; each API test file starts a database of its own.
export default defineConfig({
  test: { projects: ['packages/contract', 'apps/server', 'apps/web'], maxWorkers: 2, minWorkers: 1 },
});
