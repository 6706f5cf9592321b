/**
 * The admin dashboard from the live database in one round trip: six statements that run side by
 * side (each on its own pooled connection with PostgreSQL), every one of them an index range scan
 * or a short aggregate, and none per row. Each table is read through the queries of the module
 * that owns it; the cards and the chart put those modules' pieces together into one statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  dashboardSizes,
  type AdminDashboardReply,
  type DashboardCards,
  type DashboardDay,
} from '@sahaya/contract/admin-dashboard/schemas';
import type { Db } from '../../db/client.ts';
import { assetRequestDays, pendingAssetRequestCount, pendingAssetRequests } from '../assets/assets.service.ts';
import {
  assistanceRequestDays,
  pendingAssistanceRequestCount,
  pendingAssistanceRequests,
} from '../assistance-requests/assistance-requests.service.ts';
import { completedDonationsByDay, donationsReceivedTotal, recentDonations } from '../donations/donations.service.ts';
import { upcomingMeetings } from '../meetings/meetings.service.ts';
import { activePeopleCount } from '../people/people.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Both drivers answer a raw statement with an object holding its `rows`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function cards(db: Db): Promise<DashboardCards> {
  const [row] = await rowsOf<DashboardCards>(db, sql`select
    ${activePeopleCount('user')} as "activeUsers",
    ${activePeopleCount('volunteer')} as "activeVolunteers",
    ${donationsReceivedTotal} as "donationsReceived",
    (${pendingAssetRequestCount} + ${pendingAssistanceRequestCount})::int as "pendingRequests"`);
  return {
    activeUsers: Number(row?.activeUsers ?? 0),
    activeVolunteers: Number(row?.activeVolunteers ?? 0),
    donationsReceived: Number(row?.donationsReceived ?? 0),
    pendingRequests: Number(row?.pendingRequests ?? 0),
  };
}

/**
 * Rupees received and requests made per UTC day over the last 30 days, days without any included
 * (generate_series), from the created_at indexes of the three tables.
 */
async function chartDays(db: Db, now: Date): Promise<DashboardDay[]> {
  const first = isoDay(new Date(now.getTime() - (dashboardSizes.chartDays - 1) * DAY_MS));
  const last = isoDay(now);
  const since: SQL = sql`(${first}::date::timestamp at time zone 'UTC')`;
  const rows = await rowsOf<DashboardDay>(db, sql`
    with days as (
      select generate_series(${first}::date, ${last}::date, interval '1 day')::date as day
    ), given as (
      ${completedDonationsByDay(since)}
    ), made as (
      select day, count(*)::int as total from (
        ${assetRequestDays(since)}
        union all
        ${assistanceRequestDays(since)}
      ) as requests
      group by day
    )
    select to_char(days.day, 'YYYY-MM-DD') as date,
      coalesce(given.total, 0)::float8 as donations,
      coalesce(made.total, 0)::int as requests
    from days
    left join given on given.day = days.day
    left join made on made.day = days.day
    order by days.day`);
  return rows.map((r) => ({ date: r.date, donations: Number(r.donations), requests: Number(r.requests) }));
}

export async function adminDashboard(db: Db, now: Date = new Date()): Promise<AdminDashboardReply> {
  const [cardValues, meetingsSoon, donationsLatest, assistance, asset, days] = await Promise.all([
    cards(db),
    upcomingMeetings(db, now),
    recentDonations(db),
    pendingAssistanceRequests(db),
    pendingAssetRequests(db),
    chartDays(db, now),
  ]);
  return {
    cards: cardValues,
    upcomingMeetings: meetingsSoon,
    recentDonations: donationsLatest,
    pendingAssistanceRequests: assistance,
    pendingAssetRequests: asset,
    charts: { days },
  };
}
