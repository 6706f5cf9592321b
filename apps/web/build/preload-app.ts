/**
 * src/main.tsx loads the app (src/start-app.tsx) with a dynamic import, after a prerendered page
 * has been painted. The app's scripts are listed in index.html as `modulepreload` links inside a
 * template (APP_SCRIPTS_ID), which fetches nothing: main.tsx puts them in the head once the page is
 * painted (at once on a page that is not prerendered), and the browser fetches them all together.
 * Until then the line is the stylesheet's and the fonts', which the first paint waits for and they
 * do not. They are fetched at low priority, after whatever the page itself asks for meanwhile.
 * (Vite preloads the static imports of the entry itself, which the first paint does not wait for.)
 */
import type { OutputBundle, OutputChunk } from 'rollup';
import type { HtmlTagDescriptor, Plugin } from 'vite';

const APP_MODULE = '/src/start-app.tsx';

/** The template holding the app's preloads; src/main.tsx and build/prerender.ts find it by this id. */
export const APP_SCRIPTS_ID = 'app-scripts';

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
        const links = files.map(
          (file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `${base}${file}` },
          }),
        );
        return [{ tag: 'template', attrs: { id: APP_SCRIPTS_ID }, children: links, injectTo: 'head' }];
      },
    },
  };
}
