/**
 * The environment, read once and checked with zod. Every setting has an embedded default so
 * `npm start` works on a fresh machine; production refuses to start without its secrets.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import webpush from 'web-push';
import { z } from 'zod';
import { DEFAULT_CHAT_RETENTION_DAYS } from '@sahaya/contract/constants';
import { defaultLanguage, isLanguage, languages, type Language } from '@sahaya/contract/i18n/languages';

/** The repository root, found from this file so the default data folder does not depend on the cwd. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Empty variables read as unset, so `FOO=` in a shell or .env file does not count as a value. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(v)));

const iceServer = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

const iceServersJson = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (!text?.trim()) return [];
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of RTCIceServer objects' });
      return z.NEVER;
    }
  })
  .pipe(z.array(iceServer));

/**
 * A comma-separated list of addresses and ranges (`10.0.0.0/8`); `loopback`, `linklocal` and
 * `uniquelocal` name the private ranges. Checked here so a typo stops the start rather than
 * trusting or exposing the wrong addresses.
 */
function addressList(text: string, ctx: z.RefinementCtx, expected = 'an address or an address range'): string[] {
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(entry);
    const prefixOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
    if (!named && (version === 0 || !prefixOk || rest.length > 0)) {
      ctx.addIssue({ code: 'custom', message: `"${entry}" is not ${expected}` });
      return [];
    }
  }
  return entries;
}

/**
 * Which peers may tell the client's address in X-Forwarded-For: a hop count, or the load
 * balancer's addresses and ranges. Unset, no forwarded header is believed, so nobody can choose
 * the address the rate limits count.
 */
const trustProxy = optionalText.transform((text, ctx): false | number | string[] => {
  if (text === undefined) return false;
  if (/^\d+$/.test(text)) return Number(text);
  return addressList(text, ctx, 'a hop count, an address or an address range');
});

/** Who may read /metrics: only this machine unless the scraper's addresses are named. */
const metricsAllow = optionalText.transform((text, ctx) => (text === undefined ? ['loopback'] : addressList(text, ctx)));

/** TURN_URLS: comma-separated `turn:` and `turns:` URLs (RFC 7065), as browsers take them. */
const turnUrls = optionalText.transform((text, ctx) => {
  const urls = (text ?? '').split(',').map((url) => url.trim()).filter(Boolean);
  const bad = urls.find((url) => !/^turns?:(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?(\?transport=(udp|tcp))?$/.test(url));
  if (bad) ctx.addIssue({ code: 'custom', message: `"${bad}" is not a turn: or turns: URL like turn:turn.example.org:3478?transport=udp` });
  return urls.length > 0 ? urls : undefined;
});

/** A WebSocket URL (`ws:` or `wss:`), as Janus's WebSockets transport and browsers take it. */
const webSocketUrl = optionalText.pipe(
  z
    .url({ protocol: /^wss?$/, error: 'must be a ws:// or wss:// URL like wss://janus.example.org/janus' })
    .optional(),
);

/**
 * LANGUAGES: the languages the NGO offers, as codes (`en,hi,ml`); unset, every language Sahaya
 * speaks. English stays among them: it is what an admin first writes an asset's texts in, and
 * what a reader of a language without a text reads.
 */
const languageList = optionalText.transform((text, ctx): Language[] => {
  if (text === undefined) return [...languages];
  const codes = text.split(',').map((code) => code.trim().toLowerCase()).filter(Boolean);
  const unknown = codes.filter((code) => !isLanguage(code));
  if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `${unknown.map((code) => `"${code}"`).join(', ')} is not one of ${languages.join(', ')}` });
  else if (!codes.includes(defaultLanguage)) ctx.addIssue({ code: 'custom', message: `must include ${defaultLanguage}, the language every text is first written in` });
  return languages.filter((code) => codes.includes(code));
});

