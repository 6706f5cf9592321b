/**
 * `npm run bench -- --lighthouse`: how fast the first visit to a page is on a phone. Builds the web
 * app if its sources changed, starts the real server (production settings, embedded database with
 * the demo data) on a free port, and runs Lighthouse's mobile performance audit on /home,
 * /user/login and /user/dashboard (signed in as the demo user), each in a fresh Chromium with an
 * empty cache, several times. Prints the median score, LCP and JavaScript sent per page against
 * the goals, writes the same as markdown to bench/results/lighthouse.md, and exits with status 1
 * when a goal is missed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { DEMO_PASSWORD, isEmpty, seedDemoData } from '../../apps/server/src/seed/demo-data.ts';
import { randomToken } from '../../apps/server/src/lib/tokens.ts';
import { defaultWebDist } from '../../apps/server/src/plugins/http/web-app.ts';
import { median } from './median.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const resultsFile = fileURLToPath(new URL('../results/lighthouse.md', import.meta.url));
/** Each run's full Lighthouse report, to read what it says slowed a page (not committed: data/ is ignored). */
const reportsDir = join(root, 'data/bench/lighthouse');

/** Lighthouse's own advice is a median of several runs: one run swings by several points. */
const DEFAULT_RUNS = 3;
const DEMO_USER = 'user@sahaya.demo';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Page {
  path: string;
  /** A browser set to this language (its `navigator.languages` and `Accept-Language`); English otherwise. */
  language?: string;
  signedIn: boolean;
  /** Goal for the JavaScript the first visit loads, gzipped, in KiB. */
  jsBudgetKiB: number;
}

const PAGES: Page[] = [
  { path: '/home', signedIn: false, jsBudgetKiB: 170 },
  // The same page prerendered in Hindi, with the Hindi catalogues it loads.
  { path: '/home', language: 'hi-IN', signedIn: false, jsBudgetKiB: 170 },
  { path: '/user/login', signedIn: false, jsBudgetKiB: 170 },
  // The login page in each other language Sahaya speaks, with its catalogues: the budget holds in every one.
  ...['hi-IN', 'bn-IN', 'mr-IN', 'te-IN', 'ta-IN', 'gu-IN', 'kn-IN', 'ml-IN', 'ur-IN'].map((language) => ({ path: '/user/login', language, signedIn: false, jsBudgetKiB: 170 })),
  { path: '/impact', signedIn: false, jsBudgetKiB: 170 },
  { path: '/user/dashboard', signedIn: true, jsBudgetKiB: 300 },
];
const SCORE_GOAL = 90;

interface Run {
  score: number;
  lcpMs: number;
  /** Bytes of script as they crossed the network, headers included, in the encoding the server chose. */
  jsSentBytes: number;
  /** The same scripts' gzip copies in the build, the measure of the budget. */
  jsGzipBytes: number;
}

/** A run Lighthouse itself could not record, as opposed to a page that failed. */
class LighthouseError extends Error {}

const log = (line: string) => process.stderr.write(`${line}\n`);

const kib = (bytes: number) => bytes / 1024;

function chromePath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`No Chromium at ${path}: install Debian's chromium or set CHROME_PATH`);
  return path;
}

/** The size of a script's gzip copy in the build (the script itself when it has none: under 1 KiB). */
function gzipSizeOf(url: string): number {
  const file = join(defaultWebDist, new URL(url).pathname);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

/**
 * Signs in as the demo user through the login page, as a person would, so the browser holds
 * whatever the web app keeps of a session (its stored session and the refresh cookie); then
 * empties the HTTP cache and removes the service worker with its cache, so the measured visit
 * downloads everything again like a first one.
 */
async function signIn(port: number, baseUrl: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/user/login`);
    // The prerendered form takes typing at once; its Login button is a submit button only once the
    // app has taken the page over (apps/web/src/start-app.tsx), so the click below waits for that.
    await page.locator('input[name="email"]').fill(DEMO_USER);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').setTimeout(30_000).click();
    await page.waitForFunction(`location.pathname === '/user/dashboard'`, { timeout: 30_000 });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    // The app's service worker (apps/web/src/sw/sw.ts) keeps the hashed files in a cache of its own
    // and would answer the measured visit from it: it goes too, the session's storage stays.
    await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'service_workers,cache_storage' });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function measure(baseUrl: string, page: Page, reportName: string): Promise<Run> {
  const languageFlags = page.language ? [`--lang=${page.language}`, `--accept-lang=${page.language}`] : [];
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: [...CHROME_FLAGS, ...languageFlags] });
  try {
    if (page.signedIn) await signIn(chrome.port, baseUrl);
    const result = await lighthouse(`${baseUrl}${page.path}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      // Clearing storage would sign the person out; signIn has emptied the cache itself.
      disableStorageReset: page.signedIn,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseError(lhr.runtimeError.message);
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(join(reportsDir, `${reportName}.json`), JSON.stringify(lhr));
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== page.path) throw new Error(`${page.path} ended on ${finalPath}: the page was not the one measured`);
    const requests = (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> } | undefined)
      ?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script' && String(r.url).startsWith(baseUrl));
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      jsSentBytes: scripts.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0),
      jsGzipBytes: scripts.reduce((sum, r) => sum + gzipSizeOf(String(r.url)), 0),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART and the like); such a run is tried again. */
