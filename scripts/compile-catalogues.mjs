// `lingui compile` of the catalogues the server loads (lingui.server.config.ts): writes each one
// compiled, `locales/<language>.json` beside its `.po` (git-ignored). The build runs it before compiling the
// server, and the tests before they start (vitest.config.ts's globalSetup), so a fresh clone needs
// no step of its own; `npm run i18n:compile` runs it by hand, after a catalogue was edited.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const lingui = join(dirname(createRequire(import.meta.url).resolve('@lingui/cli')), 'lingui.js');

/** Compiles the catalogues; rejects, with what Lingui said, when it fails. */
export async function compileCatalogues() {
  try {
    // One worker: the catalogues are small, and a pool of threads costs more than it saves.
    await promisify(execFile)(process.execPath, [lingui, 'compile', '--config', 'lingui.server.config.ts', '--workers', '1'], { cwd: root });
  } catch (error) {
    throw new Error(`lingui compile failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
  }
}

/** Vitest's globalSetup: the catalogues are compiled once, before any test file runs. */
export default compileCatalogues;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await compileCatalogues();
