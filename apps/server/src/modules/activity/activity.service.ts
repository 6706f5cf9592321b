/**
 * A person's latest real actions across asset requests, assistance requests (made, or handled as
 * volunteer), donations and meetings they take part in, newest first, for the dashboard's Recent
 * Activities and the admin's Recent Activity card. One SQL statement: each branch takes its own
 * newest rows through its (user, created) index, then the union is ordered once more.
 */
import { sql } from 'drizzle-orm';
import type { Activity, ActivityKind } from '@sahaya/contract/activity';
import { RECENT_ACTIVITY_LIMIT } from '@sahaya/contract/activity';
import type { Db } from '../../db/client.ts';

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
      (select 'assetRequest' as kind, r.id, a.name::text as title, r.status::text as status,
              r.created_at as date, null::numeric as amount
         from asset_requests r join assets a on a.id = r.asset_id
        where r.user_id = ${userId}
        order by r.created_at desc limit ${n})
      union all
      (select 'assistanceRequest', r.id,
              case when r.type = 'ambulance' then 'Ambulance' else initcap(r.volunteer_type::text) || ' volunteer' end,
              r.status::text, r.created_at, null::numeric
         from assistance_requests r
        where r.user_id = ${userId}
        order by r.created_at desc limit ${n})
      union all
      (select 'assistanceRequest', r.id,
              case when r.type = 'ambulance' then 'Ambulance' else initcap(r.volunteer_type::text) || ' volunteer' end,
              r.status::text, coalesce(r.assigned_at, r.created_at), null::numeric
         from assistance_requests r
        where r.volunteer_id = ${userId}
        order by r.created_at desc limit ${n})
      union all
      (select 'donation', d.id, initcap(d.campaign::text), d.status::text, d.created_at, d.amount
         from donations d
        where d.user_id = ${userId}
        order by d.created_at desc limit ${n})
      union all
      (select 'meeting', m.id, m.title::text, m.status::text, p.created_at, null::numeric
         from meeting_participants p join meetings m on m.id = p.meeting_id
        where p.user_id = ${userId}
        order by p.created_at desc limit ${n})
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
