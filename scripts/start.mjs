// `npm start`: builds whatever is missing or older than its sources (scripts/build.mjs), then runs
// the compiled server with plain Node in this same process, so a warm start pays for one Node
// start only. In a container the image is built already: it runs apps/server/dist/main.js itself.
import { buildIfStale } from './build.mjs';

try {
  await buildIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// Stack traces then name the TypeScript sources' lines, from the maps the build writes.
process.setSourceMapsEnabled(true);
await import('../apps/server/dist/main.js');
