/** The four figures of a person's dashboard (spec 1 §1), each from the module that owns it, and their Recent Activities beside them. */
import type { DashboardSummaryReply } from '@sahaya/contract/profile/schemas';
import type { Db } from '../../db/client.ts';
import { assetRequestCountOf } from '../assets/assets.service.ts';
import { assistanceRequestCountOf } from '../assistance-requests/assistance-requests.service.ts';
import { completedDonationsTotalOf } from '../donations/donations.service.ts';
import { unreadCount } from '../notifications/notifications.service.ts';
import { recentActivity } from './recent-activity.ts';

export async function dashboardSummary(db: Db, userId: string): Promise<DashboardSummaryReply> {
  const [assetRequests, assistanceRequests, donationsTotal, unreadNotifications, recentActivities] = await Promise.all([
    assetRequestCountOf(db, userId),
    assistanceRequestCountOf(db, userId),
    completedDonationsTotalOf(db, userId),
    unreadCount(db, userId),
    recentActivity(db, userId),
  ]);
  return { totalRequests: assetRequests + assistanceRequests, donationsTotal, unreadNotifications, recentActivities };
}
