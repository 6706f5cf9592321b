/**
 * What the SMS and WhatsApp senders (sms.ts, whatsapp.ts) share: how a number must be written, how
 * long a gateway may take, which answers are worth trying again, and the file a message is saved
 * to when no gateway is set up.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { QueueOptions } from '../jobs/jobs.ts';

/** A number in its international form, `+919876543210`: what every gateway is given. */
export const E164 = /^\+[1-9]\d{7,14}$/;

/** A gateway that has not answered in this long has failed this try; the job tries again later. */
export const SEND_TIMEOUT_MS = 15_000;

/**
 * The queues of SMS and WhatsApp messages, as push's: gateways are up nearly always, and a short
 * outage is waited out over about an hour of doubling waits, past which a notice is stale.
 */
export const GATEWAY_QUEUE: QueueOptions = { retryLimit: 8, retryDelaySeconds: 15, timeoutSeconds: 60, batchSize: 20 };

/** What became of one message. `failed` is counted when a try throws, to be tried again. */
export type MessageOutcome = 'sent' | 'saved' | 'refused';

/** A gateway that was not reached, or answered that it is busy or broken: the message is tried again later. */
export class GatewayUnavailable extends Error {
  override name = 'GatewayUnavailable';
}

/** Worth trying again: the gateway is busy (429) or failed on its side (5xx); any other refusal would come again. */
export const retriable = (status: number) => status === 429 || status >= 500;

export interface GatewayAnswer {
  status: number;
  /** The answer read as JSON; undefined when it was not JSON. */
  json: unknown;
  text: string;
}

/**
 * Posts to a gateway and reads its answer. A gateway not reached, or not answering within
 * SEND_TIMEOUT_MS, throws GatewayUnavailable; so does the job's signal aborting the post.
 */
export async function postToGateway(url: string, init: { headers: Record<string, string>; body: string }, signal?: AbortSignal): Promise<GatewayAnswer> {
  const timeout = AbortSignal.timeout(SEND_TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { method: 'POST', headers: init.headers, body: init.body, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    text = await response.text();
  } catch (error) {
    throw new GatewayUnavailable(`${new URL(url).host} was not reached: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

/**
 * Writes a message a gateway would have sent to `DATA_DIR/<folder>/`, one readable file each
 * (who it is for, what kind, the words), and answers the file's path.
 */
export async function saveMessageFile(dataDir: string, folder: string, kind: string, lines: readonly string[]): Promise<string> {
  const directory = join(dataDir, folder);
  await mkdir(directory, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  // Two messages in the same millisecond (a notice to many people) each get a file of their own.
  const file = join(directory, `${stamp}-${kind}-${randomUUID().slice(0, 8)}.txt`);
  await writeFile(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  return file;
}