const env = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText.transform((v) => v ?? 'Sahaya <no-reply@sahaya.local>'),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAIL: optionalText.transform((v) => v?.toLowerCase()),
  ADMIN_PASSWORD: optionalText,
  SEED_DEMO: flag,
  DEMO_PAYMENTS: flag,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalText.pipe(z.url().optional()),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: optionalText.pipe(z.url().optional()),
  PAYMENT_PROVIDER: optionalText.pipe(z.enum(['razorpay', 'stripe'], { error: 'must be razorpay or stripe' }).optional()),
  MSG91_AUTH_KEY: optionalText,
  MSG91_API_URL: optionalText.pipe(z.url().optional()),
  // The header registered on DLT: six letters (a few older ones are shorter).
  MSG91_SENDER_ID: optionalText.pipe(z.string().regex(/^[A-Za-z]{3,6}$/, 'must be the sender id registered on DLT (up to six letters)').optional()),
  MSG91_TEMPLATE_OTP: optionalText,
  MSG91_TEMPLATE_NOTICE: optionalText,
  MSG91_TEMPLATE_REGISTERED: optionalText,
  MSG91_TEMPLATE_GUARDIAN: optionalText,
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText.pipe(z.string().regex(/^\d+$/, 'must be the phone number id of WhatsApp Manager (digits)').optional()),
  WHATSAPP_API_URL: optionalText.pipe(z.url().optional()),
  WHATSAPP_TEMPLATE_OTP: optionalText,
  WHATSAPP_TEMPLATE_NOTICE: optionalText,
  EXOTEL_SID: optionalText,
  EXOTEL_API_KEY: optionalText,
  EXOTEL_API_TOKEN: optionalText,
  EXOTEL_CALLER_ID: optionalText.pipe(z.string().regex(/^\+?[0-9]{6,15}$/, 'must be an ExoPhone number').optional()),
  EXOTEL_API_URL: optionalText.pipe(z.url().optional()),
  GOOGLE_CLIENT_ID: optionalText,
  ORG_NAME: optionalText.pipe(z.string().max(200).optional()),
  ORG_ADDRESS: optionalText.pipe(z.string().max(500).optional()),
  ORG_PAN: optionalText.pipe(z.string().toUpperCase().regex(/^[A-Z]{5}[0-9]{4}[A-Z]$/, 'must be a PAN like AAATS1234C').optional()),
  ORG_80G_NUMBER: optionalText.pipe(z.string().max(60).optional()),
  ORG_80G_VALIDITY: optionalText.pipe(z.string().max(100).optional()),
  ORG_80G_ISSUED_ON: optionalText.pipe(z.iso.date('must be a day as yyyy-MM-dd').optional()),
  EMERGENCY_NUMBER: optionalText.pipe(z.string().regex(/^[0-9+ ]{2,20}$/, 'must be a phone number').optional()),
  GRIEVANCE_OFFICER_NAME: optionalText.pipe(z.string().max(200).optional()),
  GRIEVANCE_OFFICER_EMAIL: optionalText.pipe(z.email('must be an e-mail address').max(254).optional()),
  GRIEVANCE_OFFICER_PHONE: optionalText.pipe(z.string().regex(/^[0-9+ -]{2,20}$/, 'must be a phone number').optional()),
  ICE_SERVERS: iceServersJson,
  TURN_URLS: turnUrls,
  TURN_SECRET: optionalText,
  TURN_TTL_SECONDS: optionalText.pipe(z.coerce.number<string>().int('must be a whole number of seconds').min(60, 'must be at least 60 seconds').max(86400, 'must be at most 86400 seconds (a day)').optional()),
  MEETING_ICE_POLICY: optionalText.pipe(z.enum(['all', 'relay'], { error: 'must be all or relay' }).optional()),
  JANUS_URL: webSocketUrl,
  JANUS_PUBLIC_URL: webSocketUrl,
  JANUS_ADMIN_KEY: optionalText,
  MESH_MAX_PEOPLE: optionalText.pipe(z.coerce.number<string>().int('must be a whole number of people').min(2, 'must be at least 2').optional()),
  S3_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  METRICS_ALLOW: metricsAllow,
  LANGUAGES: languageList,
  /** base64url: an uncompressed P-256 point (65 bytes) and its private number (32 bytes). */
  VAPID_PUBLIC_KEY: optionalText.pipe(z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)').optional()),
  VAPID_PRIVATE_KEY: optionalText.pipe(z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)').optional()),
  ACCESS_LOG_DAYS: optionalText.pipe(
    z.coerce.number<string>().int('must be a whole number of days').min(365, 'must be at least 365 days: the DPDP Rules keep the access log a year').max(36500, 'must be at most 36500 days').optional(),
  ),
  CHAT_RETENTION_DAYS: optionalText.pipe(
    z.coerce.number<string>().int('must be a whole number of days').min(1, 'must be at least 1 day').max(36500, 'must be at most 36500 days').optional(),
  ),
  CHAT_MESSAGES_PER_MINUTE: optionalText.pipe(
    z.coerce.number<string>().int('must be a whole number of messages').min(1, 'must be at least 1').max(10000, 'must be at most 10000').optional(),
  ),
  DISPATCH_WAVE_SIZE: optionalText.pipe(
    z.coerce.number<string>().int('must be a whole number of volunteers').min(1, 'must be at least 1').max(100, 'must be at most 100').optional(),
  ),
  // Minutes, decimals allowed: tests run waves a few seconds apart.
  DISPATCH_WAVE_MINUTES: optionalText.pipe(
    z.coerce.number<string>().positive('must be more than 0 minutes').max(1440, 'must be at most 1440 minutes').optional(),
  ),
  DISPATCH_ESCALATE_MINUTES: optionalText.pipe(
    z.coerce.number<string>().positive('must be more than 0 minutes').max(10080, 'must be at most 10080 minutes').optional(),
  ),
  JOB_LEASE_SECONDS: optionalText.pipe(
    z.coerce.number<string>().int('must be a whole number of seconds').min(3, 'must be at least 3 seconds').max(3600, 'must be at most 3600 seconds').optional(),
  ),
  PGLITE_SHARED_BUFFERS_MB: optionalText.pipe(
    z.coerce.number<string>().int('must be a whole number of MB').min(1, 'must be at least 1 MB').max(8192, 'must be at most 8192 MB').optional(),
  ),
  JOB_RETRY_DELAY_SECONDS: optionalText.pipe(
    z.coerce.number<string>().int('must be a whole number of seconds').min(1, 'must be at least 1 second').max(3600, 'must be at most 3600 seconds').optional(),
  ),
});

