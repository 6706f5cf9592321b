// Builds the web app only when its sources are newer than the last build, so a second
// `npm start` (or a second test run) does not spend half a minute rebuilding the same files.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'packages/contract/src',
  'package-lock.json',
];

/** The newest modification time of a file, or of any file under a folder. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newest(join(root, source))));
if (changedAt > builtAt) {
  execSync('npm run build --workspace apps/web', { cwd: root, stdio: 'inherit' });
} else {
  console.log('The web app is up to date in apps/web/dist.');
}
