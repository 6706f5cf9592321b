/**
 * The admin dashboard from the live database in one round trip: six statements that run side by
 * side (each on its own pooled connection with PostgreSQL), every one of them an index range scan
 * or a short aggregate, and none per row.
 */
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ANONYMOUS_DONOR,
  dashboardSizes,
  type AdminDashboardReply,
  type DashboardCards,
  type DashboardDay,
} from '@sahaya/contract/admin-dashboard';
import type { Db } from '../../db/client.ts';
import { newestFirst, soonestFirst } from '../../db/order.ts';
import {
  assetRequests,
  assets,
  assistanceRequests,
  donations,
  meetingParticipants,
  meetings,
  users,
} from '../../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Both drivers answer a raw statement with an object holding its `rows`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}


async function cards(db: Db): Promise<DashboardCards> {
  const activePeople = (role: 'user' | 'volunteer') =>
    sql`(select count(*)::int from ${users} where ${users.role} = ${role} and ${users.isActive}
      and not ${users.isBlocked} and ${users.deletedAt} is null)`;
  const [row] = await rowsOf<DashboardCards>(db, sql`select
    ${activePeople('user')} as "activeUsers",
    ${activePeople('volunteer')} as "activeVolunteers",
    (select coalesce(sum(${donations.amount}), 0)::float8 from ${donations}
      where ${donations.status} = 'completed') as "donationsReceived",
    ((select count(*) from ${assetRequests} where ${assetRequests.status} = 'pending')
      + (select count(*) from ${assistanceRequests} where ${assistanceRequests.status} = 'pending'))::int as "pendingRequests"`);
  return {
    activeUsers: Number(row?.activeUsers ?? 0),
    activeVolunteers: Number(row?.activeVolunteers ?? 0),
    donationsReceived: Number(row?.donationsReceived ?? 0),
    pendingRequests: Number(row?.pendingRequests ?? 0),
  };
}

async function upcomingMeetings(db: Db, now: Date) {
  const rows = await db
    .select({
      _id: meetings.id,
      title: meetings.title,
      scheduledTime: meetings.scheduledTime,
      status: meetings.status,
      participantCount: sql<number>`(select count(*)::int from ${meetingParticipants}
        where ${meetingParticipants}.${sql.identifier(meetingParticipants.meetingId.name)} = ${meetings}.${sql.identifier(meetings.id.name)})`,
    })
    .from(meetings)
    .where(and(eq(meetings.status, 'scheduled'), gt(meetings.scheduledTime, now)))
    .orderBy(soonestFirst(meetings.scheduledTime))
    .limit(dashboardSizes.upcomingMeetings);
  return rows.map((m) => ({ ...m, scheduledTime: m.scheduledTime.toISOString() }));
}

async function recentDonations(db: Db) {
  const rows = await db
    .select({
      _id: donations.id,
      amount: donations.amount,
      campaign: donations.campaign,
      isAnonymous: donations.isAnonymous,
      stripePaymentId: donations.stripePaymentId,
      createdAt: donations.createdAt,
      completedAt: donations.completedAt,
      donor: users.name,
      donorDeleted: users.deletedAt,
    })
    .from(donations)
    .leftJoin(users, eq(users.id, donations.userId))
    .where(eq(donations.status, 'completed'))
    .orderBy(newestFirst(donations.createdAt))
    .limit(dashboardSizes.recentDonations);
  return rows.map((d) => ({
    _id: d._id,
    amount: Number(d.amount),
    campaign: d.campaign,
    isAnonymous: d.isAnonymous,
    stripePaymentId: d.stripePaymentId,
    donorName: d.isAnonymous || !d.donor || d.donorDeleted ? ANONYMOUS_DONOR : d.donor,
    date: (d.completedAt ?? d.createdAt).toISOString(),
  }));
}

const requester = { _id: users.id, name: users.name, email: users.email };

async function pendingAssistanceRequests(db: Db) {
  const rows = await db
    .select({
      _id: assistanceRequests.id,
      type: assistanceRequests.type,
      volunteerType: assistanceRequests.volunteerType,
      priority: assistanceRequests.priority,
      description: assistanceRequests.description,
      requestedDate: assistanceRequests.requestedDate,
      requestedTime: assistanceRequests.requestedTime,
      createdAt: assistanceRequests.createdAt,
      user: requester,
    })
    .from(assistanceRequests)
    .innerJoin(users, eq(users.id, assistanceRequests.userId))
    .where(eq(assistanceRequests.status, 'pending'))
    .orderBy(newestFirst(assistanceRequests.createdAt))
    .limit(dashboardSizes.pendingAssistanceRequests);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

async function pendingAssetRequests(db: Db) {
  const rows = await db
    .select({
      _id: assetRequests.id,
      quantity: assetRequests.quantity,
      priority: assetRequests.priority,
      requestedDate: assetRequests.requestedDate,
      createdAt: assetRequests.createdAt,
      asset: { _id: assets.id, name: assets.name, image: assets.image, category: assets.category },
      user: requester,
    })
    .from(assetRequests)
    .innerJoin(assets, eq(assets.id, assetRequests.assetId))
    .innerJoin(users, eq(users.id, assetRequests.userId))
    .where(eq(assetRequests.status, 'pending'))
    .orderBy(newestFirst(assetRequests.createdAt))
    .limit(dashboardSizes.pendingAssetRequests);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * Rupees received and requests made per UTC day over the last 30 days, days without any included
 * (generate_series), from the created_at indexes of the three tables.
 */
async function chartDays(db: Db, now: Date): Promise<DashboardDay[]> {
  const first = isoDay(new Date(now.getTime() - (dashboardSizes.chartDays - 1) * DAY_MS));
  const last = isoDay(now);
  const since = sql`(${first}::date::timestamp at time zone 'UTC')`;
  const dayOf = (column: AnyPgColumn) => sql`(${column} at time zone 'UTC')::date`;
  const rows = await rowsOf<DashboardDay>(db, sql`
    with days as (
      select generate_series(${first}::date, ${last}::date, interval '1 day')::date as day
    ), given as (
      select ${dayOf(donations.createdAt)} as day, sum(${donations.amount})::float8 as total
      from ${donations}
      where ${donations.status} = 'completed' and ${donations.createdAt} >= ${since}
      group by 1
    ), made as (
      select day, count(*)::int as total from (
        select ${dayOf(assetRequests.createdAt)} as day from ${assetRequests} where ${assetRequests.createdAt} >= ${since}
        union all
        select ${dayOf(assistanceRequests.createdAt)} from ${assistanceRequests}
        where ${assistanceRequests.createdAt} >= ${since}
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
