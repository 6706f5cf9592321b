import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages, offerLanguages } from '@sahaya/contract/i18n/languages';
import { commonMessages } from '@sahaya/contract/messages';
import { buildTestApp } from '../../test/build-test-app.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

/** A built file and the brotli and gzip copies the web build writes beside it. */
function writeBuilt(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

const decoded = (encoding: string | undefined, body: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();

describe('the web app, prerendered and compressed', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let dir: string;
  const script = `export const words = ${JSON.stringify('community help '.repeat(400))};`;
  const shell = '<!doctype html><html lang="en"><title>Sahaya</title><div id="root"></div>';
  const homePage = '<!doctype html><html lang="en"><title>Home · Sahaya</title><div id="root"><h1>Community help</h1></div>';
  const hindiHome = '<!doctype html><html lang="hi"><title>मुख्य पेज · सहाया</title><div id="root"><h1>समुदाय की सहायता</h1></div>';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sahaya-web-'));
    const dist = join(dir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(join(dist, 'prerendered', 'en', 'user'), { recursive: true });
    mkdirSync(join(dist, 'prerendered', 'hi', 'user'), { recursive: true });
    writeBuilt(join(dist, 'index.html'), shell);
    writeBuilt(join(dist, 'assets', 'app-1234.js'), script);
    writeBuilt(join(dist, 'prerendered', 'en', 'home.html'), homePage);
    writeBuilt(join(dist, 'prerendered', 'hi', 'home.html'), hindiHome);
    writeFileSync(join(dist, 'prerendered', 'en', 'user', 'login.html'), '<div id="root"><h1>Welcome back</h1></div>');
    writeFileSync(join(dist, 'prerendered', 'en', 'user', 'login@role=volunteer.html'), '<div id="root"><h1>Volunteer login</h1></div>');
    writeFileSync(join(dist, 'prerendered', 'hi', 'user', 'login.html'), '<div id="root"><h1>फिर से स्वागत है</h1></div>');
    ({ app, close } = await buildTestApp({ rateLimit: false, webDist: dist }));
  });
  afterAll(async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the prerendered page of a public path and the shell for any other page', async () => {
    const expected: Record<string, string> = {
      '/home': 'Community help',
      '/home?from=mail': 'Community help',
      '/user/login': 'Welcome back',
      '/user/login?role=volunteer': 'Volunteer login',
      '/user/login?from=mail&role=volunteer': 'Volunteer login',
      '/user/login?role=user': 'Welcome back',
      '/user/login?role=..%2F..%2Findex': 'Welcome back',
      '/user/dashboard': '<div id="root"></div>',
      '/about': '<div id="root"></div>',
      '/prerendered/../index': '<div id="root"></div>',
      '/en/home': '<div id="root"></div>',
      '/': '<div id="root"></div>',
    };
    for (const [url, text] of Object.entries(expected)) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain(text);
    }
  });

  it("sends a page in the visitor's language: the language cookie, else the browser's Accept-Language", async () => {
    const cases: { headers: Record<string, string>; lang: string; text: string }[] = [
      { headers: {}, lang: 'en', text: 'Community help' },
      { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }, lang: 'hi', text: 'समुदाय की सहायता' },
      { headers: { 'accept-language': 'en-GB,en;q=0.9,hi;q=0.8' }, lang: 'en', text: 'Community help' },
      { headers: { 'accept-language': 'fr-FR,fr;q=0.9' }, lang: 'en', text: 'Community help' },
      { headers: { 'accept-language': 'en-US', cookie: 'sahaya-language=hi' }, lang: 'hi', text: 'समुदाय की सहायता' },
      { headers: { 'accept-language': 'hi-IN', cookie: 'sahaya-language=en' }, lang: 'en', text: 'Community help' },
      { headers: { 'accept-language': 'hi-IN', cookie: 'sahaya-language=xx' }, lang: 'hi', text: 'समुदाय की सहायता' },
    ];
    for (const { headers, lang, text } of cases) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const state = `${JSON.stringify(headers)} ${encoding}`;
        const response = await app.inject({ url: '/home', headers: { ...headers, 'accept-encoding': encoding } });
        expect(response.statusCode, state).toBe(200);
        const body = decoded(response.headers['content-encoding'] as string | undefined, response.rawPayload);
        expect(body, state).toContain(`<html lang="${lang}">`);
        expect(body, state).toContain(text);
        expect(response.headers.vary, state).toBe('Accept-Encoding, Cookie, Accept-Language');
      }
    }
    // A page the build has in one language only is still sent, rather than the empty shell.
    const login = await app.inject({ url: '/user/login?role=volunteer', headers: { cookie: 'sahaya-language=hi' } });
    expect(login.body).toContain('फिर से स्वागत है');
  });

  it("names the visitor's language and larger text size on <html> of every page, index.html too", async () => {
    const hindi = await app.inject({ url: '/user/dashboard', headers: { 'accept-language': 'hi-IN' } });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers['content-type']).toContain('text/html');
    expect(hindi.headers['cache-control']).toBe('no-cache');
    expect(hindi.headers.vary).toContain('Accept-Language');
    expect(hindi.body).toContain('<html lang="hi"><title>Sahaya</title><div id="root"></div>');
    const root = await app.inject({ url: '/', headers: { cookie: 'sahaya-language=hi' } });
    expect(root.body).toContain('<html lang="hi">');

    for (const size of ['large', 'larger']) {
      const page = await app.inject({ url: '/home', headers: { cookie: `sahaya-language=hi; sahaya-text-size=${size}` } });
      expect(page.body, size).toContain(`<html lang="hi" data-text-size="${size}">`);
      expect(page.body, size).toContain('समुदाय की सहायता');
      const other = await app.inject({ url: '/user/dashboard', headers: { cookie: `sahaya-text-size=${size}` } });
      expect(other.body, size).toContain(`<html lang="en" data-text-size="${size}">`);
    }
    // Urdu's pages run right to left from the first byte.
    const urdu = await app.inject({ url: '/user/dashboard', headers: { 'accept-language': 'ur-IN,ur;q=0.9' } });
    expect(urdu.body).toContain('<html lang="ur" dir="rtl"><title>Sahaya</title>');
    const tamil = await app.inject({ url: '/user/dashboard', headers: { 'accept-language': 'ta-IN,ta;q=0.9' } });
    expect(tamil.body).toContain('<html lang="ta"><title>Sahaya</title>');
    for (const cookie of ['sahaya-text-size=normal', 'sahaya-text-size=huge"><script>']) {
      const page = await app.inject({ url: '/home', headers: { cookie } });
      expect(page.body, cookie).toContain('<html lang="en">');
      expect(page.body, cookie).not.toContain('data-text-size');
    }
  });

  it('sends the build-time brotli or gzip copy of a built file, as the browser accepts', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await app.inject({ url: '/assets/app-1234.js', headers: { 'accept-encoding': accept } });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['cache-control'], accept).toContain('immutable');
      expect(response.headers.vary, accept).toContain('Accept-Encoding');
      expect(decoded(encoding, response.rawPayload), accept).toBe(script);
    }
    const page = await app.inject({ url: '/home', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('Accept-Encoding');
    expect(decoded('br', page.rawPayload)).toBe(homePage);
  });

  it('compresses a large API reply and leaves a tiny one as it is', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const large = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': encoding } });
      expect(large.statusCode).toBe(200);
      expect(large.headers['content-encoding']).toBe(encoding);
      const text = decoded(encoding, large.rawPayload);
      expect(text.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      expect(large.rawPayload.length).toBeLessThan(text.length / 3);
      expect((JSON.parse(text) as { openapi: string }).openapi).toMatch(/^3\./);
    }
    const tiny = await app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual({ status: 'ok' });
  });
});

