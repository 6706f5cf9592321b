// `npm run build`: compiles the contract and the server to JavaScript (each package's dist/) with
// the catalogues the server loads (`lingui compile`, scripts/compile-catalogues.mjs), and builds the
// web app (apps/web/dist), whose build compiles the catalogues it imports. With --if-stale a part
// is built only when one of its sources is newer than its last successful build, so `npm start`
// and the journeys rebuild only what changed.
// Parts can be named: `node scripts/build.mjs --if-stale web` builds the web app alone.
//
// Usable as a module too: scripts/start.mjs imports buildIfStale() and then runs the server in the
// same process, which saves a second Node start on every `npm start`.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServiceWorker } from './build-service-worker.mjs';
import { compileCatalogues } from './compile-catalogues.mjs';
import { vendorDrizzle } from './vendor-drizzle.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
// Kept outside the served and copied folders: a stamp is written only when a part built fully,
// so a build that failed half-way is redone on the next start.
const stampDir = join(root, 'node_modules/.cache/sahaya-build');

/** Settings every TypeScript build reads, and the lock, whose change may change what a build does. */
const shared = ['tsconfig.base.json', 'package-lock.json'];

/**
 * The catalogues the server loads, by their `.po` files: the compiled `.json` beside them is what
 * the build writes, so it cannot count as a source.
 */
const catalogues = ['apps/server/locales', 'packages/contract/locales'].flatMap((folder) =>
  readdirSync(join(root, folder))
    .filter((name) => name.endsWith('.po'))
    .map((name) => `${folder}/${name}`),
);

/**
 * Each part: what it is built from, the file whose presence shows a build is there, and how.
 * The server's and the contract's builds only emit JavaScript (tsc's noCheck): with
 * isolatedModules each file compiles on its own, so types cannot change the output, and checking
 * them is `npm run typecheck`'s job. That keeps a first start seconds shorter.
 */
const parts = {
  contract: {
    sources: ['packages/contract/src', 'packages/contract/package.json', 'packages/contract/tsconfig.json', 'packages/contract/tsconfig.build.json', ...shared],
    output: 'packages/contract/dist',
    marker: 'packages/contract/dist/constants.js',
    build: () => compile('packages/contract'),
  },
  server: {
    sources: [
      'apps/server/src',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      'apps/server/tsconfig.build.json',
      'lingui.config.ts',
      'lingui.server.config.ts',
      ...catalogues,
      ...shared,
    ],
    output: 'apps/server/dist',
    marker: 'apps/server/dist/main.js',
    // drizzle-orm bundled beside the compiled code (vendor-drizzle.mjs), then the migrated embedded
    // database a new data folder starts from (apps/server/src/cli/new-database.ts).
    build: () =>
      Promise.all([
        compileCatalogues(),
        compile('apps/server')
          .then(() => vendorDrizzle(join(root, 'apps/server/dist')))
          .then(() => run(process.execPath, ['dist/cli/new-database.js'], 'apps/server')),
      ]),
  },
  web: {
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/build',
      'apps/web/package.json',
      'scripts/build-service-worker.mjs',
      'packages/contract/src',
      'packages/contract/package.json',
      'lingui.config.ts',
      ...catalogues.filter((file) => file.startsWith('packages/contract/')),
      ...shared,
    ],
    output: 'apps/web/dist',
    marker: 'apps/web/dist/index.html',
    // Then the service worker, which keeps the files of the build just made (scripts/build-service-worker.mjs).
    build: () => run('npm', ['run', 'build'], 'apps/web').then(buildServiceWorker),
  },
};

/** Runs a command in a folder of the repository; resolves when it succeeds, rejects with its exit code. */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    // npm is a .cmd file on Windows, which only a shell starts.
    const child = spawn(command, args, { cwd: join(root, cwd), stdio: 'inherit', shell: process.platform === 'win32' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cwd}: ${[command, ...args].join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** All files under a folder, as paths relative to it. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * Compiles a package's src/ into dist/ (tsconfig.build.json) and copies beside the JavaScript every
 * file of src/ that is not TypeScript (the server's SQL migrations and their journal), so the
 * compiled code finds them where the sources did, through `new URL('./migrations', import.meta.url)`.
 * dist/ is emptied first: a source moved or deleted must not leave its old output behind.
 */
async function compile(pkg) {
  const src = join(root, pkg, 'src');
  const dist = join(root, pkg, 'dist');
  rmSync(dist, { recursive: true, force: true });
  await run(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--noCheck'], pkg);
  for (const file of filesUnder(src).filter((name) => !name.endsWith('.ts'))) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    cpSync(join(src, file), join(dist, file));
  }
}

/** The newest modification time of a file, or of any file under a folder; 0 when it is missing. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

const stampOf = (name) => join(stampDir, name);

function isStale(name) {
  const part = parts[name];
  const stamp = stampOf(name);
  if (!existsSync(stamp) || !existsSync(join(root, part.marker))) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return part.sources.some((source) => newest(join(root, source)) > builtAt);
}

/** Builds the named parts (all by default), at the same time; with ifStale only those out of date. */
export async function build({ names = Object.keys(parts), ifStale = false } = {}) {
  const unknown = names.filter((name) => !(name in parts));
  if (unknown.length > 0) throw new Error(`Unknown part(s) ${unknown.join(', ')}; the parts are ${Object.keys(parts).join(', ')}`);
  const chosen = ifStale ? names.filter(isStale) : names;
  if (chosen.length === 0) return [];
  mkdirSync(stampDir, { recursive: true });
  const startedAt = Date.now();
  console.log(`Building ${chosen.join(', ')}...`);
  // The stamp takes the time the build started, so a source saved during the build counts as newer.
  const results = await Promise.allSettled(
    chosen.map(async (name) => {
      rmSync(stampOf(name), { force: true });
      await parts[name].build();
      writeFileSync(stampOf(name), '');
      utimesSync(stampOf(name), new Date(startedAt), new Date(startedAt));
    }),
  );
  const failed = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failed.length > 0) throw new Error(failed.map((error) => (error instanceof Error ? error.message : String(error))).join('\n'));
  console.log(`Built ${chosen.join(', ')} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
  return chosen;
}

/** What `npm start` calls: builds whatever is missing or older than its sources. */
export const buildIfStale = (names) => build({ names, ifStale: true });

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const names = args.filter((arg) => !arg.startsWith('--'));
  try {
    const built = await build({ names: names.length > 0 ? names : undefined, ifStale: args.includes('--if-stale') });
    if (built.length === 0) console.log('The build is up to date.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
