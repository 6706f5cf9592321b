/**
 * Exactly-once writes for the calls a person makes that store something (the contract's
 * `idempotent` endpoints): a call with an `Idempotency-Key` claims that key for its person and
 * endpoint first thing in the transaction of its write, and keeps its reply in the same
 * transaction, so the key and the write commit together or not at all, even when the node dies.
 *
 * route.ts answers a repeat: once the first call committed, from the kept reply (same status, same
 * body); while it still runs, the repeat's claim waits on the key's primary key (PostgreSQL holds a
 * conflicting insert until the first transaction ends; the embedded database runs one transaction
 * at a time), then finds the key taken, rolls back and answers the kept reply. A key sent with
 * another request is refused. Keys are kept IDEMPOTENCY_KEY_HOURS; the hourly cleanup
 * (modules/system/system.jobs.ts) removes older ones.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER } from '@sahaya/contract/http';
import { IDEMPOTENCY_KEY_HOURS, IDEMPOTENCY_KEY_PATTERN } from '@sahaya/contract/idempotency';
import { deleteInBatches } from '../../db/batched-delete.ts';
import type { Db } from '../../db/client.ts';
import { ascending } from '../../db/order.ts';
import { idempotencyKeys } from '../../db/schema/idempotency.ts';
import { AppError } from '../../errors.ts';

const KEY_LIFE_MS = IDEMPOTENCY_KEY_HOURS * 60 * 60 * 1000;
const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/**
 * How long a repeat waits for a first call that committed its write but not yet its reply: only a
 * checkout does that, while the payment provider opens its page.
 */
const REPLY_WAIT_MS = 10_000;
const REPLY_POLL_MS = 100;

/** One call's hold on its key: whose, at which endpoint, what it asked, and the status its success is sent with. */
export interface IdempotencyClaim {
  userId: string;
  /** The endpoint's method and path as the contract writes them: `POST /api/assetRequests/:id`. */
  endpoint: string;
  key: string;
  requestHash: string;
  status: number;
}

/** A kept reply, sent again as it was. */
export interface KeptReply {
  status: number;
  body: unknown;
}

/** Thrown inside a write's transaction when another call holds its key: the transaction rolls back and route.ts answers that call's reply. */
export class KeyTaken extends Error {
  constructor() {
    super('Another call holds this Idempotency-Key');
    this.name = 'KeyTaken';
  }
}

/** Refuses a malformed key before the body is validated, so a client hears what is wrong with it by its own code. */
export async function refuseBadIdempotencyKey(request: FastifyRequest): Promise<void> {
  const key = request.headers[HEADER];
  // A header sent twice arrives joined by a comma and a space, which no key holds.
  if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))) throw new AppError('IDEMPOTENCY_KEY_INVALID');
}

/** The SHA-256 of what a call asked: its path parameters and its body as parsed, so a default left out is the same request. */
const hashOf = (params: unknown, body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify({ params: params ?? null, body: body ?? null }))
    .digest('hex');

/** The claim a signed-in call makes with its key, or nothing when it sent none. */
export function claimOf(
  request: FastifyRequest,
  endpoint: { method: string; path: string },
  status: number,
): IdempotencyClaim | undefined {
  const key = request.headers[HEADER];
  if (typeof key !== 'string' || !request.auth) return undefined;
  return {
    userId: request.auth.userId,
    endpoint: `${endpoint.method} ${endpoint.path}`,
    key,
    requestHash: hashOf(request.params, request.body),
    status,
  };
}

const keyOf = (claim: IdempotencyClaim) =>
  and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.endpoint, claim.endpoint), eq(idempotencyKeys.key, claim.key));

/**
 * Claims the key for the write of this transaction: call it before the write. A key another call
 * holds throws KeyTaken (after that call's transaction ended, on PostgreSQL); one whose day is over
 * is taken over. Without a claim (no key sent) it does nothing.
 */
export async function claimKey(tx: Db, claim: IdempotencyClaim | undefined): Promise<void> {
  if (!claim) return;
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId: claim.userId, endpoint: claim.endpoint, key: claim.key, requestHash: claim.requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.endpoint, idempotencyKeys.key],
      set: { requestHash: claim.requestHash, replyStatus: null, replyBody: null, createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`,
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) throw new KeyTaken();
}

/** Keeps the reply the call answers, in the transaction of the write it tells of (the success status unless another is given). */
export async function keepReply(tx: Db, claim: IdempotencyClaim | undefined, body: unknown, status = claim?.status): Promise<void> {
  if (!claim) return;
  await tx.update(idempotencyKeys).set({ replyStatus: status, replyBody: body }).where(keyOf(claim));
}

/** Lets a key go with a write undone after its claim committed (a checkout its provider refused), so a new try starts afresh. */
export async function releaseKey(tx: Db, claim: IdempotencyClaim | undefined): Promise<void> {
  if (!claim) return;
  await tx.delete(idempotencyKeys).where(keyOf(claim));
}

/**
 * The reply kept for this key within its day, or nothing when no call holds it. A key held for
 * another request is refused (IDEMPOTENCY_KEY_REUSED); one whose call has not kept its reply yet
 * is waited for a while, then answered IDEMPOTENCY_KEY_IN_PROGRESS.
 */
export async function keptReply(db: Db, claim: IdempotencyClaim): Promise<KeptReply | undefined> {
  const deadline = Date.now() + REPLY_WAIT_MS;
  for (;;) {
    const [row] = await db
      .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.replyStatus, body: idempotencyKeys.replyBody })
      .from(idempotencyKeys)
      .where(and(keyOf(claim), sql`${idempotencyKeys.createdAt} >= now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`));
    if (!row) return undefined;
    if (row.requestHash !== claim.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (row.status !== null) return { status: row.status, body: row.body };
    if (Date.now() >= deadline) throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
    await sleep(REPLY_POLL_MS);
  }
}

/**
 * What a call with a key answers when its handler failed: the first call's reply when another call
 * holds the key (the repeat lost the race, or found the change already made), otherwise the failure.
 * A lookup the database cannot answer leaves the failure as it was.
 */
export async function replyAfterFailure(db: Db, claim: IdempotencyClaim, failure: unknown): Promise<KeptReply> {
  let kept: KeptReply | undefined;
  try {
    kept = await keptReply(db, claim);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw failure;
  }
  if (kept) return kept;
  // The key was held a moment ago and is gone: its call let it go; a new try starts afresh.
  if (failure instanceof KeyTaken) throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
  throw failure;
}

/** Removes the keys older than their day, oldest first a batch at a time off `idempotency_keys_created_idx`; answers how many. */
export async function removeExpiredKeys(db: Db, now = new Date(), batchSize?: number): Promise<number> {
  return deleteInBatches(db, {
    table: idempotencyKeys,
    where: lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_LIFE_MS)),
    order: [ascending(idempotencyKeys.createdAt)],
    batchSize,
  });
}
