/** The donations' work after the answer: each completed donation's receipt, mailed as a PDF. */
import type { FastifyInstance } from 'fastify';
import { mailReceipt, receiptMails } from './donations.receipts.ts';

export async function donationJobs(app: FastifyInstance) {
  app.jobs.work(receiptMails, (job) => mailReceipt(app, job));
}
