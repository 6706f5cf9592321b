/**
 * SMS as `app.sms`, for people who have a phone and no e-mail. With MSG91_AUTH_KEY each message
 * goes through MSG91's Flow API as its kind's DLT template (India delivers only registered
 * templates), its values filled in; without it, each is written to a file under DATA_DIR/sms and,
 * outside production, its words (a sign-in code among them) are logged, so a developer can finish
 * a sign-in without a gateway, as with mail.
 *
 * A message is sent by a job, written in the transaction of the change that causes it:
 * `queueSms(jobs, tx, message)`. A message that carries a secret (a sign-in code) must not be
 * stored in a job: its module keeps a queue of its own whose job works the secret out again when
 * it runs, and sends with `sendSms`. A try that fails in a way worth repeating (MSG91 busy or
 * down, 429 or 5xx, or not reached) throws, and the job is tried again later; any other refusal
 * would come again, and is logged and counted instead.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { phoneMessages, phoneMessageVariables, type PhoneMessageKind, type PhoneMessageValues } from '@sahaya/contract/phone/messages';
import type { Config, Msg91Settings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Counter } from '../../lib/prometheus.ts';
import { defineQueue, type Jobs } from '../jobs/jobs.ts';
import { E164, GATEWAY_QUEUE, GatewayUnavailable, postToGateway, retriable, saveMessageFile, type MessageOutcome } from './phone-gateways.ts';

export type SmsKind = PhoneMessageKind;

/**
 * One SMS: to a number in its international form (`+919876543210`), of a kind, with the values its
 * template fills in by name (phone/messages.ts in the contract).
 */
export type SmsMessage = { [K in SmsKind]: { to: string; kind: K; variables: PhoneMessageValues<K> } }[SmsKind];

export interface SmsSender {
  /** Sends one message and answers what became of it; throws when it is worth trying again. */
  send(message: SmsMessage, signal?: AbortSignal): Promise<MessageOutcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

/** One job per message; nothing secret may be in one (see above). */
export const smsMessages = defineQueue<SmsMessage>('sms', GATEWAY_QUEUE);

/** Queues an SMS in the transaction `db` of the change that causes it: it is sent only if that commits. */
export async function queueSms(jobs: Pick<Jobs, 'send'>, db: Db, message: SmsMessage): Promise<void> {
  await jobs.send(smsMessages, message, { db });
}

/** Sends one SMS now, from a job: for a module whose own job works out a secret the message carries. */
export const sendSms = (app: Pick<FastifyInstance, 'sms'>, message: SmsMessage, signal?: AbortSignal): Promise<MessageOutcome> =>
  app.sms.send(message, signal);

/** The words of a message, as its template says them with its values filled in. */
export function smsText(message: SmsMessage): string {
  const values = phoneMessageVariables[message.kind].map((name) => (message.variables as Record<string, string>)[name] ?? '');
  return (phoneMessages[message.kind] as (...args: string[]) => string)(...values);
}

interface SenderDeps {
  config: Pick<Config, 'msg91' | 'dataDir' | 'isProduction'>;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
}

/** MSG91's answer: `{ type: 'success', message: <request id> }`, or `{ type: 'error', message }`. */
interface Msg91Answer {
  type?: unknown;
  message?: unknown;
}

/**
 * The message as MSG91 can send it: a guardian's code goes as the sign-in code's template until
 * MSG91_TEMPLATE_GUARDIAN is registered, as it went before that template existed.
 */
const registeredAs = (settings: Msg91Settings, message: SmsMessage): SmsMessage =>
  message.kind === 'guardian' && !settings.templates.guardian ? { ...message, kind: 'otp' } : message;

async function throughMsg91(settings: Msg91Settings, deps: SenderDeps, asked: SmsMessage, signal?: AbortSignal): Promise<MessageOutcome> {
  const message = registeredAs(settings, asked);
  const body = {
    template_id: settings.templates[message.kind],
    short_url: '0',
    ...(settings.senderId && { sender: settings.senderId }),
    // MSG91 takes the number with its country code and without the plus.
    recipients: [{ mobiles: message.to.slice(1), ...message.variables }],
  };
  const answer = await postToGateway(
    `${settings.apiUrl}/api/v5/flow`,
    { headers: { authkey: settings.authKey, 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) },
    signal,
  );
  const said = answer.json as Msg91Answer | undefined;
  if (retriable(answer.status)) throw new GatewayUnavailable(`MSG91 answered ${answer.status}; the SMS is tried again later`);
  // MSG91 answers some refusals (an unknown template, a number it will not take) with 200 and `type: 'error'`.
  if (answer.status >= 200 && answer.status < 300 && said?.type === 'success') return 'sent';
  const reason = typeof said?.message === 'string' ? said.message : answer.text.slice(0, 200);
  deps.log.warn({ status: answer.status, reason, kind: message.kind }, 'MSG91 refused an SMS');
  return 'refused';
}

async function toFile(deps: SenderDeps, message: SmsMessage): Promise<MessageOutcome> {
  const text = smsText(message);
  const file = await saveMessageFile(deps.config.dataDir, 'sms', message.kind, [`To: ${message.to}`, `Kind: ${message.kind}`, '', text]);
  // Codes and links are secrets; only a development server, where the file is the phone, shows them.
  const detail = deps.config.isProduction ? '' : ` — ${text}`;
  deps.log.info({ to: message.to, kind: message.kind, file }, `SMS written to ${file}${detail}`);
  return 'saved';
}

/** Sends through MSG91 when it is set up, else to a file; each outcome is counted by kind. */
export function createSmsSender(deps: SenderDeps, counted?: Counter): SmsSender {
  const settings = deps.config.msg91;
  const count = (kind: SmsKind, outcome: MessageOutcome | 'failed') => counted?.inc({ kind, outcome });
  return {
    async send(message, signal) {
      if (!E164.test(message.to)) {
        // No gateway will ever take it; the module that queued it should have written it so.
        deps.log.warn({ kind: message.kind }, 'An SMS to a number not in its international form was dropped');
        count(message.kind, 'refused');
        return 'refused';
      }
      // A job whose time ran out (or whose node is stopping) sends nothing: its next try will.
      signal?.throwIfAborted();
      try {
        const outcome = settings ? await throughMsg91(settings, deps, message, signal) : await toFile(deps, message);
        count(message.kind, outcome);
        return outcome;
      } catch (error) {
        count(message.kind, 'failed');
        throw error;
      }
    },
  };
}

async function smsPlugin(app: FastifyInstance) {
  const counted = app.metrics.counter(
    'sahaya_sms_messages_total',
    'SMS by kind and outcome: sent through MSG91, saved to a file without it, refused for good, or failed and tried again.',
    ['kind', 'outcome'],
  );
  const sms = createSmsSender({ config: app.config, log: app.log }, counted);
  app.decorate('sms', sms);
  app.jobs.work(smsMessages, async (message, job) => {
    await sms.send(message, job.signal);
  });
}

export default fp(smsPlugin, { name: 'sms', dependencies: ['config', 'metrics', 'jobs'] });
