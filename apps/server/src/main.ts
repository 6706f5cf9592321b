/**
 * The server's entry point (`node apps/server/dist/main.js`): turns on source maps for Sahaya's
 * own compiled code, then starts the server (serve.ts).
 *
 * Stack traces then name the TypeScript sources' lines, from the maps the build writes. The
 * libraries' maps stay unread: Node would parse them all and hold them, 6 MB of an idle node's
 * heap (`npm run bench -- --memory`). Maps are read as modules load, so they are turned on before
 * serve.ts and everything it imports is loaded. Node 20 lacks the choice and reads them all.
 */
import module from 'node:module';

/** Node 22.14 and later; the types follow Node 20, the oldest Node Sahaya runs on. */
const sourceMaps = module as { setSourceMapsSupport?: (enabled: boolean) => void };
if (sourceMaps.setSourceMapsSupport) sourceMaps.setSourceMapsSupport(true);
else process.setSourceMapsEnabled(true);

await import('./serve.ts');
