import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// The tests read the contract's TypeScript sources (the "@sahaya/source" condition of its exports).
export default defineProject({
  ssr: { resolve: { conditions: ['@sahaya/source', ...defaultServerConditions] } },
  test: { name: 'contract', include: ['src/**/*.test.ts'], environment: 'node' },
});
