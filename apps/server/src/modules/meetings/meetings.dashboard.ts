/** What the meetings give the dashboards (modules/overview): the meetings soon, and those a person takes part in as activity. */
import type { OverviewFigures } from '../../plugins/overview-figures.ts';
import { meetingActivity, upcomingMeetings } from './meetings.service.ts';

export function registerMeetingFigures(figures: OverviewFigures) {
  figures.list('upcomingMeetings', (db, now) => upcomingMeetings(db, now));
  figures.activity(meetingActivity);
}
