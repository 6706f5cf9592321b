// Bundles the parts of drizzle-orm the compiled server imports into apps/server/dist/vendor/drizzle-orm/
// (one file for each, their shared code in chunks, so each class exists once), and points the
// compiled server's imports at them. drizzle-orm is hundreds of files under a package.json of 177 KB,
// and Node 24 reads that package.json again to resolve each of them: importing it took 1,030 ms and
// held 308 MB at its peak there (205 ms and 62 MB on Node 20), against 48 ms and 55 MB bundled. The
// tests run the sources against node_modules, as before; `npm run build` calls this after compiling.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';

const PACKAGE = 'drizzle-orm';
const specifier = /(\bfrom\s*|\bimport\s*\(\s*)(["'])(drizzle-orm(?:\/[^"']*)?)\2/g;

/** The compiled JavaScript files under a folder. */
const scripts = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));

/** The file a subpath of the package is bundled to, under the vendor folder: `drizzle-orm/pg-core` → `pg-core.js`. */
const entryName = (path) => (path === PACKAGE ? 'index' : path.slice(PACKAGE.length + 1));

export async function vendorDrizzle(dist) {
  const vendor = join(dist, 'vendor', PACKAGE);
  const files = scripts(dist).filter((file) => !file.startsWith(vendor));
  const imported = new Set(files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(specifier)].map((match) => match[3])));
  if (imported.size === 0) return;
  await build({
    entryPoints: Object.fromEntries([...imported].map((path) => [entryName(path), path])),
    absWorkingDir: dist,
    outdir: vendor,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    // Only drizzle-orm is bundled: the drivers and everything else stay in node_modules.
    plugins: [
      {
        name: 'only-drizzle',
        setup(bundle) {
          bundle.onResolve({ filter: /^[^./]/ }, (args) => (args.path === PACKAGE || args.path.startsWith(`${PACKAGE}/`) ? undefined : { external: true }));
        },
      },
    ],
  });
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const pointed = source.replace(specifier, (_, before, quote, path) => {
      const target = relative(dirname(file), join(vendor, `${entryName(path)}.js`)).split('\\').join('/');
      return `${before}${quote}${target.startsWith('.') ? target : `./${target}`}${quote}`;
    });
    if (pointed !== source) writeFileSync(file, pointed);
  }
}