export interface Config {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret: string;
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  /**
   * Whether the built-in demo checkout takes donations when no payment provider is configured: it
   * completes them without any money paid, so production offers it only with DEMO_PAYMENTS=true.
   */
  demoPayments: boolean;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** Another Stripe API host (a local fake in tests); Stripe's own when unset. */
  stripeApiUrl?: string;
  razorpayKeyId?: string;
  razorpayKeySecret?: string;
  razorpayWebhookSecret?: string;
  /** Another Razorpay API host (the local stand-in in tests); Razorpay's own when unset. */
  razorpayApiUrl?: string;
  /**
   * Who takes donations: the provider whose keys are set, PAYMENT_PROVIDER's choice when both are;
   * undefined when neither is, and the demo checkout (if demoPayments allows it) takes them.
   */
  paymentProvider?: PaymentProviderName;
  googleClientId?: string;
  /** The organisation its receipts are issued by (ORG_*): under section 80G only with `registration80G`. */
  org: OrgDetails;
  /** The number an ambulance request tells the person to call now. */
  emergencyNumber: string;
  /** Who answers complaints about personal data (DPDP Rules 2025, Rule 9), as the privacy notice names them. */
  grievanceOfficer: { name: string; email: string; phone: string | null };
  iceServers: z.infer<typeof iceServer>[];
  /** coturn with short-lived credentials from its shared secret (TURN_*), handed to the people of a meeting. */
  turn?: TurnSettings;
  /** `relay` sends every call through TURN, so nobody in a meeting learns another's address. */
  meetingIcePolicy: 'all' | 'relay';
  /** A Janus VideoRoom for meetings larger than a mesh holds (JANUS_*); unset, every meeting is a mesh. */
  janus?: JanusSettings;
  s3: { endpoint?: string; bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string };
  logLevel: z.infer<typeof env>['LOG_LEVEL'];
  trustProxy: false | number | string[];
  /** Addresses and ranges that may read /metrics. */
  metricsAllow: string[];
  /** The languages offered (LANGUAGES): the switch lists these, and nobody reads in another. */
  languages: Language[];
  /** How many days after a request is completed its chat's messages and files are removed. */
  chatRetentionDays: number;
  /** How many chat messages one person may send a minute (each may push a notice to the other's phone). */
  chatMessagesPerMinute: number;
  /** How many days an entry of the access log is kept (Rule 6: at least a year); older ones are removed daily. */
  accessLogDays: number;
  /**
   * How long a job taken by a node stays its own unless renewed (plugins/jobs/jobs.ts): a node killed
   * holding a job gives it back about this long after. 45 s; tests that kill nodes shorten it.
   */
  jobLeaseSeconds: number;
  /**
   * The first wait before a failed job is tried again, for every queue, when set; each queue's own
   * otherwise (5 s for mail, 15 s for SMS and WhatsApp). Tests that kill nodes shorten it.
   */
  jobRetryDelaySeconds: number | undefined;
  /** The embedded database's shared buffers in MB (db/client.ts), when PGLITE_SHARED_BUFFERS_MB sets them. */
  pgliteSharedBuffersMb: number | undefined;
  /**
   * How a request for help goes out (modules/dispatch): how many volunteers each wave tells, how many
   * minutes apart the waves go, and after how many minutes with nobody accepted the admins are told.
   * An urgent request halves both times.
   */
  dispatch: DispatchSettings;
  /** The key pair Web Push notices are signed with (VAPID, RFC 8292), and who the push services may write to. */
  vapid: VapidDetails;
  /** SMS through MSG91's Flow API (MSG91_*); unset, each SMS is written under DATA_DIR/sms instead. */
  msg91?: Msg91Settings;
  /** WhatsApp template messages through the Cloud API (WHATSAPP_*); unset, each is written under DATA_DIR/whatsapp. */
  whatsApp?: WhatsAppSettings;
  /**
   * Calls between a request's parties through Exotel (EXOTEL_*), so neither sees the other's
   * number; unset, they read each other's numbers on the request as before.
   */
  exotel?: ExotelSettings;
}

