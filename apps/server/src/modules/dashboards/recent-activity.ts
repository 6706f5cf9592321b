/**
 * A person's latest real actions across asset requests, assistance requests (made, or handled as
 * volunteer), donations and meetings they take part in, newest first, for the dashboard's Recent
 * Activities and the admin's Recent Activity card. One statement: each branch is a typed query of
 * the module that owns its table, registered with the dashboards' figures (its rows in the shape of
 * db/activity-row.ts), taking its own newest rows off its (person, created) index; the union is
 * then ordered once more, by the database's timestamps, and limited.
 */
import { sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { RECENT_ACTIVITY_LIMIT, type Activity } from '@sahaya/contract/activity';
import type { Language } from '@sahaya/contract/i18n/languages';
import type { Db } from '../../db/client.ts';
import type { DashboardFigures } from '../../plugins/registries/dashboard-figures.ts';

export async function recentActivity(
  { db, dashboardFigures: figures }: { db: Db; dashboardFigures: DashboardFigures },
  userId: string,
  language: Language,
  limit = RECENT_ACTIVITY_LIMIT,
): Promise<Activity[]> {
  const n = Math.max(1, Math.min(Math.trunc(limit), 50));
  // Two branches at least: the app does not start with fewer (plugins/registries/dashboard-figures.ts).
  const [first, second, ...rest] = figures.activityBranches().map((branch) => branch(db, userId, n, language));
  const rows = await unionAll(first!, second!, ...rest)
    .orderBy(sql`date desc`, sql`id desc`)
    .limit(n);
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    title: row.title,
    status: row.status,
    date: new Date(row.date).toISOString(),
    amount: row.amount === null ? null : Number(row.amount),
  }));
}
