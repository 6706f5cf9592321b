/**
 * The `zod` the web app's build loads: vite.config.ts points every `import … from 'zod'` (the
 * contract's included) here. zod compiles object parsers with `new Function` and probes for that
 * first; the site's content security policy forbids eval, so the probe alone is reported as a
 * violation. Configured jitless before any schema is built, zod never tries.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