export interface Msg91Settings {
  authKey: string;
  /** MSG91's API host, or the tests' stand-in. */
  apiUrl: string;
  /** Sent with each message when set; otherwise the sender of each template's flow is used. */
  senderId?: string;
  /**
   * The DLT template id (MSG91's `template_id`) of each kind of message. The guardian's was added
   * later: until it is registered, a guardian's code goes as the sign-in code's template.
   */
  templates: { otp: string; notice: string; registered: string; guardian?: string };
}

export interface WhatsAppSettings {
  token: string;
  phoneNumberId: string;
  /** The Graph API host, or the tests' stand-in. */
  apiUrl: string;
  /** The approved template's name for each kind of message, in every language it was approved in. */
  templates: { otp: string; notice: string };
}

export interface ExotelSettings {
  sid: string;
  apiKey: string;
  apiToken: string;
  /** The ExoPhone both parties see calling. */
  callerId: string;
  /** Exotel's API host for the account's region (api.in.exotel.com for Mumbai), or the tests' stand-in. */
  apiUrl: string;
}

export interface TurnSettings {
  urls: string[];
  /** coturn's `static-auth-secret`, with `use-auth-secret` on. */
  secret: string;
  /** How long the credentials handed out work for. */
  ttlSeconds: number;
}

export interface JanusSettings {
  /** Janus's WebSocket API as this server reaches it. */
  url: string;
  /** The same API as browsers reach it (JANUS_PUBLIC_URL): often through the load balancer, with TLS. */
  publicUrl: string;
  /** The VideoRoom plugin's `admin_key`, when the Janus install asks one to create rooms. */
  adminKey?: string;
  /** Above this many people in its room a meeting goes through Janus; up to it, the mesh. */
  meshMaxPeople: number;
}

/** How many people a mesh holds when MESH_MAX_PEOPLE does not say: each browser sends its video to every other. */
export const DEFAULT_MESH_MAX_PEOPLE = 4;

