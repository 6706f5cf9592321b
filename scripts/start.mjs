// `npm start`: builds whatever is missing or older than its sources (scripts/build.mjs), then runs
// the compiled server with plain Node in this same process, so a warm start pays for one Node
// start only. In a container the image is built already: it runs apps/server/dist/main.js itself.
import module from 'node:module';
import { buildIfStale } from './build.mjs';

try {
  await buildIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// From Node 22 on, Node keeps the compiled code of the modules on disk (in the system's temporary
// folder), so a later start loads the server's and the libraries' code faster; Node 20 lacks it.
module.enableCompileCache?.();
await import('../apps/server/dist/main.js');
