import { defineConfig } from 'vitest/config';

// Unit tests of the web app's non-visual logic (API client, session store); pages are covered by e2e/.
export default defineConfig({
  test: { name: 'web', environment: 'node', include: ['src/**/*.test.ts'] },
});
