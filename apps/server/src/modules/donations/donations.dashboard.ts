/** What the donations count for the dashboards (modules/dashboards): rupees given and received, the latest gifts, and the person's donations as activity. */
import type { DashboardFigures } from '../../plugins/registries/dashboard-figures.ts';
import { completedDonationsTotalOf, demoDonations, donationActivity, donationsPerDay, donationsReceived, recentDonations } from './donations.service.ts';

export function registerDonationFigures(figures: DashboardFigures) {
  figures.person('donationsTotal', completedDonationsTotalOf);
  // Sums over every completed donation: kept until a donation changes.
  figures.card('donationsReceived', (db) => donationsReceived(db), { keptWhile: 'donations' });
  figures.card('demoDonations', (db) => demoDonations(db), { keptWhile: 'donations' });
  figures.list('recentDonations', (db) => recentDonations(db));
  figures.perDay('donations', async (db, since) => (await donationsPerDay(db, since)).map(({ day, total }) => ({ day, value: Number(total) })));
  figures.activity(donationActivity);
}
