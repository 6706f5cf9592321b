/** What the meetings give the dashboards (modules/dashboards): the meetings soon, and those a person takes part in as activity. */
import type { DashboardFigures } from '../../plugins/registries/dashboard-figures.ts';
import { meetingActivity, upcomingMeetings } from './meetings.service.ts';

export function registerMeetingFigures(figures: DashboardFigures) {
  figures.list('upcomingMeetings', (db, now) => upcomingMeetings(db, now));
  figures.activity(meetingActivity);
}
