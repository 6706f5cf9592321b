/**
 * The reminders of a loan's return day: two days before, on it, three and seven days after, each
 * sent once (loan_reminders_sent), in the borrower's language and by their channels.
 *
 * A daily sweep at 09:00 in India sends, for each approved loan not yet returned, the latest
 * reminder whose day has come, unless it was sent. It catches up by itself: a day the sweep did
 * not run (a deploy, an outage) is made good by the next, and a reminder overtaken by a later one
 * (a loan approved on its due day has no use for "due soon") is never sent. The row in
 * loan_reminders_sent and the notice's job are written in one transaction, so however many nodes
 * sweep at once, only the node whose insert made the row sends, and a crash loses neither.
 */
import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assetRequestMessages as m } from '@sahaya/contract/assets/messages';
import { addDays, indiaDayOf } from '@sahaya/contract/calendar-days';
import { loanReminders, type LoanReminder } from '@sahaya/contract/constants';
import type { InLanguages } from '@sahaya/contract/i18n/languages';
import type { Db } from '../../db/client.ts';
import { assetRequests, assets, loanRemindersSent } from '../../db/schema/assets.ts';
import { defineQueue } from '../../plugins/jobs/jobs.ts';
import { noticeDay, notices, noticeText, noticeWords, type NoticeText } from '../notifications/notifications.service.ts';
import { namesOf } from './assets.texts.ts';
import type { AssetDeps } from './assets.service.ts';

/** 03:30 UTC is 09:00 in India: in the morning, when a borrower can still bring the units back that day. */
export const loanReminderTicks = defineQueue<Record<string, never>>('loan-reminders', {
  cron: '30 3 * * *',
  retryLimit: 2,
  batchSize: 1,
  timeoutSeconds: 30 * 60,
});

/** Loans read and marked per transaction: short transactions, however many loans are due. */
const BATCH = 500;

/** The reminders from the latest day to the earliest: late-7, late-3, due-today, due-soon. */
const latestFirst = (Object.entries(loanReminders) as [LoanReminder, number][]).sort(([, a], [, b]) => b - a);

/**
 * The latest reminder whose day has come by `today` for a loan due back on its return day: the
 * first, from the latest, whose day (return day + its offset) is not after today. A loan is read
 * at all only when the earliest one's day has come, so the last branch is that one.
 */
function latestDue(today: string): SQL<LoanReminder> {
  const branches = latestFirst.slice(0, -1).map(([kind, offset]) => sql`when ${assetRequests.returnDate} <= ${addDays(today, -offset)}::date then ${kind}`);
  const [earliest] = latestFirst.at(-1)!;
  return sql<LoanReminder>`(case ${sql.join(branches, sql` `)} else ${earliest} end)::loan_reminder`;
}

/** What the borrower reads: the return day is written in their language when they read it. */
function reminderText(kind: LoanReminder, names: InLanguages, returnDate: string): NoticeText {
  const asset = noticeWords(names);
  if (kind === 'due-soon') return noticeText(m.dueSoonNotice, asset, noticeDay(returnDate));
  if (kind === 'due-today') return noticeText(m.dueTodayNotice, asset);
  return noticeText(m.lateNotice, asset, noticeDay(returnDate));
}

/**
 * The approved loans due back by two days after `today` (a day in India), not before their first day
 * (nobody is reminded to return what they have not had yet), whose latest reminder due was not
 * sent, with that reminder: a range of the status and return-day index, the oldest due first.
 */
export function dueLoans(db: Db, today: string) {
  const kind = latestDue(today);
  const [, earliestOffset] = latestFirst.at(-1)!;
  return db
    .select({
      requestId: assetRequests.id,
      userId: assetRequests.userId,
      returnDate: assetRequests.returnDate,
      asset: { name: assets.name, translations: assets.translations },
      kind,
    })
    .from(assetRequests)
    .innerJoin(assets, eq(assets.id, assetRequests.assetId))
    .where(
      and(
        eq(assetRequests.status, 'approved'),
        lte(assetRequests.returnDate, addDays(today, -earliestOffset)),
        lte(assetRequests.requestedDate, today),
        sql`not exists (select 1 from ${loanRemindersSent} s where s.request_id = ${assetRequests.id} and s.kind = ${kind})`,
      ),
    )
    .orderBy(asc(assetRequests.returnDate), asc(assetRequests.id))
    .limit(BATCH);
}

/**
 * Sends the reminders due on `today` (a day in India) and any the sweep missed before, as notices
 * queued with the rows that record them; answers how many were sent.
 */
export async function sendLoanReminders(deps: Pick<AssetDeps, 'db' | 'jobs'>, today: string = indiaDayOf()): Promise<number> {
  let sent = 0;
  for (;;) {
    const { read, made } = await deps.db.transaction(async (tx) => {
      const due = await dueLoans(tx, today);
      if (due.length === 0) return { read: 0, made: 0 };
      // Another node sweeping the same loans waits here for ours, or we for theirs: each row is made once.
      const inserted = await tx
        .insert(loanRemindersSent)
        .values(due.map((loan) => ({ requestId: loan.requestId, kind: loan.kind })))
        .onConflictDoNothing()
        .returning({ requestId: loanRemindersSent.requestId, kind: loanRemindersSent.kind });
      const loans = new Map(due.map((loan) => [loan.requestId, loan]));
      const reminders = inserted.flatMap(({ requestId, kind }) => {
        const loan = loans.get(requestId);
        return loan ? [{ userId: loan.userId, type: 'system' as const, text: reminderText(kind, namesOf(loan.asset), loan.returnDate), topic: 'assetRequest' as const }] : [];
      });
      await deps.jobs.sendMany(notices, reminders, { db: tx });
      return { read: due.length, made: reminders.length };
    });
    sent += made;
    if (read < BATCH) return sent;
  }
}

export function loanReminderJobs(app: FastifyInstance): void {
  app.jobs.work(loanReminderTicks, async () => {
    const sent = await sendLoanReminders(app);
    if (sent > 0) app.log.info({ sent }, 'The reminders of loans due back were sent');
  });
}
