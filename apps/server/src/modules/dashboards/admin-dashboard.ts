/**
 * The admin dashboard (spec 3 §1) in one call, put together from the figures the modules that own
 * them register (plugins/registries/dashboard-figures.ts). Every query runs side by side (each on its own pooled
 * connection with PostgreSQL), and every one is an index range scan or a short aggregate, none per
 * row.
 */
import { dashboardSizes, type AdminDashboardReply, type DashboardCards, type DashboardDay } from '@sahaya/contract/dashboards/schemas';
import { addDays, indiaDayOf } from '@sahaya/contract/calendar-days';
import { defaultLanguage, type Language } from '@sahaya/contract/i18n/languages';
import type { Db } from '../../db/client.ts';
import { adminCards, type DashboardFigures } from '../../plugins/registries/dashboard-figures.ts';

/** India keeps one offset all year (no daylight saving), so a day there always starts at 00:00+05:30. */
const INDIA_OFFSET = '+05:30';

interface DashboardDeps {
  db: Db;
  dashboardFigures: DashboardFigures;
}

/** The cards' figures, every one a sum over the modules that count it; loans are overdue once their return day is before `now`'s day in India. */
async function cards({ db, dashboardFigures: figures }: DashboardDeps, now: Date): Promise<DashboardCards> {
  const values = await Promise.all(adminCards.map((card) => figures.cardValue(db, card, now)));
  return Object.fromEntries(adminCards.map((card, index) => [card, values[index]!])) as DashboardCards;
}

/**
 * Rupees received and requests made per day in India (IST) over the last 30 days, today there
 * included and days without any too, from the created_at indexes of the tables: each owner counts
 * its own days, in the same time zone as the receipts date a donation.
 */
async function chartDays({ db, dashboardFigures: figures }: DashboardDeps, now: Date): Promise<DashboardDay[]> {
  const firstDay = addDays(indiaDayOf(now), 1 - dashboardSizes.chartDays);
  const first = new Date(`${firstDay}T00:00:00${INDIA_OFFSET}`);
  const [donations, requests] = await Promise.all([figures.daysOf(db, 'donations', first), figures.daysOf(db, 'requests', first)]);
  return Array.from({ length: dashboardSizes.chartDays }, (_, i) => {
    const date = addDays(firstDay, i);
    return { date, donations: donations.get(date) ?? 0, requests: requests.get(date) ?? 0 };
  });
}

/** The dashboard at `now`, what admins wrote (asset names) in the reader's `language`. */
export async function adminDashboard(deps: DashboardDeps, now: Date = new Date(), language: Language = defaultLanguage): Promise<AdminDashboardReply> {
  const { db, dashboardFigures: figures } = deps;
  const [cardValues, upcomingMeetings, recentDonations, pendingAssistanceRequests, pendingAssetRequests, days, responseTimes] = await Promise.all([
    cards(deps, now),
    figures.listOf(db, 'upcomingMeetings', now, language),
    figures.listOf(db, 'recentDonations', now, language),
    figures.listOf(db, 'pendingAssistanceRequests', now, language),
    figures.listOf(db, 'pendingAssetRequests', now, language),
    chartDays(deps, now),
    figures.listOf(db, 'responseTimes', now, language),
  ]);
  return { cards: cardValues, upcomingMeetings, recentDonations, pendingAssistanceRequests, pendingAssetRequests, charts: { days }, responseTimes };
}
