/**
 * The chat's retention: the messages and attached files of a request completed more than
 * CHAT_RETENTION_DAYS ago are removed, and the chat keeps a line saying so (`chat_removals`). A
 * periodic job runs it (chats.jobs.ts) once a day on one node.
 *
 * It walks the conversations that still have messages, a batch at a time in the order of their
 * request ids, found by skipping through `chat_messages_request_created_idx` (one index probe per
 * conversation, however many messages each holds), and asks the assistance requests which of a
 * batch were completed before the cut-off. A removed chat has no messages left, so the next run does
 * not meet it again.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessages, chatRemovals } from '../../db/schema/chats.ts';
import type { Storage } from '../../plugins/files/storage.ts';
import { completedBefore } from '../assistance-requests/assistance-requests.service.ts';
import { removeChatNotices } from '../notifications/notifications.service.ts';
import { DAY_MS } from '../../lib/durations.ts';

export interface RetentionDeps {
  db: Db;
  storage: Pick<Storage, 'remove'>;
}

/** Conversations looked at per batch: one statement finds them, one asks which are expired. */
const BATCH_SIZE = 500;

/**
 * The request ids of up to `limit` conversations after `after`, in order: a recursive walk that
 * takes the next id above the last from the index each step, so a conversation of ten thousand
 * messages costs what a conversation of one does.
 */
export function conversationWalk(after: string | null, limit: number): SQL {
  const start = after === null ? sql`` : sql`where ${chatMessages.requestId} > ${after}`;
  return sql`
    with recursive walk(request_id) as (
      (select ${chatMessages.requestId} from ${chatMessages} ${start} order by ${chatMessages.requestId} limit 1)
      union all
      select (select m.request_id from ${chatMessages} m where m.request_id > walk.request_id order by m.request_id limit 1)
      from walk where walk.request_id is not null
    )
    select request_id from walk where request_id is not null limit ${limit}`;
}

async function conversationsAfter(db: Db, after: string | null, limit: number): Promise<string[]> {
  const result = (await db.execute(conversationWalk(after, limit))) as unknown as { rows: { request_id: string }[] };
  return result.rows.map((row) => row.request_id);
}

/**
 * Removes the messages of these conversations, their notices and files, and records the removal.
 * The files go first: if the run stops between the two, the messages are still there and the next
 * run removes both, where the other order would leave files nothing refers to that the sweep no
 * longer looks at.
 */
async function removeConversations(deps: RetentionDeps, requestIds: string[], afterDays: number, now: Date): Promise<number> {
  const withFiles = await deps.db
    .select({ media: chatMessages.media })
    .from(chatMessages)
    .where(and(inArray(chatMessages.requestId, requestIds), sql`cardinality(${chatMessages.media}) > 0`));
  await deps.storage.remove(withFiles.flatMap((row) => row.media));
  return deps.db.transaction(async (tx) => {
    const removed = await tx.delete(chatMessages).where(inArray(chatMessages.requestId, requestIds)).returning({ id: chatMessages.id });
    // The bell's notices of these messages quote them and link their files: they go with them.
    await removeChatNotices(tx, requestIds);
    await tx
      .insert(chatRemovals)
      .values(requestIds.map((requestId) => ({ requestId, afterDays, removedAt: now })))
      .onConflictDoNothing();
    return removed.length;
  });
}

/**
 * Removes the chats of requests completed more than `retentionDays` before `now`; answers how
 * many conversations and messages went. An aborted `signal` (the job's time is up, or the node
 * stops) ends it between batches: each batch is whole, and the next run goes on from the start.
 */
export async function removeExpiredChats(
  deps: RetentionDeps,
  {
    retentionDays,
    now = new Date(),
    batchSize = BATCH_SIZE,
    signal,
  }: { retentionDays: number; now?: Date; batchSize?: number; signal?: AbortSignal },
): Promise<{ conversations: number; messages: number }> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const total = { conversations: 0, messages: 0 };
  let after: string | null = null;
  for (;;) {
    signal?.throwIfAborted();
    const batch = await conversationsAfter(deps.db, after, batchSize);
    const expired = await completedBefore(deps.db, batch, cutoff);
    if (expired.length > 0) {
      total.messages += await removeConversations(deps, expired, retentionDays, now);
      total.conversations += expired.length;
    }
    if (batch.length < batchSize) return total;
    after = batch.at(-1)!;
  }
}

/** When this chat's messages were removed, and after how many days; null while they are kept. */
export async function removalOf(db: Db, requestId: string) {
  const [row] = await db
    .select({ at: chatRemovals.removedAt, afterDays: chatRemovals.afterDays })
    .from(chatRemovals)
    .where(eq(chatRemovals.requestId, requestId));
  return row ? { at: row.at.toISOString(), afterDays: row.afterDays } : null;
}
