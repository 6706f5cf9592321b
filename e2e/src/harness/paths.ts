import { fileURLToPath } from 'node:url';

/** The repository root, resolved from this file so the harness works from any working directory. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** Failure screenshots and server logs; gitignored. */
export const resultsDir = fileURLToPath(new URL('../../test-results/', import.meta.url));
