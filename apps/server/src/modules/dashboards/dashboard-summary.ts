/** The four figures of a person's dashboard (spec 1 §1), each from the modules that count it, and their Recent Activities beside them. */
import type { Language } from '@sahaya/contract/i18n/languages';
import type { DashboardSummaryReply } from '@sahaya/contract/profile/schemas';
import type { Db } from '../../db/client.ts';
import type { DashboardFigures } from '../../plugins/registries/dashboard-figures.ts';
import { recentActivity } from './recent-activity.ts';

export async function dashboardSummary(deps: { db: Db; dashboardFigures: DashboardFigures }, userId: string, language: Language): Promise<DashboardSummaryReply> {
  const { db, dashboardFigures: figures } = deps;
  const [totalRequests, donationsTotal, unreadNotifications, recentActivities] = await Promise.all([
    figures.personFigure(db, 'totalRequests', userId),
    figures.personFigure(db, 'donationsTotal', userId),
    figures.personFigure(db, 'unreadNotifications', userId),
    recentActivity(deps, userId, language),
  ]);
  return { totalRequests, donationsTotal, unreadNotifications, recentActivities };
}