/** How long TURN credentials work for when TURN_TTL_SECONDS does not say: an hour. */
export const DEFAULT_TURN_TTL_SECONDS = 3600;

export const MSG91_API_URL = 'https://control.msg91.com';
export const WHATSAPP_API_URL = 'https://graph.facebook.com';
export const EXOTEL_API_URL = 'https://api.exotel.com';

export interface DispatchSettings {
  waveSize: number;
  waveMinutes: number;
  escalateMinutes: number;
}

/** What dispatch does when DISPATCH_* do not say: five volunteers a wave, every five minutes, admins after twenty. */
export const DEFAULT_DISPATCH: DispatchSettings = { waveSize: 5, waveMinutes: 5, escalateMinutes: 20 };

export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  /** `mailto:` the address of MAIL_FROM, or PUBLIC_URL when that has none. */
  subject: string;
}

export interface OrgDetails {
  name: string;
  address?: string;
  pan?: string;
  /** The 80G registration (unique registration) number; unset, receipts make no claim under section 80G. */
  registration80G?: string;
  /** How long the registration holds, as its order says ("AY 2022-23 to AY 2026-27"), when known. */
  validity80G?: string;
  /** The day the registration was issued (yyyy-MM-dd), which Form 10BD asks for. */
  issued80G?: string;
}

/**
 * Outside production an unset organisation is a made-up one, so receipts can be seen as donors
 * will see them; production prints only what it is given.
 */
const developmentOrg = {
  name: 'Sahaya Foundation (development)',
  address: '12 Example Road, New Delhi 110001',
  pan: 'AAATS1234C',
  registration80G: 'AAATS1234CF20221',
  validity80G: 'AY 2022-23 to AY 2026-27',
  issued80G: '2022-04-01',
} as const;

/** How long a job is a node's unless renewed, when JOB_LEASE_SECONDS does not say. */
export const DEFAULT_JOB_LEASE_SECONDS = 45;

export type PaymentProviderName = 'razorpay' | 'stripe';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The payment provider from the keys that are set. A choice that names a provider without its
 * keys, half a Razorpay key pair, or two providers and no choice stop the start: each would
 * otherwise take donations somewhere the operator did not mean.
 */
function paymentProviderOf(e: z.infer<typeof env>, isProduction: boolean): PaymentProviderName | undefined {
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together.');
  }
  const configured: PaymentProviderName[] = [];
  if (e.RAZORPAY_KEY_ID) configured.push('razorpay');
  if (e.STRIPE_SECRET_KEY) configured.push('stripe');
  const keysOf = { razorpay: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET', stripe: 'STRIPE_SECRET_KEY' } as const;
  let provider: PaymentProviderName | undefined;
  if (e.PAYMENT_PROVIDER) {
    if (!configured.includes(e.PAYMENT_PROVIDER)) {
      throw new ConfigError(`PAYMENT_PROVIDER=${e.PAYMENT_PROVIDER} needs ${keysOf[e.PAYMENT_PROVIDER]} to be set; refusing to start.`);
    }
    provider = e.PAYMENT_PROVIDER;
  } else if (configured.length > 1) {
    throw new ConfigError('Both Razorpay and Stripe keys are set: set PAYMENT_PROVIDER=razorpay or PAYMENT_PROVIDER=stripe to choose who takes donations.');
  } else {
    provider = configured[0];
  }
  // Only the signed webhook completes a donation: without its secret a public server would take
  // money and never complete, receipt or thank anybody for it.
  const webhookSecret = { razorpay: ['RAZORPAY_WEBHOOK_SECRET', e.RAZORPAY_WEBHOOK_SECRET], stripe: ['STRIPE_WEBHOOK_SECRET', e.STRIPE_WEBHOOK_SECRET] } as const;
  if (isProduction && provider && !webhookSecret[provider][1]) {
    throw new ConfigError(`NODE_ENV=production with ${provider} taking donations needs ${webhookSecret[provider][0]} to be set; refusing to start.`);
  }
  return provider;
}

