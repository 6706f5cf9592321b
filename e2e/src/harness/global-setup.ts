import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startJanus } from '../../../apps/server/src/test/janus-process.ts';
import { startAppServer } from './app-server.ts';
import { chromiumArgs, findChromium } from './chromium.ts';
import { startMailbox } from './mailbox.ts';
import { startPhoneInbox } from './phone-inbox.ts';
import { repoRoot, resultsDir } from './paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailboxUrl: string;
    phoneInboxUrl: string;
    browserWsEndpoint: string;
  }
}

function ensureWebBuild(): void {
  // The root test:e2e script builds first; this covers running the e2e workspace on its own.
  if (existsSync(join(repoRoot, 'apps/web/dist/index.html'))) return;
  console.log('apps/web/dist is missing; building the web app...');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
}

/** Starts mail, SMS and WhatsApp, Janus, app and browser once for all journeys and stops them when the run ends. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Screenshots of an earlier run would be mistaken for this run's failures.
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  ensureWebBuild();
  const executablePath = findChromium();
  const mailbox = await startMailbox();
  const stops: Array<() => Promise<void>> = [() => mailbox.close()];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const phones = await startPhoneInbox();
    stops.push(() => phones.close());
    // Meetings of more than MESH_MAX_PEOPLE (4) go through it; the smaller ones stay a mesh, as without it.
    const janus = await startJanus();
    stops.push(() => janus.stop());
    const app = await startAppServer(mailbox.smtpUrl, { env: { ...phones.env, JANUS_URL: janus.url, JANUS_ADMIN_KEY: janus.adminKey } });
    stops.push(() => app.stop());
    const browser = await chromium.launchServer({ executablePath, headless: true, args: chromiumArgs });
    stops.push(() => browser.close());
    console.log(`Journeys run against ${app.baseUrl} (${app.database}) in ${executablePath}`);
    project.provide('baseUrl', app.baseUrl);
    project.provide('mailboxUrl', mailbox.httpUrl);
    project.provide('phoneInboxUrl', phones.httpUrl);
    project.provide('browserWsEndpoint', browser.wsEndpoint());
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
