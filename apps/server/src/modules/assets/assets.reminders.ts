/**
 * The reminders of a loan's return day: two days before, on it, three and seven days after, each
 * sent once (loan_reminders_sent), in the borrower's language and by their channels.
 */
import type { FastifyInstance } from 'fastify';

export function loanReminderJobs(_app: FastifyInstance): void {}
