import { defineConfig } from 'vitest/config';

// Unit and API tests; the browser journeys in e2e/ run separately against the built app.
export default defineConfig({
  test: { projects: ['packages/contract', 'apps/server'] },
});
