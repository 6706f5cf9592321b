/**
 * Web Push: the devices a person turned notifications on for, and the notices sent to them. This
 * module owns `push_subscriptions`.
 *
 * A notice for a person becomes one job per device (`sendPushNotice`), and each job posts to one
 * push service: a device whose service is down is tried again on its own, so the others get the
 * notice once, and a job of the notifications module that retries after handing the notice over
 * does not retry the devices too. A push service that answers 404 or 410 says the browser dropped
 * the subscription: its row goes. Payloads are encrypted for the device (aes128gcm, RFC 8291) and
 * signed with the server's VAPID key (RFC 8292) by the `web-push` package.
 */
import type { Agent } from 'node:https';
import { and, desc, eq, notInArray, or } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { PushPayload, SubscribePushBody } from '@sahaya/contract/push/schemas';
import type { MessageBody } from '@sahaya/contract/common';
import type { VapidDetails } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/reach.ts';
import { AppError } from '../../errors.ts';
import { said } from '../../lib/success-reply.ts';
import { defineQueue, type Jobs } from '../../plugins/jobs/jobs.ts';
import { lockPerson } from '../people/person-lock.service.ts';
import { endpointAllowed, publicOnly, refusedAddressIn, type PushAddressPolicy } from './push.addresses.ts';

/**
 * A push service keeps an undelivered notice this long while the device is off; a notice about a
 * request is still worth reading the next day, and stale after that.
 */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** More devices than anyone has: a person's oldest subscriptions beyond it are dropped. */
export const MAX_DEVICES_PER_PERSON = 20;
/** How long one post to a push service may take before it counts as failed and is tried again. */
const SEND_TIMEOUT_MS = 15_000;
/**
 * Push services take about 4 KB of payload. Titles and bodies are short notices; these caps keep a
 * long one (a meeting's title, a chat message) within it in Hindi too, three bytes a letter.
 */
const TITLE_MAX = 120;
const BODY_MAX = 600;

/** `high` wakes a sleeping phone at once (a volunteer on the way); `normal` may wait a little. */
export type PushUrgency = 'normal' | 'high';

export interface PushNotice extends PushPayload {
  urgency?: PushUrgency;
}

/** One notice to one device. */
export interface PushDelivery {
  subscriptionId: string;
  notice: PushNotice;
}

/**
 * One job per device and notice. Push services are up nearly always; a short outage is waited out
 * over about an hour of doubling waits, past which the notice is not worth showing any more.
 */
export const pushDeliveries = defineQueue<PushDelivery>('push-delivery', {
  retryLimit: 8,
  retryDelaySeconds: 15,
  timeoutSeconds: 60,
  batchSize: 20,
});

export interface PushDeps {
  db: Db;
  jobs: Pick<Jobs, 'sendMany'>;
}

export interface PushSendDeps {
  db: Db;
  vapid: VapidDetails;
  log: { warn(details: object, message: string): void };
  /** The addresses notices may go to (push.addresses.ts); public ones only unless said. */
  addresses?: PushAddressPolicy;
  /**
   * Production's posts go through an agent that checks every address a name resolves to
   * (push.addresses.ts). An address written in the endpoint itself is checked here, since no name
   * is looked up for it.
   */
  agent?: Agent;
}

/**
 * This device gets the person's notices from now on. A device sent again with its own keys (the
 * same browser, another person signed in on it) is bound to whoever sent it last: a browser has one
 * subscription, and the person using it is the one to be told. Holding the subscription's keys is
 * the proof it is that browser: an endpoint bound to another person, sent with other keys, is
 * refused, so knowing a device's endpoint is not enough to take its notices. The caller's own
 * device takes the new keys a browser renewed.
 */
export async function subscribe(db: Db, userId: string, body: SubscribePushBody, addresses: PushAddressPolicy, now = new Date()): Promise<MessageBody> {
  if (!endpointAllowed(body.endpoint, addresses)) throw new AppError('PUSH_ENDPOINT_NOT_ALLOWED', { field: 'endpoint' });
  await db.transaction(async (tx) => {
    // The person's subscribes take turns, so each trims what the one before it left: side by side,
    // each would see its own new row and not the other's, and together keep more than the most.
    if (!(await lockPerson(tx, userId))) throw new AppError('UNAUTHENTICATED');
    const device = { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: now };
    // One statement decides, on the endpoint's row as it is locked: two people sending one endpoint
    // at once queue on it, and the second is measured against what the first wrote.
    const [bound] = await tx
      .insert(pushSubscriptions)
      .values(device)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: device.p256dh, auth: device.auth, createdAt: now },
        setWhere: or(
          eq(pushSubscriptions.userId, userId),
          and(eq(pushSubscriptions.p256dh, device.p256dh), eq(pushSubscriptions.auth, device.auth)),
        ),
      })
      .returning({ id: pushSubscriptions.id });
    if (!bound) throw new AppError('PUSH_ENDPOINT_TAKEN', { field: 'endpoint' });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_DEVICES_PER_PERSON);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  });
  return said('PUSH_SUBSCRIBED');
}

