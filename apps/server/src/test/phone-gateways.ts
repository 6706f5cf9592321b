/**
 * What the tests of the SMS and WhatsApp senders (plugins/infrastructure/sms.ts, whatsapp.ts)
 * share: an app that sends through the gateway's stand-in beside the same app without it, whose
 * messages go to files; each message's job in the queue; and the count of a sender's outcome.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { JOBS_SCHEMA } from '../plugins/jobs/jobs.ts';
import { buildTestApp } from './build-test-app.ts';

export interface GatewayApps<S> {
  standIn: S;
  /** Sends through the stand-in. */
  app: FastifyInstance;
  /** Has no gateway set up: its messages are written to files under DATA_DIR. */
  offline: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The two apps of a gateway's tests, with rate limits off, the first given `env` to send through
 * `standIn`; closing them closes the stand-in too.
 */
export async function startGatewayApps<S extends { close(): Promise<void> }>(standIn: S, env: Record<string, string>): Promise<GatewayApps<S>> {
  const closes: (() => Promise<void>)[] = [() => standIn.close()];
  const close = async () => {
    for (const step of closes.reverse()) await step();
  };
  try {
    const online = await buildTestApp({ rateLimit: false, env });
    closes.push(online.close);
    const offline = await buildTestApp({ rateLimit: false });
    closes.push(offline.close);
    return { standIn, app: online.app, offline: offline.app, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Numbers in their international form, a new one each call, from `first` on (a number of ten
 * digits after +91), so each test reads only its own messages.
 */
export function numbersFrom(first: number): () => string {
  let next = first;
  return () => `+91${next++}`;
}

/** The states of the jobs of `queue` for `number`, oldest first. */
export async function jobStatesFor(app: FastifyInstance, queue: string, number: string): Promise<string[]> {
  const result = (await app.db.execute(
    sql`select state from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${queue} and data->>'to' = ${number} order by created_on`,
  )) as unknown as { rows: { state: string }[] };
  return result.rows.map((row) => row.state);
}

/** The count of one series of a sender's counter (`sahaya_sms_messages_total`), 0 until it is there. */
export async function outcomeCount(on: FastifyInstance, metric: string, kind: string, outcome: string): Promise<number> {
  const text = (await on.inject('/metrics')).body;
  const series = `${metric}{kind="${kind}",outcome="${outcome}"} `;
  const line = text.split('\n').find((l) => l.startsWith(series));
  return line ? Number(line.slice(series.length)) : 0;
}
