/**
 * WhatsApp messages as `app.whatsApp`, for people who have a phone and no e-mail. With
 * WHATSAPP_TOKEN each message goes through WhatsApp's Cloud API as an approved template, in the
 * person's language, its values filled in by position; without it, each is written to a file
 * under DATA_DIR/whatsapp and, outside production, its words (a sign-in code among them) are
 * logged, as mail and SMS are.
 *
 * As with SMS (sms.ts): a message is a job written in its change's transaction,
 * `queueWhatsApp(jobs, tx, message)`, or, when it carries a secret, sent with `sendWhatsApp` by its
 * module's own job, which works the secret out when it runs. A try the Cloud API answers with 429,
 * 5xx or a throttling code, or that does not reach it, throws and is tried again later; any other
 * refusal is logged and counted.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '@sahaya/contract/i18n/languages';
import { phoneMessages } from '@sahaya/contract/phone/messages';
import type { Config, WhatsAppSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { contractText } from '../../lib/i18n.ts';
import type { Counter } from '../../lib/prometheus.ts';
import { defineQueue, type Jobs } from '../jobs/jobs.ts';
import { E164, GATEWAY_QUEUE, GatewayUnavailable, postToGateway, retriable, saveMessageFile, type MessageOutcome } from './phone-gateways.ts';

/** The Graph API version the messages are posted to. */
export const GRAPH_API_VERSION = 'v21.0';

/** The kinds of message approved as WhatsApp templates (WHATSAPP_TEMPLATE_*). */
export type WhatsAppTemplate = keyof WhatsAppSettings['templates'];

/**
 * One message: to a number in its international form (`+919876543210`), a template, the
 * language the person reads, and the template's values in order (`{{1}}`, `{{2}}`…, as
 * phone/messages.ts in the contract words them).
 */
export interface WhatsAppMessage {
  to: string;
  template: WhatsAppTemplate;
  language: Language;
  parameters: string[];
}

/**
 * The language code a template was approved in, for each language Sahaya speaks: WhatsApp's own
 * codes, which for these are the plain ISO 639-1 ones (its English is `en`, not `en_US`).
 */
export const WHATSAPP_LANGUAGES: Record<Language, string> = { en: 'en', hi: 'hi', bn: 'bn', mr: 'mr', te: 'te', ta: 'ta', gu: 'gu', kn: 'kn', ml: 'ml', ur: 'ur' };

/**
 * Graph error codes that mean "too many, too fast" (the app's call rate, the number's throughput,
 * the same person messaged again too soon): waiting helps, whatever the HTTP status.
 */
const THROTTLED = new Set([4, 80007, 130429, 131056]);

export interface WhatsAppSender {
  /** Sends one message and answers what became of it; throws when it is worth trying again. */
  send(message: WhatsAppMessage, signal?: AbortSignal): Promise<MessageOutcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    whatsApp: WhatsAppSender;
  }
}

/** One job per message; nothing secret may be in one (see above). */
export const whatsAppMessages = defineQueue<WhatsAppMessage>('whatsapp', GATEWAY_QUEUE);

/** Queues a WhatsApp message in the transaction `db` of the change that causes it: it is sent only if that commits. */
export async function queueWhatsApp(jobs: Pick<Jobs, 'send'>, db: Db, message: WhatsAppMessage): Promise<void> {
  await jobs.send(whatsAppMessages, message, { db });
}

/** Sends one WhatsApp message now, from a job: for a module whose own job works out a secret the message carries. */
export const sendWhatsApp = (app: Pick<FastifyInstance, 'whatsApp'>, message: WhatsAppMessage, signal?: AbortSignal): Promise<MessageOutcome> =>
  app.whatsApp.send(message, signal);

/** The words of a message in its language, as its template says them with its values filled in. */
export const whatsAppText = (message: WhatsAppMessage): string =>
  contractText(message.language, phoneMessages[message.template], ...message.parameters);

