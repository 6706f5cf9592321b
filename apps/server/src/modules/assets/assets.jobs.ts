/** The lending library's work after the answer: the waiting list's turns and the loans' reminders. */
import type { FastifyInstance } from 'fastify';
import { loanReminderJobs } from './assets.reminders.ts';
import { waitlistJobs } from './assets.waitlist.ts';

export async function assetJobs(app: FastifyInstance) {
  waitlistJobs(app);
  loanReminderJobs(app);
}
