/**
 * The chat's periodic work: once a day, the messages and files of requests completed more than
 * CHAT_RETENTION_DAYS ago are removed (chats.retention.ts), on one node however many there are;
 * and the mail of messages left unread (chats.digest.ts).
 */
import type { FastifyInstance } from 'fastify';
import { defineQueue } from '../../plugins/jobs/jobs.ts';
import { chatDigestJobs } from './chats.digest.ts';
import { removeExpiredChats } from './chats.retention.ts';

/** At 22:41 UTC, 04:11 in India, when hardly anybody chats, and away from the hour's other periodic work. */
export const chatRetention = defineQueue<Record<string, never>>('chat-retention', {
  cron: '41 22 * * *',
  retryLimit: 2,
  batchSize: 1,
  // The first run over a large backlog may take a while; a run cut short is taken up by the next one.
  timeoutSeconds: 60 * 60,
});

export async function chatJobs(app: FastifyInstance) {
  app.jobs.work(chatRetention, async (_data, job) => {
    const removed = await removeExpiredChats(app, { retentionDays: app.config.chatRetentionDays, signal: job.signal });
    if (removed.conversations > 0) app.log.info(removed, 'Chats of requests completed long ago removed');
  });
  chatDigestJobs(app);
}