const ATTEMPTS = 3;

async function measureAgainIfLost(baseUrl: string, page: Page, reportName: string): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(baseUrl, page, reportName);
    } catch (error) {
      if (!(error instanceof LighthouseError) || attempt >= ATTEMPTS) throw error;
      log(`  ${page.path}: ${error.message}; trying again`);
    }
  }
}

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sahaya-lighthouse-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: randomToken(48),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
  });
  const app = await buildApp(config, { rateLimit: false, logger: false });
  await app.ready();
  if (await isEmpty(app.db)) await seedDemoData(app.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The app is not listening on a TCP port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface PageResult {
  page: Page;
  runs: Run[];
  score: number;
  lcpMs: number;
  jsSentBytes: number;
  jsGzipBytes: number;
  met: boolean;
}

function table(results: PageResult[], runs: number): string[] {
  const lines = [
    `| page | performance (goal ≥ ${SCORE_GOAL}) | LCP | JS sent | JS gz (goal) | each run: score / LCP s |`,
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of results) {
    const runsText = r.runs.map((run) => `${run.score} / ${(run.lcpMs / 1000).toFixed(2)}`).join(', ');
    lines.push(
      `| ${r.page.path}${r.page.language ? ` (${r.page.language})` : ''} | ${r.score}${r.score >= SCORE_GOAL ? '' : ' !!'} | ${(r.lcpMs / 1000).toFixed(2)} s | ` +
        `${kib(r.jsSentBytes).toFixed(1)} KiB | ${kib(r.jsGzipBytes).toFixed(1)} KiB (≤ ${r.page.jsBudgetKiB})` +
        `${kib(r.jsGzipBytes) <= r.page.jsBudgetKiB ? '' : ' !!'} | ${runsText} |`,
    );
  }
  lines.push('', `Median of ${runs} runs per page, each metric on its own; !! marks a missed goal.`);
  return lines;
}

export async function runLighthouse(argv: string[]): Promise<void> {
  const runsArg = argv.find((a) => a.startsWith('--runs='));
  const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : DEFAULT_RUNS;
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of 1 or more`);
  const pagesArg = argv.find((a) => a.startsWith('--pages='));
  const chosen = pagesArg ? pagesArg.slice('--pages='.length).split(',') : undefined;
  const pages = chosen ? PAGES.filter((p) => chosen.includes(p.path)) : PAGES;
  if (pages.length === 0) throw new Error(`--pages names none of ${[...new Set(PAGES.map((p) => p.path))].join(', ')}`);
  const unknown = argv.filter((a) => a !== '--lighthouse' && !a.startsWith('--runs=') && !a.startsWith('--pages='));
  if (unknown.length > 0) throw new Error(`With --lighthouse only --runs=N and --pages=a,b are understood, not ${unknown.join(' ')}`);

  execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--if-stale', 'web'], { cwd: root, stdio: 'inherit' });
  const server = await startServer();
  const results: PageResult[] = [];
  try {
    for (const page of pages) {
      const pageRuns: Run[] = [];
      for (let i = 1; i <= runs; i += 1) {
        const name = `${page.path.slice(1).replaceAll('/', '-')}${page.language ? `-${page.language}` : ''}-${i}`;
        const run = await measureAgainIfLost(server.baseUrl, page, name);
        log(`  ${page.path}${page.language ? ` (${page.language})` : ''} run ${i}: ${run.score}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, JS ${kib(run.jsGzipBytes).toFixed(1)} KiB gz`);
        pageRuns.push(run);
      }
      const result = {
        page,
        runs: pageRuns,
        score: median(pageRuns.map((r) => r.score)),
        lcpMs: median(pageRuns.map((r) => r.lcpMs)),
        jsSentBytes: median(pageRuns.map((r) => r.jsSentBytes)),
        jsGzipBytes: median(pageRuns.map((r) => r.jsGzipBytes)),
      };
      results.push({ ...result, met: result.score >= SCORE_GOAL && kib(result.jsGzipBytes) <= page.jsBudgetKiB });
    }
  } finally {
    await server.close();
  }

  const lines = table(results, runs);
  process.stdout.write(`\nLighthouse (mobile, performance)\n\n${lines.join('\n')}\n`);
  log(`\nEach run's report: ${reportsDir}`);
  // Only a run of every page replaces the committed figures.
  if (chosen) {
    if (results.some((r) => !r.met)) process.exitCode = 1;
    return;
  }
  mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
  const command = `npm run bench -- ${argv.join(' ')}`;
  writeFileSync(
    resultsFile,
    `# Lighthouse (mobile, performance)\n\n${new Date().toISOString()}, \`${command}\`\n\n${lines.join('\n')}\n`,
  );
  log(`\nMarkdown copy: ${resultsFile}`);
  if (results.some((r) => !r.met)) process.exitCode = 1;
}
