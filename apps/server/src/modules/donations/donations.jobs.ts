/**
 * The donations' work after the answer: each completed donation's receipt, mailed as a PDF; and,
 * every hour, the checkouts not paid within a day marked expired (donations.expiry.ts), on one
 * node however many there are.
 */
import type { FastifyInstance } from 'fastify';
import { defineQueue } from '../../plugins/jobs/jobs.ts';
import { expireAbandonedCheckouts } from './donations.expiry.ts';
import { mailReceipt, receiptMails } from './donations.receipts.ts';

/** At 29 past each hour (UTC), away from the hour's other periodic work. */
export const checkoutExpiry = defineQueue<Record<string, never>>('donation-checkout-expiry', { cron: '29 * * * *', retryLimit: 2, batchSize: 1 });

export async function donationJobs(app: FastifyInstance) {
  app.jobs.work(receiptMails, (receipt, job) => mailReceipt(app, receipt, job.signal));
  app.jobs.work(checkoutExpiry, async (_data, job) => {
    const expired = await expireAbandonedCheckouts(app.db, { signal: job.signal });
    if (expired > 0) app.log.info({ expired }, 'Checkouts not paid within a day expired');
  });
}
