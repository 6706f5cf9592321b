/**
 * A person's latest real actions across asset requests, assistance requests (made, or handled as
 * volunteer), donations and meetings they take part in, newest first, for the dashboard's Recent
 * Activities and the admin's Recent Activity card. One SQL statement: each branch, from the module
 * that owns its table, takes its own newest rows through its (user, created) index, then the
 * union is ordered once more.
 */
import { sql } from 'drizzle-orm';
import type { Activity, ActivityKind } from '@sahaya/contract/activity';
import { RECENT_ACTIVITY_LIMIT } from '@sahaya/contract/activity';
import type { Db } from '../../db/client.ts';
import { assetRequestActivity } from '../assets/assets.service.ts';
import { assistanceRequestActivity } from '../assistance-requests/assistance-requests.service.ts';
import { donationActivity } from '../donations/donations.service.ts';
import { meetingActivity } from '../meetings/meetings.service.ts';

interface ActivityRow {
  kind: ActivityKind;
  id: string;
  title: string;
  status: string;
  date: Date | string;
  amount: string | number | null;
}

export async function recentActivity(db: Db, userId: string, limit = RECENT_ACTIVITY_LIMIT): Promise<Activity[]> {
  const n = Math.max(1, Math.min(Math.trunc(limit), 50));
  const result = await db.execute(sql`
    select * from (
      ${assetRequestActivity(userId, n)}
      union all
      ${assistanceRequestActivity(userId, n)}
      union all
      ${donationActivity(userId, n)}
      union all
      ${meetingActivity(userId, n)}
    ) activity
    order by date desc, id desc
    limit ${n}
  `);
  const rows = (result as unknown as { rows: ActivityRow[] }).rows;
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    title: row.title,
    status: row.status,
    date: new Date(row.date).toISOString(),
    amount: row.amount === null ? null : Number(row.amount),
  }));
}
