import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const debianPath = '/usr/bin/chromium';

/** Flags that keep a headless Chromium quiet and usable as root inside containers and CI. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Flags for journeys through the video room: a fake camera, microphone and screen, granted without
 * a prompt, and peer connections over the loopback address (no mDNS names), so two pages of one
 * browser can call each other.
 */
export const fakeMediaArgs = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
  '--allow-loopback-in-peer-connection',
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function whichChromium(): string | undefined {
  try {
    const found = execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
    return found || undefined;
  } catch {
    return undefined;
  }
}

function installDebianChromium(): void {
  // The journeys must run on a fresh machine, so a missing browser is installed rather than skipped.
  const asRoot = process.getuid?.() === 0;
  const script = 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium';
  console.log('Chromium not found; installing Debian chromium (apt-get install chromium)...');
  if (asRoot) execFileSync('sh', ['-c', script], { stdio: 'inherit' });
  else execFileSync('sudo', ['-E', 'sh', '-c', script], { stdio: 'inherit' });
}

/** Returns the path of a Chromium binary: CHROME_PATH, then Debian's, then PATH; installs Debian's as a last resort. */
export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, which is not an executable file.`);
    return fromEnv;
  }
  if (isExecutable(debianPath)) return debianPath;
  const onPath = whichChromium();
  if (onPath) return onPath;
  installDebianChromium();
  const installed = isExecutable(debianPath) ? debianPath : whichChromium();
  if (!installed) throw new Error('Installing chromium finished, but no chromium binary was found.');
  return installed;
}
