/** The lending library's work after the answer: the waiting list's turns, the loans' reminders and the regular service by the calendar. */
import type { FastifyInstance } from 'fastify';
import { loanReminderJobs } from './assets.reminders.ts';
import { serviceJobs } from './assets.service-due.ts';
import { waitlistJobs } from './assets.waitlist.ts';

export async function assetJobs(app: FastifyInstance) {
  waitlistJobs(app);
  loanReminderJobs(app);
  serviceJobs(app);
}