/** This device no longer gets the person's notices; another person's device is not theirs to remove. */
export async function unsubscribe(db: Db, userId: string, endpoint: string): Promise<MessageBody> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new AppError('PUSH_SUBSCRIPTION_NOT_FOUND');
  return said('PUSH_UNSUBSCRIBED');
}

/** The endpoints of a person's devices (their data download and tests). */
export async function devicesOf(db: Db, userId: string): Promise<{ endpoint: string; createdAt: Date }[]> {
  return db
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt);
}

const shortened = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/**
 * Queues the notice for each of the person's devices and answers how many there are; none is
 * fine. Called from a job or a change's transaction: `deps.db` is that transaction, so the
 * deliveries are written only with it.
 */
export async function sendPushNotice(deps: PushDeps, userId: string, notice: PushNotice): Promise<number> {
  const devices = await deps.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  const payload: PushNotice = {
    title: shortened(notice.title, TITLE_MAX),
    body: shortened(notice.body, BODY_MAX),
    url: notice.url,
    ...(notice.urgency && { urgency: notice.urgency }),
  };
  await deps.jobs.sendMany(
    pushDeliveries,
    devices.map((device) => ({ subscriptionId: device.id, notice: payload })),
    { db: deps.db },
  );
  return devices.length;
}

/** What became of one delivery. */
export type DeliveryOutcome = 'sent' | 'gone' | 'refused' | 'unsubscribed';

/** An endpoint that leads to an address no push service has is no push service's: the subscription goes. */
async function refuseDevice(deps: PushSendDeps, device: { id: string; endpoint: string }, why: string): Promise<DeliveryOutcome> {
  deps.log.warn({ host: new URL(device.endpoint).host, why }, 'A push endpoint that leads to a refused address was removed');
  await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
  return 'refused';
}

/**
 * Posts one notice to one device's push service. 404 and 410: the subscription is over and its
 * row goes. 429, 5xx and a network failure throw, so the job is tried again later. Any other
 * refusal (a payload or key the service will never take) would be refused again: it is logged.
 */
export async function deliverPush(deps: PushSendDeps, delivery: PushDelivery, signal?: AbortSignal): Promise<DeliveryOutcome> {
  const [device] = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, delivery.subscriptionId));
  // Turned off, or given to another person, since the notice was queued.
  if (!device) return 'unsubscribed';
  const { urgency = 'normal', ...payload } = delivery.notice;
  const refusedAddress = refusedAddressIn(device.endpoint, deps.addresses ?? publicOnly);
  if (refusedAddress) return refuseDevice(deps, device, refusedAddress);
  // A job whose time ran out while it read the device (or whose node is stopping) sends nothing:
  // its next try will, and a notice must not arrive twice.
  signal?.throwIfAborted();
  try {
    await webpush.sendNotification(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload satisfies PushPayload),
      {
        vapidDetails: deps.vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency,
        contentEncoding: 'aes128gcm',
        timeout: SEND_TIMEOUT_MS,
        ...(deps.agent && { agent: deps.agent }),
      },
    );
    return 'sent';
  } catch (error) {
    if ((error as { code?: unknown }).code === 'EPUSHADDRESS') return refuseDevice(deps, device, (error as Error).message);
    if (!(error instanceof WebPushError)) throw error;
    const status = error.statusCode;
    if (status === 404 || status === 410) {
      // Only this row as it was: a browser that subscribed again since keeps its new keys.
      await deps.db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, device.id), eq(pushSubscriptions.p256dh, device.p256dh)));
      return 'gone';
    }
    if (status === 429 || status >= 500) {
      throw new Error(`The push service answered ${status}; the notice is tried again later`, { cause: error });
    }
    deps.log.warn({ status, body: error.body.slice(0, 500), host: new URL(device.endpoint).host }, 'A push service refused a notice');
    return 'refused';
  }
}
