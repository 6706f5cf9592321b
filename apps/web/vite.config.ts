import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { catalogueIndex } from './build/catalogue-index.ts';
import { contractCatalog } from './build/contract-catalog.ts';
import { inlineSourceMessages } from './build/inline-source-messages.ts';
import { precompress } from './build/precompress.ts';
import { preloadApp } from './build/preload-app.ts';
import { prerender } from './build/prerender.ts';

/**
 * The app's imports of `sonner` get its stand-in, which loads the library with the first toast (see
 * the file); the stand-in's own import gets the library.
 */
const sonnerOnDemand = fileURLToPath(new URL('./src/lib/toasts/sonner-on-demand.tsx', import.meta.url));

const linguiConfig = fileURLToPath(new URL('../../lingui.config.ts', import.meta.url));

const toastsOnDemand: Plugin = {
  name: 'sahaya:sonner-on-demand',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'sonner' && importer?.split('?')[0] !== sonnerOnDemand) return sonnerOnDemand;
    return undefined;
  },
};

/** The API and the socket live on the Fastify server; in development Vite forwards them there. */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/uploads': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
};

export default defineConfig({
  plugins: [
    toastsOnDemand,
    // Lingui's macros (`<Trans>`, `t`) become look-ups by message id, with their English beside them,
    // compiled (build/inline-source-messages.ts); Lingui's plugin compiles each other language's
    // catalogue (`locales/<language>.po`) into a chunk of its own, loaded with the pages it serves,
    // and the contract's in two parts (build/contract-catalog.ts).
    react({ babel: { plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], inlineSourceMessages] } }),
    lingui({ configPath: linguiConfig, failOnCompileError: true }),
    contractCatalog(linguiConfig),
    catalogueIndex(),
    tailwindcss(),
    preloadApp(),
    prerender(),
    precompress(),
  ],
  resolve: {
    // The contract is read from its TypeScript sources (its package.json's "@sahaya/source"
    // condition); its compiled dist/ is for the server under plain Node.
    conditions: ['@sahaya/source', ...defaultClientConditions],
    // Every schema, the contract's too, is built by a zod configured not to probe for eval (see the file).
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/forms/zod-jitless.ts', import.meta.url)) }],
  },
  // Server-side (the prerendering, build/prerender.ts) a library is left to Node and skips the
  // plugins; sonner goes through them, so the prerendered pages use the app's stand-in too.
  ssr: { noExternal: ['sonner'], resolve: { conditions: ['@sahaya/source', ...defaultServerConditions] } },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      output: {
        // Chunks under 8 kB are merged into others where that runs no code early: a page then
        // takes a dozen fewer requests, each a round trip on a phone's line, for 2-3 kB more.
        experimentalMinChunkSize: 8000,
        // Libraries that change rarely get their own long-cached chunks; pages stay in per-route
        // chunks. zod and the form library are apart, so a page loads each only if it needs it.
        // The ones every page uses go together: split by which page uses which part, they came
        // as a dozen small files, each a request of its own on a slow phone line. sonner is loaded
        // with the first toast (src/lib/toasts/sonner-on-demand.tsx), in a chunk of its own.
        //
        // Merging puts a small chunk into one that is always loaded before it, so code loaded later
        // or elsewhere would ride with pages that never run it (the Google button with every login,
        // the about page with the sign-in pages, the admin dashboard's words with every page). Those
        // are chunks of their own, named below, and hold only the modules named: a module they
        // import stays where the other pages find it.
        onlyExplicitManualChunks: true,
        manualChunks(id) {
          // zod's configuration travels with zod: one file, and it runs before any schema is built.
          if (id.endsWith('/src/lib/forms/zod-jitless.ts')) return 'zod';
          // Loaded only when the server has a Google client id (features/auth/components/google-sign-in.tsx).
          if (/\/src\/(features\/auth\/components\/google-button\.tsx|features\/auth\/api\/google-login\.ts|lib\/load-script\.ts)$/.test(id)) {
            return 'google-button';
          }
          if (id.endsWith('/src/features/landing/pages/about-page.tsx')) return 'about-page';
          // The admin's dashboard's words, which merged into the app's entry, the script of every page.
          if (id.endsWith('/src/features/dashboards/utils/dashboard-words.ts')) return 'dashboard-words';
          // The contract's texts by key, loaded with a language other than English, and the words of
          // sign-in by mobile number among them: merged elsewhere, they came with a chunk of the
          // donation pages' words and the formatting they need, on every first page in Hindi.
          if (/\/(apps\/web\/src\/lib\/i18n\/contract-(words|groups)|packages\/contract\/src\/auth\/phone-messages)\.ts$/.test(id)) {
            return 'contract-words';
          }
          // Each language's catalogues' loaders (build/catalogue-index.ts): merged, they would all
          // ride with every page.
          const language = /^\0virtual:catalogues\/(.+)$/.exec(id)?.[1];
          if (language) return `catalogues-${language}`;
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (/node_modules\/(@tanstack|clsx|class-variance-authority)\//.test(id)) return 'libs';
          // The forms' zod resolver travels with zod: a form that has not validated yet needs neither
          // (the login page loads both with its rules, see features/auth/pages/login-page.tsx).
          if (/node_modules\/(zod|@hookform\/resolvers)\//.test(id)) return 'zod';
          if (/node_modules\/react-hook-form\//.test(id)) return 'forms';
          return undefined;
        },
      },
    },
  },
});
