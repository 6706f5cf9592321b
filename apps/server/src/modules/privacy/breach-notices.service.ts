/**
 * Breach notices (DPDP Rules 2025, Rule 7). An admin's notice is written with its first jobs in the
 * request's transaction and answered 202; the jobs tell the people in batches, each batch in one
 * transaction that records its recipients (breach_notice_recipients, one row per person and
 * notice), queues one notice per person newly recorded (the bell, then mail and SMS as each can be
 * reached: the `account` topic, which mails every confirmed address and texts those without one)
 * and ends its job. A batch run again after a kill finds its people recorded and tells nobody twice.
 *
 * `all` walks every account in the order of its id, a batch at a time, each batch queueing the next;
 * a list of ids is split into batches at once.
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { ListBreachNoticesReply, SendBreachNoticeBody, SendBreachNoticeReply } from '@sahaya/contract/privacy/breach-notices';
import { BREACH_NOTICE_PAGE_SIZE } from '@sahaya/contract/privacy/breach-notices';
import { breachMessages } from '@sahaya/contract/privacy/rights-messages';
import type { Db } from '../../db/client.ts';
import { presentAccountCount, presentAccountsAfter, presentAccountsAmong, presentNameOf } from '../../db/person-names.ts';
import { breachNoticeRecipients, breachNotices } from '../../db/schema/privacy.ts';
import { AppError } from '../../errors.ts';
import { said } from '../../lib/success-reply.ts';
import { defineQueue, type Jobs, type RunningJob } from '../../plugins/jobs/jobs.ts';
import { noticeText, notices } from '../notifications/notifications.service.ts';

/** People told per batch: one statement records them, one queues their notices. */
export const BREACH_BATCH_SIZE = 500;

/** One batch of a notice: the people after `after` in id order (everyone), or these ids. */
export type BreachBatch = { noticeId: string; after: string | null } | { noticeId: string; userIds: string[] };

export const breachBatches = defineQueue<BreachBatch>('breach-notice-batch', { batchSize: 1, retryLimit: 10 });

export interface BreachDeps {
  db: Db;
  jobs: Pick<Jobs, 'send' | 'sendMany'>;
  officer: { name: string; email: string; phone: string | null };
}

/** Writes the notice and its first jobs; answers 202 with how many people it reaches. */
export async function sendBreachNotice(deps: BreachDeps, adminId: string, body: SendBreachNoticeBody): Promise<SendBreachNoticeReply> {
  return deps.db.transaction(async (tx) => {
    let reaching: number;
    let ids: string[] = [];
    if (body.audience === 'all') {
      const counted = (await tx.execute(sql`select ${presentAccountCount} as n`)) as unknown as { rows: { n: number }[] };
      reaching = Number(counted.rows[0]?.n ?? 0);
    } else {
      ids = [...new Set(body.audience)];
      const found = (await tx.execute(presentAccountsAmong(ids))) as unknown as { rows: unknown[] };
      if (found.rows.length !== ids.length) throw new AppError('BREACH_UNKNOWN_PEOPLE');
      reaching = ids.length;
    }
    const [notice] = await tx
      .insert(breachNotices)
      .values({ subject: body.subject, body: body.body, audience: body.audience === 'all' ? 'all' : 'some', sentBy: adminId })
      .returning({ id: breachNotices.id });
    const noticeId = notice!.id;
    if (body.audience === 'all') await deps.jobs.send(breachBatches, { noticeId, after: null }, { db: tx });
    else {
      const batches: BreachBatch[] = [];
      for (let i = 0; i < ids.length; i += BREACH_BATCH_SIZE) batches.push({ noticeId, userIds: ids.slice(i, i + BREACH_BATCH_SIZE) });
      await deps.jobs.sendMany(breachBatches, batches, { db: tx });
    }
    return { ...said('BREACH_NOTICE_STARTED', reaching), _id: noticeId, reaching };
  });
}

/** How the grievance officer is reached, as the notice names them. */
const officerText = (officer: BreachDeps['officer']) => [officer.name, officer.email, officer.phone].filter(Boolean).join(', ');

/**
 * Runs one batch: records its people as told, queues a notice for each newly recorded one, queues
 * the next batch of an `all` notice, and ends its job, all in one transaction.
 */
export async function runBreachBatch(deps: BreachDeps, batch: BreachBatch, job?: RunningJob): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [notice] = await tx.select().from(breachNotices).where(eq(breachNotices.id, batch.noticeId));
    if (!notice) return job?.done(tx);
    const chosen = 'userIds' in batch ? presentAccountsAmong(batch.userIds) : presentAccountsAfter(batch.after, BREACH_BATCH_SIZE);
    const result = (await tx.execute(sql`
      with batch as (${chosen}),
      told as (
        insert into ${breachNoticeRecipients} (notice_id, user_id)
        select ${batch.noticeId}::uuid, batch.id from batch
        on conflict do nothing
        returning user_id
      )
      select (select max(id::text) from batch) as last, (select count(*)::int from batch) as taken,
        coalesce((select array_agg(user_id::text) from told), '{}') as told`)) as unknown as {
      rows: { last: string | null; taken: number; told: string[] | string }[];
    };
    const row = result.rows[0]!;
    const told = typeof row.told === 'string' ? parseArray(row.told) : row.told;
    const text = noticeText(breachMessages.notice, notice.subject, notice.body, officerText(deps.officer));
    await deps.jobs.sendMany(
      notices,
      told.map((userId) => ({ userId, type: 'system' as const, topic: 'account' as const, text })),
      { db: tx },
    );
    if (!('userIds' in batch) && row.taken === BREACH_BATCH_SIZE && row.last) {
      await deps.jobs.send(breachBatches, { noticeId: batch.noticeId, after: row.last }, { db: tx });
    }
    await job?.done(tx);
  });
}

/** A text[] as node-postgres may hand it over, `{a,b}`: ids hold no commas or quotes. */
const parseArray = (text: string) => (text === '{}' ? [] : text.slice(1, -1).split(','));

/** The notices sent, newest first, each with how many people it has told. */
export async function listBreachNotices(db: Db, page: number): Promise<ListBreachNoticesReply> {
  const told = sql<number>`(select count(*)::int from ${breachNoticeRecipients} r where r.notice_id = ${breachNotices.id})`;
  const sentBy = presentNameOf(breachNotices.sentBy);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: breachNotices.id, subject: breachNotices.subject, body: breachNotices.body, audience: breachNotices.audience, createdAt: breachNotices.createdAt, told, sentBy })
      .from(breachNotices)
      .orderBy(desc(breachNotices.createdAt), desc(breachNotices.id))
      .limit(BREACH_NOTICE_PAGE_SIZE)
      .offset((page - 1) * BREACH_NOTICE_PAGE_SIZE),
    db.select({ n: count() }).from(breachNotices),
  ]);
  const totalNotices = total?.n ?? 0;
  return {
    notices: rows.map(({ id, createdAt, ...row }) => ({ _id: id, ...row, sentAt: createdAt.toISOString() })),
    page,
    totalPages: Math.ceil(totalNotices / BREACH_NOTICE_PAGE_SIZE),
    totalNotices,
  };
}