describe('the built web app', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let dir: string;
  let dist: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sahaya-web-'));
    dist = join(dir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sahaya</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'export {};');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Sahaya"}');
    ({ app, close } = await buildTestApp({ rateLimit: false, webDist: dist }));
  });
  afterAll(async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the service worker for the whole site, checked for a new build on every load, and the manifest by its registered type', async () => {
    const worker = await app.inject('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['service-worker-allowed']).toBe('/');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    // The type the W3C manifest spec registers, which browsers expect.
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
    expect(manifest.headers['service-worker-allowed']).toBeUndefined();
    // Worded for the reader: its name under the home screen's icon, its language and direction.
    expect(manifest.json()).toMatchObject({ name: 'Sahaya — community help', short_name: 'Sahaya', lang: 'en', dir: 'ltr' });
    const urdu = await app.inject({ url: '/manifest.webmanifest', headers: { 'accept-language': 'ur' } });
    expect(urdu.json()).toMatchObject({ short_name: 'سہایا', lang: 'ur', dir: 'rtl' });
    expect(urdu.json<{ description: string }>().description).toMatch(/\p{Script=Arabic}/u);
    expect(urdu.headers.vary).toBe('Cookie, Accept-Language');
    // Only the worker at the root of the build may control the site.
    writeFileSync(join(dist, 'assets', 'sw.js'), 'export {};');
    expect((await app.inject('/assets/sw.js')).headers['service-worker-allowed']).toBeUndefined();
  });

  it('serves index.html for any page path, so the browser router shows it', async () => {
    for (const url of ['/', '/home', '/user/login', '/admin/userDetails/123']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves files of a rebuild made while it runs', async () => {
    writeFileSync(join(dist, 'assets', 'rebuilt-9999.js'), 'export {};');
    const response = await app.inject('/assets/rebuilt-9999.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('export {};');
  });

  it('caches hashed assets for a year and keeps API 404s as JSON', async () => {
    const asset = await app.inject('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/assets/gone-5678.js')).statusCode).toBe(404);
    const api = await app.inject('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: commonMessages.notFound(), code: 'ROUTE_NOT_FOUND' });
  });
});