type Env = z.infer<typeof env>;
/** The settings read as plain text. */
type TextSetting = { [K in keyof Env]-?: Env[K] extends string | undefined ? (string extends Env[K] ? K : never) : never }[keyof Env];

/**
 * A gateway is on once its key is set, and then every setting it cannot work without must be:
 * half a gateway would take messages and lose them, or fail each call. A setting of its own
 * without the key is a typo or a leftover, and stops the start too. Answers the settings' values
 * when the gateway is on.
 */
function gateway<K extends TextSetting, N extends TextSetting>(e: Env, key: K, needed: readonly N[], why: string): Record<K | N, string> | undefined {
  const missing = needed.filter((name) => !e[name]);
  if (e[key] && missing.length > 0) throw new ConfigError(`${key} needs ${missing.join(', ')} to be set too: ${why}`);
  const stray = needed.filter((name) => e[name]);
  if (!e[key] && stray.length > 0) {
    throw new ConfigError(`${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set without ${key}: set ${key} too, or unset ${stray.length > 1 ? 'them' : 'it'}.`);
  }
  if (!e[key]) return undefined;
  return Object.fromEntries([key, ...needed].map((name) => [name, e[name]])) as Record<K | N, string>;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

function msg91Of(e: Env): Msg91Settings | undefined {
  const set = gateway(
    e,
    'MSG91_AUTH_KEY',
    ['MSG91_TEMPLATE_OTP', 'MSG91_TEMPLATE_NOTICE', 'MSG91_TEMPLATE_REGISTERED'],
    'India delivers only SMS that match a registered DLT template, so each kind of message needs its template id.',
  );
  return (
    set && {
      authKey: set.MSG91_AUTH_KEY,
      apiUrl: withoutTrailingSlash(e.MSG91_API_URL ?? MSG91_API_URL),
      senderId: e.MSG91_SENDER_ID,
      templates: { otp: set.MSG91_TEMPLATE_OTP, notice: set.MSG91_TEMPLATE_NOTICE, registered: set.MSG91_TEMPLATE_REGISTERED, guardian: e.MSG91_TEMPLATE_GUARDIAN },
    }
  );
}

function whatsAppOf(e: Env): WhatsAppSettings | undefined {
  const set = gateway(
    e,
    'WHATSAPP_TOKEN',
    ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_TEMPLATE_OTP', 'WHATSAPP_TEMPLATE_NOTICE'],
    'messages are sent from a business phone number, each as an approved template.',
  );
  return (
    set && {
      token: set.WHATSAPP_TOKEN,
      phoneNumberId: set.WHATSAPP_PHONE_NUMBER_ID,
      apiUrl: withoutTrailingSlash(e.WHATSAPP_API_URL ?? WHATSAPP_API_URL),
      templates: { otp: set.WHATSAPP_TEMPLATE_OTP, notice: set.WHATSAPP_TEMPLATE_NOTICE },
    }
  );
}

function exotelOf(e: Env): ExotelSettings | undefined {
  const set = gateway(
    e,
    'EXOTEL_SID',
    ['EXOTEL_API_KEY', 'EXOTEL_API_TOKEN', 'EXOTEL_CALLER_ID'],
    'Exotel places a call for the account with its API key and token, from its ExoPhone.',
  );
  return (
    set && {
      sid: set.EXOTEL_SID,
      apiKey: set.EXOTEL_API_KEY,
      apiToken: set.EXOTEL_API_TOKEN,
      callerId: set.EXOTEL_CALLER_ID,
      apiUrl: withoutTrailingSlash(e.EXOTEL_API_URL ?? EXOTEL_API_URL),
    }
  );
}

function turnOf(e: Env): TurnSettings | undefined {
  if (Boolean(e.TURN_URLS) !== Boolean(e.TURN_SECRET)) {
    throw new ConfigError('TURN_URLS and TURN_SECRET must be set together: coturn accepts only credentials made with its static-auth-secret.');
  }
  if (e.TURN_TTL_SECONDS !== undefined && !e.TURN_URLS) throw new ConfigError('TURN_TTL_SECONDS is set without TURN_URLS: set TURN_URLS and TURN_SECRET too, or unset it.');
  if (e.MEETING_ICE_POLICY === 'relay' && !e.TURN_URLS) {
    throw new ConfigError('MEETING_ICE_POLICY=relay needs TURN_URLS and TURN_SECRET: without a TURN server no call could connect.');
  }
  return e.TURN_URLS && e.TURN_SECRET ? { urls: e.TURN_URLS, secret: e.TURN_SECRET, ttlSeconds: e.TURN_TTL_SECONDS ?? DEFAULT_TURN_TTL_SECONDS } : undefined;
}

/** A setting of Janus's without JANUS_URL is a typo or a leftover: without Janus every meeting is a mesh. */
function janusOf(e: Env): JanusSettings | undefined {
  const stray = (['JANUS_PUBLIC_URL', 'JANUS_ADMIN_KEY', 'MESH_MAX_PEOPLE'] as const).filter((name) => e[name] !== undefined);
  if (!e.JANUS_URL) {
    if (stray.length > 0) {
      throw new ConfigError(`${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set without JANUS_URL: without Janus every meeting is a mesh; set JANUS_URL too, or unset ${stray.length > 1 ? 'them' : 'it'}.`);
    }
    return undefined;
  }
  return {
    url: e.JANUS_URL,
    publicUrl: e.JANUS_PUBLIC_URL ?? e.JANUS_URL,
    adminKey: e.JANUS_ADMIN_KEY,
    meshMaxPeople: e.MESH_MAX_PEOPLE ?? DEFAULT_MESH_MAX_PEOPLE,
  };
}

/**
 * Without JWT_SECRET a development server makes one up and keeps it in the data folder, so
 * sessions survive a restart without anybody having to choose a secret.
 */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, '.jwt-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  // The configuration is the bottom of the server's stack and imports none of its folders, so it
  // draws the secret itself.
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY the server makes a key pair once and keeps it in
 * the data folder, like the JWT secret: browsers subscribe with the public key, and a new pair
 * would leave every device subscribed to the old one without notices. Nodes that share no folder
 * must be given the same pair instead.
 */
function keptVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, '.vapid-keys.json');
  const read = () => {
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
      if (typeof saved.publicKey === 'string' && typeof saved.privateKey === 'string') {
        return { publicKey: saved.publicKey, privateKey: saved.privateKey };
      }
    } catch {
      // Missing or unreadable: a new pair is made below.
    }
    return undefined;
  };
  const saved = read();
  if (saved) return saved;
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: of two servers starting on one folder at once, the first pair written is the one kept.
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: existsSync(file) ? 'w' : 'wx' });
    return keys;
  } catch {
    return read() ?? keys;
  }
}

