/**
 * src/main.tsx loads the app (src/start-app.tsx) with a dynamic import, after a prerendered page
 * has been painted. So that waiting costs nothing on the network, the app's scripts are listed in
 * index.html as `modulepreload` links: the browser fetches them with the page, and only their
 * evaluation waits. They are fetched at low priority: on a slow line they would otherwise share it
 * with the stylesheet, which the first paint waits for and they do not. (Vite preloads the static
 * imports of the entry itself.)
 */
import type { OutputBundle, OutputChunk } from 'rollup';
import type { HtmlTagDescriptor, Plugin } from 'vite';

const APP_MODULE = '/src/start-app.tsx';

function staticClosure(bundle: OutputBundle, file: string, into: Set<string>): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const chunk = bundle[file];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

export function preloadApp(): Plugin {
  let base = '/';
  return {
    name: 'sahaya:preload-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return undefined;
        // Found by the module it holds: small chunks are merged, so the app's need not be named after it.
        const app = Object.values(bundle).find(
          (output): output is OutputChunk =>
            output.type === 'chunk' && Object.keys(output.modules).some((id) => id.endsWith(APP_MODULE)),
        );
        if (!app) throw new Error(`The build has no chunk for ${APP_MODULE}`);
        const preloaded = staticClosure(bundle, chunk.fileName, new Set());
        const files = [...staticClosure(bundle, app.fileName, new Set())].filter((file) => !preloaded.has(file));
        return files.map(
          (file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `${base}${file}` },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}