/** The Cloud API's template message (its `components` fill the template's values). */
function requestBody(settings: WhatsAppSettings, message: WhatsAppMessage) {
  const text = (value: string) => ({ type: 'text', text: value });
  const components: object[] = [{ type: 'body', parameters: message.parameters.map(text) }];
  // A sign-in code's template is of WhatsApp's authentication category, whose copy-code button
  // must be given the code as well.
  if (message.template === 'otp') components.push({ type: 'button', sub_type: 'url', index: '0', parameters: [text(message.parameters[0] ?? '')] });
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    // The Cloud API takes the number with its country code and without the plus.
    to: message.to.slice(1),
    type: 'template',
    template: { name: settings.templates[message.template], language: { code: WHATSAPP_LANGUAGES[message.language] }, components },
  };
}

interface SenderDeps {
  config: Pick<Config, 'whatsApp' | 'dataDir' | 'isProduction'>;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
}

/** A Graph API error: `{ error: { message, type, code, error_subcode?, fbtrace_id } }`. */
interface GraphError {
  error?: { message?: unknown; code?: unknown; fbtrace_id?: unknown };
}

async function throughCloudApi(settings: WhatsAppSettings, deps: SenderDeps, message: WhatsAppMessage, signal?: AbortSignal): Promise<MessageOutcome> {
  const answer = await postToGateway(
    `${settings.apiUrl}/${GRAPH_API_VERSION}/${encodeURIComponent(settings.phoneNumberId)}/messages`,
    {
      headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(requestBody(settings, message)),
    },
    signal,
  );
  if (answer.status >= 200 && answer.status < 300) return 'sent';
  const error = (answer.json as GraphError | undefined)?.error;
  const code = typeof error?.code === 'number' ? error.code : undefined;
  if (retriable(answer.status) || (code !== undefined && THROTTLED.has(code))) {
    throw new GatewayUnavailable(`The WhatsApp Cloud API answered ${answer.status}${code ? ` (#${code})` : ''}; the message is tried again later`);
  }
  const reason = typeof error?.message === 'string' ? error.message : answer.text.slice(0, 200);
  deps.log.warn({ status: answer.status, code, reason, fbtraceId: error?.fbtrace_id, template: message.template }, 'The WhatsApp Cloud API refused a message');
  return 'refused';
}

async function toFile(deps: SenderDeps, message: WhatsAppMessage): Promise<MessageOutcome> {
  const text = whatsAppText(message);
  const file = await saveMessageFile(deps.config.dataDir, 'whatsapp', message.template, [
    `To: ${message.to}`,
    `Template: ${message.template} (${WHATSAPP_LANGUAGES[message.language]})`,
    '',
    text,
  ]);
  // Codes and links are secrets; only a development server, where the file is the phone, shows them.
  const detail = deps.config.isProduction ? '' : ` — ${text}`;
  deps.log.info({ to: message.to, template: message.template, file }, `WhatsApp message written to ${file}${detail}`);
  return 'saved';
}

/** Sends through the Cloud API when it is set up, else to a file; each outcome is counted by kind. */
export function createWhatsAppSender(deps: SenderDeps, counted?: Counter): WhatsAppSender {
  const settings = deps.config.whatsApp;
  const count = (kind: WhatsAppTemplate, outcome: MessageOutcome | 'failed') => counted?.inc({ kind, outcome });
  return {
    async send(message, signal) {
      if (!E164.test(message.to)) {
        deps.log.warn({ template: message.template }, 'A WhatsApp message to a number not in its international form was dropped');
        count(message.template, 'refused');
        return 'refused';
      }
      // A job whose time ran out (or whose node is stopping) sends nothing: its next try will.
      signal?.throwIfAborted();
      try {
        const outcome = settings ? await throughCloudApi(settings, deps, message, signal) : await toFile(deps, message);
        count(message.template, outcome);
        return outcome;
      } catch (error) {
        count(message.template, 'failed');
        throw error;
      }
    },
  };
}

async function whatsAppPlugin(app: FastifyInstance) {
  const counted = app.metrics.counter(
    'sahaya_whatsapp_messages_total',
    'WhatsApp messages by kind and outcome: sent through the Cloud API, saved to a file without it, refused for good, or failed and tried again.',
    ['kind', 'outcome'],
  );
  const whatsApp = createWhatsAppSender({ config: app.config, log: app.log }, counted);
  app.decorate('whatsApp', whatsApp);
  app.jobs.work(whatsAppMessages, async (message, job) => {
    await whatsApp.send(message, job.signal);
  });
}

export default fp(whatsAppPlugin, { name: 'whatsapp', dependencies: ['config', 'metrics', 'jobs'] });
