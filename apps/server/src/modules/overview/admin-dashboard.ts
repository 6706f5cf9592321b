/**
 * The admin dashboard (spec 3 §1) in one call, put together from the services of the modules that
 * own each figure. Every query runs side by side (each on its own pooled connection with
 * PostgreSQL), and every one is an index range scan or a short aggregate, none per row.
 */
import {
  dashboardSizes,
  type AdminDashboardReply,
  type DashboardCards,
  type DashboardDay,
} from '@sahaya/contract/admin-dashboard/schemas';
import { addDays, indiaDayOf } from '@sahaya/contract/calendar-days';
import type { Db } from '../../db/client.ts';
import { assetRequestsPerDay, overdueLoanCount, pendingAssetRequestCount, pendingAssetRequests } from '../assets/assets.service.ts';
import {
  assistanceRequestsPerDay,
  pendingAssistanceRequestCount,
  pendingAssistanceRequests,
} from '../assistance-requests/assistance-requests.service.ts';
import { donationsPerDay, donationsReceived, recentDonations } from '../donations/donations.service.ts';
import { upcomingMeetings } from '../meetings/meetings.service.ts';
import { activePeopleCount } from '../people/people.service.ts';

/** India keeps one offset all year (no daylight saving), so a day there always starts at 00:00+05:30. */
const INDIA_OFFSET = '+05:30';

/** The four figures; loans are overdue once their return day is before `now`'s day in India. */
async function cards(db: Db, now: Date): Promise<DashboardCards> {
  const [activeUsers, activeVolunteers, donationsReceivedTotal, pendingAssets, pendingAssistance, overdueLoans] = await Promise.all([
    activePeopleCount(db, 'user'),
    activePeopleCount(db, 'volunteer'),
    donationsReceived(db),
    pendingAssetRequestCount(db),
    pendingAssistanceRequestCount(db),
    overdueLoanCount(db, indiaDayOf(now)),
  ]);
  return { activeUsers, activeVolunteers, donationsReceived: donationsReceivedTotal, pendingRequests: pendingAssets + pendingAssistance, overdueLoans };
}

/**
 * Rupees received and requests made per day in India (IST) over the last 30 days, today there
 * included and days without any too, from the created_at indexes of the three tables: each owner
 * counts its own days, in the same time zone as the receipts date a donation.
 */
async function chartDays(db: Db, now: Date): Promise<DashboardDay[]> {
  const firstDay = addDays(indiaDayOf(now), 1 - dashboardSizes.chartDays);
  const first = new Date(`${firstDay}T00:00:00${INDIA_OFFSET}`);
  const [given, assetDays, assistanceDays] = await Promise.all([
    donationsPerDay(db, first),
    assetRequestsPerDay(db, first),
    assistanceRequestsPerDay(db, first),
  ]);
  const donations = new Map(given.map((d) => [d.day, d.total]));
  const requests = new Map<string, number>();
  for (const { day, count } of [...assetDays, ...assistanceDays]) requests.set(day, (requests.get(day) ?? 0) + count);
  return Array.from({ length: dashboardSizes.chartDays }, (_, i) => {
    const date = addDays(firstDay, i);
    return { date, donations: Number(donations.get(date) ?? 0), requests: requests.get(date) ?? 0 };
  });
}

export async function adminDashboard(db: Db, now: Date = new Date()): Promise<AdminDashboardReply> {
  const [cardValues, meetingsSoon, donationsLatest, assistance, asset, days] = await Promise.all([
    cards(db, now),
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
