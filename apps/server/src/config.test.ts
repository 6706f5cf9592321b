import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
let dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sahaya-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('loadConfig', () => {
  it('offers every language unless LANGUAGES names some, and refuses an unknown code or a list without English', () => {
    const base = { DATA_DIR: tempDir(), JWT_SECRET: SECRET };
    expect(loadConfig(base).languages).toEqual(['en', 'hi', 'bn', 'mr', 'te', 'ta', 'gu', 'kn', 'ml', 'ur']);
    expect(loadConfig({ ...base, LANGUAGES: ' ML, en ,hi' }).languages).toEqual(['en', 'hi', 'ml']);
    expect(() => loadConfig({ ...base, LANGUAGES: 'en,fr' })).toThrow(/LANGUAGES.*"fr" is not one of en, hi, bn/);
    expect(() => loadConfig({ ...base, LANGUAGES: 'hi,ta' })).toThrow(/LANGUAGES.*must include en/);
  });

  it('has embedded defaults for a fresh machine', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      mailFrom: 'Sahaya <no-reply@sahaya.local>',
      seedDemo: true,
      iceServers: [],
      isProduction: false,
      logLevel: 'info',
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('defaults the data folder to data/ at the repository root, wherever it is started from', () => {
    const config = loadConfig({ JWT_SECRET: SECRET });
    expect(config.dataDir).toBe(join(new URL('../../../', import.meta.url).pathname, 'data'));
  });

  it('keeps a generated development secret in the data folder across restarts', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, '.jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('turns demo data off by default when PostgreSQL is configured', () => {
    const env = { DATA_DIR: tempDir(), JWT_SECRET: SECRET, DATABASE_URL: 'postgres://localhost/sahaya' };
    expect(loadConfig(env).seedDemo).toBe(false);
    expect(loadConfig({ ...env, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('never seeds demo accounts in production unless SEED_DEMO=true says so', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: SECRET, PUBLIC_URL: 'https://sahaya.example.org', DATA_DIR: tempDir() };
    expect(loadConfig(env).seedDemo).toBe(false);
    expect(loadConfig({ ...env, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('believes no forwarded address unless TRUST_PROXY names the proxy', () => {
    const env = { DATA_DIR: tempDir(), JWT_SECRET: SECRET };
    expect(loadConfig(env).trustProxy).toBe(false);
    expect(loadConfig({ ...env, NODE_ENV: 'production', PUBLIC_URL: 'https://sahaya.example.org' }).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8, fd00::/8,loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'fd00::/8', 'loopback']);
    for (const bad of ['everyone', '10.0.0.0/33', '10.0.0.1/8/1', 'true']) {
      expect(() => loadConfig({ ...env, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('shows the metrics to this machine only unless METRICS_ALLOW names the scrapers', () => {
    const env = { DATA_DIR: tempDir(), JWT_SECRET: SECRET };
    expect(loadConfig(env).metricsAllow).toEqual(['loopback']);
    expect(loadConfig({ ...env, METRICS_ALLOW: '10.0.0.0/8, ::1' }).metricsAllow).toEqual(['10.0.0.0/8', '::1']);
    for (const bad of ['everyone', '1', '10.0.0.0/33']) {
      expect(() => loadConfig({ ...env, METRICS_ALLOW: bad }), bad).toThrow(/METRICS_ALLOW/);
    }
  });

  it('refuses to start in production without JWT_SECRET and PUBLIC_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(/JWT_SECRET and PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_DIR: tempDir() })).toThrow(ConfigError);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, PUBLIC_URL: 'https://sahaya.example.org/' });
    expect(config.publicUrl).toBe('https://sahaya.example.org');
  });

  it('takes donations through the provider whose keys are set, PAYMENT_PROVIDER choosing when both are', () => {
    const base = { DATA_DIR: tempDir(), JWT_SECRET: SECRET };
    const razorpay = { RAZORPAY_KEY_ID: 'rzp_test_key', RAZORPAY_KEY_SECRET: 'rzp_secret' };
    expect(loadConfig(base).paymentProvider).toBeUndefined();
    expect(loadConfig({ ...base, ...razorpay })).toMatchObject({ paymentProvider: 'razorpay', razorpayKeyId: 'rzp_test_key', razorpayKeySecret: 'rzp_secret' });
    expect(loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test' }).paymentProvider).toBe('stripe');
    expect(loadConfig({ ...base, ...razorpay, STRIPE_SECRET_KEY: 'sk_test', PAYMENT_PROVIDER: 'stripe' }).paymentProvider).toBe('stripe');
    expect(loadConfig({ ...base, ...razorpay, STRIPE_SECRET_KEY: 'sk_test', PAYMENT_PROVIDER: 'razorpay' }).paymentProvider).toBe('razorpay');
    expect(() => loadConfig({ ...base, ...razorpay, STRIPE_SECRET_KEY: 'sk_test' })).toThrow(/set PAYMENT_PROVIDER=razorpay or PAYMENT_PROVIDER=stripe/);
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test', PAYMENT_PROVIDER: 'razorpay' })).toThrow(
      /PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/,
    );
    expect(() => loadConfig({ ...base, ...razorpay, PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER: must be razorpay or stripe/);
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_test_key' })).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together/);
    expect(() => loadConfig({ ...base, RAZORPAY_API_URL: 'not a url' })).toThrow(/RAZORPAY_API_URL/);
  });

  it("refuses a production start whose provider has no webhook secret, since nothing would complete its donations", () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: SECRET, PUBLIC_URL: 'https://sahaya.example.org', DATA_DIR: tempDir() };
    const razorpay = { RAZORPAY_KEY_ID: 'rzp_live_key', RAZORPAY_KEY_SECRET: 'rzp_secret' };
    expect(() => loadConfig({ ...production, ...razorpay })).toThrow(/needs RAZORPAY_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live' })).toThrow(/needs STRIPE_WEBHOOK_SECRET/);
    expect(loadConfig({ ...production, ...razorpay, RAZORPAY_WEBHOOK_SECRET: 'whsec' }).razorpayWebhookSecret).toBe('whsec');
    // Outside production a key alone is enough to try the checkout.
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET, ...razorpay }).paymentProvider).toBe('razorpay');
  });

  it('issues receipts for the organisation of ORG_*: under section 80G only with ORG_80G_NUMBER, a made-up one outside production', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: SECRET, PUBLIC_URL: 'https://sahaya.example', DATA_DIR: tempDir() };
    expect(loadConfig(production).org).toEqual({ name: 'Sahaya' });
    const org = {
      ORG_NAME: 'Sahaya Seva Trust',
      ORG_ADDRESS: '4 Gandhi Marg, Jaipur 302001',
      ORG_PAN: 'aaats9876k',
      ORG_80G_NUMBER: 'AAATS9876KF20241',
      ORG_80G_VALIDITY: 'AY 2025-26 to AY 2029-30',
      ORG_80G_ISSUED_ON: '2024-05-28',
    };
    expect(loadConfig({ ...production, ...org }).org).toEqual({
      name: 'Sahaya Seva Trust',
      address: '4 Gandhi Marg, Jaipur 302001',
      pan: 'AAATS9876K',
      registration80G: 'AAATS9876KF20241',
      validity80G: 'AY 2025-26 to AY 2029-30',
      issued80G: '2024-05-28',
    });
    // Outside production an unset organisation is a made-up one, so receipts show every part.
    expect(loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: SECRET }).org.registration80G).toBeTruthy();
    expect(() => loadConfig({ ...production, ORG_PAN: 'AAAT9876K' })).toThrow(/ORG_PAN: must be a PAN/);
    expect(() => loadConfig({ ...production, ORG_80G_ISSUED_ON: '28/05/2024' })).toThrow(/ORG_80G_ISSUED_ON/);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', ICE_SERVERS: '{not json', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*JWT_SECRET[\s\S]*ICE_SERVERS/,
    );
  });

  it('tells an ambulance request to call 112 unless EMERGENCY_NUMBER names another number', () => {
    expect(loadConfig({}).emergencyNumber).toBe('112');
    expect(loadConfig({ EMERGENCY_NUMBER: '108' }).emergencyNumber).toBe('108');
    expect(() => loadConfig({ EMERGENCY_NUMBER: 'call mum' })).toThrow(/EMERGENCY_NUMBER/);
  });

  it('keeps a completed request\'s chat for 365 days unless CHAT_RETENTION_DAYS names a whole number of days', () => {
    expect(loadConfig({}).chatRetentionDays).toBe(365);
    expect(loadConfig({ CHAT_RETENTION_DAYS: '' }).chatRetentionDays).toBe(365);
    expect(loadConfig({ CHAT_RETENTION_DAYS: ' 30 ' }).chatRetentionDays).toBe(30);
    for (const bad of ['0', '-5', '1.5', 'a year', '100000']) {
      expect(() => loadConfig({ CHAT_RETENTION_DAYS: bad })).toThrow(/CHAT_RETENTION_DAYS/);
    }
  });

  it('keeps the access log 400 days unless ACCESS_LOG_DAYS names at least 365, and refuses to start with less', () => {
    expect(loadConfig({}).accessLogDays).toBe(400);
    expect(loadConfig({ ACCESS_LOG_DAYS: '730' }).accessLogDays).toBe(730);
    for (const bad of ['364', '30', '0', '1.5', 'a year']) {
      expect(() => loadConfig({ ACCESS_LOG_DAYS: bad })).toThrow(/ACCESS_LOG_DAYS/);
    }
  });

  it('leases a job to its node for 45 s unless JOB_LEASE_SECONDS names a whole number of seconds', () => {
    expect(loadConfig({}).jobLeaseSeconds).toBe(45);
    expect(loadConfig({ JOB_LEASE_SECONDS: ' 6 ' }).jobLeaseSeconds).toBe(6);
    for (const bad of ['0', '2', '1.5', 'a minute', '3601']) {
      expect(() => loadConfig({ JOB_LEASE_SECONDS: bad })).toThrow(/JOB_LEASE_SECONDS/);
    }
  });

  it("waits each queue's own time before a failed job's next try unless JOB_RETRY_DELAY_SECONDS names one for all", () => {
    expect(loadConfig({}).jobRetryDelaySeconds).toBeUndefined();
    expect(loadConfig({ JOB_RETRY_DELAY_SECONDS: ' 1 ' }).jobRetryDelaySeconds).toBe(1);
    for (const bad of ['0', '1.5', 'a minute', '3601']) {
      expect(() => loadConfig({ JOB_RETRY_DELAY_SECONDS: bad })).toThrow(/JOB_RETRY_DELAY_SECONDS/);
    }
  });

  it('gives the embedded database the shared buffers PGLITE_SHARED_BUFFERS_MB names, in whole MB', () => {
    expect(loadConfig({}).pgliteSharedBuffersMb).toBeUndefined();
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '128' }).pgliteSharedBuffersMb).toBe(128);
    for (const bad of ['0', '16.5', '16MB', '8193']) {
      expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: bad })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
    }
  });

  it('reads ICE servers as JSON and the admin pair together', () => {
    const dir = tempDir();
    const ice = '[{"urls":"turn:turn.example.org:3478","username":"u","credential":"p"}]';
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET, ICE_SERVERS: ice, ADMIN_EMAIL: 'Boss@Example.org', ADMIN_PASSWORD: 'Admin@1234' });
    expect(config.iceServers).toEqual([{ urls: 'turn:turn.example.org:3478', username: 'u', credential: 'p' }]);
    expect(config.adminEmail).toBe('boss@example.org');
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET, ADMIN_EMAIL: 'boss@example.org' })).toThrow(/together/);
  });

  it('uses Janus only with JANUS_URL, a mesh of four people by default', () => {
    const base = { DATA_DIR: tempDir(), JWT_SECRET: SECRET };
    expect(loadConfig(base).janus).toBeUndefined();
    expect(loadConfig({ ...base, JANUS_URL: ' ws://127.0.0.1:8188 ' }).janus).toEqual({
      url: 'ws://127.0.0.1:8188',
      publicUrl: 'ws://127.0.0.1:8188',
      adminKey: undefined,
      meshMaxPeople: 4,
    });
    expect(
      loadConfig({ ...base, JANUS_URL: 'ws://janus:8188', JANUS_PUBLIC_URL: 'wss://meet.example.org/janus', JANUS_ADMIN_KEY: 'k', MESH_MAX_PEOPLE: '2' }).janus,
    ).toEqual({ url: 'ws://janus:8188', publicUrl: 'wss://meet.example.org/janus', adminKey: 'k', meshMaxPeople: 2 });
  });

  it('refuses a Janus URL that is not a WebSocket, a mesh of fewer than two, and Janus settings without JANUS_URL', () => {
    const base = { DATA_DIR: tempDir(), JWT_SECRET: SECRET };
    for (const url of ['http://janus:8088/janus', 'janus:8188', 'ws//janus']) {
      expect(() => loadConfig({ ...base, JANUS_URL: url }), url).toThrow(/JANUS_URL: must be a ws:\/\/ or wss:\/\/ URL/);
    }
    expect(() => loadConfig({ ...base, JANUS_URL: 'ws://janus:8188', JANUS_PUBLIC_URL: 'https://meet.example.org' })).toThrow(/JANUS_PUBLIC_URL/);
    for (const people of ['1', '0', '4.5', 'four']) {
      expect(() => loadConfig({ ...base, JANUS_URL: 'ws://janus:8188', MESH_MAX_PEOPLE: people }), people).toThrow(/MESH_MAX_PEOPLE/);
    }
    expect(() => loadConfig({ ...base, JANUS_ADMIN_KEY: 'k' })).toThrow(/JANUS_ADMIN_KEY is set without JANUS_URL/);
    expect(() => loadConfig({ ...base, MESH_MAX_PEOPLE: '6', JANUS_PUBLIC_URL: 'wss://meet.example.org/janus' })).toThrow(
      /JANUS_PUBLIC_URL, MESH_MAX_PEOPLE are set without JANUS_URL/,
    );
  });
});