describe('the web app of an NGO that offers some languages (LANGUAGES)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sahaya-web-'));
    const dist = join(dir, 'dist');
    mkdirSync(join(dist, 'prerendered', 'en'), { recursive: true });
    mkdirSync(join(dist, 'prerendered', 'ta'), { recursive: true });
    writeBuilt(join(dist, 'index.html'), '<!doctype html><html lang="en"><title>Sahaya</title><div id="root"></div>');
    writeBuilt(join(dist, 'prerendered', 'en', 'home.html'), '<!doctype html><html lang="en"><div id="root"><h1>Community help</h1></div>');
    writeBuilt(join(dist, 'prerendered', 'ta', 'home.html'), '<!doctype html><html lang="ta"><div id="root"><h1>சமூக உதவி</h1></div>');
    ({ app, close } = await buildTestApp({ rateLimit: false, webDist: dist, env: { LANGUAGES: 'en,hi,ml' } }));
  });
  afterAll(async () => {
    await close();
    offerLanguages(languages);
    rmSync(dir, { recursive: true, force: true });
  });

  it('names the offered languages on every page, and reads a language it does not offer as English', async () => {
    for (const headers of [{}, { 'accept-language': 'ta-IN,ta;q=0.9' }, { cookie: 'sahaya-language=ta' }]) {
      const page = await app.inject({ url: '/home', headers: { ...headers, 'accept-encoding': 'identity' } });
      expect(page.body, JSON.stringify(headers)).toContain('<html lang="en" data-languages="en,hi,ml">');
      expect(page.body, JSON.stringify(headers)).toContain('Community help');
    }
    const malayalam = await app.inject({ url: '/user/dashboard', headers: { 'accept-language': 'ml' } });
    expect(malayalam.body).toContain('<html lang="ml" data-languages="en,hi,ml">');
    // The API answers in an offered language only, too.
    const refused = await app.inject({ method: 'GET', url: '/api/users/me', headers: { 'accept-language': 'ta' } });
    expect(refused.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Unauthorized' });
  });
});
