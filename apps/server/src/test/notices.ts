/** Helpers for tests of notices (modules/notifications), which a change stores in its own transaction. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Notification } from '@sahaya/contract/notifications/schemas';
import { noticeDeliveries, notify, type NotifyInput } from '../modules/notifications/notifications.service.ts';
import { JOBS_SCHEMA } from '../plugins/jobs/jobs.ts';
import { expectingFaults } from './reply-check.ts';

/** A notice the test makes on its own, in a transaction of its own, as a change would in its. */
export function sendNotice(app: FastifyInstance, input: NotifyInput): Promise<Notification> {
  return app.db.transaction((tx) => notify(app, input, { db: tx }));
}

/**
 * How many delivery jobs (mail, push, family) each of these notifications has, by id: a notice
 * stored with its delivery has exactly one, whether or not it has run yet.
 */
export async function deliveriesOf(app: FastifyInstance, notificationIds: readonly string[]): Promise<Map<string, number>> {
  const found = new Map(notificationIds.map((id) => [id, 0]));
  if (notificationIds.length === 0) return found;
  const result = (await app.db.execute(
    sql`select data->>'notificationId' as id, count(*)::int as n from ${sql.identifier(JOBS_SCHEMA)}.job
      where name = ${noticeDeliveries.name} and data->>'notificationId' in (${sql.join(notificationIds.map((id) => sql`${id}`), sql`, `)})
      group by 1`,
  )) as unknown as { rows: { id: string; n: number }[] };
  for (const row of result.rows) found.set(row.id, Number(row.n));
  return found;
}

/**
 * Runs `work` while the app's database refuses every new notice, so a test sees what a change does
 * when its notice cannot be stored. A trigger raises `at` the notice's insert, or at the commit of
 * the transaction that stored it (a deferred constraint trigger): the notice was written, and
 * anything told before the commit would tell of a change that did not happen.
 */
export async function whileNoticesFail<T>(app: FastifyInstance, work: () => Promise<T>, { at = 'insert' }: { at?: 'insert' | 'commit' } = {}): Promise<T> {
  await app.db.execute(
    sql.raw(`create or replace function test_refuse_notice() returns trigger language plpgsql as $$
      begin raise exception 'The test refuses every notice'; end $$`),
  );
  await app.db.execute(
    sql.raw(
      at === 'insert'
        ? 'create trigger test_refuse_notice before insert on notifications for each row execute function test_refuse_notice()'
        : 'create constraint trigger test_refuse_notice after insert on notifications deferrable initially deferred for each row execute function test_refuse_notice()',
    ),
  );
  try {
    return await expectingFaults(work);
  } finally {
    await app.db.execute(sql.raw('drop trigger test_refuse_notice on notifications'));
  }
}