/** The contact push services may write to about this server's notices (RFC 8292 §2.1). */
function vapidSubject(mailFrom: string, publicUrl: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? /^[^<>\s]+@[^<>\s]+$/.exec(mailFrom.trim())?.[0];
  return address ? `mailto:${address}` : publicUrl;
}

/**
 * The grievance officer the privacy notice names (GRIEVANCE_OFFICER_*): unset, the organisation
 * itself (ORG_NAME) at the admin's address (ADMIN_EMAIL), else MAIL_FROM's, with no phone.
 */
function grievanceOfficerOf(e: Env): Config['grievanceOfficer'] {
  const mailFrom = /<([^<>\s]+@[^<>\s]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM.trim();
  return {
    name: e.GRIEVANCE_OFFICER_NAME ?? e.ORG_NAME ?? 'Sahaya',
    email: e.GRIEVANCE_OFFICER_EMAIL ?? e.ADMIN_EMAIL ?? mailFrom,
    phone: e.GRIEVANCE_OFFICER_PHONE ?? null,
  };
}

/** npm runs workspace scripts inside the workspace; a relative DATA_DIR means the folder npm was started in. */
function resolveDataDir(dataDir: string | undefined, source: NodeJS.ProcessEnv): string {
  if (!dataDir) return join(repoRoot, 'data');
  return isAbsolute(dataDir) ? dataDir : resolve(source.INIT_CWD ?? process.cwd(), dataDir);
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction) {
    const missing = [!e.JWT_SECRET && 'JWT_SECRET', !e.PUBLIC_URL && 'PUBLIC_URL'].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(`NODE_ENV=production needs ${missing.join(' and ')} to be set; refusing to start.`);
    }
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together.');
  }
  const dataDir = resolveDataDir(e.DATA_DIR, source);
  const paymentProvider = paymentProviderOf(e, isProduction);
  const [msg91, whatsApp, exotel] = [msg91Of(e), whatsAppOf(e), exotelOf(e)];
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const vapidKeys =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : keptVapidKeys(dataDir);

  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET ?? developmentSecret(dataDir),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    // Demo data is meant for the embedded database; a real PostgreSQL starts empty unless asked, and
    // production never has accounts with a published password unless SEED_DEMO=true says so.
    seedDemo: e.SEED_DEMO ?? (!isProduction && !e.DATABASE_URL),
    // A demo donation completes without payment and still makes a receipt, so a public server
    // must not take one by default: anybody could mint a receipt for any amount in their name.
    demoPayments: e.DEMO_PAYMENTS ?? !isProduction,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: e.STRIPE_API_URL,
    razorpayKeyId: e.RAZORPAY_KEY_ID,
    razorpayKeySecret: e.RAZORPAY_KEY_SECRET,
    razorpayWebhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    razorpayApiUrl: e.RAZORPAY_API_URL,
    paymentProvider,
    googleClientId: e.GOOGLE_CLIENT_ID,
    org: isProduction
      ? { name: e.ORG_NAME ?? 'Sahaya', address: e.ORG_ADDRESS, pan: e.ORG_PAN, registration80G: e.ORG_80G_NUMBER, validity80G: e.ORG_80G_VALIDITY, issued80G: e.ORG_80G_ISSUED_ON }
      : {
          name: e.ORG_NAME ?? developmentOrg.name,
          address: e.ORG_ADDRESS ?? developmentOrg.address,
          pan: e.ORG_PAN ?? developmentOrg.pan,
          registration80G: e.ORG_80G_NUMBER ?? developmentOrg.registration80G,
          validity80G: e.ORG_80G_VALIDITY ?? (e.ORG_80G_NUMBER ? undefined : developmentOrg.validity80G),
          issued80G: e.ORG_80G_ISSUED_ON ?? (e.ORG_80G_NUMBER ? undefined : developmentOrg.issued80G),
        },
    emergencyNumber: e.EMERGENCY_NUMBER ?? '112',
    grievanceOfficer: grievanceOfficerOf(e),
    iceServers: e.ICE_SERVERS,
    turn: turnOf(e),
    meetingIcePolicy: e.MEETING_ICE_POLICY ?? 'all',
    janus: janusOf(e),
    s3: {
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    metricsAllow: e.METRICS_ALLOW,
    languages: e.LANGUAGES,
    // A year: long enough to look back at what was agreed, short enough that private talk and
    // documents are not kept for ever.
    chatRetentionDays: e.CHAT_RETENTION_DAYS ?? DEFAULT_CHAT_RETENTION_DAYS,
    // A person typing stays far below it, while a script cannot flood someone's phone with pushes.
    chatMessagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE ?? 30,
    accessLogDays: e.ACCESS_LOG_DAYS ?? 400,
    // Renewed every third of it, so a node that is slow for a moment (a long pause, a busy
    // database) keeps its jobs, while one that died hands them on within about a minute.
    jobLeaseSeconds: e.JOB_LEASE_SECONDS ?? DEFAULT_JOB_LEASE_SECONDS,
    jobRetryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    dispatch: {
      waveSize: e.DISPATCH_WAVE_SIZE ?? DEFAULT_DISPATCH.waveSize,
      waveMinutes: e.DISPATCH_WAVE_MINUTES ?? DEFAULT_DISPATCH.waveMinutes,
      escalateMinutes: e.DISPATCH_ESCALATE_MINUTES ?? DEFAULT_DISPATCH.escalateMinutes,
    },
    vapid: { ...vapidKeys, subject: vapidSubject(e.MAIL_FROM, publicUrl) },
    msg91,
    whatsApp,
    exotel,
  };
}
